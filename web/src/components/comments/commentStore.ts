import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

// What comments change in the Relay store by hand: `Swipe.commentThreads` and
// `Comment.replies` are plain lists (oldest first), so a new thread or reply goes last, once,
// whether the mutation's answer or the live event (LiveTeamEvents) tells it first. Its swipe's
// commentCount comes with it. A deletion carries only the comment's id: the comment leaves its
// list, and the server's SWIPE_UPDATED event that follows brings the swipe's new count.

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

/** Takes a deleted comment (a thread goes with its replies) off its list and out of the store. */
export function removeComment(store: RecordSourceProxy, commentId: string): void {
  const comment = store.get(commentId);
  // Deleted already (the mutation's answer or the live event came first), or never held.
  if (!comment) return;
  const thread = comment.getLinkedRecord('thread');
  const owner = thread ?? comment.getLinkedRecord('swipe');
  const field = thread ? 'replies' : 'commentThreads';
  const list = owner?.getLinkedRecords(field);
  if (owner && list)
    owner.setLinkedRecords(
      list.filter((each) => each && each.getDataID() !== commentId),
      field,
    );
  for (const reply of comment.getLinkedRecords('replies') ?? [])
    if (reply) store.delete(reply.getDataID());
  store.delete(commentId);
}
