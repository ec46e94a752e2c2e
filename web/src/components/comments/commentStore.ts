import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

// What comments change in the Relay store by hand: `Swipe.commentThreads` and
// `Comment.replies` are plain lists (oldest first), so a new thread or reply goes last, once,
// whether the mutation's answer or the live event (LiveTeamEvents) tells it first. Its swipe's
// commentCount comes with it. A deletion carries only the comment's id: the comment leaves its
// list, and its swipe's count goes down by it and its replies while the store still holds it
// (so twice told is counted once); a comment the store never held leaves the count to be
// asked for again (refreshCommentCounts).

function holds(list: readonly (RecordProxy | null | undefined)[], id: string) {
  return list.some((each) => each?.getDataID() === id);
}

/** Puts a new comment last in its thread's replies, or a new thread last in its swipe's. */
export function addCommentToLists(comment: RecordProxy): void {
  const id = comment.getDataID();
  const thread = comment.getLinkedRecord('thread');
  if (thread) {
    const replies = thread.getLinkedRecords('replies');
    if (replies && !holds(replies, id)) thread.setLinkedRecords([...replies, comment], 'replies');
    return;
  }
  const swipe = comment.getLinkedRecord('swipe');
  const threads = swipe?.getLinkedRecords('commentThreads');
  if (swipe && threads && !holds(threads, id))
    swipe.setLinkedRecords([...threads, comment], 'commentThreads');
}

/**
 * Takes a deleted comment (a thread goes with its replies) off its list and out of the store,
 * its swipe's count lowered to match. False when the store never held it.
 */
export function removeComment(store: RecordSourceProxy, commentId: string): boolean {
  const comment = store.get(commentId);
  // null: deleted already (the mutation's answer or the live event came first).
  if (!comment) return comment === null;
  const swipe = comment.getLinkedRecord('swipe');
  const thread = comment.getLinkedRecord('thread');
  const replies = (comment.getLinkedRecords('replies') ?? []).filter(
    (reply): reply is RecordProxy => Boolean(reply),
  );
  if (thread) {
    const list = thread.getLinkedRecords('replies');
    if (list)
      thread.setLinkedRecords(
        list.filter((each) => each && each.getDataID() !== commentId),
        'replies',
      );
  } else if (swipe) {
    const list = swipe.getLinkedRecords('commentThreads');
    if (list)
      swipe.setLinkedRecords(
        list.filter((each) => each && each.getDataID() !== commentId),
        'commentThreads',
      );
  }
  const count = swipe?.getValue('commentCount');
  if (swipe && typeof count === 'number')
    swipe.setValue(Math.max(0, count - 1 - (thread ? 0 : replies.length)), 'commentCount');
  for (const reply of replies) store.delete(reply.getDataID());
  store.delete(commentId);
  return true;
}
