import { FIRST_PAGE, nodesOf } from '@swipestack/common/lists';
import { can } from '@swipestack/common/roles';
import { Suspense, useEffect, useRef, useState } from 'react';
import {
  graphql,
  useLazyLoadQuery,
  usePaginationFragment,
  usePreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CollectionsPage_team$key } from '../__generated__/CollectionsPage_team.graphql';
import type { CollectionsPageQuery as CollectionsPageQueryType } from '../__generated__/CollectionsPageQuery.graphql';
import type { CollectionsPageTeamQuery as CollectionsPageTeamQueryType } from '../__generated__/CollectionsPageTeamQuery.graphql';
import { CollectionCard } from '../components/collections/CollectionCard';
import { type CollectionDraft, CollectionForm } from '../components/collections/CollectionForm';
import { DeleteCollectionDialog } from '../components/collections/DeleteCollectionDialog';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ShowMoreButton } from '../components/ShowMore';
import { Modal } from '../components/swipes/Modal';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';

export const CollectionsPageQuery = graphql`
  query CollectionsPageQuery {
    viewer {
      id
      ...TeamPicker_viewer
    }
  }
`;

const CollectionsPageTeamQuery = graphql`
  query CollectionsPageTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        viewerRole
        ...CollectionsPage_team
      }
    }
  }
`;

/** The team's collections by name, a page at a time ("Show more"); TeamRefresh spreads it too. */
const CollectionsPage_team = graphql`
  fragment CollectionsPage_team on Team
  @refetchable(queryName: "CollectionsPageListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 100 }
    cursor: { type: "String" }
  ) {
    id
    collections(first: $count, after: $cursor) @connection(key: "CollectionsPage_collections") {
      __id
      totalCount
      edges {
        node {
          id
          ...CollectionCard_collection
        }
      }
    }
  }
`;

export function collectionsLoader() {
  return { queryRef: preload<CollectionsPageQueryType>(CollectionsPageQuery, {}) };
}

function TeamCollections({ teamId }: { teamId: string }) {
  const data = useLazyLoadQuery<CollectionsPageTeamQueryType>(
    CollectionsPageTeamQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
  if (!team) return <p className="mt-8 text-slate-600">This team could not be loaded.</p>;
  return <CollectionList team={team} teamId={team.id} viewerRole={team.viewerRole} />;
}

const NEW_COLLECTION: CollectionDraft = { id: null, name: '', description: '' };

function CollectionList({
  team: teamKey,
  teamId,
  viewerRole,
}: {
  team: CollectionsPage_team$key;
  teamId: string;
  viewerRole: Parameters<typeof can>[0];
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    CollectionsPage_team,
    teamKey,
  );
  const [editing, setEditing] = useState<CollectionDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // A deleted collection leaves a null entry until the team refetches.
  const collections = nodesOf(data.collections).filter(Boolean);
  const total = data.collections.totalCount;
  // Viewers see the collections but cannot create, edit or delete them.
  const canEdit = can(viewerRole, 'editContent');
  // After "Show more", focus goes to the first collection it loaded (the button may be gone).
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    // The page may render after loadNext completes: wait for it.
    if (collections.length <= focusIndex && isLoadingNext) return;
    setFocusIndex(null);
    listRef.current?.querySelectorAll<HTMLElement>('h2 a')[focusIndex]?.focus();
  }, [focusIndex, collections.length, isLoadingNext]);
  const showMore = () => {
    if (isLoadingNext) return;
    const firstNew = collections.length;
    loadNext(FIRST_PAGE, { onComplete: (error) => (error ? undefined : setFocusIndex(firstNew)) });
  };

  return (
    <section className="mt-6 space-y-4">
      {canEdit ? (
        <div className="flex justify-end">
          <button type="button" className="btn-primary" onClick={() => setEditing(NEW_COLLECTION)}>
            New collection
          </button>
        </div>
      ) : null}
      {collections.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-base font-semibold">No collections yet</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
            Collections group swipes around a campaign, a client or an idea. A swipe can be in many
            collections.
          </p>
          {canEdit ? (
            <button
              type="button"
              className="btn-primary mt-6"
              onClick={() => setEditing(NEW_COLLECTION)}
            >
              Create a collection
            </button>
          ) : null}
        </div>
      ) : (
        <ul
          ref={listRef}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Collections"
        >
          {collections.map((collection) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              canEdit={canEdit}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {hasNext ? (
        <div className="flex flex-col items-center gap-1">
          <ShowMoreButton
            remaining={total - collections.length}
            pageSize={FIRST_PAGE}
            singular="collection"
            plural="collections"
            loading={isLoadingNext}
            onClick={showMore}
          />
          <p className="text-xs text-slate-500">
            Showing {collections.length} of {total}
          </p>
        </div>
      ) : null}
      <Modal
        open={Boolean(editing)}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.id ? 'Edit collection' : 'New collection'}
      >
        {editing ? (
          <CollectionForm teamId={teamId} editing={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <DeleteCollectionDialog
        collection={deleting}
        teamId={teamId}
        connectionId={data.collections.__id}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

export function CollectionsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof collectionsLoader>;
  const data = usePreloadedQuery<CollectionsPageQueryType>(CollectionsPageQuery, queryRef);
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);
  if (!viewer) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Collections')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Collections</h1>
      <p className="mt-1 text-slate-600">Group swipes into collections — a swipe can be in many.</p>
      {team ? (
        <ErrorBoundary key={team.id} fallback={<p className="mt-8 text-red-700">Error</p>}>
          <Suspense
            fallback={
              <p className="mt-8 text-slate-600" role="status">
                Loading collections…
              </p>
            }
          >
            <TeamCollections teamId={team.id} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p className="mt-8 text-slate-600">You are not a member of any team yet.</p>
      )}
    </div>
  );
}
