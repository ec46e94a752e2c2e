import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { useSaveDiscoverItemMutation } from '../../__generated__/useSaveDiscoverItemMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { MAKE_ROOM_HINT, openPaywall } from '../../lib/paywall';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeam } from '../swipes/TeamRefresh';
import { knownFeeds, removeDiscoverItem } from './discoverStore';

const FAILED = 'Unable to save to your swipe file';
/** Long enough to reach the toast's "Open swipe". */
const SAVED_TOAST_MS = 5000;

/**
 * Saves a Discover item into the team's swipe file (editors and above): it leaves every feed
 * on screen, a toast offers to open the new swipe, and the team's counts are read again. At
 * the Free cap the paywall opens; an item the team saved meanwhile leaves the feed too.
 */
export function useSaveDiscoverItem(
  teamId: string,
  currentFeed: string,
): [(item: { id: string; title: string }, onRemoved: () => void) => void, boolean] {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
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
      onCompleted: ({ saveDiscoverItem: payload }) => {
        const limit = payload.errors.find((error) => error.__typename === 'SwipeLimitError');
        const swipe = payload.swipe;
        if (limit) {
          openPaywall(limit.message, MAKE_ROOM_HINT);
        } else if (swipe && payload.errors.length === 0) {
          onRemoved();
          toast.success('Saved to your swipe file', {
            description: swipe.title,
            duration: SAVED_TOAST_MS,
            action: {
              label: 'Open swipe',
              onClick: () => void navigate(`/swipes?swipe=${encodeURIComponent(swipe.id)}`),
            },
          });
          refreshTeam(environment, teamId);
        } else {
          const { fields, form } = splitPayloadErrors(payload.errors);
          if (alreadySaved) onRemoved();
          toast.error(FAILED, { description: form ?? Object.values(fields).find(Boolean) ?? '' });
        }
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  };
  return [save, inFlight];
}
