import { FIRST_PAGE, nodesOf } from '@swipestack/common/lists';
import { can } from '@swipestack/common/roles';
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  graphql,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { toast } from 'sonner';
import type { CollectionsPageCreateMutation } from '../__generated__/CollectionsPageCreateMutation.graphql';
import type { CollectionsPageDeleteMutation } from '../__generated__/CollectionsPageDeleteMutation.graphql';
import type { CollectionsPageListFragment$key } from '../__generated__/CollectionsPageListFragment.graphql';
import type { CollectionsPageQuery as CollectionsPageQueryType } from '../__generated__/CollectionsPageQuery.graphql';
import type { CollectionsPageTeamQuery as CollectionsPageTeamQueryType } from '../__generated__/CollectionsPageTeamQuery.graphql';
import type { CollectionsPageUpdateMutation } from '../__generated__/CollectionsPageUpdateMutation.graphql';
import { CollectionCover } from '../components/collections/CollectionCover';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FormAlert, TextField } from '../components/forms';
import { ShowMoreButton } from '../components/ShowMore';
import { Modal } from '../components/swipes/Modal';
import { refreshTeam } from '../components/swipes/TeamRefresh';
import {
  type FieldErrors,
  firstPayloadError,
  NETWORK_ERROR_MESSAGE,
  type PayloadErrorRef,
  splitPayloadErrors,
} from '../lib/formErrors';
import { pageTitle } from '../lib/site';
import { useSelectedTeam } from '../lib/teamSelection';
import { preload } from '../relay/preload';

export const CollectionsPageQuery = graphql`
  query CollectionsPageQuery {
    viewer {
      id
      teams(first: 50) {
        edges {
          node {
            id
            name
            type
          }
        }
      }
    }
  }
`;

const CollectionsPageTeamQuery = graphql`
  query CollectionsPageTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        viewerRole
        ...CollectionsPageListFragment
      }
    }
  }
`;

/** The team's collections by name, a page at a time ("Show more"); TeamRefresh spreads it too. */
const CollectionsPageListFragment = graphql`
  fragment CollectionsPageListFragment on Team
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
          name
          description
          swipeCount
          coverUrl
        }
      }
    }
  }
`;

export function collectionsLoader() {
  return { queryRef: preload<CollectionsPageQueryType>(CollectionsPageQuery, {}) };
}

interface Editing {
  id: string | null;
  name: string;
  description: string;
}

