import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useMarkNotificationsReadMutation } from '../../__generated__/useMarkNotificationsReadMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { type MarkReadTarget, markReadInStore } from './inboxStore';

/**
 * Marks some of the viewer's notifications read, or all of them, at once on screen: each one
 * loses its unread mark and the sidebar's count drops; a failure brings them back and toasts
 * why. The server's answer carries the count as it is then.
 */
export function useMarkNotificationsRead(
  viewerId: string,
): [(target: MarkReadTarget, onDone?: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useMarkNotificationsReadMutation>(graphql`
    mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
        viewer {
          id
          unreadNotificationCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const mark = (target: MarkReadTarget, onDone?: () => void) => {
    const readAt = new Date().toISOString();
    const failed = (message: string) =>
      toast.error('all' in target ? 'Unable to mark all as read' : 'Unable to mark as read', {
        description: message,
      });
    commit({
      variables: { input: 'all' in target ? { all: true } : { ids: [...target.ids] } },
      optimisticUpdater: (store) => {
        markReadInStore(store, viewerId, target, readAt, true);
      },
      updater: (store, response) => {
        // The count came with the answer; the items keep their marks.
        if (response?.markNotificationsRead.viewer) {
          markReadInStore(store, viewerId, target, readAt, false);
        }
      },
      onCompleted: ({ markNotificationsRead: payload }) => {
        onDone?.();
        if (payload.errors.length || !payload.viewer) {
          failed(firstPayloadError(payload.errors) ?? 'Something went wrong. Please try again.');
        }
      },
      onError: (error) => {
        onDone?.();
        failed(requestErrorMessage(error));
      },
    });
  };
  return [mark, inFlight];
}
