import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';

// The inbox in the store: its lists (one per filter) and the viewer's unread count, changed
// at once when notifications are marked read, before the server answers.

/** The key of InboxList_viewer's `@connection` (one connection per `unreadOnly`). */
export const INBOX_CONNECTION = 'InboxList_notifications';

/** Which notifications to mark read: these, or every one. */
export type MarkReadTarget = { ids: readonly string[] } | { all: true };

/**
 * Gives the notifications `target` names a `readAt` (those still unread), and with
 * `adjustCount` lowers the viewer's unread count by how many that were (to 0 for all).
 * Answers how many were unread.
 */
export function markReadInStore(
  store: RecordSourceProxy,
  viewerId: string,
  target: MarkReadTarget,
  readAt: string,
  adjustCount: boolean,
): number {
  const viewer = store.get(viewerId);
  const records =
    'all' in target
      ? [true, false].flatMap((unreadOnly) => {
          const connection = viewer
            ? ConnectionHandler.getConnection(viewer, INBOX_CONNECTION, { unreadOnly })
            : null;
          return (connection?.getLinkedRecords('edges') ?? []).flatMap((edge) => {
            const node = edge?.getLinkedRecord('node');
            return node ? [node] : [];
          });
        })
      : target.ids.flatMap((id) => {
          const node = store.get(id);
          return node ? [node] : [];
        });
  const seen = new Set<string>();
  let changed = 0;
  for (const node of records) {
    if (seen.has(node.getDataID())) continue;
    seen.add(node.getDataID());
    if (node.getValue('readAt') != null) continue;
    node.setValue(readAt, 'readAt');
    changed++;
  }
  const count = viewer?.getValue('unreadNotificationCount');
  if (adjustCount && viewer && typeof count === 'number') {
    viewer.setValue('all' in target ? 0 : Math.max(0, count - changed), 'unreadNotificationCount');
  }
  return changed;
}

// The viewer's live events say when the inbox changed (a notification arrived, or some were
// read in another tab); a list on screen reads itself again.
const listeners = new Set<() => void>();

/** Tells the inbox on screen that it changed (LiveViewerEvents). */
export function inboxChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the inbox changes; answers the function that stops it. */
export function onInboxChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
