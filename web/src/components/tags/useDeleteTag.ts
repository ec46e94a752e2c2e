import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteTagMutation } from '../../__generated__/useDeleteTagMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { removeTag } from '../swipes/swipeStore';
import { refreshTeam } from '../swipes/TeamRefresh';

interface Callbacks {
  /** The server refused (its message). */
  onRefused: (message: string) => void;
  onNetworkError: (message: string) => void;
}

/**
 * Deletes a tag of a team: at once it leaves every tag list (with their counts) and every
 * swipe in the store, and its record goes (so a filter on it resets); a refusal brings it
 * back. Then the team's tags are refetched.
 */
export function useDeleteTag(
  teamId: string,
): [(tagId: string, callbacks: Callbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useDeleteTagMutation>(graphql`
    mutation useDeleteTagMutation($input: DeleteTagInput!) {
      deleteTag(input: $input) {
        deletedId
        team {
          id
          tags(first: 100) {
            totalCount
            edges {
              node {
                id
                title
                swipeCount
              }
            }
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const recordIds = () => environment.getStore().getSource().getRecordIDs();
  const remove = (tagId: string, callbacks: Callbacks) =>
    commit({
      variables: { input: { id: tagId } },
      optimisticUpdater: (store) => removeTag(store, recordIds(), tagId),
      updater: (store, data) => {
        const deletedId = data?.deleteTag.deletedId;
        if (deletedId) removeTag(store, recordIds(), deletedId);
      },
      onCompleted: ({ deleteTag }) => {
        if (deleteTag.deletedId) {
          toast.success('Tag deleted');
          refreshTeam(environment, teamId);
          return;
        }
        callbacks.onRefused(firstPayloadError(deleteTag.errors) ?? 'Could not delete the tag.');
      },
      onError: (error) => callbacks.onNetworkError(requestErrorMessage(error)),
    });
  return [remove, inFlight];
}
