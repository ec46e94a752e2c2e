import { can } from '@swipestack/common/roles';
import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { FinderPageQuery as FinderPageQueryType } from '../__generated__/FinderPageQuery.graphql';
import type { FinderPageTeamQuery as FinderPageTeamQueryType } from '../__generated__/FinderPageTeamQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AdResults } from '../components/finder/AdResults';
import { AdSearchForm } from '../components/finder/AdSearchForm';
import type { BrandToTrack } from '../components/finder/FoundAdCard';
import {
  type FinderSearch,
  type FinderTab,
  finderSearchFromQuery,
  finderSearchKey,
  finderTabFromQuery,
  withFinderSearch,
  withFinderTab,
} from '../components/finder/finderSearch';
import { TrackedBrands, type TrackRequest } from '../components/finder/TrackedBrands';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /finder (docs/finder.md): Ad Finder for the team selected in the sidebar. One search (kept
// in the address) over the team's own ads, the gallery's and Meta's Ad Library, a tab each;
// a result is saved in one click; brands tracked beside the results save their new ads daily.

export const FinderPageQuery = graphql`
  query FinderPageQuery {
    viewer {
      id
      ...TeamPicker_viewer
    }
  }
`;

const FinderPageTeamQuery = graphql`
  query FinderPageTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        viewerRole
        adFinderSetup {
          metaAvailable
          setupHelp
        }
        trackedBrands {
          id
          kind
          query
        }
        ...TrackedBrands_team
      }
    }
  }
`;

export function finderLoader() {
  return { queryRef: preload<FinderPageQueryType>(FinderPageQuery, {}) };
}

function TeamFinder({
  teamId,
  search,
  tab,
  onSearch,
  onTabChange,
}: {
  teamId: string;
  search: FinderSearch;
  tab: FinderTab;
  onSearch: (search: FinderSearch, tab?: FinderTab) => void;
  onTabChange: (tab: FinderTab) => void;
}) {
  const data = useLazyLoadQuery<FinderPageTeamQueryType>(
    FinderPageTeamQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
  // The results on screen stay (dimmed) while a new search loads.
  const shown = useDeferredValue(search);
  const pending = finderSearchKey(search) !== finderSearchKey(shown);
  const panel = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<TrackRequest | null>(null);

  const brands = team?.trackedBrands;
  const trackedPageIds = useMemo(
    () =>
      new Set((brands ?? []).filter((brand) => brand?.kind === 'PAGE').map((brand) => brand.query)),
    [brands],
  );
  const moreFrom = useCallback(
    (pageId: string) => {
      onSearch({ ...search, keyword: '', brand: pageId }, 'meta');
      panel.current?.focus();
    },
    [onSearch, search],
  );
  const track = useCallback(
    ({ pageId, brand }: BrandToTrack) =>
      setRequest((previous) => ({
        kind: 'PAGE',
        query: pageId,
        label: brand,
        nonce: (previous?.nonce ?? 0) + 1,
      })),
    [],
  );

  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  const canEdit = can(team.viewerRole, 'editContent');
  const metaAvailable = team.adFinderSetup.metaAvailable;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <AdSearchForm search={search} tab={tab} onSearch={onSearch} />
        <AdResults
          teamId={team.id}
          tab={tab}
          onTabChange={onTabChange}
          search={shown}
          pending={pending}
          metaAvailable={metaAvailable}
          metaSetupHelp={team.adFinderSetup.setupHelp}
          canSave={canEdit}
          trackedPageIds={trackedPageIds}
          panelRef={panel}
          onMoreFrom={moreFrom}
          onTrack={canEdit && metaAvailable ? track : null}
          onClearMetaFilters={() =>
            onSearch({ ...search, country: 'ALL', platform: '', from: '', to: '' })
          }
        />
      </div>
      <div className="min-w-0">
        <TrackedBrands team={team} request={request} />
      </div>
    </div>
  );
}

export function FinderPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof finderLoader>;
  const data = usePreloadedQuery<FinderPageQueryType>(FinderPageQuery, queryRef);
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);

  const [searchParams, setSearchParams] = useSearchParams();
  // One object per search (not per address): the search's own part of the address, read back.
  const searchQuery = withFinderSearch(
    new URLSearchParams(),
    finderSearchFromQuery(searchParams),
  ).toString();
  const search = useMemo(
    () => finderSearchFromQuery(new URLSearchParams(searchQuery)),
    [searchQuery],
  );
  const tab = finderTabFromQuery(searchParams);
  // A search is a step of the history (Back shows the previous one); a tab is not.
  const onSearch = useCallback(
    (next: FinderSearch, nextTab?: FinderTab) =>
      setSearchParams((current) => {
        const searched = withFinderSearch(current, next);
        return nextTab ? withFinderTab(searched, nextTab) : searched;
      }),
    [setSearchParams],
  );
  const onTabChange = useCallback(
    (next: FinderTab) =>
      setSearchParams((current) => withFinderTab(current, next), { replace: true }),
    [setSearchParams],
  );

  if (!viewer) return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Ad Finder')}</title>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Ad Finder</h1>
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
          Beta
        </span>
      </div>
      <p className="mt-1 max-w-3xl text-slate-600">
        Search your team’s ads, the gallery and Meta’s Ad Library in one place, save the ones you
        like in one click, and track brands to collect their new ads every day.
      </p>
      <div className="mt-6">
        {team ? (
          <ErrorBoundary
            key={team.id}
            fallback={(error) => (
              <p role="alert" className="text-red-700">
                This team could not be loaded. {requestErrorMessage(error)}
              </p>
            )}
          >
            <Suspense
              fallback={
                <p className="text-slate-600" role="status">
                  Loading Ad Finder…
                </p>
              }
            >
              <TeamFinder
                key={team.id}
                teamId={team.id}
                search={search}
                tab={tab}
                onSearch={onSearch}
                onTabChange={onTabChange}
              />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p className="text-slate-600">You are not a member of any team yet.</p>
        )}
      </div>
    </div>
  );
}
