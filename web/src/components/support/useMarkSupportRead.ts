import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMarkSupportReadMutation } from '../../__generated__/useMarkSupportReadMutation.graphql';

/**
 * Marks what support wrote as read: the viewer's unread count is 0 at once (an impersonating
 * administrator is refused, silently). Stable across renders.
 */
export function useMarkSupportRead(): (viewerId: string) => void {
  const [commit] = useMutation<useMarkSupportReadMutation>(graphql`
    mutation useMarkSupportReadMutation {
      markSupportRead {
        conversation {
          id
        }
      }
    }
  `);
  return useCallback(
    (viewerId: string) =>
      commit({
        variables: {},
        optimisticUpdater: (store) => store.get(viewerId)?.setValue(0, 'supportUnreadCount'),
        onError: () => {},
      }),
    [commit],
  );
}
