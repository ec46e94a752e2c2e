import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetUserDisabledMutation } from '../../__generated__/useSetUserDisabledMutation.graphql';
import type { PayloadErrorRef } from '../../lib/formErrors';

/** How an action on a user's account went: the server's errors (none: done), or no answer. */
export interface AdminUserOutcome {
  onCompleted: (errors: readonly PayloadErrorRef[]) => void;
  onError: (error: Error) => void;
}

/** Disables the user's account (signed out everywhere, no sign-in) or enables it again. */
export function useSetUserDisabled(): [
  (userId: string, disabled: boolean, outcome: AdminUserOutcome) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSetUserDisabledMutation>(graphql`
    mutation useSetUserDisabledMutation($input: AdminSetUserDisabledInput!) {
      adminSetUserDisabled(input: $input) {
        user {
          id
          disabledAt
          ...AdminUserDetails_refresh
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setDisabled = (
    userId: string,
    disabled: boolean,
    { onCompleted, onError }: AdminUserOutcome,
  ) =>
    commit({
      variables: { input: { userId, disabled } },
      onCompleted: ({ adminSetUserDisabled }) => onCompleted(adminSetUserDisabled.errors),
      onError,
    });
  return [setDisabled, inFlight];
}
