import { type FormEvent, Suspense, useId, useState } from 'react';
import {
  graphql,
  useLazyLoadQuery,
  useMutation,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { toast } from 'sonner';
import type { CollectionsPageCreateMutation } from '../__generated__/CollectionsPageCreateMutation.graphql';
import type { CollectionsPageDeleteMutation } from '../__generated__/CollectionsPageDeleteMutation.graphql';
import type { CollectionsPageQuery as CollectionsPageQueryType } from '../__generated__/CollectionsPageQuery.graphql';
import type { CollectionsPageTeamQuery as CollectionsPageTeamQueryType } from '../__generated__/CollectionsPageTeamQuery.graphql';
import type { CollectionsPageUpdateMutation } from '../__generated__/CollectionsPageUpdateMutation.graphql';
import { CollectionCover } from '../components/collections/CollectionCover';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FormAlert, TextField } from '../components/forms';
import { Modal } from '../components/swipes/Modal';
import { refreshTeam } from '../components/swipes/TeamRefresh';
import { type FieldErrors, NETWORK_ERROR_MESSAGE, splitPayloadErrors } from '../lib/formErrors';
import { pageTitle } from '../lib/site';
import { can } from '../lib/teamRoles';
import { useSelectedTeam } from '../lib/teamSelection';
import { nodesOf } from '../relay/nodes';
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
        collections(first: 100) {
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
    }
  }
`;

export function collectionsLoader() {
  return { queryRef: preload<CollectionsPageQueryType>(CollectionsPageQuery, {}) };
}

interface ErrorLike {
  readonly __typename: string;
  readonly message?: string;
  readonly field?: string;
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
          __typename
          ... on Error {
            message
          }
          ... on FieldError {
            field
          }
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
          __typename
          ... on Error {
            message
          }
          ... on FieldError {
            field
          }
        }
      }
    }
  `);
  const busy = creating || updating;

  const finish = (errorList: readonly ErrorLike[], ok: boolean, message: string) => {
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
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<CollectionsPageTeamQueryType>(
    CollectionsPageTeamQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [commitDelete, deleteInFlight] = useMutation<CollectionsPageDeleteMutation>(graphql`
    mutation CollectionsPageDeleteMutation($input: DeleteCollectionInput!) {
      deleteCollection(input: $input) {
        deletedId @deleteRecord
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  `);
  if (!team) return <p className="mt-8 text-slate-600">This team could not be loaded.</p>;
  // A deleted collection leaves a null entry until the team refetches.
  const collections = nodesOf(team.collections);
  // Viewers see the collections but cannot create, edit or delete them.
  const canEdit = can(team.viewerRole, 'editContent');

  const onDelete = () => {
    if (!deleting) return;
    commitDelete({
      variables: { input: { id: deleting.id } },
      onCompleted: ({ deleteCollection }) => {
        if (deleteCollection.deletedId) {
          toast.success('Collection deleted');
          refreshTeam(environment, team.id);
        } else {
          toast.error(deleteCollection.errors[0]?.message ?? 'Unable to delete the collection');
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
      <Modal
        open={Boolean(editing)}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.id ? 'Edit collection' : 'New collection'}
      >
        {editing ? (
          <CollectionForm teamId={team.id} editing={editing} onDone={() => setEditing(null)} />
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
