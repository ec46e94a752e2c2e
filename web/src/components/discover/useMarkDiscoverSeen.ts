import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMarkDiscoverSeenMutation } from '../../__generated__/useMarkDiscoverSeenMutation.graphql';
import { clearDiscoverNewCount } from './discoverStore';

/**
 * Discover was opened: its items are no longer new to the viewer, so the sidebar's count of
 * new items goes to 0 in every team the page knows of. The marks already on the page stay. A
 * refusal (an administrator impersonating the user) or a failed request changes nothing.
 */
export function useMarkDiscoverSeen(): (teamIds: readonly string[]) => void {
  const [commit] = useMutation<useMarkDiscoverSeenMutation>(graphql`
    mutation useMarkDiscoverSeenMutation {
      markDiscoverSeen {
        viewer {
          id
        }
      }
    }
  `);
  return useCallback(
    (teamIds: readonly string[]) =>
      commit({
        variables: {},
        updater: (store, response) => {
          if (response?.markDiscoverSeen.viewer) clearDiscoverNewCount(store, teamIds);
        },
        onError: () => {},
      }),
    [commit],
  );
}
