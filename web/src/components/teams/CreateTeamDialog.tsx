import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert, TextField } from '../forms';
import { Modal } from '../swipes/Modal';
import { useCreateTeam } from './useCreateTeam';

function CreateTeamForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [create, inFlight] = useCreateTeam(userId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    // Spec §5: an empty name (or no session) does nothing.
    if (!clean || !userId || inFlight) {
      input.current?.focus();
      return;
    }
    setNameError(undefined);
    setFormError(null);
    create(clean, {
      onCreated: onDone,
      onFailed: (split) => {
        setNameError(split.fields.name);
        setFormError(split.form);
        if (split.fields.name) input.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="New team">
      <FormAlert message={formError} />
      <TextField
        ref={input}
        id={nameId}
        name="name"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        autoComplete="off"
        maxLength={FIELD_LIMITS.teamName}
        hint="You become its owner and can invite people."
        autoFocus
      />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={inFlight}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={inFlight}>
          {inFlight ? 'Creating…' : 'Create team'}
        </button>
      </div>
    </form>
  );
}

/** The team-creation form, in a modal (spec §2). */
export function CreateTeamDialog({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(value) => (value ? undefined : onClose())}
      title="New team"
      description="A shared workspace: its swipes, tags and collections belong to the team."
    >
      {open ? <CreateTeamForm userId={userId} onDone={onClose} /> : null}
    </Modal>
  );
}
