import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSaveRemixVariantMutation } from '../../__generated__/useSaveRemixVariantMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { MAKE_ROOM_HINT, openPaywall } from '../../lib/paywall';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeam } from '../swipes/TeamRefresh';

const FAILED = 'Unable to save the variant as a swipe';

/**
 * Saves a variant as a TEXT swipe of the team: the variant then links to it ("Saved"), and the
 * team's counts are read again. At the Free cap the paywall opens, as when adding a swipe.
 */
export function useSaveRemixVariant(teamId: string): [(variantId: string) => void, boolean] {
  const environment = useRelayEnvironment();
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
      onCompleted: ({ saveRemixVariant }) => {
        const limit = saveRemixVariant.errors.find(
          (error) => error.__typename === 'SwipeLimitError',
        );
        if (limit) {
          openPaywall(limit.message, MAKE_ROOM_HINT);
        } else if (saveRemixVariant.swipe && saveRemixVariant.errors.length === 0) {
          toast.success('Saved as a swipe', { description: saveRemixVariant.swipe.title });
          refreshTeam(environment, teamId);
        } else {
          toast.error(FAILED, { description: firstPayloadError(saveRemixVariant.errors) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [save, inFlight];
}
