import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileSection_viewer$key } from '../../__generated__/ProfileSection_viewer.graphql';
import { TextField } from '../forms';
import { useUpdateProfile } from './useUpdateProfile';

/** The viewer's name (shown to teammates and in invites) and email. */
export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSection_viewer on User {
        name
        email
      }
    `,
    viewer,
  );
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(data.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [save, saving] = useUpdateProfile();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setError(undefined);
    save(name, {
      onSaved: setName,
      onFailed: (message) => {
        setError(message);
        input.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-4">
      <TextField
        ref={input}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={FIELD_LIMITS.profileName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <p className="text-sm text-slate-600">
        Email: <span className="font-medium text-slate-900">{data.email}</span>
      </p>
      <button type="submit" className="btn-primary" disabled={saving || name === data.name}>
        {saving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
