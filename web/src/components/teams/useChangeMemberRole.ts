import { roleLabel, type TeamRole } from '@swipestack/common/roles';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useChangeMemberRoleMutation } from '../../__generated__/useChangeMemberRoleMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to change role';

/**
 * Gives a member another role (admins and owners), at once on screen: the member's record
 * takes the new role while the server answers, and goes back to the old one when it refuses
 * (the answer then carries no member) or the request fails.
 */
export function useChangeMemberRole(): [
  (member: { readonly id: string; readonly name: string }, role: TeamRole) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useChangeMemberRoleMutation>(graphql`
    mutation useChangeMemberRoleMutation($input: ChangeMemberRoleInput!) @raw_response_type {
      changeMemberRole(input: $input) {
        member {
          id
          role
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const change = (member: { readonly id: string; readonly name: string }, role: TeamRole) =>
    commit({
      variables: { input: { memberId: member.id, role } },
      optimisticResponse: { changeMemberRole: { member: { id: member.id, role }, errors: [] } },
      onCompleted: ({ changeMemberRole }) => {
        if (changeMemberRole.member && changeMemberRole.errors.length === 0) {
          toast.success('Role changed', {
            description: `${member.name} is now ${roleLabel(changeMemberRole.member.role)}.`,
          });
          return;
        }
        toast.error(FAILED, {
          description: firstPayloadError(changeMemberRole.errors) ?? undefined,
        });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [change, inFlight];
}
