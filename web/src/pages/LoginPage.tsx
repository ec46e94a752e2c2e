import { AuthForm, EMAIL_FIELD, passwordField } from '../components/accounts/AuthForm';
import { useSignIn } from '../components/accounts/useSignIn';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';

const FIELDS = [EMAIL_FIELD, passwordField('current-password')];

export function LoginPage() {
  const [signIn, inFlight] = useSignIn();
  return (
    <AuthForm
      head={PUBLIC_PAGE_HEADS['/login']}
      title="Sign in to Swipestack"
      other={{ prompt: 'New here?', to: '/register', label: 'Create an account' }}
      action="Sign in"
      pendingAction="Signing in…"
      failure="Sign-in failed. Please try again."
      fields={FIELDS}
      submit={signIn}
      inFlight={inFlight}
    />
  );
}
