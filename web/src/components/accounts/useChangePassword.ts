import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

interface Callbacks {
  onChanged: () => void;
  /** The server's reasons by field, or the request's failure as the form's message. */
  onErrors: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Changes the viewer's password: 'Password changed' (their other browsers are signed out,
 * docs/auth.md), or the errors.
 */
export function useChangePassword(): [
  (input: { currentPassword: string; newPassword: string }, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useChangePasswordMutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        viewer {
          id
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const change = (
    input: { currentPassword: string; newPassword: string },
    { onChanged, onErrors }: Callbacks,
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ changePassword }) => {
        const split = splitPayloadErrors(changePassword.errors);
        if (changePassword.viewer) {
          onChanged();
          toast.success('Password changed', {
            description: 'Your other browsers were signed out.',
          });
          return;
        }
        onErrors(split);
      },
      onError: (error) => onErrors({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [change, inFlight];
}
