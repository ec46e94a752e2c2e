import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useCreateCollectionMutation } from '../../__generated__/useCreateCollectionMutation.graphql';
import {
  type CollectionFields,
  reportCollectionSaved,
  type SaveCallbacks,
} from './useUpdateCollection';

/** Creates a collection in the team: 'Collection created', then the team's lists refresh. */
export function useCreateCollection(
  teamId: string,
): [(fields: CollectionFields, callbacks: SaveCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateCollectionMutation>(graphql`
    mutation useCreateCollectionMutation($input: CreateCollectionInput!) {
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
  const create = (fields: CollectionFields, callbacks: SaveCallbacks) =>
    commit({
      variables: { input: { teamId, ...fields } },
      onCompleted: ({ createCollection }) =>
        reportCollectionSaved(
          environment,
          teamId,
          createCollection,
          'Collection created',
          callbacks,
        ),
      onError: (error) => callbacks.onFailed(error),
    });
  return [create, inFlight];
}
