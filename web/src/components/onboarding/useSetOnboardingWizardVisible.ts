import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSetOnboardingWizardVisibleMutation } from '../../__generated__/useSetOnboardingWizardVisibleMutation.graphql';
import { requestErrorMessage } from '../../relay/requestErrors';
import { setWizardVisible } from './onboardingStore';

/** Shows or hides the checklist on the swipes page (kept per user on the server). */
export function useSetOnboardingWizardVisible(): [(visible: boolean) => void, boolean] {
  const [commit, inFlight] = useMutation<useSetOnboardingWizardVisibleMutation>(graphql`
    mutation useSetOnboardingWizardVisibleMutation($input: SetOnboardingWizardVisibleInput!) {
      setOnboardingWizardVisible(input: $input) {
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
  const set = (visible: boolean) =>
    commit({
      variables: { input: { visible } },
      optimisticUpdater: (store) => setWizardVisible(store, visible),
      onError: (error) => {
        toast.error(visible ? 'Unable to show the guide' : 'Unable to hide the guide', {
          description: requestErrorMessage(error),
        });
      },
    });
  return [set, inFlight];
}
