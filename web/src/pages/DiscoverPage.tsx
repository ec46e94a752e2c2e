import { can } from '@swipestack/common/roles';
import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { DiscoverPageQuery as DiscoverPageQueryType } from '../__generated__/DiscoverPageQuery.graphql';
import type {
  DiscoverPageTeamQuery as DiscoverPageTeamQueryType,
  SwipeKind,
} from '../__generated__/DiscoverPageTeamQuery.graphql';
import { DiscoverFeed, DiscoverSkeleton } from '../components/discover/DiscoverFeed';
import { DiscoverFilterBar } from '../components/discover/DiscoverFilterBar';
import {
  type DiscoverFilters,
  type DiscoverVariables,
  discoverFiltersFromQuery,
  discoverFiltersKey,
  discoverVariables,
  hasDiscoverFilters,
  NO_DISCOVER_FILTERS,
  withDiscoverFilters,
} from '../components/discover/discoverFilters';
import { useMarkDiscoverSeen } from '../components/discover/useMarkDiscoverSeen';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /discover (docs/discover.md): examples, other teams' listed collections and the ads of its
// tracked brands (Ad Finder) the selected team has not saved, best matches first, filtered by
// kind, category and date in the address.

export const DiscoverPageQuery = graphql`
  query DiscoverPageQuery {
    viewer {
      id
      impersonation {
        __typename
      }
      ...TeamPicker_viewer
    }
  }
`;

const DiscoverPageTeamQuery = graphql`
  query DiscoverPageTeamQuery(
    $teamId: ID!
    $kind: SwipeKind
    $category: String
    $since: DateTime
  ) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        viewerRole
        ...DiscoverFeed_team @arguments(kind: $kind, category: $category, since: $since)
      }
    }
  }
`;

export function discoverLoader() {
  return { queryRef: preload<DiscoverPageQueryType>(DiscoverPageQuery, {}) };
}

function TeamDiscover({
  teamId,
  variables,
  retry,
  filtered,
  knownNew,
  onLoaded,
  onClearFilters,
}: {
  teamId: string;
  variables: DiscoverVariables;
  retry: number;
  filtered: boolean;
  knownNew: Set<string>;
  onLoaded: () => void;
  onClearFilters: () => void;
}) {
  // Always from the server: the New marks are the server's as of this visit.
  const data = useLazyLoadQuery<DiscoverPageTeamQueryType>(
    DiscoverPageTeamQuery,
    { teamId, ...variables, kind: variables.kind as SwipeKind | null },
    { fetchPolicy: 'network-only', fetchKey: retry },
  );
  const team = data.node?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  return (
    <DiscoverFeed
      team={team}
      teamId={team.id}
      canSave={can(team.viewerRole, 'editContent')}
      filtered={filtered}
      knownNew={knownNew}
      onLoaded={onLoaded}
      onClearFilters={onClearFilters}
    />
  );
}

export function DiscoverPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof discoverLoader>;
  const data = usePreloadedQuery<DiscoverPageQueryType>(DiscoverPageQuery, queryRef);
  const viewer = data.viewer;
  const { teams, team } = useTeamPicker(viewer);

  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => discoverFiltersFromQuery(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: DiscoverFilters) =>
      setSearchParams((current) => withDiscoverFilters(current, next), { replace: true }),
    [setSearchParams],
  );
  // The feed on screen stays (dimmed) while the newly filtered one loads.
  const shown = useDeferredValue(filters);
  const shownKey = discoverFiltersKey(shown);
  const variables = useMemo(() => discoverVariables(shown, new Date()), [shown]);
  const [retry, setRetry] = useState(0);

  // Opening the page marks its items seen, once a visit (never while an administrator
  // impersonates the user: the server refuses it then); the marks on screen stay.
  const [knownNew] = useState(() => new Set<string>());
  const markSeen = useMarkDiscoverSeen();
  const marked = useRef(false);
  const onLoaded = () => {
    if (marked.current || viewer?.impersonation) return;
    marked.current = true;
    markSeen(teams.map((each) => each.id));
  };

  if (!viewer) return null;
  const pending = discoverFiltersKey(filters) !== shownKey;
  const clearFilters = () => setFilters(NO_DISCOVER_FILTERS);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Discover')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Discover</h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        Examples, other teams’ public collections and your tracked brands’ new ads that you have not
        saved yet, best matches for your team first.
      </p>
      {team ? (
        <div className="mt-6 space-y-5">
          <DiscoverFilterBar
            filters={filters}
            onChange={(patch) => setFilters({ ...filters, ...patch })}
          />
          <ErrorBoundary
            key={team.id}
            resetKey={`${shownKey}:${retry}`}
            fallback={(error) => (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3">
                <p className="text-red-800">
                  Discover could not be loaded. {requestErrorMessage(error)}
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
            <Suspense fallback={<DiscoverSkeleton />}>
              <div
                aria-busy={pending}
                className={pending ? 'opacity-60 transition-opacity' : undefined}
              >
                <TeamDiscover
                  teamId={team.id}
                  variables={variables}
                  retry={retry}
                  filtered={hasDiscoverFilters(shown)}
                  knownNew={knownNew}
                  onLoaded={onLoaded}
                  onClearFilters={clearFilters}
                />
              </div>
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : (
        <p className="mt-8 text-slate-600">You are not a member of any team yet.</p>
      )}
    </div>
  );
}
