import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { useSignOutMutation } from '../../__generated__/useSignOutMutation.graphql';
import { endSession } from '../../relay/session';

/** Signs out, then goes home (or to `to`). */
export function useSignOut(to?: string): [() => void, boolean] {
  const navigate = useNavigate();
  const [commit, inFlight] = useMutation<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        ok
      }
    }
  `);
  const signOut = () => {
    commit({
      variables: {},
      onCompleted: () => endSession(navigate, to),
      onError: () => {
        toast.error('Unable to sign out. Please try again.');
      },
    });
  };
  return [signOut, inFlight];
}
