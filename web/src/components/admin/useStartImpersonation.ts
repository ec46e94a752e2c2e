import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartImpersonationMutation } from '../../__generated__/useStartImpersonationMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/** Why an impersonation was refused: the reason's error, or the form's message. */
export interface ImpersonationErrors {
  reason?: string | undefined;
  form?: string | null;
}

/**
 * Starts viewing the app as the user: the browser is signed in as them, so the app loads anew
 * with no cached data; or the errors.
 */
export function useStartImpersonation(): [
  (userId: string, reason: string, onErrors: (errors: ImpersonationErrors) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useStartImpersonationMutation>(graphql`
    mutation useStartImpersonationMutation($input: AdminStartImpersonationInput!) {
      adminStartImpersonation(input: $input) {
        redirectTo
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const start = (userId: string, reason: string, onErrors: (errors: ImpersonationErrors) => void) =>
    commit({
      variables: { input: { userId, reason } },
      onCompleted: ({ adminStartImpersonation }) => {
        const { redirectTo } = adminStartImpersonation;
        if (redirectTo) {
          window.location.assign(redirectTo);
          return;
        }
        const split = splitPayloadErrors(adminStartImpersonation.errors);
        onErrors({ reason: split.fields.reason, form: split.form });
      },
      onError: (error) => onErrors({ form: requestErrorMessage(error) }),
    });
  return [start, inFlight];
}
