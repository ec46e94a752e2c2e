import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  RemixRating,
  useRateRemixVariantMutation,
} from '../../__generated__/useRateRemixVariantMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to rate the variant';

/**
 * Rates a variant GOOD or BAD, or clears it (null). The button shows it at once (optimistic);
 * a refusal brings the old rating back and says why.
 */
export function useRateRemixVariant(): [
  (variantId: string, rating: RemixRating | null) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useRateRemixVariantMutation>(graphql`
    mutation useRateRemixVariantMutation($input: RateRemixVariantInput!) {
      rateRemixVariant(input: $input) {
        variant {
          id
          rating
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const rate = (variantId: string, rating: RemixRating | null) =>
    commit({
      variables: { input: { id: variantId, rating } },
      optimisticUpdater: (store) => store.get(variantId)?.setValue(rating, 'rating'),
      onCompleted: ({ rateRemixVariant }) => {
        if (rateRemixVariant.errors.length)
          toast.error(FAILED, { description: firstPayloadError(rateRemixVariant.errors) ?? '' });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [rate, inFlight];
}
