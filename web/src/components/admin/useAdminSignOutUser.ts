import { graphql, useMutation } from 'react-relay/hooks';
import type { useAdminSignOutUserMutation } from '../../__generated__/useAdminSignOutUserMutation.graphql';
import type { AdminUserOutcome } from './useSetUserDisabled';

/** Signs the user out of every browser and ends their tokens (administrators). */
export function useAdminSignOutUser(): [
  (userId: string, outcome: AdminUserOutcome) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useAdminSignOutUserMutation>(graphql`
    mutation useAdminSignOutUserMutation($input: AdminSignOutUserInput!) {
      adminSignOutUser(input: $input) {
        user {
          id
          ...AdminUserDetails_refresh
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const signOut = (userId: string, { onCompleted, onError }: AdminUserOutcome) =>
    commit({
      variables: { input: { userId } },
      onCompleted: ({ adminSignOutUser }) => onCompleted(adminSignOutUser.errors),
      onError,
    });
  return [signOut, inFlight];
}
