import { FIELD_LIMITS } from '@swipestack/common/limits';
import { type FormEvent, useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TagRow_tag$data, TagRow_tag$key } from '../../__generated__/TagRow_tag.graphql';
import { deleteTagQuestion, swipeCountLabel } from '../../lib/tags';
import { CharacterCount } from '../forms';

export type Tag = TagRow_tag$data;

/** What a row shows: the tag, its rename form (with the name typed so far), or the delete question. */
export type TagRowMode =
  | { kind: 'view' }
  | { kind: 'rename'; draft: string; error: string | null; saving: boolean }
  | { kind: 'confirm'; deleting: boolean };

export interface TagRowActions {
  startRename: (tag: Tag) => void;
  changeDraft: (tag: Tag, title: string) => void;
  saveRename: (event: FormEvent<HTMLFormElement>, tag: Tag) => void;
  cancelRename: () => void;
  askDelete: (tag: Tag) => void;
  confirmDelete: (tag: Tag) => void;
  cancelDelete: () => void;
}

/** One tag of the tag manager. Buttons carry `data-focus` keys the dialog moves focus to. */
export function TagRow({
  tag: tagKey,
  mode,
  actions,
}: {
  tag: TagRow_tag$key;
  mode: TagRowMode;
  actions: TagRowActions;
}) {
  const tag = useFragment(
    graphql`
      fragment TagRow_tag on Tag {
        id
        title
        swipeCount
      }
    `,
    tagKey,
  );
  const inputId = useId();
  const errorId = useId();

  if (mode.kind === 'rename') {
    return (
      <form
        noValidate
        onSubmit={(event) => actions.saveRename(event, tag)}
        aria-label={`Rename tag ${tag.title}`}
      >
        <label htmlFor={inputId} className="block text-xs font-semibold text-slate-600">
          Tag name
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            value={mode.draft}
            onChange={(event) => actions.changeDraft(tag, event.target.value)}
            maxLength={FIELD_LIMITS.tagTitle}
            // biome-ignore lint/a11y/noAutofocus: the input replaces the Rename button the user just pressed
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            aria-invalid={mode.error ? true : undefined}
            aria-describedby={`${mode.error ? `${errorId} ` : ''}${inputId}-count`}
            className={`min-w-0 flex-1 rounded-lg border px-3 py-1.5 text-sm ${
              mode.error ? 'border-red-600' : 'border-slate-300'
            }`}
          />
          <button type="submit" className="btn-primary !px-3 !py-1.5" disabled={mode.saving}>
            {mode.saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn-secondary !py-1.5" onClick={actions.cancelRename}>
            Cancel
          </button>
        </div>
        <CharacterCount
          id={`${inputId}-count`}
          length={mode.draft.length}
          max={FIELD_LIMITS.tagTitle}
        />
        {mode.error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {mode.error}
          </p>
        ) : null}
      </form>
    );
  }

  if (mode.kind === 'confirm') {
    return (
      <fieldset className="rounded-lg border border-red-200 bg-red-50 p-3">
        <legend className="sr-only">Confirm deletion</legend>
        <p className="text-sm font-medium text-red-900">{deleteTagQuestion(tag)}</p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={() => actions.confirmDelete(tag)}
            disabled={mode.deleting}
            className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {mode.deleting ? 'Deleting…' : 'Yes, delete'}
          </button>
          <button
            type="button"
            data-focus={`cancel-delete:${tag.id}`}
            className="btn-secondary !py-1.5"
            onClick={actions.cancelDelete}
          >
            Cancel
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
        #{tag.title}
      </span>
      <span className="text-xs text-slate-500">{swipeCountLabel(tag.swipeCount)}</span>
      <button
        type="button"
        data-focus={`rename:${tag.id}`}
        aria-label={`Rename tag ${tag.title}`}
        onClick={() => actions.startRename(tag)}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold hover:bg-slate-50"
      >
        Rename
      </button>
      <button
        type="button"
        data-focus={`delete:${tag.id}`}
        aria-label={`Delete tag ${tag.title}`}
        onClick={() => actions.askDelete(tag)}
        className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
      >
        Delete
      </button>
    </div>
  );
}
