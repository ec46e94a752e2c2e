import { nodesOf } from '@swipestack/common/lists';
import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { InboxList_viewer$key } from '../../__generated__/InboxList_viewer.graphql';
import type { InboxListPaginationQuery } from '../../__generated__/InboxListPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { InboxItem } from './InboxItem';
import { onInboxChanged } from './inboxStore';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

/** Notifications shown at first and per "Show more" (the server's default page). */
export const INBOX_PAGE_SIZE = 20;
/** The server's largest page: a live refresh reads at most this many again. */
const MAX_PAGE = 100;

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

/** The inbox while it loads. */
export function InboxSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="space-y-2">
      {SKELETON_KEYS.map((key) => (
        <div
          key={key}
          className="flex animate-pulse gap-3 rounded-lg border border-slate-200 bg-white px-4 py-4"
        >
          <div className="mt-1 size-2.5 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="h-3 w-1/4 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The time the items' "5 minutes ago" count from, moved on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The viewer's notifications, newest first (all of them, or the unread ones), paged with
 * "Show more". Opening one marks it read. While on screen, the list reads itself again when
 * the viewer's live events say the inbox changed (a new notification, another tab's reads).
 */
export function InboxList({
  viewer,
  unreadOnly,
  markOnOpen = true,
}: {
  viewer: InboxList_viewer$key;
  unreadOnly: boolean;
  /** False while an administrator views the account as its user: the marks stay. */
  markOnOpen?: boolean;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    InboxListPaginationQuery,
    InboxList_viewer$key
  >(
    graphql`
      fragment InboxList_viewer on User
      @refetchable(queryName: "InboxListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        unreadOnly: { type: "Boolean", defaultValue: false }
      ) {
        id
        notifications(first: $count, after: $cursor, unreadOnly: $unreadOnly)
          @connection(key: "InboxList_notifications", filters: ["unreadOnly"]) {
          totalCount
          edges {
            node {
              id
              ...InboxItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const notifications = nodesOf(data.notifications);
  const total = data.notifications.totalCount;
  const now = useNow();
  const [markRead] = useMarkNotificationsRead(data.id);
  const { listRef, showMore } = useShowMore(notifications.length, INBOX_PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  const shown = useRef(notifications.length);
  shown.current = notifications.length;
  useEffect(
    () =>
      onInboxChanged(() => {
        const count = Math.min(MAX_PAGE, Math.max(INBOX_PAGE_SIZE, shown.current));
        startTransition(() => {
          refetch({ count, cursor: null, unreadOnly }, { fetchPolicy: 'network-only' });
        });
      }),
    [refetch, unreadOnly],
  );

  if (notifications.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="font-medium text-slate-900">
          {unreadOnly ? 'No unread notifications.' : "You're all caught up."}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {unreadOnly
            ? 'Everything in your inbox has been read.'
            : 'Mentions, replies, comments on your swipes and team invites show up here.'}
        </p>
      </div>
    );
  }

  return (
    <>
      <ul
        ref={listRef}
        aria-label={unreadOnly ? 'Unread notifications' : 'Notifications'}
        className="space-y-2"
      >
        {notifications.map((notification) => (
          <li
            key={notification.id}
            tabIndex={-1}
            className="rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            <InboxItem
              notification={notification}
              now={now}
              onOpen={(id) => {
                if (markOnOpen) markRead({ ids: [id] });
              }}
            />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="mt-2 flex flex-col items-center gap-1">
          <ShowMoreButton
            remaining={total - notifications.length}
            pageSize={INBOX_PAGE_SIZE}
            singular="notification"
            plural="notifications"
            loading={isLoadingNext}
            onClick={showMore}
          />
          <p className="text-xs text-slate-600">
            Showing {notifications.length} of {total}
          </p>
        </div>
      ) : null}
    </>
  );
}
