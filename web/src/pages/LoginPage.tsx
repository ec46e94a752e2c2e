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
import { type SignInInput, useSignIn } from './useSignIn';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [signIn, inFlight] = useSignIn();
  const { fieldErrors, formError, fieldRef, submitting, failed, requestFailed } =
    useAuthForm(FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: SignInInput = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    submitting();
    signIn(input, {
      onSignedIn: () => startSession(navigate, safeNext(next)),
      onFailed: (errors) => failed(errors, 'Sign-in failed. Please try again.'),
      onRequestFailed: requestFailed,
    });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/login']} />
      <h1 className="text-2xl font-bold tracking-tight">Sign in to Swipestack</h1>
      <p className="mt-2 text-sm text-slate-600">
        New here?{' '}
        <Link to={withNext('/register', next)} className="font-semibold text-indigo-700 underline">
          Create an account
        </Link>
      </p>
      <InviteSignInNote next={next} />
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Sign in">
        <FormAlert message={formError} />
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
          autoComplete="current-password"
          maxLength={FIELD_LIMITS.password}
          required
          error={fieldErrors.password}
        />
        <button type="submit" className="btn-primary w-full" disabled={inFlight}>
          {inFlight ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
