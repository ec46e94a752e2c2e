import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSaveRemixVariantMutation } from '../../__generated__/useSaveRemixVariantMutation.graphql';
import { useSaveAsSwipeOutcome } from '../swipes/saveAsSwipe';

/**
 * Saves a variant as a TEXT swipe of the team: the variant then links to it ("Saved"), and the
 * team's counts are read again. At the Free cap the paywall opens, as when adding a swipe.
 */
export function useSaveRemixVariant(teamId: string): [(variantId: string) => void, boolean] {
  const outcome = useSaveAsSwipeOutcome(teamId, 'Unable to save the variant as a swipe');
  const [commit, inFlight] = useMutation<useSaveRemixVariantMutation>(graphql`
    mutation useSaveRemixVariantMutation($input: SaveRemixVariantInput!) {
      saveRemixVariant(input: $input) {
        variant {
          id
          savedSwipe {
            id
            title
          }
        }
        swipe {
          id
          title
        }
        errors {
          __typename
          ... on SwipeLimitError {
            message
          }
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const save = (variantId: string) =>
    commit({
      variables: { input: { id: variantId } },
      onCompleted: ({ saveRemixVariant }) =>
        outcome.completed(saveRemixVariant, (swipe) =>
          toast.success('Saved as a swipe', { description: swipe.title }),
        ),
      onError: outcome.requestFailed,
    });
  return [save, inFlight];
}
