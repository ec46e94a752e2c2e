import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveDiscoverItemMutation } from '../../__generated__/useSaveDiscoverItemMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { useOpenSwipeToast, useSaveAsSwipeOutcome } from '../swipes/saveAsSwipe';
import { knownFeeds, removeDiscoverItem } from './discoverStore';

/**
 * Saves a Discover item into the team's swipe file (editors and above): it leaves every feed
 * on screen, a toast offers to open the new swipe, and the team's counts are read again. At
 * the Free cap the paywall opens; an item the team saved meanwhile leaves the feed too.
 */
export function useSaveDiscoverItem(
  teamId: string,
  currentFeed: string,
): [(item: { id: string; title: string }, onRemoved: () => void) => void, boolean] {
  const outcome = useSaveAsSwipeOutcome(teamId, 'Unable to save to your swipe file');
  const openSwipeToast = useOpenSwipeToast();
  const [commit, inFlight] = useMutation<useSaveDiscoverItemMutation>(graphql`
    mutation useSaveDiscoverItemMutation($input: SaveDiscoverItemInput!) {
      saveDiscoverItem(input: $input) {
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
  const save = (item: { id: string; title: string }, onRemoved: () => void) => {
    // An item the team has already (saved by a teammate meanwhile) leaves the feed as well.
    let alreadySaved = false;
    commit({
      variables: { input: { teamId, id: item.id } },
      updater: (store, response) => {
        const payload = response?.saveDiscoverItem;
        if (!payload) return;
        alreadySaved = Boolean(splitPayloadErrors(payload.errors).fields.key);
        if (payload.swipe || alreadySaved)
          removeDiscoverItem(store, knownFeeds(teamId, currentFeed), item.id);
      },
      onCompleted: ({ saveDiscoverItem: payload }) =>
        outcome.completed(
          payload,
          (swipe) => {
            onRemoved();
            openSwipeToast(swipe);
          },
          () => {
            if (alreadySaved) onRemoved();
          },
        ),
      onError: outcome.requestFailed,
    });
  };
  return [save, inFlight];
}
