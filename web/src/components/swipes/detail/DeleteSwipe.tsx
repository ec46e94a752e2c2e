import { useState } from 'react';
import { useDeleteSwipe } from './useDeleteSwipe';

/** "Delete swipe", confirmed inline. */
export function DeleteSwipe({
  swipe,
  onDeleted,
  onFailed,
}: {
  swipe: { id: string; teamId: string };
  onDeleted: () => void;
  /** Why it was not deleted (shown above the details). */
  onFailed: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleteSwipe, deleting] = useDeleteSwipe();
  const onDelete = () =>
    deleteSwipe(swipe, {
      onDeleted,
      onRefused: (message) => {
        setConfirming(false);
        onFailed(message);
      },
      onNetworkError: onFailed,
    });
  return (
    <div className="border-t border-slate-200 pt-4">
      {confirming ? (
        <fieldset className="rounded-lg border border-red-200 bg-red-50 p-3">
          <legend className="sr-only">Confirm deletion</legend>
          <p className="text-sm font-medium text-red-900">
            Delete this swipe? This cannot be undone.
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {deleting ? 'Deleting…' : 'Yes, delete'}
            </button>
            <button
              type="button"
              className="btn-secondary !py-1.5"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Delete swipe
        </button>
      )}
    </div>
  );
}
