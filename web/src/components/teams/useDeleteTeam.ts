import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteTeamMutation } from '../../__generated__/useDeleteTeamMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeamsSoon, removeTeamFromViewer } from './teamStore';

/**
 * Deletes a team (owners): it goes off the viewer's team list, 'Team deleted', and the team
 * list is fetched again (spec §4). `onFailed` gets the server's message.
 */
export function useDeleteTeam(): [
  (
    teamId: string,
    callbacks: { onDeleted: () => void; onFailed: (message: string | null) => void },
  ) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useDeleteTeamMutation>(graphql`
    mutation useDeleteTeamMutation($input: DeleteTeamInput!) {
      deleteTeam(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const deleteTeam = (
    teamId: string,
    { onDeleted, onFailed }: { onDeleted: () => void; onFailed: (message: string | null) => void },
  ) =>
    commit({
      variables: { input: { id: teamId } },
      updater: (store, response) => {
        if (response?.deleteTeam.deletedId) removeTeamFromViewer(store, teamId);
      },
      onCompleted: ({ deleteTeam: payload }) => {
        if (!payload.deletedId) {
          onFailed(firstPayloadError(payload.errors));
          return;
        }
        toast.success('Team deleted');
        refreshTeamsSoon(environment);
        onDeleted();
      },
      onError: (error) => onFailed(requestErrorMessage(error)),
    });
  return [deleteTeam, inFlight];
}
