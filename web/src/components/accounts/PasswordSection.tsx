import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/formErrors';
import { FormAlert, TextField } from '../forms';
import { useChangePassword } from './useChangePassword';

/** Changes the viewer's password; their other browsers are signed out (docs/auth.md). */
export function PasswordSection() {
  const form = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; form: string | null }>({
    fields: {},
    form: null,
  });
  const [changePassword, saving] = useChangePassword();

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
    changePassword(
      { currentPassword, newPassword },
      {
        onChanged: () => {
          setCurrent('');
          setNew('');
        },
        onErrors: (next) => {
          setErrors(next);
          focusFirstError(next.fields);
        },
      },
    );
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
