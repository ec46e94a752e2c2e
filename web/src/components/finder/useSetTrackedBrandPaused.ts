import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSetTrackedBrandPausedMutation } from '../../__generated__/useSetTrackedBrandPausedMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/**
 * Pauses a tracked brand (no more daily checks) or resumes it (editors and above; resuming
 * checks it at once). The row shows the brand as the server answers it.
 */
export function useSetTrackedBrandPaused(): [
  (brand: { id: string; label: string }, paused: boolean) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSetTrackedBrandPausedMutation>(graphql`
    mutation useSetTrackedBrandPausedMutation($input: SetTrackedBrandPausedInput!) {
      setTrackedBrandPaused(input: $input) {
        trackedBrand {
          id
          ...TrackedBrandItem_trackedBrand
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setPaused = (brand: { id: string; label: string }, paused: boolean) => {
    const failed = paused ? 'Unable to pause the brand' : 'Unable to resume the brand';
    commit({
      variables: { input: { id: brand.id, paused } },
      onCompleted: ({ setTrackedBrandPaused: payload }) => {
        if (payload.trackedBrand && payload.errors.length === 0) {
          toast.success(
            paused ? `${brand.label} paused` : `${brand.label} resumed`,
            paused ? {} : { description: 'Checking its new ads now.' },
          );
        } else {
          toast.error(failed, { description: firstPayloadError(payload.errors) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(failed, { description: requestErrorMessage(error) });
      },
    });
  };
  return [setPaused, inFlight];
}
