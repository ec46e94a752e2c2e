import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useExitImpersonationMutation } from '../../__generated__/useExitImpersonationMutation.graphql';
import { requestErrorMessage } from '../../relay/requestErrors';

/** Ends the impersonation: a full load of the admin area, or an error toast. */
export function useExitImpersonation(): [() => void, boolean] {
  const [commit, inFlight] = useMutation<useExitImpersonationMutation>(graphql`
    mutation useExitImpersonationMutation {
      stopImpersonation {
        redirectTo
      }
    }
  `);
  const exit = () =>
    commit({
      variables: {},
      onCompleted: ({ stopImpersonation }) =>
        window.location.assign(stopImpersonation.redirectTo ?? '/admin/users'),
      onError: (error) => {
        toast.error('The impersonation could not be ended', {
          description: requestErrorMessage(error),
        });
      },
    });
  return [exit, inFlight];
}
