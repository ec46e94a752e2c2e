import { copyToClipboard } from '../lib/clipboard';

/**
 * A secret the server shows this once (an API token, a webhook's signing secret), with Copy and
 * Done: `message` says what was made and that it is not shown again.
 */
export function ShownOnceSecret({
  message,
  secret,
  copied,
  onDone,
}: {
  message: string;
  secret: string;
  /** What the copy toast calls it ("Token", "Secret"). */
  copied: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-semibold text-emerald-900">{message}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          data-testid="shown-once-secret"
          className="break-all rounded bg-white px-2 py-1 text-sm"
        >
          {secret}
        </code>
        <button
          type="button"
          className="btn-secondary !py-1"
          onClick={() => copyToClipboard(secret, copied)}
        >
          Copy
        </button>
        <button type="button" className="text-sm underline" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
