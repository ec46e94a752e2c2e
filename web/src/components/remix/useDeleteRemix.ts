import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteRemixMutation } from '../../__generated__/useDeleteRemixMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { removeRemix } from './remixStore';

const FAILED = 'Unable to delete the remix';

/**
 * Deletes a remix and its variants (swipes saved from it stay): it leaves the lists at once,
 * and comes back if the server refuses.
 */
export function useDeleteRemix(
  teamId: string,
): [
  (remix: { id: string; sourceSwipeId: string | null }, onDone: (deleted: boolean) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useDeleteRemixMutation>(graphql`
    mutation useDeleteRemixMutation($input: DeleteRemixInput!) {
      deleteRemix(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (
    remix: { id: string; sourceSwipeId: string | null },
    onDone: (deleted: boolean) => void,
  ) =>
    commit({
      variables: { input: { id: remix.id } },
      optimisticUpdater: (store) => removeRemix(store, teamId, remix.sourceSwipeId, remix.id),
      updater: (store, response) => {
        if (response?.deleteRemix.deletedId)
          removeRemix(store, teamId, remix.sourceSwipeId, response.deleteRemix.deletedId);
      },
      onCompleted: ({ deleteRemix }) => {
        if (deleteRemix.deletedId) {
          toast.success('Remix deleted');
          onDone(true);
        } else {
          toast.error(FAILED, { description: firstPayloadError(deleteRemix.errors) ?? '' });
          onDone(false);
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
        onDone(false);
      },
    });
  return [remove, inFlight];
}
