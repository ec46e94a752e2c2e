import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignOutButtonMutation } from '../../__generated__/SignOutButtonMutation.graphql';
import { endSession } from '../../relay/session';

/** Signs out, then goes home (or to `to`). */
export function useSignOut(to?: string): [() => void, boolean] {
  const navigate = useNavigate();
  const [commit, inFlight] = useMutation<SignOutButtonMutation>(graphql`
    mutation SignOutButtonMutation {
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

export function SignOutButton({
  label = 'Sign out',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  const [signOut, inFlight] = useSignOut();
  return (
    <button type="button" onClick={signOut} disabled={inFlight} className={className}>
      {inFlight ? 'Signing out…' : label}
    </button>
  );
}
