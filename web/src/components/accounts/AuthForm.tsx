import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNext, withNext } from '../../lib/next';
import type { PageHead } from '../../lib/pageHead';
import { startSession } from '../../relay/session';
import { FormAlert, TextField, type TextFieldProps } from '../forms';
import { PageMeta } from '../PageMeta';
import type { AuthCallbacks } from './authMutation';
import { InviteSignInNote } from './InviteSignInNote';
import { useAuthForm } from './useAuthForm';

export interface AuthField<F extends string>
  extends Omit<TextFieldProps, 'name' | 'ref' | 'error'> {
  name: F;
}

export const EMAIL_FIELD: AuthField<'email'> = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  maxLength: FIELD_LIMITS.email,
};

/** The password field: the one in use to sign in, a new one to sign up (with a hint). */
export function passwordField(
  autoComplete: 'current-password' | 'new-password',
  hint?: string,
): AuthField<'password'> {
  return {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete,
    hint,
    maxLength: FIELD_LIMITS.password,
  };
}

interface AuthFormProps<F extends string> {
  head: PageHead;
  title: string;
  /** The other form, for who came to the wrong one: "New here? Create an account". */
  other: { prompt: string; to: string; label: string };
  /** The form's accessible name and its button. */
  action: string;
  pendingAction: string;
  /** Shown when the attempt failed without a message of the server's. */
  failure: string;
  /** In form order: the first invalid one takes the focus after a failed attempt. */
  fields: readonly AuthField<F>[];
  submit: (values: Record<F, string>, callbacks: AuthCallbacks) => void;
  inFlight: boolean;
  children?: ReactNode;
}

/**
 * The sign-in and sign-up page: its fields go to `submit` (trimmed, passwords as typed), the
 * server's typed errors come back to the fields, and success starts the session at `?next=`.
 */
export function AuthForm<F extends string>({
  head,
  title,
  other,
  action,
  pendingAction,
  failure,
  fields,
  submit,
  inFlight,
  children,
}: AuthFormProps<F>) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const names = useMemo(() => fields.map((field) => field.name), [fields]);
  const { fieldErrors, formError, fieldRef, submitting, failed, requestFailed } =
    useAuthForm(names);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {} as Record<F, string>;
    for (const { name, type } of fields) {
      const value = String(form.get(name) ?? '');
      values[name] = type === 'password' ? value : value.trim();
    }
    submitting();
    submit(values, {
      onSignedIn: () => startSession(navigate, safeNext(next)),
      onFailed: (errors) => failed(errors, failure),
      onRequestFailed: requestFailed,
    });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageMeta {...head} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {other.prompt}{' '}
        <Link to={withNext(other.to, next)} className="font-semibold text-indigo-700 underline">
          {other.label}
        </Link>
      </p>
      <InviteSignInNote next={next} />
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label={action}>
        <FormAlert message={formError} />
        {fields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            ref={fieldRef(field.name)}
            required
            error={fieldErrors[field.name]}
          />
        ))}
        <button type="submit" className="btn-primary w-full" disabled={inFlight}>
          {inFlight ? pendingAction : action}
        </button>
        {children}
      </form>
    </div>
  );
}
