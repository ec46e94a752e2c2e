import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useCheckTrackedBrandMutation } from '../../__generated__/useCheckTrackedBrandMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to check the brand';

/**
 * Checks a tracked brand now rather than at the next daily run (editors and above). The check
 * runs in the background: its outcome arrives live (LiveTeamEvents) in the brand's row.
 */
export function useCheckTrackedBrand(): [(brand: { id: string; label: string }) => void, boolean] {
  const [commit, inFlight] = useMutation<useCheckTrackedBrandMutation>(graphql`
    mutation useCheckTrackedBrandMutation($input: CheckTrackedBrandInput!) {
      checkTrackedBrand(input: $input) {
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
  const check = (brand: { id: string; label: string }) =>
    commit({
      variables: { input: { id: brand.id } },
      onCompleted: ({ checkTrackedBrand: payload }) => {
        if (payload.trackedBrand && payload.errors.length === 0) {
          toast.success(`Checking ${brand.label}`, {
            description: 'Its new ads show up here once the check is done.',
          });
        } else {
          toast.error(FAILED, { description: firstPayloadError(payload.errors) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [check, inFlight];
}
