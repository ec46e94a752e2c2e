import { Modal } from '../swipes/Modal';
import { useDeleteCollection } from './useDeleteCollection';

/** "Delete “X”?": asks before a collection goes (its swipes stay in the swipe file). */
export function DeleteCollectionDialog({
  collection,
  teamId,
  connectionId,
  onClose,
}: {
  /** The collection to delete; null while the dialog is closed. */
  collection: { id: string; name: string } | null;
  teamId: string;
  /** The list it leaves at once (the page's `CollectionsPage_collections` connection). */
  connectionId: string;
  onClose: () => void;
}) {
  const [remove, inFlight] = useDeleteCollection(teamId);
  return (
    <Modal
      open={Boolean(collection)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete “${collection?.name ?? ''}”?`}
      description="The collection goes away; its swipes stay in your swipe file."
    >
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          disabled={inFlight}
          onClick={() => (collection ? remove(collection.id, connectionId, onClose) : undefined)}
          className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {inFlight ? 'Deleting…' : 'Delete collection'}
        </button>
      </div>
    </Modal>
  );
}
