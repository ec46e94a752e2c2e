import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSetInboundEmailTeamMutation } from '../../__generated__/useSetInboundEmailTeamMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to change the team';

/** Chooses the team forwarded emails are saved to: 'Forwarded emails go to <team>'. */
export function useSetInboundEmailTeam(): [(teamId: string) => void, boolean] {
  const [commit, inFlight] = useMutation<useSetInboundEmailTeamMutation>(graphql`
    mutation useSetInboundEmailTeamMutation($input: SetInboundEmailTeamInput!) {
      setInboundEmailTeam(input: $input) {
        viewer {
          id
          inboundEmailTeam {
            id
            name
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setTeam = (teamId: string) =>
    commit({
      variables: { input: { teamId } },
      onCompleted: ({ setInboundEmailTeam }) => {
        const error = firstPayloadError(setInboundEmailTeam.errors);
        if (error) {
          toast.error(FAILED, { description: error });
          return;
        }
        const name = setInboundEmailTeam.viewer?.inboundEmailTeam?.name ?? 'that team';
        toast.success(`Forwarded emails go to ${name}`);
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [setTeam, inFlight];
}
