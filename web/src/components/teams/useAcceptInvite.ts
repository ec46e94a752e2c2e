import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useAcceptInviteMutation } from '../../__generated__/useAcceptInviteMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { selectTeam } from '../../lib/teamSelection';
import { requestErrorMessage } from '../../relay/requestErrors';
import { addTeamToViewer, refreshTeamsSoon, removeInviteFromViewer } from './teamStore';

export const ACCEPT_FAILED = 'Unable to accept invite';

interface Callbacks {
  onAccepted?: (teamId: string) => void;
  /** The server's message (wrong address, no longer valid…) or the network one. */
  onFailed?: (message: string) => void;
}

/**
 * Accepts an invite by its link's token or, from the invite list, by its id: toasts
 * 'Invite accepted' / 'Unable to accept invite' (spec §8), then selects the team joined.
 */
export function useAcceptInvite(
  userId: string,
): [(by: { token: string } | { inviteId: string }, callbacks?: Callbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useAcceptInviteMutation>(graphql`
    mutation useAcceptInviteMutation($input: AcceptInviteInput!) {
      acceptInvite(input: $input) {
        team {
          id
          name
          type
          plan
          viewerRole
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const accept = (by: { token: string } | { inviteId: string }, callbacks: Callbacks = {}) => {
    commit({
      variables: { input: by },
      updater: (store) => {
        const team = store.getRootField('acceptInvite')?.getLinkedRecord('team');
        if (!team) return;
        addTeamToViewer(store, team);
        if ('inviteId' in by) removeInviteFromViewer(store, userId, by.inviteId);
      },
      onCompleted: ({ acceptInvite }) => {
        const team = acceptInvite.team;
        if (team && acceptInvite.errors.length === 0) {
          toast.success('Invite accepted', { description: `You joined ${team.name}.` });
          selectTeam(userId, team.id);
          refreshTeamsSoon(environment);
          callbacks.onAccepted?.(team.id);
          return;
        }
        const message = firstPayloadError(acceptInvite.errors) ?? ACCEPT_FAILED;
        toast.error(ACCEPT_FAILED, { description: message });
        // The invite list may be stale (withdrawn, expired): fetch it again.
        refreshTeamsSoon(environment);
        callbacks.onFailed?.(message);
      },
      onError: (error) => {
        toast.error(ACCEPT_FAILED, { description: requestErrorMessage(error) });
        callbacks.onFailed?.(requestErrorMessage(error));
      },
    });
  };
  return [accept, inFlight];
}
