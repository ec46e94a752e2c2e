import { mayComment as mayCommentAs } from '@swipestack/common/comments';
import { nodesOf } from '@swipestack/common/lists';
import { Icon } from '@swipestack/common/ui/Icon';
import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SwipeComments_swipe$key } from '../../__generated__/SwipeComments_swipe.graphql';
import type { SwipeCommentsRefetchQuery } from '../../__generated__/SwipeCommentsRefetchQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { formatDuration } from '../videos/videoTime';
import { CommentComposer } from './CommentComposer';
import { ACTION_BUTTON } from './CommentItem';
import { CommentThread } from './CommentThread';
import { type PinnedThread, useCommentPins } from './commentPins';
import { commentExcerpt } from './commentText';
import { MentionMembersProvider } from './mentionMembers';
import { useAddComment } from './useAddComment';

export const NO_COMMENTS = 'No comments yet. Start the conversation about this swipe.';
export const VIEWERS_READ_ONLY =
  'Viewers can read comments. An admin can let viewers comment in Manage team.';
export const PINNED_ON_PICTURE = 'Pinned on the picture';
export const PINNED_ON_VIDEO = 'Pinned on the video at';
export const REMOVE_PIN = 'Remove pin';
/** Threads shown at first and per "Show more". */
export const THREADS_PAGE_SIZE = 20;

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
 * first, 20 at a time ("Show more"), each with its replies, and a composer at the end for those
 * who may comment (editors and above; viewers when the team lets them). Every member reads them. Kept up to date live
 * (LiveTeamEvents); a refusal (a comment deleted meanwhile) asks for them again. Pinned
 * threads are numbered in order and published to the picture (commentPins); a new thread
 * takes the pin placed there. The composers suggest the team's members to mention.
 */
export function SwipeComments({
  swipe,
  viewerId,
}: {
  swipe: SwipeComments_swipe$key;
  /** The viewer's User id (they edit and delete their own comments). */
  viewerId: string | null;
}) {
  const { data, refetch, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    SwipeCommentsRefetchQuery,
    SwipeComments_swipe$key
  >(
    graphql`
      fragment SwipeComments_swipe on Swipe
      @refetchable(queryName: "SwipeCommentsRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        commentCount
        commentThreads(first: $count, after: $cursor)
          @connection(key: "SwipeComments_commentThreads") {
          totalCount
          edges {
            node {
              id
              body
              resolvedAt
              pin {
                x
                y
                width
                height
                timeMs
              }
              ...CommentThread_comment
            }
          }
        }
        team {
          id
          viewerRole
          viewersMayComment
          viewerMayModerateComments
        }
      }
    `,
    swipe,
  );
  const now = useNow();
  const headingId = useId();
  const pinnedId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [, startTransition] = useTransition();
  const [add] = useAddComment();
  const mayComment = mayCommentAs(data.team.viewerRole, data.team.viewersMayComment);
  const mayModerate = data.team.viewerMayModerateComments;
  const threads = nodesOf(data.commentThreads);
  const threadCount = data.commentThreads.totalCount;
  const { listRef, showMore } = useShowMore(threads.length, THREADS_PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });
  const pins = useCommentPins();
  const publish = pins?.publish;

  // Pinned threads are numbered 1, 2, … in the threads' order (resolved ones keep theirs).
  const pinned: PinnedThread[] = [];
  for (const thread of threads)
    if (thread.pin)
      pinned.push({
        id: thread.id,
        number: pinned.length + 1,
        pin: thread.pin,
        resolved: Boolean(thread.resolvedAt),
        excerpt: commentExcerpt(thread.body),
      });
  const pinNumbers = new Map(pinned.map((each) => [each.id, each.number]));
  const pinsKey = JSON.stringify(pinned);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pinsKey stands for `pinned`
  useEffect(() => {
    publish?.(pinned, mayComment);
  }, [publish, pinsKey, mayComment]);
  const draft = mayComment ? (pins?.draft ?? null) : null;

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
    <MentionMembersProvider teamId={data.team.id}>
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
          <ul ref={listRef} aria-label="Comment threads" className="divide-y divide-slate-200">
            {threads.map((thread) => (
              <CommentThread
                key={thread.id}
                thread={thread}
                swipeId={data.id}
                pinNumber={pinNumbers.get(thread.id) ?? null}
                now={now}
                viewerId={viewerId}
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
        {hasNext ? (
          <ShowMoreButton
            remaining={threadCount - threads.length}
            pageSize={THREADS_PAGE_SIZE}
            singular="thread"
            plural="threads"
            loading={isLoadingNext}
            onClick={showMore}
          />
        ) : null}
        {mayComment ? (
          <CommentComposer
            label="Add a comment"
            visibleLabel
            submitLabel="Comment"
            inputRef={pins?.composer}
            attachmentId={pinnedId}
            attachment={
              draft ? (
                <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-indigo-50 px-2 py-1 text-sm text-indigo-900">
                  <span className="flex items-center gap-1.5 font-medium">
                    <Icon name="pin" className="size-4" />
                    <span id={pinnedId}>
                      {draft.timeMs != null
                        ? `${PINNED_ON_VIDEO} ${formatDuration(draft.timeMs)}`
                        : PINNED_ON_PICTURE}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={ACTION_BUTTON}
                    onClick={() => {
                      pins?.setDraft(null);
                      pins?.composer.current?.focus();
                    }}
                  >
                    {REMOVE_PIN}
                  </button>
                </p>
              ) : null
            }
            onSend={(body, done) =>
              add(draft ? { swipeId: data.id, body, pin: draft } : { swipeId: data.id, body }, {
                onSaved: () => {
                  done(null);
                  if (draft) pins?.setDraft(null);
                },
                onFailed: (failure, refused) => {
                  done(failure);
                  if (refused && failure.form) refresh();
                },
              })
            }
          />
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {VIEWERS_READ_ONLY}
          </p>
        )}
      </section>
    </MentionMembersProvider>
  );
}
