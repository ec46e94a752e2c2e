import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useCreateCollectionMutation } from '../../__generated__/useCreateCollectionMutation.graphql';
import { refreshTeam } from '../swipes/TeamRefresh';
import type { CollectionFields, SaveCallbacks } from './useUpdateCollection';

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
      onCompleted: ({ createCollection }) => {
        if (createCollection.collection && createCollection.errors.length === 0) {
          toast.success('Collection created');
          refreshTeam(environment, teamId);
          callbacks.onSaved();
        } else {
          callbacks.onFailed(createCollection.errors);
        }
      },
      onError: (error) => callbacks.onFailed(error),
    });
  return [create, inFlight];
}
