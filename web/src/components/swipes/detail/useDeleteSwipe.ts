import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteSwipeMutation } from '../../../__generated__/useDeleteSwipeMutation.graphql';
import { firstPayloadError } from '../../../lib/formErrors';
import { requestErrorMessage } from '../../../relay/requestErrors';
import { removeSwipeFromLists } from '../swipeStore';
import { refreshTeam } from '../TeamRefresh';

interface Callbacks {
  onDeleted: () => void;
  /** The server refused (its message). */
  onRefused: (message: string) => void;
  onNetworkError: (message: string) => void;
}

/**
 * Deletes a swipe: it leaves every list on screen at once (and comes back if the server
 * refuses); once deleted its record goes too. Toasts 'Swipe deleted' and refreshes the team's
 * counts.
 */
export function useDeleteSwipe(): [
  (swipe: { id: string; teamId: string }, callbacks: Callbacks) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useDeleteSwipeMutation>(graphql`
    mutation useDeleteSwipeMutation($input: DeleteSwipeInput!) {
      deleteSwipe(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const recordIds = () => environment.getStore().getSource().getRecordIDs();
  const remove = (swipe: { id: string; teamId: string }, callbacks: Callbacks) =>
    commit({
      variables: { input: { id: swipe.id } },
      optimisticUpdater: (store) => removeSwipeFromLists(store, recordIds(), swipe.id),
      updater: (store, data) => {
        const deletedId = data?.deleteSwipe.deletedId;
        if (!deletedId) return;
        removeSwipeFromLists(store, recordIds(), deletedId);
        store.delete(deletedId);
      },
      onCompleted: ({ deleteSwipe }) => {
        if (deleteSwipe.deletedId) {
          toast.success('Swipe deleted');
          refreshTeam(environment, swipe.teamId);
          callbacks.onDeleted();
          return;
        }
        callbacks.onRefused(firstPayloadError(deleteSwipe.errors) ?? 'Could not delete the swipe.');
      },
      onError: (error) => callbacks.onNetworkError(requestErrorMessage(error)),
    });
  return [remove, inFlight];
}
