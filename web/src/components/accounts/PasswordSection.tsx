import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { PasswordSectionMutation } from '../../__generated__/PasswordSectionMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { FormAlert, TextField } from '../forms';

/** Changes the viewer's password; their other browsers are signed out (docs/auth.md). */
export function PasswordSection() {
  const form = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; form: string | null }>({
    fields: {},
    form: null,
  });
  const [commit, saving] = useMutation<PasswordSectionMutation>(graphql`
    mutation PasswordSectionMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        viewer {
          id
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const focusFirstError = (next: FieldErrors) => {
    const field = ['currentPassword', 'newPassword'].find((name) => next[name]);
    if (field) form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const missing: FieldErrors = {
      ...(currentPassword ? {} : { currentPassword: 'Enter your current password.' }),
      ...(newPassword.length >= FIELD_LIMITS.passwordMin
        ? {}
        : {
            newPassword: `Password must be at least ${FIELD_LIMITS.passwordMin} characters.`,
          }),
    };
    if (Object.keys(missing).length) {
      setErrors({ fields: missing, form: null });
      focusFirstError(missing);
      return;
    }
    setErrors({ fields: {}, form: null });
    commit({
      variables: { input: { currentPassword, newPassword } },
      onCompleted: ({ changePassword }) => {
        const split = splitPayloadErrors(changePassword.errors);
        if (changePassword.viewer) {
          setCurrent('');
          setNew('');
          toast.success('Password changed', {
            description: 'Your other browsers were signed out.',
          });
          return;
        }
        setErrors(split);
        focusFirstError(split.fields);
      },
      onError: (error) => setErrors({ fields: {}, form: requestErrorMessage(error) }),
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Password" className="space-y-4">
      <FormAlert message={errors.form} />
      <TextField
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.fields.currentPassword}
      />
      <TextField
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${FIELD_LIMITS.passwordMin} characters.`}
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
        error={errors.fields.newPassword}
      />
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
