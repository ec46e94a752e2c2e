import { Suspense, useCallback, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { ActivityPageFeedQuery as ActivityPageFeedQueryType } from '../__generated__/ActivityPageFeedQuery.graphql';
import type { ActivityPageQuery as ActivityPageQueryType } from '../__generated__/ActivityPageQuery.graphql';
import { ActivityFeed, ActivitySkeleton } from '../components/activity/ActivityFeed';
import { ActivityFilterBar } from '../components/activity/ActivityFilterBar';
import {
  type ActivityFilters,
  activityFiltersFromQuery,
  activityVariables,
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  withActivityFilters,
} from '../components/activity/activityFilters';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /activity (docs/collaboration.md): what happened in the team selected in the sidebar, newest
// first (swipes added, tagged and moved, comments, members joining, plan changes), filtered by
// member and kind in the address (?member=<User id>&kind=<ActivityKind>). The feed reads its
// first page again when the team's live events say something happened (activityStore).

export const ActivityPageQuery = graphql`
  query ActivityPageQuery {
    viewer {
      id
      ...TeamPicker_viewer
    }
  }
`;

const ActivityPageFeedQuery = graphql`
  query ActivityPageFeedQuery($teamId: ID!, $actorId: ID, $kinds: [ActivityKind!]) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        ...ActivityFeed_team @arguments(actorId: $actorId, kinds: $kinds)
      }
    }
  }
`;

export function activityLoader() {
  return { queryRef: preload<ActivityPageQueryType>(ActivityPageQuery, {}) };
}

function TeamActivity({
  teamId,
  filters,
  retry,
  onClearFilters,
}: {
  teamId: string;
  filters: ActivityFilters;
  retry: number;
  onClearFilters: () => void;
}) {
  const data = useLazyLoadQuery<ActivityPageFeedQueryType>(
    ActivityPageFeedQuery,
    { teamId, ...activityVariables(filters) },
    { fetchPolicy: 'store-and-network', fetchKey: retry },
  );
  const team = data.node?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  return (
    <ActivityFeed
      team={team}
      filtered={hasActivityFilters(filters)}
      onClearFilters={onClearFilters}
    />
  );
}

const filtersKey = (filters: ActivityFilters) => `${filters.member}|${filters.kind}`;

export function ActivityPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof activityLoader>;
  const data = usePreloadedQuery<ActivityPageQueryType>(ActivityPageQuery, queryRef);
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);

  const [searchParams, setSearchParams] = useSearchParams();
  const { member, kind } = activityFiltersFromQuery(searchParams);
  const filters = useMemo(() => ({ member, kind }), [member, kind]);
  const changeFilters = useCallback(
    (patch: Partial<ActivityFilters>) =>
      setSearchParams(
        (current) =>
          withActivityFilters(current, { ...activityFiltersFromQuery(current), ...patch }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => changeFilters(NO_ACTIVITY_FILTERS), [changeFilters]);
  const [retry, setRetry] = useState(0);

  if (!viewer) return null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Activity')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Activity</h1>
      <p className="mt-1 text-slate-600">
        {team ? `What happened in ${team.name}: ` : 'What happened in your team: '}
        swipes added, tagged and moved, comments, new members and plan changes.
      </p>
      {team ? (
        <div className="mt-6 space-y-5">
          <ActivityFilterBar teamId={team.id} filters={filters} onChange={changeFilters} />
          <ErrorBoundary
            // Another team or other filters: the feed loads afresh (its skeleton meanwhile).
            key={`${team.id}:${filtersKey(filters)}`}
            resetKey={retry}
            fallback={(error) => (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3">
                <p className="text-red-800">
                  The activity could not be loaded. {requestErrorMessage(error)}
                </p>
                <button
                  type="button"
                  className="btn-secondary mt-3"
                  onClick={() => setRetry((count) => count + 1)}
                >
                  Try again
                </button>
              </div>
            )}
          >
            <Suspense fallback={<ActivitySkeleton />}>
              <TeamActivity
                teamId={team.id}
                filters={filters}
                retry={retry}
                onClearFilters={clearFilters}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : (
        <p className="mt-8 text-slate-600">You are not a member of any team yet.</p>
      )}
    </div>
  );
}
