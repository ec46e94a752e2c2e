import { graphql, useMutation } from 'react-relay/hooks';
import type {
  NotificationEmailKind,
  useUnsubscribeFromEmailsMutation,
} from '../../__generated__/useUnsubscribeFromEmailsMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

export type { NotificationEmailKind };

interface Callbacks {
  onUnsubscribed: () => void;
  onFailed: (message: string) => void;
}

/**
 * An email's unsubscribe link (signed in or not): stops that email for the link's owner, or
 * answers why not ("This unsubscribe link is not valid. …").
 */
export function useUnsubscribeFromEmails(): [
  (token: string, email: NotificationEmailKind, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useUnsubscribeFromEmailsMutation>(graphql`
    mutation useUnsubscribeFromEmailsMutation($input: UnsubscribeFromEmailsInput!) {
      unsubscribeFromEmails(input: $input) {
        email
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const unsubscribe = (
    token: string,
    email: NotificationEmailKind,
    { onUnsubscribed, onFailed }: Callbacks,
  ) =>
    commit({
      variables: { input: { token, email } },
      onCompleted: ({ unsubscribeFromEmails: payload }) => {
        if (payload.email && payload.errors.length === 0) onUnsubscribed();
        else
          onFailed(firstPayloadError(payload.errors) ?? 'Something went wrong. Please try again.');
      },
      onError: (error) => onFailed(requestErrorMessage(error)),
    });
  return [unsubscribe, inFlight];
}
