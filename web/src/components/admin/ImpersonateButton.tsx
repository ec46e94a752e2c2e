import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useId, useState } from 'react';
import { CharacterCount, FormAlert } from '../forms';
import { Modal } from '../swipes/Modal';
import { type ImpersonationErrors, useStartImpersonation } from './useStartImpersonation';

const REASON_MAX = FIELD_LIMITS.impersonationReason;

/**
 * "Impersonate": asks for the reason (the user will see it in their Settings), then loads the
 * app as the user. Administrators and disabled accounts cannot be impersonated.
 */
export function ImpersonateButton({
  userId,
  email,
  refusal,
}: {
  userId: string;
  email: string;
  /** Why it cannot be done for this account, or null. */
  refusal: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ImpersonationErrors>({});
  const reasonId = useId();
  const [start, starting] = useStartImpersonation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    if (!reason.trim()) {
      setErrors({ reason: 'Give the reason for viewing this account.' });
      return;
    }
    setErrors({});
    start(userId, reason, setErrors);
  };

  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        disabled={refusal !== null}
        title={refusal ?? undefined}
        onClick={() => setOpen(true)}
      >
        Impersonate
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Impersonate this user?"
        description={`You will see Swipestack as ${email} sees it, for up to 60 minutes. Changing their password, email, billing, tokens or sessions and deleting anything are refused; everything else you change is recorded with your name. They will see in their Settings that an administrator viewed the account, when, and why.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormAlert message={errors.form ?? null} />
          <div>
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              Reason
            </label>
            <textarea
              id={reasonId}
              name="reason"
              required
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${reasonId}-hint${errors.reason ? ` ${reasonId}-error` : ''}`}
              className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base shadow-sm sm:text-sm ${
                errors.reason ? 'border-red-600' : 'border-slate-300'
              }`}
            />
            <p id={`${reasonId}-hint`} className="mt-1 text-sm text-slate-600">
              Shown to the user and kept in the audit log, e.g. a support ticket. At most{' '}
              {REASON_MAX} characters.
            </p>
            <CharacterCount id={`${reasonId}-count`} length={reason.length} max={REASON_MAX} />
            {errors.reason ? (
              <p id={`${reasonId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={starting}>
              {starting ? 'Starting…' : 'Start impersonation'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
