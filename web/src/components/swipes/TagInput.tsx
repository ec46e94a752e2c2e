import { needsServerSearch } from '@swipestack/common/lists';
import { applyTagInput, suggestTags } from '@swipestack/common/tags';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTeamSearch } from './teamSearch';

interface Props {
  label?: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Existing tag titles of the team (its loaded page), offered as suggestions. */
  suggestions: readonly string[];
  /** The team and how many tags it has: beyond the loaded page, typing asks the server. */
  teamId?: string;
  tagCount?: number;
  error?: string | undefined;
  disabled?: boolean;
}

/** Chips plus a text box: Enter or a comma adds a tag, Backspace on an empty box removes one. */
export function TagInput({
  label = 'Tags',
  value,
  onChange,
  suggestions,
  teamId,
  tagCount = 0,
  error,
  disabled,
}: Props) {
  const id = useId();
  const [text, setText] = useState('');
  // Past the loaded page the suggestions for typed text come from the server's search.
  const remote = Boolean(teamId) && needsServerSearch(tagCount, suggestions.length);
  const typed = text.trim() !== '';
  const found = useTeamSearch('tags', teamId ?? '', text, remote && typed);
  const pool = remote && typed ? found.items.map((tag) => tag.label) : suggestions;
  const offered = suggestTags(pool, value, text, 6);

  const onType = (next: string) => {
    const { tags, rest } = applyTagInput(value, next);
    if (tags.length !== value.length) onChange(tags);
    setText(rest);
  };
  const commit = () => {
    const { tags } = applyTagInput(value, text, true);
    if (tags.length !== value.length) onChange(tags);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`mt-1 flex flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:border-indigo-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-sm text-indigo-800"
          >
            {tag}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(value.filter((t) => t !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="rounded-full px-1 leading-none hover:bg-indigo-100"
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          disabled={disabled}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          placeholder={value.length ? '' : 'Type a tag, then Enter or comma'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm focus:outline-none"
        />
      </div>
      {offered.length ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-slate-600">
          <span>Existing:</span>
          {offered.map((tag) => (
            <button
              key={tag}
              type="button"
              disabled={disabled}
              // mousedown keeps the text box from committing its half-typed text first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange([...value, tag]);
                setText('');
              }}
              className="rounded-full border border-slate-300 px-2 py-0.5 hover:bg-slate-100"
            >
              {tag}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
