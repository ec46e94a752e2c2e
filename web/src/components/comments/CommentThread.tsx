import { nodesOf } from '@swipestack/common/lists';
import { useId } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { CommentThread_comment$key } from '../../__generated__/CommentThread_comment.graphql';
import type { CommentThread_head$key } from '../../__generated__/CommentThread_head.graphql';
import type { CommentThreadRepliesPaginationQuery } from '../../__generated__/CommentThreadRepliesPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentThreadActions } from './CommentThreadActions';
import { CommentThreadSummary } from './CommentThreadSummary';
import { threadElementId } from './commentPins';
import { useCommentThread } from './useCommentThread';

/**
 * Replies per "Show more". At first a thread shows 5 (the fragment's `count`): a page of 20
 * threads holds them all within the server's cost limit.
 */
export const REPLIES_PAGE_SIZE = 50;

/**
 * A thread's own fields: what CommentThread shows of it beside its replies. The live events
 * and addComment's answer select these (not the replies, whose loaded pages they would
 * replace); commentStore gives a new thread its empty list of replies.
 */
const headFragment = graphql`
  fragment CommentThread_head on Comment {
    id
    body
    # Where it is pinned on the picture (PicturePins draws it; SwipeComments numbers it).
    pin {
      x
      y
      width
      height
      timeMs
    }
    resolvedAt
    ...CommentThreadSummary_comment
    ...CommentItem_comment
  }
`;

/**
 * A thread: its first comment, the replies indented below it, and (for those who may
 * comment) Reply, which opens a composer under the replies, and Resolve or Reopen. A resolved
 * thread folds to "Resolved by …" with Show. A pinned thread shows its number on the picture;
 * its marker there leads to it (focused), and the pointer or the focus on it highlights both.
 */
export function CommentThread({
  thread,
  swipeId,
  pinNumber = null,
  now,
  viewerId,
  mayComment,
  mayModerate,
  onDeleted,
  onStale,
}: {
  thread: CommentThread_comment$key;
  swipeId: string;
  /** Its number on the picture (an open pinned thread); null: none shown. */
  pinNumber?: number | null;
  now: Date;
  /** The viewer's User id (they edit and delete their own comments). */
  viewerId: string | null;
  mayComment: boolean;
  mayModerate: boolean;
  /** One of its comments was deleted (the focus moves on). */
  onDeleted: () => void;
  /** The server refused something: the comments may be out of date. */
  onStale: () => void;
}) {
  const {
    data: page,
    hasNext,
    isLoadingNext,
    loadNext,
  } = usePaginationFragment<CommentThreadRepliesPaginationQuery, CommentThread_comment$key>(
    graphql`
      fragment CommentThread_comment on Comment
      @refetchable(queryName: "CommentThreadRepliesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 5 }
        cursor: { type: "String" }
      ) {
        ...CommentThread_head
        replies(first: $count, after: $cursor) @connection(key: "CommentThread_replies") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    thread,
  );
  const data = useFragment<CommentThread_head$key>(headFragment, page);
  const replies = nodesOf(page.replies);
  const replyCount = page.replies.totalCount;
  const { listRef, showMore } = useShowMore(replies.length, REPLIES_PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });
  const summaryId = useId();
  const resolved = Boolean(data.resolvedAt);
  const state = useCommentThread({ threadId: data.id, swipeId, resolved, pinNumber, onStale });
  const { collapsed, highlight, refs } = state;

  return (
    <li
      id={threadElementId(data.id)}
      tabIndex={-1}
      onMouseEnter={() => highlight(true)}
      onMouseLeave={() => highlight(false)}
      onFocus={() => highlight(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) highlight(false);
      }}
      className={`-mx-2 scroll-mt-4 rounded-lg px-2 py-3 transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        state.highlighted ? 'bg-amber-50' : ''
      }`}
    >
      {resolved ? (
        <CommentThreadSummary
          thread={data}
          id={summaryId}
          expanded={state.expanded}
          onToggle={state.toggleExpanded}
          showRef={refs.showButton}
        />
      ) : null}
      {collapsed ? null : (
        <div className={resolved ? 'mt-2 opacity-90' : ''}>
          <CommentItem
            comment={data}
            now={now}
            viewerId={viewerId}
            mayComment={mayComment}
            mayModerate={mayModerate}
            replyCount={replyCount}
            pinNumber={resolved ? null : pinNumber}
            pinTimeMs={data.pin?.timeMs ?? null}
            actions={
              mayComment ? (
                <CommentThreadActions
                  replying={state.replying}
                  resolved={resolved}
                  resolving={state.resolving}
                  onReply={state.startReply}
                  onToggleResolved={state.toggleResolved}
                  replyRef={refs.replyButton}
                  resolveRef={refs.resolveButton}
                />
              ) : null
            }
            onDeleted={onDeleted}
            onStale={onStale}
          />
          {replies.length ? (
            <ul
              ref={listRef}
              aria-label="Replies"
              className="mt-2 space-y-3 border-l-2 border-slate-200 pl-3"
            >
              {replies.map((reply) => (
                <li key={reply.id} tabIndex={-1} className="focus:outline-none">
                  <CommentItem
                    comment={reply}
                    now={now}
                    viewerId={viewerId}
                    mayComment={mayComment}
                    mayModerate={mayModerate}
                    onDeleted={onDeleted}
                    onStale={onStale}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {hasNext ? (
            <div className="pl-3">
              <ShowMoreButton
                remaining={replyCount - replies.length}
                pageSize={REPLIES_PAGE_SIZE}
                singular="reply"
                plural="replies"
                loading={isLoadingNext}
                onClick={showMore}
              />
            </div>
          ) : null}
          {state.replying && mayComment ? (
            <div className="mt-2 pl-3">
              <CommentComposer
                label="Reply"
                submitLabel="Reply"
                autoFocus
                onCancel={state.cancelReply}
                onSend={state.sendReply}
              />
            </div>
          ) : null}
        </div>
      )}
    </li>
  );
}
