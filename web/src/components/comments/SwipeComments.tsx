import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { SwipeComments_swipe$key } from '../../__generated__/SwipeComments_swipe.graphql';
import type { SwipeCommentsRefetchQuery } from '../../__generated__/SwipeCommentsRefetchQuery.graphql';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';
import { useAddComment } from './useAddComment';

export const NO_COMMENTS = 'No comments yet. Start the conversation about this swipe.';
export const VIEWERS_READ_ONLY =
  'Viewers can read comments. An admin can let viewers comment in Manage team.';

/** The time now, again every minute ("2 minutes ago" moves on while the view is open). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The comments on a swipe (docs/collaboration.md), in its detail view: the threads, oldest
 * first, each with its replies, and a composer at the end for those who may comment (editors
 * and above; viewers when the team lets them). Every member reads them. Kept up to date live
 * (LiveTeamEvents); a refusal (a comment deleted meanwhile) asks for them again.
 */
export function SwipeComments({ swipe }: { swipe: SwipeComments_swipe$key }) {
  const [data, refetch] = useRefetchableFragment<
    SwipeCommentsRefetchQuery,
    SwipeComments_swipe$key
  >(
    graphql`
      fragment SwipeComments_swipe on Swipe @refetchable(queryName: "SwipeCommentsRefetchQuery") {
        id
        commentCount
        commentThreads {
          id
          ...CommentThread_comment
        }
        team {
          id
          viewerMayComment
          viewerMayModerateComments
        }
      }
    `,
    swipe,
  );
  const now = useNow();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [, startTransition] = useTransition();
  const [add] = useAddComment();
  const mayComment = data.team.viewerMayComment;
  const mayModerate = data.team.viewerMayModerateComments;
  const threads = data.commentThreads.filter(Boolean);

  const refresh = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  // A deleted comment's buttons are gone: the focus goes back to the section.
  const onDeleted = useCallback(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-base font-semibold focus:outline-none"
      >
        Comments <span className="font-normal text-slate-500">({data.commentCount})</span>
      </h3>
      {threads.length ? (
        <ul aria-label="Comment threads" className="divide-y divide-slate-200">
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              swipeId={data.id}
              now={now}
              mayComment={mayComment}
              mayModerate={mayModerate}
              onDeleted={onDeleted}
              onStale={refresh}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{NO_COMMENTS}</p>
      )}
      {mayComment ? (
        <CommentComposer
          label="Add a comment"
          visibleLabel
          submitLabel="Comment"
          onSend={(body, done) =>
            add(
              { swipeId: data.id, body },
              {
                onSaved: () => done(null),
                onFailed: (failure, refused) => {
                  done(failure);
                  if (refused && failure.form) refresh();
                },
              },
            )
          }
        />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {VIEWERS_READ_ONLY}
        </p>
      )}
    </section>
  );
}
