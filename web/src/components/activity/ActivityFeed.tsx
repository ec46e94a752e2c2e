import { nodesOf } from '@swipestack/common/lists';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ActivityFeed_team$key } from '../../__generated__/ActivityFeed_team.graphql';
import type { ActivityFeedPaginationQuery } from '../../__generated__/ActivityFeedPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { ActivityItem } from './ActivityItem';
import { onTeamActivity } from './activityStore';
import { groupByDay } from './activityText';

/** Entries shown at first and per "Show more" (the server's default page). */
export const ACTIVITY_PAGE_SIZE = 20;
/** The server's largest page: a live refresh reads at most this many again. */
const MAX_PAGE = 100;

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

/** The feed while it loads. */
export function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="space-y-2">
      <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
      {SKELETON_KEYS.map((key) => (
        <div
          key={key}
          className="flex animate-pulse gap-3 rounded-lg border border-slate-200 bg-white px-4 py-4"
        >
          <div className="mt-1 size-2.5 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/5 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The time "5 minutes ago" and "Today" count from, moved on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The team's activity, newest first, under a heading per day, paged with "Show more". While on
 * screen it reads its first pages again when the team's live events say something happened.
 */
export function ActivityFeed({
  team,
  filtered,
  onClearFilters,
}: {
  team: ActivityFeed_team$key;
  /** A member or kind is chosen: the empty feed says so. */
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    ActivityFeedPaginationQuery,
    ActivityFeed_team$key
  >(
    graphql`
      fragment ActivityFeed_team on Team
      @refetchable(queryName: "ActivityFeedPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        actorId: { type: "ID" }
        kinds: { type: "[ActivityKind!]" }
      ) {
        id
        activity(first: $count, after: $cursor, actorId: $actorId, kinds: $kinds)
          @connection(key: "ActivityFeed_activity", filters: ["actorId", "kinds"]) {
          totalCount
          edges {
            node {
              id
              createdAt
              ...ActivityItem_activity
            }
          }
        }
      }
    `,
    team,
  );
  const entries = nodesOf(data.activity);
  const total = data.activity.totalCount;
  const now = useNow();
  const headingId = useId();
  const { listRef, showMore } = useShowMore<HTMLDivElement>(
    entries.length,
    ACTIVITY_PAGE_SIZE,
    { hasNext, isLoadingNext, loadNext },
    'li',
  );

  // Live: the first pages again (as many as are shown), with the same filters.
  const shown = useRef(entries.length);
  shown.current = entries.length;
  useEffect(
    () =>
      onTeamActivity(data.id, () => {
        const count = Math.min(MAX_PAGE, Math.max(ACTIVITY_PAGE_SIZE, shown.current));
        startTransition(() => {
          refetch({ count, cursor: null }, { fetchPolicy: 'network-only' });
        });
      }),
    [data.id, refetch],
  );

  if (entries.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="font-medium text-slate-900">
          {filtered
            ? 'No activity matches these filters.'
            : 'Nothing has happened in this team yet.'}
        </p>
        {filtered ? (
          <button type="button" className="btn-secondary mt-4" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Swipes added, tagged and moved, comments, new members and plan changes show up here.
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <div ref={listRef} className="space-y-6">
        {groupByDay(entries, now).map((group, index) => (
          <section key={group.key} aria-labelledby={`${headingId}-${index}`}>
            <h2
              id={`${headingId}-${index}`}
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600"
            >
              {group.heading}
            </h2>
            <ul
              aria-labelledby={`${headingId}-${index}`}
              className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              {group.entries.map((entry) => (
                <li
                  key={entry.id}
                  tabIndex={-1}
                  className="focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600"
                >
                  <ActivityItem activity={entry} teamId={data.id} now={now} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {hasNext ? (
        <div className="mt-4 flex flex-col items-center gap-1">
          <ShowMoreButton
            remaining={total - entries.length}
            pageSize={ACTIVITY_PAGE_SIZE}
            singular="entry"
            plural="entries"
            loading={isLoadingNext}
            onClick={showMore}
          />
          <p className="text-xs text-slate-600">
            Showing {entries.length} of {total}
          </p>
        </div>
      ) : null}
    </>
  );
}
