import {
  ConnectionHandler,
  generateClientID,
  type RecordProxy,
  type RecordSourceProxy,
} from 'relay-runtime';
import { addToTotalCount, removeFromConnection } from '../../relay/connections';

// What comments change in the Relay store by hand: `Swipe.commentThreads` and
// `Comment.replies` are paged connections (oldest first), so a new thread or reply goes last,
// once (with the list's totalCount), whether the mutation's answer or the live event
// (LiveTeamEvents) tells it first. While later pages are not loaded, a live event cannot tell a
// new comment from an edit of one on those pages: it changes nothing, and "Show more" brings
// the comment; the viewer's own new comment shows at once all the same. Its swipe's
// commentCount comes with it. A deletion carries only the comment's id: the comment leaves its
// list, and the server's SWIPE_UPDATED event that follows brings the swipe's new count.

/** The connection keys of SwipeComments_swipe and CommentThread_comment. */
export const THREADS_CONNECTION = 'SwipeComments_commentThreads';
export const REPLIES_CONNECTION = 'CommentThread_replies';

/** The list a comment belongs in: its thread's replies, or its swipe's threads. */
function listOf(comment: RecordProxy) {
  const thread = comment.getLinkedRecord('thread');
  if (thread) {
    const replies = ConnectionHandler.getConnection(thread, REPLIES_CONNECTION) ?? null;
    return { connection: replies, edgeType: 'CommentRepliesConnectionEdge' };
  }
  const swipe = comment.getLinkedRecord('swipe');
  const threads = swipe
    ? (ConnectionHandler.getConnection(swipe, THREADS_CONNECTION) ?? null)
    : null;
  return { connection: threads, edgeType: 'SwipeCommentThreadsConnectionEdge' };
}

/**
 * A new thread's list of replies, empty, as CommentThread reads it (the events and answers
 * that bring a thread do not select its replies: they would replace the pages shown).
 */
function giveEmptyReplies(store: RecordSourceProxy, thread: RecordProxy) {
  const handle = `__${REPLIES_CONNECTION}_connection`;
  if (thread.getLinkedRecord(handle)) return;
  const id = generateClientID(thread.getDataID(), handle);
  const connection = store.get(id) ?? store.create(id, 'CommentRepliesConnection');
  const pageInfoId = generateClientID(id, 'pageInfo');
  const pageInfo = store.get(pageInfoId) ?? store.create(pageInfoId, 'PageInfo');
  pageInfo.setValue(false, 'hasNextPage');
  pageInfo.setValue(false, 'hasPreviousPage');
  pageInfo.setValue(null, 'endCursor');
  pageInfo.setValue(null, 'startCursor');
  connection.setLinkedRecord(pageInfo, 'pageInfo');
  connection.setLinkedRecords([], 'edges');
  connection.setValue(0, 'totalCount');
  connection.setValue(0, '__connection_next_edge_index');
  thread.setLinkedRecord(connection, handle);
}

/**
 * Puts a comment last in its thread's replies, or a thread last in its swipe's, unless it is
 * there: `mine` (the answer to the viewer's addComment: it is new), or `live` (an event: a new
 * comment or a change, added only while the whole list is loaded).
 */
export function addCommentToLists(
  store: RecordSourceProxy,
  comment: RecordProxy,
  origin: 'mine' | 'live',
): void {
  const { connection, edgeType } = listOf(comment);
  if (!connection) return;
  const id = comment.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const partial = Boolean(connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage'));
  if (partial && origin === 'live') return;
  if (!comment.getLinkedRecord('thread')) giveEmptyReplies(store, comment);
  ConnectionHandler.insertEdgeAfter(
    connection,
    ConnectionHandler.createEdge(store, connection, comment, edgeType),
  );
  addToTotalCount(connection, 1);
}

/** Takes a deleted comment (a thread goes with its replies) off its list and out of the store. */
export function removeComment(store: RecordSourceProxy, commentId: string): void {
  const comment = store.get(commentId);
  // Deleted already (the mutation's answer or the live event came first), or never held.
  if (!comment) return;
  removeFromConnection(listOf(comment).connection, commentId);
  const replies = ConnectionHandler.getConnection(comment, REPLIES_CONNECTION);
  for (const edge of replies?.getLinkedRecords('edges') ?? []) {
    const reply = edge?.getLinkedRecord('node');
    if (reply) store.delete(reply.getDataID());
  }
  store.delete(commentId);
}
