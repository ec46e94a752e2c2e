import { Spinner } from '../swipes/detail/Spinner';
import { useRetryCapture } from './useRetryCapture';

/** Capture states a card shows: the others (none, done) need no word. */
function stateOf(status: string | null | undefined) {
  if (status === 'PENDING' || status === 'CAPTURING') return 'capturing';
  if (status === 'WAITING_TO_RETRY') return 'waiting';
  if (status === 'PARTIAL') return 'partial';
  if (status === 'FAILED') return 'failed';
  return null;
}

/** Over a card's picture: a capture that is running, was cut short, or failed. */
export function CaptureBadge({ kind, status }: { kind: string; status: string | null }) {
  const state = stateOf(status);
  if (!state) return null;
  const [text, colours] =
    state === 'capturing'
      ? [kind === 'EMAIL' ? 'Rendering…' : 'Capturing…', 'bg-white/90 text-slate-700']
      : state === 'waiting'
        ? ['Waiting to retry', 'bg-white/90 text-slate-700']
        : state === 'partial'
          ? ['Partly captured', 'bg-amber-100 text-amber-900']
          : ['Capture failed', 'bg-red-100 text-red-800'];
  return (
    <span
      className={`absolute right-2 bottom-2 inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${colours}`}
    >
      {state === 'capturing' ? <Spinner /> : null}
      {text}
    </span>
  );
}

/**
 * Under a card's details: why its capture failed (or was cut short) and, for those who may
 * edit, Retry. Sits above the card's full-size link so it can be clicked.
 */
export function CaptureProblem({
  swipe,
  partialReason,
  canEdit,
}: {
  swipe: { id: string; title: string; captureStatus: string | null; captureError?: string | null };
  /** Why a PARTIAL capture was cut short (its capture report). */
  partialReason?: string | null;
  canEdit: boolean;
}) {
  const state = stateOf(swipe.captureStatus);
  const [retry, retrying] = useRetryCapture();
  if (state !== 'failed' && state !== 'partial') return null;
  const reason =
    state === 'partial'
      ? partialReason?.trim() && `Captured in part: ${partialReason.trim()}`
      : swipe.captureError?.trim();
  if (!reason && !canEdit) return null;
  return (
    <div className="relative z-10 flex items-start justify-between gap-2 text-xs">
      {reason ? (
        <p
          className={`line-clamp-2 min-w-0 ${state === 'failed' ? 'text-red-700' : 'text-amber-800'}`}
          title={reason}
        >
          {reason}
        </p>
      ) : (
        <span />
      )}
      {canEdit ? (
        <button
          type="button"
          className="btn-secondary shrink-0 px-2 py-0.5 text-xs"
          disabled={retrying}
          aria-label={`Retry capture of ${swipe.title}`}
          onClick={() => retry(swipe.id)}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      ) : null}
    </div>
  );
}
