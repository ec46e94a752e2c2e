import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteCollectionMutation } from '../../__generated__/useDeleteCollectionMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { addToTotalCount } from '../../relay/connections';
import { refreshTeam } from '../swipes/TeamRefresh';
import { removeCollection } from './collectionStore';

const FAILED = 'Unable to delete the collection';

/**
 * Deletes a collection: it leaves the list at once (`connectionId`, the page's
 * `CollectionsPage_collections`), and comes back if the server refuses.
 */
export function useDeleteCollection(
  teamId: string,
): [(id: string, connectionId: string, onDone: () => void) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useDeleteCollectionMutation>(graphql`
    mutation useDeleteCollectionMutation($input: DeleteCollectionInput!, $connections: [ID!]!) {
      deleteCollection(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (id: string, connectionId: string, onDone: () => void) =>
    commit({
      variables: { input: { id }, connections: [connectionId] },
      optimisticUpdater: (store) => removeCollection(store, connectionId, id),
      // The page loses its edge (@deleteEdge), the store the record, the count one.
      updater: (store, response) => {
        const deletedId = response?.deleteCollection.deletedId;
        if (!deletedId) return;
        addToTotalCount(store.get(connectionId) ?? null, -1);
        store.delete(deletedId);
      },
      onCompleted: ({ deleteCollection }) => {
        if (deleteCollection.deletedId) {
          toast.success('Collection deleted');
          refreshTeam(environment, teamId);
        } else {
          toast.error(firstPayloadError(deleteCollection.errors) ?? FAILED);
        }
        onDone();
      },
      onError: () => {
        toast.error(FAILED);
        onDone();
      },
    });
  return [remove, inFlight];
}
