import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useViewOnboardingSwipeMutation } from '../../__generated__/useViewOnboardingSwipeMutation.graphql';
import { markTask } from './onboardingStore';

/** Records that a sample swipe was opened: VIEW_ONBOARDING_SWIPES is done. */
export function useViewOnboardingSwipe(): (swipeId: string) => void {
  const [commit] = useMutation<useViewOnboardingSwipeMutation>(graphql`
    mutation useViewOnboardingSwipeMutation($input: ViewOnboardingSwipeInput!) {
      viewOnboardingSwipe(input: $input) {
        onboarding {
          id
          ...OnboardingChecklist_onboarding
        }
        errors {
          __typename
        }
      }
    }
  `);
  // A failure only leaves the step open: the sample is on screen either way.
  return useCallback(
    (swipeId: string) =>
      commit({
        variables: { input: { swipeId } },
        optimisticUpdater: (store) => markTask(store, 'VIEW_ONBOARDING_SWIPES', 'COMPLETE'),
      }),
    [commit],
  );
}
