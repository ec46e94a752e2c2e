import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveFoundAdMutation } from '../../__generated__/useSaveFoundAdMutation.graphql';
import { useOpenSwipeToast, useSaveAsSwipeOutcome } from '../swipes/saveAsSwipe';

/**
 * Saves an ad Ad Finder found into the team's swipe file (editors and above): its card then
 * says Saved and links to the swipe, a toast offers to open it, and the team's counts are read
 * again. At the Free cap the paywall opens, as it does for Discover's Save; any other refusal
 * (Meta's Ad Library failing, an ad saved already) is said in a toast.
 */
export function useSaveFoundAd(
  teamId: string,
): [(ad: { id: string; title: string }, onSaved: () => void) => void, boolean] {
  const outcome = useSaveAsSwipeOutcome(teamId, 'Unable to save to your swipe file');
  const openSwipeToast = useOpenSwipeToast();
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
      onCompleted: ({ saveFoundAd: payload }) =>
        outcome.completed(payload, (swipe) => {
          onSaved();
          openSwipeToast(swipe);
        }),
      onError: outcome.requestFailed,
    });
  return [save, inFlight];
}
