import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useHideDiscoverItemMutation } from '../../__generated__/useHideDiscoverItemMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { hideUpdaters, knownFeeds } from './discoverStore';

const FAILED = 'Unable to hide the item';

/**
 * Hides a Discover item from the viewer's feed for good (anyone may): it leaves every feed on
 * screen at once and comes back if the server refuses.
 */
export function useHideDiscoverItem(
  teamId: string,
  currentFeed: string,
): [(itemId: string, onRemoved: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useHideDiscoverItemMutation>(graphql`
    mutation useHideDiscoverItemMutation($input: HideDiscoverItemInput!, $connections: [ID!]!) {
      hideDiscoverItem(input: $input) {
        hiddenId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const hide = (itemId: string, onRemoved: () => void) => {
    const connections = knownFeeds(teamId, currentFeed);
    const { optimisticUpdater, updater } = hideUpdaters(connections, itemId);
    onRemoved();
    commit({
      variables: { input: { id: itemId }, connections },
      optimisticUpdater,
      updater: (store, response) => updater(store, response?.hideDiscoverItem.hiddenId),
      onCompleted: ({ hideDiscoverItem: payload }) => {
        if (payload.hiddenId) toast.success('Hidden from Discover');
        else toast.error(FAILED, { description: firstPayloadError(payload.errors) ?? '' });
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  };
  return [hide, inFlight];
}
