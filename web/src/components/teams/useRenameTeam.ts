import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useRenameTeamMutation } from '../../__generated__/useRenameTeamMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to edit team';

interface Callbacks {
  onEdited: () => void;
  /** Field and form errors; a failed request is a form error (requestErrorMessage(error)). */
  onFailed: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Renames a team (owners), at once on screen: the team's record takes the new name, so the
 * dialog and the team selector show it while the server answers. A refusal or a failure
 * takes the optimistic name back (Relay reverts it when the answer comes) and toasts
 * 'Unable to edit team'; success toasts 'Team edited' (spec §8).
 */
export function useRenameTeam(): [
  (teamId: string, name: string, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useRenameTeamMutation>(graphql`
    mutation useRenameTeamMutation($input: UpdateTeamInput!) @raw_response_type {
      updateTeam(input: $input) {
        team {
          id
          name
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const rename = (teamId: string, name: string, { onEdited, onFailed }: Callbacks) =>
    commit({
      variables: { input: { id: teamId, name } },
      optimisticResponse: { updateTeam: { team: { id: teamId, name }, errors: [] } },
      onCompleted: ({ updateTeam }) => {
        if (updateTeam.team && updateTeam.errors.length === 0) {
          toast.success('Team edited');
          onEdited();
          return;
        }
        const split = splitPayloadErrors(updateTeam.errors);
        onFailed(split);
        toast.error(FAILED, { description: split.form ?? split.fields.name ?? undefined });
      },
      onError: (error) => {
        onFailed({ fields: {}, form: requestErrorMessage(error) });
        toast.error(FAILED);
      },
    });
  return [rename, inFlight];
}
