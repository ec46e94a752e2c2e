import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UpdateNotificationSettingsInput,
  useUpdateNotificationSettingsMutation,
} from '../../__generated__/useUpdateNotificationSettingsMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/** A notification choice (a field of NotificationSettings). */
export type NotificationChoice = keyof UpdateNotificationSettingsInput;

/**
 * Changes one of the viewer's notification choices, at once on screen: the box follows before
 * the server answers, and comes back with the server's message when the change fails.
 * NotificationSettings has no id of its own: the answer is copied onto the viewer's.
 */
export function useUpdateNotificationSettings(
  viewerId: string,
): (choice: NotificationChoice, value: boolean, onFailed: (message: string) => void) => void {
  const [commit] = useMutation<useUpdateNotificationSettingsMutation>(graphql`
    mutation useUpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        settings {
          mentions
          replies
          comments
          invites
          mentionEmails
          dailyDigest
          trackedAdsDigest
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  return (choice, value, onFailed) =>
    commit({
      variables: { input: { [choice]: value } },
      optimisticUpdater: (store) => {
        store.get(viewerId)?.getLinkedRecord('notificationSettings')?.setValue(value, choice);
      },
      updater: (store) => {
        const saved = store.getRootField('updateNotificationSettings')?.getLinkedRecord('settings');
        const own = store.get(viewerId)?.getLinkedRecord('notificationSettings');
        if (!saved || !own) return;
        for (const field of [
          'mentions',
          'replies',
          'comments',
          'invites',
          'mentionEmails',
          'dailyDigest',
          'trackedAdsDigest',
        ] as const) {
          const savedValue = saved.getValue(field);
          if (typeof savedValue === 'boolean') own.setValue(savedValue, field);
        }
      },
      onCompleted: ({ updateNotificationSettings: payload }) => {
        if (payload.settings && payload.errors.length === 0) return;
        onFailed(firstPayloadError(payload.errors) ?? 'Something went wrong. Please try again.');
      },
      onError: (error) => onFailed(requestErrorMessage(error)),
    });
}
