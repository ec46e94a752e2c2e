import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  OnboardingStep,
  useSkipOnboardingStepMutation,
} from '../../__generated__/useSkipOnboardingStepMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { markTask } from './onboardingStore';

const FAILED = 'Unable to skip the step';

/** Skips a step of the checklist, at once on screen (the server stamps the time). */
export function useSkipOnboardingStep(): [(key: OnboardingStep) => void, boolean] {
  const [commit, inFlight] = useMutation<useSkipOnboardingStepMutation>(graphql`
    mutation useSkipOnboardingStepMutation($input: SkipOnboardingStepInput!) {
      skipOnboardingStep(input: $input) {
        onboarding {
          id
          ...OnboardingChecklist_onboarding
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const skip = (key: OnboardingStep) =>
    commit({
      variables: { input: { key } },
      optimisticUpdater: (store) => markTask(store, key, 'SKIPPED'),
      onCompleted: ({ skipOnboardingStep }) => {
        const error = firstPayloadError(skipOnboardingStep.errors);
        if (error) toast.error(FAILED, { description: error });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [skip, inFlight];
}
