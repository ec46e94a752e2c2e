import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeclineInviteMutation } from '../../__generated__/useDeclineInviteMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeamsSoon, removeInviteFromViewer } from './teamStore';

/**
 * Declines an invite sent to the viewer (`deleteInvite`), at once on screen: it leaves the
 * invites dialog's list and both counts (the list's and the invites button's), once
 * (`removeInviteFromViewer`: a live viewer event that already dropped it changes nothing more).
 * 'Invite deleted' / 'Unable to remove invite' (spec §8); a refusal brings it back and the
 * invites are fetched again (the list may be stale).
 */
export function useDeclineInvite(
  viewerId: string,
): [(inviteId: string, onSettled: () => void) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useDeclineInviteMutation>(graphql`
    mutation useDeclineInviteMutation($input: DeleteInviteInput!) {
      deleteInvite(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const decline = (inviteId: string, onSettled: () => void) =>
    commit({
      variables: { input: { id: inviteId } },
      optimisticUpdater: (store) => removeInviteFromViewer(store, viewerId, inviteId),
      updater: (store, response) => {
        if (response?.deleteInvite.deletedId) removeInviteFromViewer(store, viewerId, inviteId);
      },
      onCompleted: ({ deleteInvite }) => {
        onSettled();
        if (deleteInvite.deletedId) {
          toast.success('Invite deleted');
          return;
        }
        toast.error('Unable to remove invite', {
          description: firstPayloadError(deleteInvite.errors) ?? undefined,
        });
        refreshTeamsSoon(environment);
      },
      onError: (error) => {
        onSettled();
        toast.error('Unable to remove invite', { description: requestErrorMessage(error) });
      },
    });
  return [decline, inFlight];
}
