import { nodesOf } from '@swipestack/common/lists';
import { can } from '@swipestack/common/roles';
import { Suspense, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { GettingStartedQuery as GettingStartedQueryType } from '../__generated__/GettingStartedQuery.graphql';
import type { SwipesPage_lists$key } from '../__generated__/SwipesPage_lists.graphql';
import type { SwipesPageQuery as SwipesPageQueryType } from '../__generated__/SwipesPageQuery.graphql';
import type { SwipesPageTeamQuery as SwipesPageTeamQueryType } from '../__generated__/SwipesPageTeamQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { GettingStarted, GettingStartedQuery } from '../components/onboarding/GettingStarted';
import { SampleSwipeDialog } from '../components/onboarding/SampleSwipeDialog';
import { useSampleParam } from '../components/onboarding/useSampleParam';
import { AddSwipeDialog, type AddTab } from '../components/swipes/AddSwipeDialog';
import { PageDropTarget } from '../components/swipes/add/PageDropTarget';
import { useAddSwipeGate } from '../components/swipes/add/useAddSwipeGate';
import { LimitsBanner } from '../components/swipes/LimitsBanner';
import { SwipeBrowser, type SwipeListHandle } from '../components/swipes/SwipeBrowser';
import { SwipeGridSkeleton } from '../components/swipes/SwipeCard';
import { SwipeDetailDialog } from '../components/swipes/SwipeDetailDialog';
import { BulkActionBar, BulkBarSpacer } from '../components/swipes/selection/BulkActionBar';
import {
  SelectionProvider,
  useAllowSelection,
} from '../components/swipes/selection/SelectionContext';
import { SwipesKeyboard } from '../components/swipes/selection/SwipesKeyboard';
import { useSwipeParam } from '../components/swipes/useSwipeParam';
import { ManageTagsDialog } from '../components/tags/ManageTagsDialog';
import { onboardingAddTab } from '../lib/onboarding';
import { planName } from '../lib/plans';
import { pageTitle } from '../lib/site';
import { useSelectedTeam } from '../lib/teamSelection';
import { preload } from '../relay/preload';

export const SwipesPageQuery = graphql`
  query SwipesPageQuery {
    viewer {
      id
      # The list's layout, read by useSwipeView from the store.
      ...useSwipeView_viewer
      name
      teams(first: 50) {
        edges {
          node {
            id
            name
            type
            swipeCount
          }
        }
      }
    }
  }
`;

const SwipesPageTeamQuery = graphql`
  query SwipesPageTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        type
        plan
        viewerRole
        ...SwipesPage_lists
        ...LimitsBanner_team
        ...useAddSwipeGate_team
        ...ManageTagsDialog_team
        ...SwipeBrowser_team
      }
    }
  }
`;

// The count and the tags and collections the filters, pickers and bulk bar are given; TeamRefresh
// spreads it to fetch them again after a change.
const SwipesPage_lists = graphql`
  fragment SwipesPage_lists on Team {
    swipeCount
    # The same field as ManageTagsDialog_team's first page: one fetch for both.
    tags(first: 100) {
      totalCount
      edges {
        node {
          id
          title
        }
      }
    }
    collections(first: 100) {
      totalCount
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

export function swipesLoader() {
  return {
    queryRef: preload<SwipesPageQueryType>(SwipesPageQuery, {}),
    guideRef: preload<GettingStartedQueryType>(GettingStartedQuery, {}),
  };
}

/**
 * ?referrer=onboarding_task&task=create opens the add dialog on the Image tab (spec §2), and
 * task=website (the save-a-website task's link) on the Web page tab.
 */
function useOnboardingTask(): [AddTab | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = onboardingAddTab(searchParams);
  const clear = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('referrer');
        next.delete('task');
        return next;
      },
      { replace: true },
    );
  return [requested, clear];
}

/**
 * How many times a team has been chosen on this page: each choice fetches its swipes again
 * (Relay reuses a query it still holds from the team's last showing without fetching it).
 */
function useTimesChosen(teamId: string | undefined): number {
  const [chosen, setChosen] = useState({ teamId, times: 0 });
  if (chosen.teamId === teamId) return chosen.times;
  setChosen({ teamId, times: chosen.times + 1 });
  return chosen.times + 1;
}

function TeamSwipes({ teamId, fetchKey }: { teamId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<SwipesPageTeamQueryType>(
    SwipesPageTeamQuery,
    { teamId },
    // A team shown before is drawn from the store at once and fetched again: swipes moved or
    // copied into it, or saved by others while it was not shown, arrive with the answer.
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const team = data.node?.team;
  const lists = useFragment<SwipesPage_lists$key>(SwipesPage_lists, team ?? null);
  const list = useRef<SwipeListHandle>(null);
  const [dialog, setDialog] = useState<{ open: boolean; tab: AddTab; url?: string }>({
    open: false,
    tab: 'url',
  });
  const [onboardingTab, clearOnboarding] = useOnboardingTask();
  const [swipeId, closeSwipe] = useSwipeParam();
  const [managingTags, setManagingTags] = useState(false);
  const gateAdd = useAddSwipeGate(data.node?.team ?? null);
  useAllowSelection(can(data.node?.team?.viewerRole, 'editContent'));

  if (!team || !lists) return <p className="mt-8 text-slate-600">This team could not be loaded.</p>;
  // Viewers see the swipes but no add, edit or delete controls (the server enforces it too).
  const canEdit = can(team.viewerRole, 'editContent');
  const open = canEdit && (dialog.open || onboardingTab !== null);
  const tab: AddTab = onboardingTab ?? dialog.tab;
  const openAdd = () => gateAdd(() => setDialog({ open: true, tab: 'url' }));

  return (
    <section aria-labelledby="team-swipes-heading" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="team-swipes-heading" className="text-lg font-semibold">
            {team.type === 'PERSONAL' ? 'Personal swipes' : `${team.name} swipes`}
          </h2>
          <p className="text-sm text-slate-600">
            {lists.swipeCount} {lists.swipeCount === 1 ? 'swipe' : 'swipes'}
          </p>
        </div>
        {canEdit ? (
          <button type="button" className="btn-primary" onClick={openAdd}>
            Add swipe
          </button>
        ) : null}
      </div>
      <LimitsBanner team={team} />
      <BulkActionBar
        teamId={team.id}
        tags={nodesOf(lists.tags)}
        collections={nodesOf(lists.collections)}
      />
      <SwipeBrowser
        team={team}
        tags={nodesOf(lists.tags)}
        tagCount={lists.tags.totalCount}
        collections={nodesOf(lists.collections)}
        collectionCount={lists.collections.totalCount}
        handle={list}
        {...(canEdit ? { onManageTags: () => setManagingTags(true) } : {})}
        emptyState={
          canEdit ? (
            <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <h3 className="text-base font-semibold">No swipes yet</h3>
              <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
                Save a web page by its address, upload an image or paste ad copy to start your swipe
                file. You can also use the Chrome extension or forward emails to your inbound
                address.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <button type="button" className="btn-primary" onClick={openAdd}>
                  Add swipe
                </button>
                <Link to="?guide=true" className="btn-secondary">
                  Show me how
                </Link>
              </div>
            </div>
          ) : (
            <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <h3 className="text-base font-semibold">No swipes yet</h3>
              <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
                As a viewer of this team you can browse its swipes once its editors add some.
              </p>
            </div>
          )
        }
      />
      <BulkBarSpacer />
      {canEdit ? (
        <>
          <AddSwipeDialog
            open={open}
            initialTab={tab}
            {...(dialog.url ? { initialUrl: dialog.url } : {})}
            onOpenChange={(value) => {
              setDialog((current) => ({ ...current, open: value }));
              if (!value && onboardingTab) clearOnboarding();
            }}
            teamId={team.id}
            plan={planName(team.plan)}
            tags={nodesOf(lists.tags).map((tag) => tag.title)}
            tagCount={lists.tags.totalCount}
            collections={nodesOf(lists.collections)}
            collectionCount={lists.collections.totalCount}
            list={list}
            focusSaved={(id) =>
              document.querySelector<HTMLElement>(`[data-swipe-card="${CSS.escape(id)}"]`)
            }
          />
          <ManageTagsDialog team={team} open={managingTags} onOpenChange={setManagingTags} />
          <PageDropTarget
            teamId={team.id}
            plan={planName(team.plan)}
            list={list}
            onSavedLink={(url) => setDialog({ open: true, tab: 'url', url })}
          />
        </>
      ) : null}
      <SwipeDetailDialog id={swipeId} onClose={closeSwipe} />
      <SwipesKeyboard onNew={canEdit ? openAdd : null} />
    </section>
  );
}

export function SwipesPage() {
  const { queryRef, guideRef } = useLoaderData() as ReturnType<typeof swipesLoader>;
  const data = usePreloadedQuery<SwipesPageQueryType>(SwipesPageQuery, queryRef);
  const viewer = data.viewer;
  const teams = viewer?.teams.edges.map((edge) => edge.node) ?? [];
  const [team] = useSelectedTeam(viewer?.id ?? '', teams);
  const timesChosen = useTimesChosen(team?.id);
  const [sampleId, closeSample] = useSampleParam();
  if (!viewer) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Swipes')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Welcome, {viewer.name}</h1>
      <p className="mt-1 text-slate-600">
        Your swipe file: everything that inspired you, in one place.
      </p>
      <ErrorBoundary
        fallback={
          <p className="mt-6 text-sm text-red-700">
            The getting-started guide could not be loaded.
          </p>
        }
      >
        <Suspense fallback={null}>
          <GettingStarted queryRef={guideRef} hasSwipes={(team?.swipeCount ?? 0) > 0} />
        </Suspense>
      </ErrorBoundary>
      <SampleSwipeDialog swipeId={sampleId} onClose={closeSample} />
      {team ? (
        <ErrorBoundary
          key={team.id}
          fallback={<p className="mt-8 text-red-700">The swipes could not be loaded.</p>}
        >
          <Suspense
            fallback={
              <div className="mt-20">
                <SwipeGridSkeleton />
              </div>
            }
          >
            <SelectionProvider>
              <TeamSwipes key={team.id} teamId={team.id} fetchKey={timesChosen} />
            </SelectionProvider>
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p className="mt-8 text-slate-600">You are not a member of any team yet.</p>
      )}
    </div>
  );
}