function CollectionForm({
  teamId,
  editing,
  onDone,
}: {
  teamId: string;
  editing: Editing;
  onDone: () => void;
}) {
  const environment = useRelayEnvironment();
  const descriptionId = useId();
  const [name, setName] = useState(editing.name);
  const [description, setDescription] = useState(editing.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commitCreate, creating] = useMutation<CollectionsPageCreateMutation>(graphql`
    mutation CollectionsPageCreateMutation($input: CreateCollectionInput!) {
      createCollection(input: $input) {
        collection {
          id
          name
          description
          swipeCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitUpdate, updating] = useMutation<CollectionsPageUpdateMutation>(graphql`
    mutation CollectionsPageUpdateMutation($input: UpdateCollectionInput!) {
      updateCollection(input: $input) {
        collection {
          id
          name
          description
          swipeCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const busy = creating || updating;

  const finish = (errorList: readonly PayloadErrorRef[], ok: boolean, message: string) => {
    if (ok && errorList.length === 0) {
      toast.success(message);
      refreshTeam(environment, teamId);
      onDone();
      return;
    }
    const split = splitPayloadErrors(errorList);
    setErrors(split.fields);
    setFormError(split.form ?? (Object.keys(split.fields).length ? null : 'Could not save.'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const onError = () => setFormError(NETWORK_ERROR_MESSAGE);
    const fields = { name: name.trim(), description: description.trim() || null };
    if (editing.id) {
      commitUpdate({
        variables: { input: { id: editing.id, ...fields } },
        onCompleted: ({ updateCollection }) =>
          finish(
            updateCollection.errors,
            Boolean(updateCollection.collection),
            'Collection updated',
          ),
        onError,
      });
    } else {
      commitCreate({
        variables: { input: { teamId, ...fields } },
        onCompleted: ({ createCollection }) =>
          finish(
            createCollection.errors,
            Boolean(createCollection.collection),
            'Collection created',
          ),
        onError,
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Collection">
      <FormAlert message={formError} />
      <TextField
        name="name"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoFocus
      />
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800">
          Description (optional)
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        {errors.description ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.description}</p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : editing.id ? 'Save changes' : 'Create collection'}
        </button>
      </div>
    </form>
  );
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

function CollectionList({
  team: teamKey,
  teamId,
  viewerRole,
}: {
  team: CollectionsPageListFragment$key;
  teamId: string;
  viewerRole: Parameters<typeof can>[0];
}) {
  const environment = useRelayEnvironment();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    CollectionsPageListFragment,
    teamKey,
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [commitDelete, deleteInFlight] = useMutation<CollectionsPageDeleteMutation>(graphql`
    mutation CollectionsPageDeleteMutation($input: DeleteCollectionInput!, $connections: [ID!]!) {
      deleteCollection(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  // A deleted collection leaves a null entry until the team refetches.
  const collections = nodesOf(data.collections).filter(Boolean);
  const connectionId = data.collections.__id;
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

  const onDelete = () => {
    if (!deleting) return;
    commitDelete({
      variables: { input: { id: deleting.id }, connections: [connectionId] },
      // The page loses its edge (@deleteEdge), the store the record, the count one.
      updater: (store, response) => {
        const deletedId = response?.deleteCollection.deletedId;
        if (!deletedId) return;
        const connection = store.get(connectionId);
        const count = connection?.getValue('totalCount');
        if (connection && typeof count === 'number') {
          connection.setValue(Math.max(0, count - 1), 'totalCount');
        }
        store.delete(deletedId);
      },
      onCompleted: ({ deleteCollection }) => {
        if (deleteCollection.deletedId) {
          toast.success('Collection deleted');
          refreshTeam(environment, teamId);
        } else {
          toast.error(
            firstPayloadError(deleteCollection.errors) ?? 'Unable to delete the collection',
          );
        }
        setDeleting(null);
      },
      onError: () => {
        toast.error('Unable to delete the collection');
        setDeleting(null);
      },
    });
  };

  return (
    <section className="mt-6 space-y-4">
      {canEdit ? (
        <div className="flex justify-end">
          <button
            type="button"
            className="btn-primary"
            onClick={() => setEditing({ id: null, name: '', description: '' })}
          >
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
              onClick={() => setEditing({ id: null, name: '', description: '' })}
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
            <li
              key={collection.id}
              className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <CollectionCover path={collection.coverUrl} className="aspect-[16/9] w-full" />
              <div className="flex flex-1 flex-col p-4">
                <h2 className="font-semibold">
                  <Link
                    to={`/collections/${encodeURIComponent(collection.id)}`}
                    className="hover:underline"
                  >
                    {collection.name}
                  </Link>
                </h2>
                {collection.description ? (
                  <p className="mt-1 line-clamp-3 text-sm text-slate-600">
                    {collection.description}
                  </p>
                ) : null}
                <p className="mt-2 text-xs font-medium text-slate-500">
                  {collection.swipeCount} {collection.swipeCount === 1 ? 'swipe' : 'swipes'}
                </p>
                {canEdit ? (
                  <div className="mt-auto flex gap-2 pt-4">
                    <button
                      type="button"
                      aria-label={`Edit ${collection.name}`}
                      className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold hover:bg-slate-50"
                      onClick={() =>
                        setEditing({
                          id: collection.id,
                          name: collection.name,
                          description: collection.description ?? '',
                        })
                      }
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${collection.name}`}
                      className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                      onClick={() => setDeleting({ id: collection.id, name: collection.name })}
                    >
                      Delete
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
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
      <Modal
        open={Boolean(deleting)}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The collection goes away; its swipes stay in your swipe file."
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setDeleting(null)}>
            Cancel
          </button>
          <button
            type="button"
            disabled={deleteInFlight}
            onClick={onDelete}
            className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {deleteInFlight ? 'Deleting…' : 'Delete collection'}
          </button>
        </div>
      </Modal>
    </section>
  );
}

export function CollectionsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof collectionsLoader>;
  const data = usePreloadedQuery<CollectionsPageQueryType>(CollectionsPageQuery, queryRef);
  const viewer = data.viewer;
  const teams = viewer?.teams.edges.map((edge) => edge.node) ?? [];
  const [team] = useSelectedTeam(viewer?.id ?? '', teams);
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
