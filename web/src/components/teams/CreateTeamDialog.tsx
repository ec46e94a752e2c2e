import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { CreateTeamDialogMutation } from '../../__generated__/CreateTeamDialogMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { selectTeam } from '../../lib/teamSelection';
import { FormAlert, TextField } from '../forms';
import { Modal } from '../swipes/Modal';
import { addTeamToViewer, refreshTeamsSoon } from './teamStore';

const CREATE_FAILED = 'Unable to create new team';

function CreateTeamForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const environment = useRelayEnvironment();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<CreateTeamDialogMutation>(graphql`
    mutation CreateTeamDialogMutation($input: CreateTeamInput!) {
      createTeam(input: $input) {
        team {
          id
          name
          type
          plan
          viewerRole
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

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
    commit({
      variables: { input: { name: clean } },
      updater: (store) => {
        const team = store.getRootField('createTeam')?.getLinkedRecord('team');
        if (team) addTeamToViewer(store, team);
      },
      onCompleted: ({ createTeam }) => {
        if (createTeam.team && createTeam.errors.length === 0) {
          selectTeam(userId, createTeam.team.id);
          toast.success('Team created', { description: createTeam.team.name });
          refreshTeamsSoon(environment);
          onDone();
          return;
        }
        const split = splitPayloadErrors(createTeam.errors);
        setNameError(split.fields.name);
        setFormError(split.form);
        const message = split.form ?? split.fields.name;
        toast.error(CREATE_FAILED, message ? { description: message } : {});
        if (split.fields.name) input.current?.focus();
      },
      onError: () => {
        toast.error(CREATE_FAILED);
        setFormError(CREATE_FAILED);
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
