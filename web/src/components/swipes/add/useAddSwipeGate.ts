import { graphql, useFragment } from 'react-relay/hooks';
import type { useAddSwipeGate_team$key } from '../../../__generated__/useAddSwipeGate_team.graphql';
import { MAKE_ROOM_HINT, openPaywall } from '../../../lib/paywall';
import { capMessage } from '../../../lib/swipeAllowance';

/**
 * "Add swipe" at the Free cap shows the paywall first (with how to make room) instead of a
 * form whose Save could only be refused. Below the cap, or without one, it opens the form.
 */
export function useAddSwipeGate(
  team: useAddSwipeGate_team$key | null,
): (openForm: () => void) => void {
  const data = useFragment(
    graphql`
      fragment useAddSwipeGate_team on Team {
        swipeAllowance {
          limit
          remaining
        }
      }
    `,
    team,
  );
  return (openForm) => {
    const { limit, remaining } = data?.swipeAllowance ?? {};
    if (limit != null && remaining != null && remaining <= 0) {
      openPaywall(capMessage(limit), MAKE_ROOM_HINT);
    } else {
      openForm();
    }
  };
}
