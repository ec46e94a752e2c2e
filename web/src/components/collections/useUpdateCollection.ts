import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { toast } from 'sonner';
import type { useUpdateCollectionMutation } from '../../__generated__/useUpdateCollectionMutation.graphql';
import type { PayloadErrorRef } from '../../lib/formErrors';
import { refreshTeam } from '../swipes/TeamRefresh';
import { renameCollection } from './collectionStore';

export interface CollectionFields {
  name: string;
  description: string | null;
}

export interface SaveCallbacks {
  onSaved: () => void;
  /** The payload's typed errors, or the error of a request that failed (no answer, or refused). */
  onFailed: (errors: readonly PayloadErrorRef[] | Error) => void;
}

/** Acts on a create or update answer: `success` as a toast and the team's lists read again. */
export function reportCollectionSaved(
  environment: Environment,
  teamId: string,
  payload: { readonly collection: unknown; readonly errors: readonly PayloadErrorRef[] },
  success: string,
  callbacks: SaveCallbacks,
): void {
  if (payload.collection && payload.errors.length === 0) {
    toast.success(success);
    refreshTeam(environment, teamId);
    callbacks.onSaved();
  } else {
    callbacks.onFailed(payload.errors);
  }
}

/** Renames a collection or changes its description, at once on screen: 'Collection updated'. */
export function useUpdateCollection(
  teamId: string,
): [(id: string, fields: CollectionFields, callbacks: SaveCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useUpdateCollectionMutation>(graphql`
    mutation useUpdateCollectionMutation($input: UpdateCollectionInput!) {
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
  const update = (id: string, fields: CollectionFields, callbacks: SaveCallbacks) =>
    commit({
      variables: { input: { id, ...fields } },
      // A blank name is refused by the server: nothing to show before its answer.
      optimisticUpdater: fields.name ? (store) => renameCollection(store, id, fields) : undefined,
      onCompleted: ({ updateCollection }) =>
        reportCollectionSaved(
          environment,
          teamId,
          updateCollection,
          'Collection updated',
          callbacks,
        ),
      onError: (error) => callbacks.onFailed(error),
    });
  return [update, inFlight];
}
