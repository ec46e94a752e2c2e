import { nodesOf } from '@swipestack/common/lists';
import { can } from '@swipestack/common/roles';
import { Icon } from '@swipestack/common/ui/Icon';
import { Suspense, useEffect, useRef, useState } from 'react';
import {
  graphql,
  type PreloadedQuery,
  useLazyLoadQuery,
  usePreloadedQuery,
} from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import type { CollectionPageQuery as CollectionPageQueryType } from '../__generated__/CollectionPageQuery.graphql';
import type { CollectionPageSwipesQuery as CollectionPageSwipesQueryType } from '../__generated__/CollectionPageSwipesQuery.graphql';
import { CollectionHeader } from '../components/collections/CollectionHeader';
import { AddSwipeDialog } from '../components/swipes/AddSwipeDialog';
import { useAddSwipeGate } from '../components/swipes/add/useAddSwipeGate';
import { SwipeBrowser, type SwipeListHandle } from '../components/swipes/SwipeBrowser';
import { SwipeGridSkeleton } from '../components/swipes/SwipeCard';
import { SwipeDetailDialog } from '../components/swipes/SwipeDetailDialog';
import { useSwipeParam } from '../components/swipes/useSwipeParam';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { planName } from '../lib/plans';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';

const CollectionPageQuery = graphql`
  query CollectionPageQuery($id: ID!) {
    viewer {
      id
      # The list's layout, read by useSwipeView from the store.
      ...useSwipeView_viewer
      ...TeamPicker_viewer
    }
    node(id: $id) {
      ... on Collection @alias(as: "collection") {
        id
        name
        ...CollectionHeader_collection
        team {
          id
          viewerRole
          ...useAddSwipeGate_team
        }
      }
    }
  }
`;

// The team's swipes, once the collection has named its team.
const CollectionPageSwipesQuery = graphql`
  query CollectionPageSwipesQuery($teamId: ID!, $filter: SwipeFilter!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        plan
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
        ...SwipeBrowser_team @arguments(filter: $filter)
      }
    }
  }
`;

interface CollectionData {
  queryRef: PreloadedQuery<CollectionPageQueryType>;
  collectionId: string;
}

export function collectionLoader({ params }: LoaderFunctionArgs): CollectionData {
  const collectionId = params.collectionId ?? '';
  return {
    collectionId,
    queryRef: preload<CollectionPageQueryType>(CollectionPageQuery, { id: collectionId }),
  };
}

/** Switching team while here returns to /collections (spec §2). */
function useLeaveOnTeamSwitch(data: CollectionPageQueryType['response']) {
  const navigate = useNavigate();
  const { team: selected } = useTeamPicker(data.viewer);
  const first = useRef(selected?.id);
  useEffect(() => {
    if (selected?.id && first.current && selected.id !== first.current) {
      void navigate('/collections');
    }
  }, [selected?.id, navigate]);
}

function CollectionSwipes({
  teamId,
  collectionId,
  collectionName,
  adding,
  setAdding,
  canEdit,
}: {
  teamId: string;
  collectionId: string;
  collectionName: string;
  adding: boolean;
  setAdding: (open: boolean) => void;
  canEdit: boolean;
}) {
  const data = useLazyLoadQuery<CollectionPageSwipesQueryType>(
    CollectionPageSwipesQuery,
    { teamId, filter: { collectionId } },
    { fetchPolicy: 'store-or-network' },
  );
  const list = useRef<SwipeListHandle>(null);
  const team = data.node?.team;
  if (!team) return null;
  return (
    <>
      <SwipeBrowser
        team={team}
        tags={nodesOf(team.tags)}
        tagCount={team.tags.totalCount}
        collections={nodesOf(team.collections)}
        collectionCount={team.collections.totalCount}
        fixedCollectionId={collectionId}
        handle={list}
        emptyState={
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-base font-semibold">This collection is empty</h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
              {canEdit
                ? 'Open a swipe and tick this collection, or add a new swipe here.'
                : 'Swipes the team’s editors add to this collection show up here.'}
            </p>
          </div>
        }
      />
      {canEdit ? (
        <AddSwipeDialog
          open={adding}
          onOpenChange={setAdding}
          teamId={team.id}
          plan={planName(team.plan)}
          tags={nodesOf(team.tags).map((tag) => tag.title)}
          tagCount={team.tags.totalCount}
          collections={nodesOf(team.collections)}
          collectionCount={team.collections.totalCount}
          defaultCollectionIds={[collectionId]}
          defaultCollections={[{ id: collectionId, name: collectionName }]}
          list={list}
        />
      ) : null}
    </>
  );
}

export function CollectionPage() {
  const { queryRef, collectionId } = useLoaderData() as CollectionData;
  const data = usePreloadedQuery<CollectionPageQueryType>(CollectionPageQuery, queryRef);
  useLeaveOnTeamSwitch(data);
  const collection = data.node?.collection;
  const [adding, setAdding] = useState(false);
  const [swipeId, closeSwipe] = useSwipeParam();
  const gateAdd = useAddSwipeGate(collection?.team ?? null);

  if (!collection) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
        <title>{pageTitle('Collection not found')}</title>
        <Link to="/collections" className="text-sm font-semibold text-indigo-700 underline">
          <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-3px]" />
          All collections
        </Link>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Collection not found</h1>
        <p className="mt-2 text-slate-600">
          It may have been deleted, or it belongs to another team.
        </p>
      </div>
    );
  }
  // Viewers see the collection but cannot add swipes or change it (the server enforces it too).
  const canEdit = can(collection.team.viewerRole, 'editContent');
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <title>{pageTitle(collection.name)}</title>
      <Link to="/collections" className="text-sm font-semibold text-indigo-700 underline">
        <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-3px]" />
        All collections
      </Link>
      <CollectionHeader
        collection={collection}
        canEdit={canEdit}
        onAddSwipe={() => gateAdd(() => setAdding(true))}
      />
      <Suspense fallback={<SwipeGridSkeleton />}>
        <CollectionSwipes
          teamId={collection.team.id}
          collectionId={collectionId}
          collectionName={collection.name}
          adding={adding}
          setAdding={setAdding}
          canEdit={canEdit}
        />
      </Suspense>
      <SwipeDetailDialog id={swipeId} onClose={closeSwipe} />
    </div>
  );
}
