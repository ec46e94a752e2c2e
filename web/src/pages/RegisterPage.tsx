import { FIELD_LIMITS } from '@swipestack/common/limits';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, TextField } from '../components/forms';
import { PageMeta } from '../components/PageMeta';
import { InviteSignInNote } from '../components/teams/InviteSignInNote';
import { safeNext, withNext } from '../lib/next';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { useAuthForm } from '../lib/useAuthForm';
import { startSession } from '../relay/session';
import { type SignUpInput, useSignUp } from './useSignUp';

const FIELDS = ['name', 'email', 'password'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [signUp, inFlight] = useSignUp();
  const { fieldErrors, formError, fieldRef, submitting, failed, requestFailed } =
    useAuthForm(FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: SignUpInput = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    submitting();
    signUp(input, {
      onSignedUp: () => startSession(navigate, safeNext(next)),
      onFailed: (errors) => failed(errors, 'Could not create your account. Please try again.'),
      onRequestFailed: requestFailed,
    });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/register']} />
      <h1 className="text-2xl font-bold tracking-tight">Create your Swipestack account</h1>
      <p className="mt-2 text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={withNext('/login', next)} className="font-semibold text-indigo-700 underline">
          Sign in
        </Link>
      </p>
      <InviteSignInNote next={next} />
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Create account">
        <FormAlert message={formError} />
        <TextField
          ref={fieldRef('name')}
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={FIELD_LIMITS.personName}
          required
          error={fieldErrors.name}
        />
        <TextField
          ref={fieldRef('email')}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          required
          error={fieldErrors.email}
        />
        <TextField
          ref={fieldRef('password')}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${FIELD_LIMITS.passwordMin} characters.`}
          maxLength={FIELD_LIMITS.password}
          error={fieldErrors.password}
        />
        <button type="submit" className="btn-primary w-full" disabled={inFlight}>
          {inFlight ? 'Creating account…' : 'Create account'}
        </button>
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
      </form>
    </div>
  );
}
