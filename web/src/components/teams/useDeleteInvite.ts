import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import type { useDeleteInviteMutation } from '../../__generated__/useDeleteInviteMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { connectionOf, removeFromConnection } from '../../relay/connections';
import { requestErrorMessage } from '../../relay/requestErrors';
import { TEAM_INVITES_CONNECTION } from './teamStore';

/**
 * Withdraws a pending invite (admins and owners), at once on screen: it leaves the team's
 * pending invites and their count, once (`removeFromConnection`: the live INVITE_DELETED event
 * changes nothing more). 'Invite deleted' / 'Unable to remove invite' (spec §8); a refusal
 * brings the invite back and `onRefused` runs (the list may be stale: fetch it again).
 */
export function useDeleteInvite(): [
  (teamId: string, inviteId: string, callbacks: { onRefused: () => void }) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useDeleteInviteMutation>(graphql`
    mutation useDeleteInviteMutation($input: DeleteInviteInput!) {
      deleteInvite(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const deleteInvite = (
    teamId: string,
    inviteId: string,
    { onRefused }: { onRefused: () => void },
  ) => {
    const takeOff = (store: RecordSourceSelectorProxy, id: string) =>
      removeFromConnection(connectionOf(store, teamId, TEAM_INVITES_CONNECTION), id);
    commit({
      variables: { input: { id: inviteId } },
      optimisticUpdater: (store) => takeOff(store, inviteId),
      updater: (store, response) => {
        const gone = response?.deleteInvite.deletedId;
        if (gone) takeOff(store, gone);
      },
      onCompleted: ({ deleteInvite: payload }) => {
        if (payload.deletedId) {
          toast.success('Invite deleted');
          return;
        }
        toast.error('Unable to remove invite', {
          description: firstPayloadError(payload.errors) ?? undefined,
        });
        onRefused();
      },
      onError: (error) => {
        toast.error('Unable to remove invite', { description: requestErrorMessage(error) });
      },
    });
  };
  return [deleteInvite, inFlight];
}
