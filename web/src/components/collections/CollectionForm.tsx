import { FIELD_LIMITS, limitText } from '@swipestack/common/limits';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, type PayloadErrorRef, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { CharacterCount, FormAlert, TextField } from '../forms';
import { useCreateCollection } from './useCreateCollection';
import { useUpdateCollection } from './useUpdateCollection';

/** What the form starts from: a new collection (`id` null) or one being edited. */
export interface CollectionDraft {
  id: string | null;
  name: string;
  description: string;
}

/** Creates a collection, or edits one's name and description (the modals of /collections). */
export function CollectionForm({
  teamId,
  editing,
  onDone,
}: {
  teamId: string;
  editing: CollectionDraft;
  onDone: () => void;
}) {
  const descriptionId = useId();
  const [name, setName] = useState(editing.name);
  const [description, setDescription] = useState(editing.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useCreateCollection(teamId);
  const [update, updating] = useUpdateCollection(teamId);
  const busy = creating || updating;

  const onFailed = (errorList: readonly PayloadErrorRef[] | Error) => {
    if (errorList instanceof Error) {
      setFormError(requestErrorMessage(errorList));
      return;
    }
    const split = splitPayloadErrors(errorList);
    setErrors(split.fields);
    setFormError(split.form ?? (Object.keys(split.fields).length ? null : 'Could not save.'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const fields = { name: name.trim(), description: description.trim() || null };
    const callbacks = { onSaved: onDone, onFailed };
    if (editing.id) update(editing.id, fields, callbacks);
    else create(fields, callbacks);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Collection">
      <FormAlert message={formError} />
      <TextField
        name="name"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={FIELD_LIMITS.collectionName}
        error={errors.name}
        autoFocus
      />
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800">
          Description (optional)
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={FIELD_LIMITS.collectionDescription}
          aria-describedby={`${descriptionId}-limit ${descriptionId}-count`}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <p id={`${descriptionId}-limit`} className="mt-1 text-xs text-slate-600">
          {limitText(FIELD_LIMITS.collectionDescription)}
        </p>
        <CharacterCount
          id={`${descriptionId}-count`}
          length={description.length}
          max={FIELD_LIMITS.collectionDescription}
        />
        {errors.description ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.description}</p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : editing.id ? 'Save changes' : 'Create collection'}
        </button>
      </div>
    </form>
  );
}
