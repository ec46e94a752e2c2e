import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useHideOnboardingGuideMutation } from '../../__generated__/useHideOnboardingGuideMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { hideGuide } from './onboardingStore';

const FAILED = 'Unable to hide the guide';

/** 'Click to hide the guide': completes onboarding and hides the checklist (when finished). */
export function useHideOnboardingGuide(): [() => void, boolean] {
  const [commit, inFlight] = useMutation<useHideOnboardingGuideMutation>(graphql`
    mutation useHideOnboardingGuideMutation {
      hideOnboardingGuide {
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
  const hide = () =>
    commit({
      variables: {},
      optimisticUpdater: hideGuide,
      onCompleted: ({ hideOnboardingGuide }) => {
        const error = firstPayloadError(hideOnboardingGuide.errors);
        if (error) toast.error(FAILED, { description: error });
        else toast.success('Guide hidden', { description: 'Help › Quick start brings it back.' });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [hide, inFlight];
}
