import { copyToClipboard } from '../../lib/clipboard';

/** A webhook's signing secret, shown this once, with Copy and Done. */
export function WebhookSecret({
  heading,
  secret,
  onDone,
}: {
  heading: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-semibold text-emerald-900">
        {heading} Copy the signing secret now: it is not shown again.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid="webhook-secret" className="break-all rounded bg-white px-2 py-1 text-sm">
          {secret}
        </code>
        <button
          type="button"
          className="btn-secondary !py-1"
          onClick={() => copyToClipboard(secret, 'Secret')}
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
