import { FIELD_LIMITS } from '@swipestack/common/limits';
import { Link } from 'react-router';
import {
  type AuthField,
  AuthForm,
  EMAIL_FIELD,
  passwordField,
} from '../components/accounts/AuthForm';
import { useSignUp } from '../components/accounts/useSignUp';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';

const FIELDS: readonly AuthField<'name' | 'email' | 'password'>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', maxLength: FIELD_LIMITS.personName },
  EMAIL_FIELD,
  passwordField('new-password', `At least ${FIELD_LIMITS.passwordMin} characters.`),
];

export function RegisterPage() {
  const [signUp, inFlight] = useSignUp();
  return (
    <AuthForm
      head={PUBLIC_PAGE_HEADS['/register']}
      title="Create your Swipestack account"
      other={{ prompt: 'Already have an account?', to: '/login', label: 'Sign in' }}
      action="Create account"
      pendingAction="Creating account…"
      failure="Could not create your account. Please try again."
      fields={FIELDS}
      submit={signUp}
      inFlight={inFlight}
    >
      <p className="text-xs text-slate-600">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="underline">
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthForm>
  );
}
