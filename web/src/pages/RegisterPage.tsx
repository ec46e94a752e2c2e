import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  RegisterPageSignUpMutation,
  SignUpInput,
} from '../__generated__/RegisterPageSignUpMutation.graphql';
import { FormAlert, TextField } from '../components/forms';
import {
  type FieldErrors,
  firstInvalidField,
  NETWORK_ERROR_MESSAGE,
  PASSWORD_MIN_LENGTH,
  splitPayloadErrors,
  validateRegistration,
} from '../lib/authForms';
import { safeNext, withNext } from '../lib/next';
import { pageTitle } from '../lib/site';
import { startSession } from '../relay/session';

const FIELDS = ['name', 'email', 'password'] as const;

function useSignUpMutation() {
  return useMutation<RegisterPageSignUpMutation>(graphql`
    mutation RegisterPageSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
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
        }
      }
    }
  `);
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [commit, inFlight] = useSignUpMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  useEffect(() => {
    if (attempt === 0) return;
    const field = firstInvalidField(FIELDS, fieldErrors);
    if (field) inputs.current[field]?.focus();
  }, [attempt, fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: SignUpInput = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const clientErrors = validateRegistration(input);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFieldErrors(clientErrors);
      setAttempt((n) => n + 1);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input },
      onCompleted: ({ signUp }) => {
        if (signUp.viewer && signUp.errors.length === 0) {
          startSession(navigate, safeNext(next));
          return;
        }
        const { fields, form: formMessage } = splitPayloadErrors(signUp.errors);
        setFieldErrors(fields);
        setFormError(
          formMessage ??
            (Object.keys(fields).length
              ? null
              : 'Could not create your account. Please try again.'),
        );
        setAttempt((n) => n + 1);
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  const fieldRef = (field: string) => (el: HTMLInputElement | null) => {
    inputs.current[field] = el;
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>{pageTitle('Create your account')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Create your Swipestack account</h1>
      <p className="mt-2 text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={withNext('/login', next)} className="font-semibold text-indigo-700 underline">
          Sign in
        </Link>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Create account">
        <FormAlert message={formError} />
        <TextField
          ref={fieldRef('name')}
          name="name"
          label="Name"
          autoComplete="name"
          required
          error={fieldErrors.name}
        />
        <TextField
          ref={fieldRef('email')}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
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
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
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
