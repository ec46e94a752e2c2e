import { roleLabel } from '@swipestack/common/roles';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  TeamRole,
  useSendInviteMutation,
} from '../../__generated__/useSendInviteMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { addTeamInvite } from './teamStore';

export type { TeamRole };

interface Callbacks {
  onSent: () => void;
  /** Field and form errors; a failed request is a form error (requestErrorMessage(error)). */
  onFailed: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Invites someone by email (admins and owners): 'Invite sent' ('Invite sent again' when an
 * invite to that address was waiting), and the invite goes first in
 * the team's pending invites, counted once (the live INVITE_CREATED event may bring it too).
 */
export function useSendInvite(): [
  (invite: { teamId: string; email: string; role: TeamRole }, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSendInviteMutation>(graphql`
    mutation useSendInviteMutation($input: InviteMemberInput!) {
      inviteMember(input: $input) {
        invite {
          id
          email
          sentAgain
          ...TeamInviteRow_invite
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const send = (
    { teamId, email, role }: { teamId: string; email: string; role: TeamRole },
    { onSent, onFailed }: Callbacks,
  ) =>
    commit({
      variables: { input: { teamId, email, role } },
      updater: (store, response) => {
        const invite = response?.inviteMember.invite;
        if (invite) addTeamInvite(store, teamId, invite.id);
      },
      onCompleted: ({ inviteMember }) => {
        if (inviteMember.invite && inviteMember.errors.length === 0) {
          const { email: sentTo, sentAgain } = inviteMember.invite;
          toast.success(sentAgain ? 'Invite sent again' : 'Invite sent', {
            description: sentAgain
              ? `${sentTo} gets a new link to join as ${roleLabel(role)}. Earlier links still work until the invite is accepted or withdrawn.`
              : `${sentTo} gets a link to join as ${roleLabel(role)}.`,
          });
          onSent();
          return;
        }
        onFailed(splitPayloadErrors(inviteMember.errors));
      },
      onError: (error) => onFailed({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [send, inFlight];
}
