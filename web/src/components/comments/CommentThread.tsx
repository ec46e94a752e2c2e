import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentThread_comment$key } from '../../__generated__/CommentThread_comment.graphql';
import { CommentComposer } from './CommentComposer';
import { ACTION_BUTTON, CommentItem, FORMER_MEMBER } from './CommentItem';
import { useAddComment } from './useAddComment';
import { useResolveCommentThread } from './useResolveCommentThread';

type Focus = 'reply' | 'resolve' | 'show';

/**
 * A thread: its first comment, the replies indented below it, and (for those who may
 * comment) Reply, which opens a composer under the replies, and Resolve or Reopen. A resolved
 * thread folds to "Resolved by …" with Show.
 */
export function CommentThread({
  thread,
  swipeId,
  now,
  mayComment,
  mayModerate,
  onDeleted,
  onStale,
}: {
  thread: CommentThread_comment$key;
  swipeId: string;
  now: Date;
  mayComment: boolean;
  mayModerate: boolean;
  /** One of its comments was deleted (the focus moves on). */
  onDeleted: () => void;
  /** The server refused something: the comments may be out of date. */
  onStale: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CommentThread_comment on Comment {
        id
        body
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
        replies {
          id
          ...CommentItem_comment
        }
      }
    `,
    thread,
  );
  const summaryId = useId();
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const resolveButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const [add] = useAddComment();
  const [resolve, resolving] = useResolveCommentThread();
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

  return (
    <li className="py-3">
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
                {data.body.split('\n')[0]?.replace(/\*\*/g, '')}
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
            mayComment={mayComment}
            mayModerate={mayModerate}
            replyCount={data.replies.length}
            actions={threadActions}
            onDeleted={onDeleted}
            onStale={onStale}
          />
          {data.replies.length ? (
            <ul aria-label="Replies" className="mt-2 space-y-3 border-l-2 border-slate-200 pl-3">
              {data.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem
                    comment={reply}
                    now={now}
                    mayComment={mayComment}
                    mayModerate={mayModerate}
                    onDeleted={onDeleted}
                    onStale={onStale}
                  />
                </li>
              ))}
            </ul>
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
