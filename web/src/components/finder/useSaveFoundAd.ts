import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { useSaveFoundAdMutation } from '../../__generated__/useSaveFoundAdMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { MAKE_ROOM_HINT, openPaywall } from '../../lib/paywall';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeam } from '../swipes/TeamRefresh';

const FAILED = 'Unable to save to your swipe file';
/** Long enough to reach the toast's "Open swipe". */
const SAVED_TOAST_MS = 5000;

/** Where a swipe opens: the swipe file with its detail view (`?swipe=`). */
export function swipeHref(swipeId: string): string {
  return `/swipes?swipe=${encodeURIComponent(swipeId)}`;
}

/**
 * Saves an ad Ad Finder found into the team's swipe file (editors and above): its card then
 * says Saved and links to the swipe, a toast offers to open it, and the team's counts are read
 * again. At the Free cap the paywall opens, as it does for Discover's Save; any other refusal
 * (Meta's Ad Library failing, an ad saved already) is said in a toast.
 */
export function useSaveFoundAd(
  teamId: string,
): [(ad: { id: string; title: string }, onSaved: () => void) => void, boolean] {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit, inFlight] = useMutation<useSaveFoundAdMutation>(graphql`
    mutation useSaveFoundAdMutation($input: SaveFoundAdInput!) {
      saveFoundAd(input: $input) {
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
  const save = (ad: { id: string; title: string }, onSaved: () => void) =>
    commit({
      variables: { input: { teamId, id: ad.id } },
      // The ad's record (keyed by its id) links to the new swipe: its card says Saved.
      updater: (store) => {
        const swipe = store.getRootField('saveFoundAd')?.getLinkedRecord('swipe');
        if (swipe) store.get(ad.id)?.setLinkedRecord(swipe, 'savedSwipe');
      },
      onCompleted: ({ saveFoundAd: payload }) => {
        const limit = payload.errors.find((error) => error.__typename === 'SwipeLimitError');
        const swipe = payload.swipe;
        if (limit) {
          openPaywall(limit.message, MAKE_ROOM_HINT);
        } else if (swipe && payload.errors.length === 0) {
          onSaved();
          toast.success('Saved to your swipe file', {
            description: swipe.title,
            duration: SAVED_TOAST_MS,
            action: { label: 'Open swipe', onClick: () => void navigate(swipeHref(swipe.id)) },
          });
          refreshTeam(environment, teamId);
        } else {
          toast.error(FAILED, { description: firstPayloadError(payload.errors) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [save, inFlight];
}
