import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { TextField } from '../forms';
import { ShownOnceSecret } from '../ShownOnceSecret';
import { type ApiTokenScope, useCreateApiToken } from './useCreateApiToken';

/** The lifetimes the server accepts (services/accounts/access.ts), in days; '' is no expiry. */
const LIFETIMES = [
  { value: '', label: 'Never' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
] as const;
const SCOPES: { value: ApiTokenScope; label: string }[] = [
  { value: 'FULL', label: 'Full access' },
  { value: 'READ_ONLY', label: 'Read only (queries, no changes)' },
];
const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm';

/** "New token": name, lifetime and access; the secret is shown once, above the form. */
export function NewApiTokenForm({
  viewerId,
  nameInput,
}: {
  viewerId: string;
  /** The name field, which also takes the focus when the last token is revoked. */
  nameInput: RefObject<HTMLInputElement | null>;
}) {
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<string>('');
  const [scope, setScope] = useState<ApiTokenScope>('FULL');
  const [error, setError] = useState<string | undefined>(undefined);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const lifetimeId = useId();
  const scopeId = useId();
  const [create, creating] = useCreateApiToken(viewerId);

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    setError(undefined);
    create(
      { name, expiresInDays: lifetime ? Number(lifetime) : null, scope },
      {
        onCreated: (created) => {
          setSecret(created);
          setName('');
          setLifetime('');
          setScope('FULL');
        },
        onFailed: (message) => {
          setError(message);
          nameInput.current?.focus();
        },
      },
    );
  };

  return (
    <>
      {secret ? (
        <ShownOnceSecret
          message={`“${secret.name}” created. Copy the token now: it is not shown again.`}
          secret={secret.token}
          copied="Token"
          onDone={() => setSecret(null)}
        />
      ) : null}

      <form noValidate onSubmit={onCreate} aria-label="New token" className="space-y-3">
        <TextField
          ref={nameInput}
          name="tokenName"
          label="New token name"
          hint="What will use it, e.g. “Zapier” or “My script”. Send it as Authorization: Bearer <token>."
          autoComplete="off"
          maxLength={FIELD_LIMITS.tokenName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={lifetimeId} className="block text-sm font-medium text-slate-800">
              Expires after
            </label>
            <select
              id={lifetimeId}
              value={lifetime}
              onChange={(event) => setLifetime(event.target.value)}
              className={selectClass}
            >
              {LIFETIMES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={scopeId} className="block text-sm font-medium text-slate-800">
              Access
            </label>
            <select
              id={scopeId}
              value={scope}
              onChange={(event) => setScope(event.target.value as ApiTokenScope)}
              className={selectClass}
            >
              {SCOPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="btn-primary" disabled={creating}>
          {creating ? 'Creating…' : 'Create token'}
        </button>
      </form>
    </>
  );
}
