import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  LoginPageSignInMutation,
  SignInInput,
} from '../__generated__/LoginPageSignInMutation.graphql';
import { FormAlert, TextField } from '../components/forms';
import {
  type FieldErrors,
  firstInvalidField,
  NETWORK_ERROR_MESSAGE,
  splitPayloadErrors,
  validateSignIn,
} from '../lib/authForms';
import { safeNext, withNext } from '../lib/next';
import { pageTitle } from '../lib/site';
import { startSession } from '../relay/session';

const FIELDS = ['email', 'password'] as const;

function useSignInMutation() {
  return useMutation<LoginPageSignInMutation>(graphql`
    mutation LoginPageSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          id
          name
        }
        errors {
          __typename
          ... on FieldError {
            field
            message
          }
          ... on InvalidCredentialsError {
            message
          }
          ... on RateLimitError {
            message
            retryAfterSeconds
          }
        }
      }
    }
  `);
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [commit, inFlight] = useSignInMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  // Move focus to the first invalid field after each failed attempt.
  useEffect(() => {
    if (attempt === 0) return;
    const field = firstInvalidField(FIELDS, fieldErrors);
    if (field) inputs.current[field]?.focus();
  }, [attempt, fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: SignInInput = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const clientErrors = validateSignIn(input);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFieldErrors(clientErrors);
      setAttempt((n) => n + 1);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input },
      onCompleted: ({ signIn }) => {
        if (signIn.viewer && signIn.errors.length === 0) {
          startSession(navigate, safeNext(next));
          return;
        }
        const { fields, form: formMessage } = splitPayloadErrors(signIn.errors);
        setFieldErrors(fields);
        setFormError(
          formMessage ?? (Object.keys(fields).length ? null : 'Sign-in failed. Please try again.'),
        );
        setAttempt((n) => n + 1);
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>{pageTitle('Sign in')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Sign in to Swipestack</h1>
      <p className="mt-2 text-sm text-slate-600">
        New here?{' '}
        <Link to={withNext('/register', next)} className="font-semibold text-indigo-700 underline">
          Create an account
        </Link>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Sign in">
        <FormAlert message={formError} />
        <TextField
          ref={(el) => {
            inputs.current.email = el;
          }}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <TextField
          ref={(el) => {
            inputs.current.password = el;
          }}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
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
