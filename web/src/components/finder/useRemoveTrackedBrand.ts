import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useRemoveTrackedBrandMutation } from '../../__generated__/useRemoveTrackedBrandMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { removeTrackedBrand } from './trackedBrandStore';

const FAILED = 'Unable to remove the brand';

/**
 * Stops tracking a brand (editors and above): it leaves the team's list once the server
 * confirms. The ads it saved stay in the swipe file; those waiting in Discover leave it.
 */
export function useRemoveTrackedBrand(
  teamId: string,
): [(brand: { id: string; label: string }, onRemoved: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useRemoveTrackedBrandMutation>(graphql`
    mutation useRemoveTrackedBrandMutation($input: RemoveTrackedBrandInput!) {
      removeTrackedBrand(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (brand: { id: string; label: string }, onRemoved: () => void) =>
    commit({
      variables: { input: { id: brand.id } },
      updater: (store, response) => {
        const deletedId = response?.removeTrackedBrand.deletedId;
        if (deletedId) removeTrackedBrand(store, teamId, deletedId);
      },
      onCompleted: ({ removeTrackedBrand: payload }) => {
        if (payload.deletedId) {
          toast.success(`Stopped tracking ${brand.label}`);
          onRemoved();
        } else {
          toast.error(FAILED, { description: firstPayloadError(payload.errors) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [remove, inFlight];
}
