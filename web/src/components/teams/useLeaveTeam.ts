import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useLeaveTeamMutation } from '../../__generated__/useLeaveTeamMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeamsSoon, removeTeamFromViewer } from './teamStore';

interface Team {
  readonly id: string;
  readonly name: string;
}

/**
 * Leaves a team: it goes off the viewer's team list, 'You left <team>', and the team list is
 * fetched again (spec §4). `onFailed` gets the server's message (the last owner cannot leave).
 */
export function useLeaveTeam(): [
  (
    team: Team,
    callbacks: { onLeft: () => void; onFailed: (message: string | null) => void },
  ) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useLeaveTeamMutation>(graphql`
    mutation useLeaveTeamMutation($input: LeaveTeamInput!) {
      leaveTeam(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const leave = (
    team: Team,
    { onLeft, onFailed }: { onLeft: () => void; onFailed: (message: string | null) => void },
  ) =>
    commit({
      variables: { input: { teamId: team.id } },
      updater: (store, response) => {
        if (response?.leaveTeam.deletedId) removeTeamFromViewer(store, team.id);
      },
      onCompleted: ({ leaveTeam }) => {
        if (!leaveTeam.deletedId) {
          onFailed(firstPayloadError(leaveTeam.errors));
          return;
        }
        toast.success(`You left ${team.name}`);
        refreshTeamsSoon(environment);
        onLeft();
      },
      onError: (error) => onFailed(requestErrorMessage(error)),
    });
  return [leave, inFlight];
}
