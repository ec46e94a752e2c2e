import { nodesOf } from '@swipestack/common/lists';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { CommentThread_comment$key } from '../../__generated__/CommentThread_comment.graphql';
import type { CommentThread_head$key } from '../../__generated__/CommentThread_head.graphql';
import type { CommentThreadRepliesPaginationQuery } from '../../__generated__/CommentThreadRepliesPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { CommentComposer } from './CommentComposer';
import { ACTION_BUTTON, CommentItem, FORMER_MEMBER } from './CommentItem';
import { threadElementId, useCommentPins } from './commentPins';
import { plainCommentText } from './commentText';
import { useAddComment } from './useAddComment';
import { useResolveCommentThread } from './useResolveCommentThread';

type Focus = 'reply' | 'resolve' | 'show';

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
    }
    resolvedAt
    resolvedBy {
      id
      name
    }
    author {
      id
      name
    }
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
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const resolveButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const [add] = useAddComment();
  const [resolve, resolving] = useResolveCommentThread();
  const pins = useCommentPins();
  const highlighted = Boolean(pins && pinNumber && pins.highlighted === data.id);
  const resolved = Boolean(data.resolvedAt);
  const collapsed = resolved && !expanded;

  // The focus goes where the thread's new state puts the button it was on.
  useEffect(() => {
    if (!focus) return;
    const target = { reply: replyButton, resolve: resolveButton, show: showButton }[focus];
    if (target.current) {
      target.current.focus();
      setFocus(null);
    }
  });

  const toggleResolved = () =>
    resolve(data.id, !resolved, {
      onDone: () => {
        setExpanded(false);
        setReplying(false);
        setFocus(resolved ? 'resolve' : 'show');
      },
      onFailed: (refused) => {
        if (refused) onStale();
      },
    });

  const threadActions = mayComment ? (
    <>
      {replying ? null : (
        <button
          ref={replyButton}
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setReplying(true)}
        >
          Reply
        </button>
      )}
      <button
        ref={resolveButton}
        type="button"
        className={ACTION_BUTTON}
        disabled={resolving}
        onClick={toggleResolved}
      >
        {resolved ? 'Reopen' : 'Resolve'}
      </button>
    </>
  ) : null;

  const highlight = (on: boolean) => {
    if (!pins || !pinNumber) return;
    if (on) pins.setHighlighted(data.id);
    else if (pins.highlighted === data.id) pins.setHighlighted(null);
  };

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
        highlighted ? 'bg-amber-50' : ''
      }`}
    >
      {resolved ? (
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <p id={summaryId} className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            <span className="font-medium text-slate-700">
              {data.resolvedBy ? `Resolved by ${data.resolvedBy.name}` : 'Resolved'}
            </span>
            {collapsed ? (
              <span className="truncate text-slate-500">
                — {data.author?.name ?? FORMER_MEMBER}:{' '}
                {plainCommentText(data.body.split('\n')[0] ?? '')}
              </span>
            ) : null}
          </p>
          <button
            ref={showButton}
            type="button"
            className={ACTION_BUTTON}
            aria-expanded={expanded}
            aria-describedby={summaryId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide' : 'Show'}
          </button>
        </div>
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
            actions={threadActions}
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
          {replying && mayComment ? (
            <div className="mt-2 pl-3">
              <CommentComposer
                label="Reply"
                submitLabel="Reply"
                autoFocus
                onCancel={() => {
                  setReplying(false);
                  setFocus('reply');
                }}
                onSend={(body, done) =>
                  add(
                    { swipeId, body, threadId: data.id },
                    {
                      onSaved: () => {
                        done(null);
                        setReplying(false);
                        setFocus('reply');
                      },
                      onFailed: (failure, refused) => {
                        done(failure);
                        if (refused && failure.form) onStale();
                      },
                    },
                  )
                }
              />
            </div>
          ) : null}
        </div>
      )}
    </li>
  );
}
