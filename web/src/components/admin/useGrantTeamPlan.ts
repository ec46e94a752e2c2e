import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  Plan,
  useGrantTeamPlanMutation,
} from '../../__generated__/useGrantTeamPlanMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { planLabel } from '../../lib/plans';

export type { Plan };

const GRANT_FAILED = 'Unable to grant the plan';

interface Callbacks {
  /** Named in the toast when the viewer cannot read the team (an administrator outside it). */
  teamName?: string;
  onGranted: () => void;
  /** The server's message about the team ID, if that is what it refused. */
  onTeamIdError: (message: string | undefined) => void;
}

/**
 * Sets a team's plan (administrators): 'Plan granted', or the error's message as an error
 * toast. The team comes back with its billing fields (PlanDetails_team), so the badge, the
 * limits banner and Settings follow at once.
 */
export function useGrantTeamPlan(): [
  (teamId: string, plan: Plan, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useGrantTeamPlanMutation>(graphql`
    mutation useGrantTeamPlanMutation($input: GrantTeamPlanInput!) {
      grantTeamPlan(input: $input) {
        team {
          id
          name
          ...PlanDetails_team
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const grant = (teamId: string, plan: Plan, { teamName, onGranted, onTeamIdError }: Callbacks) =>
    commit({
      variables: { input: { teamId, plan } },
      onCompleted: ({ grantTeamPlan }) => {
        if (grantTeamPlan.errors.length === 0) {
          const name = grantTeamPlan.team?.name ?? teamName;
          toast.success('Plan granted', {
            description: `${name ?? 'The team'} is on the ${planLabel(plan)} plan.`,
          });
          onGranted();
          return;
        }
        const split = splitPayloadErrors(grantTeamPlan.errors);
        const fieldMessage = split.fields.teamId;
        onTeamIdError(fieldMessage);
        toast.error(split.form ?? fieldMessage ?? GRANT_FAILED);
      },
      onError: () => {
        toast.error(GRANT_FAILED, { description: 'Check the team ID and try again.' });
      },
    });
  return [grant, inFlight];
}
