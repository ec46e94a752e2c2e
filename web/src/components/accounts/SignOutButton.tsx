import { useSignOut } from './useSignOut';

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
