import { FIELD_LIMITS } from '@swipestack/common/limits';
import { roleLabel } from '@swipestack/common/roles';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/formErrors';
import { FormAlert, TextField } from '../forms';
import { type TeamRole, useSendInvite } from './useSendInvite';

/**
 * "Invite people" (admins and owners): an email and a role (Viewer, Editor or Admin; Owner
 * for owners). The link works once, for that address, for 7 days.
 */
export function InviteMemberForm({
  teamId,
  roles,
}: {
  teamId: string;
  /** The roles the viewer may give. */
  roles: readonly TeamRole[];
}) {
  const formId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('VIEWER');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [send, sending] = useSendInvite();

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    setFormError(null);
    send(
      { teamId, email: email.trim(), role },
      {
        onSent: () => {
          setEmail('');
          emailInput.current?.focus();
        },
        onFailed: (split) => {
          setErrors(split.fields);
          setFormError(split.form);
          if (split.fields.email) emailInput.current?.focus();
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${formId}-heading`}>
      <h3 id={`${formId}-heading`} className="text-base font-semibold">
        Invite people
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        We email them a link that works once, for that address, for 7 days. Inviting them again
        sends a new link and keeps the earlier ones working.
      </p>
      <form noValidate onSubmit={onSend} aria-label="Invite people" className="mt-3 space-y-3">
        <FormAlert message={formError} />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
          <TextField
            ref={emailInput}
            id={`${formId}-email`}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            maxLength={FIELD_LIMITS.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <div>
            <label htmlFor={`${formId}-role`} className="block text-sm font-medium text-slate-800">
              Role
            </label>
            <select
              id={`${formId}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value as TeamRole)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </select>
            {errors.role ? (
              <p className="mt-1 text-sm font-medium text-red-700">{errors.role}</p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary sm:mt-6" disabled={sending}>
            {sending ? 'Sending…' : 'Send invite'}
          </button>
        </div>
      </form>
    </section>
  );
}
