import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import type { useRemoveMemberMutation } from '../../__generated__/useRemoveMemberMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { connectionOf, removeFromConnection } from '../../relay/connections';
import { requestErrorMessage } from '../../relay/requestErrors';
import { TEAM_MEMBERS_CONNECTION } from './teamStore';

const FAILED = 'Unable to remove member';

interface Member {
  readonly id: string;
  readonly name: string;
}

interface Team {
  readonly id: string;
  readonly name: string;
}

/**
 * Removes a member from a team (admins and owners), at once on screen: the member leaves the
 * members list and its count. `removeFromConnection` counts a removal once, so the live
 * MEMBER_LEFT event reporting the same removal changes nothing more; a refusal brings the
 * member back (Relay reverts the optimistic change) and `onRefused` runs.
 */
export function useRemoveMember(): [
  (team: Team, member: Member, callbacks: { onRemoved: () => void; onRefused: () => void }) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useRemoveMemberMutation>(graphql`
    mutation useRemoveMemberMutation($input: RemoveMemberInput!) {
      removeMember(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (
    team: Team,
    member: Member,
    { onRemoved, onRefused }: { onRemoved: () => void; onRefused: () => void },
  ) => {
    const takeOff = (store: RecordSourceSelectorProxy, memberId: string) =>
      removeFromConnection(connectionOf(store, team.id, TEAM_MEMBERS_CONNECTION), memberId);
    commit({
      variables: { input: { memberId: member.id } },
      optimisticUpdater: (store) => takeOff(store, member.id),
      updater: (store, response) => {
        const gone = response?.removeMember.deletedId;
        if (gone) takeOff(store, gone);
      },
      onCompleted: ({ removeMember }) => {
        if (removeMember.deletedId) {
          onRemoved();
          toast.success('Member removed', {
            description: `${member.name} is no longer in ${team.name}.`,
          });
          return;
        }
        onRefused();
        toast.error(FAILED, { description: firstPayloadError(removeMember.errors) ?? undefined });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  };
  return [remove, inFlight];
}
