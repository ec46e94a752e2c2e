import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamNameForm_team$key } from '../../__generated__/TeamNameForm_team.graphql';
import { FormAlert, TextField } from '../forms';
import { useRenameTeam } from './useRenameTeam';

/** The team's name; owners rename it: 'Team edited' / 'Unable to edit team' (spec §8). */
export function TeamNameForm({ team, owner }: { team: TeamNameForm_team$key; owner: boolean }) {
  const data = useFragment(
    graphql`
      fragment TeamNameForm_team on Team {
        id
        name
      }
    `,
    team,
  );
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(data.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  // The field follows the name (another owner's rename arrives live), except when a refused
  // rename takes the optimistic name back: then it keeps what was typed, beside the error.
  const revertedTo = useRef<string | null>(null);
  useEffect(() => {
    if (data.name === revertedTo.current) revertedTo.current = null;
    else setName(data.name);
  }, [data.name]);
  const [rename, saving] = useRenameTeam();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    // Like creation (spec §5): an empty name sends nothing; nor does an unchanged one.
    if (!clean || clean === data.name || saving) {
      if (!clean) input.current?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    revertedTo.current = data.name;
    rename(data.id, clean, {
      onEdited: () => {
        revertedTo.current = null;
      },
      onFailed: (split) => {
        setError(split.fields.name);
        setFormError(split.form);
      },
    });
  };

  if (!owner) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold">
          {data.name}
        </h3>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Team name
      </h3>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Rename team"
        className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <div className="sm:col-span-2">
          <FormAlert message={formError} />
        </div>
        <TextField
          ref={input}
          id={inputId}
          name="name"
          label="Name"
          autoComplete="off"
          maxLength={FIELD_LIMITS.teamName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <button type="submit" className="btn-secondary sm:mt-6" disabled={saving}>
          {saving ? 'Saving…' : 'Save name'}
        </button>
      </form>
    </section>
  );
}
