import { type KeyboardEvent, useId, useState } from 'react';
import { applyTagInput, suggestTags } from '../tags';
import { Icon } from './Icon';

export interface TagInputProps {
  label?: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Tag titles to offer: those typed text matches and not yet chosen are shown. */
  suggestions: readonly string[];
  /** The text being typed, for an app that asks its server for suggestions beyond its page. */
  onTextChange?: (text: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The extension popup's smaller type. */
  compact?: boolean;
}

/**
 * The tag box of the web app and the extension: chips plus a text box. Enter or a comma adds
 * what was typed (a pasted list too), Backspace on an empty box removes the last chip.
 */
export function TagInput({
  label = 'Tags',
  value,
  onChange,
  suggestions,
  onTextChange,
  error,
  disabled,
  compact = false,
}: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const offered = suggestTags(suggestions, value, text, 6);
  const type = compact ? 'text-xs' : 'text-sm';

  const show = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };
  const onType = (next: string) => {
    const { tags, rest } = applyTagInput(value, next);
    if (tags.length !== value.length) onChange(tags);
    show(rest);
  };
  const commit = () => {
    const { tags } = applyTagInput(value, text, true);
    if (tags.length !== value.length) onChange(tags);
    if (text) show('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag; it never submits the form around the box.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={
          compact
            ? 'block text-xs font-semibold text-slate-700'
            : 'block text-sm font-medium text-slate-800'
        }
      >
        {label}
      </label>
      <div
        className={`mt-1 flex flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:border-indigo-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        {value.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {value.map((tag) => (
              <li
                key={tag}
                className={`inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-indigo-800 ${type}`}
              >
                {tag}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full px-1 leading-none hover:bg-indigo-100"
                >
                  <Icon name="close" className="block size-3" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
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
          className={`min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 focus:outline-none ${type}`}
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
                show('');
              }}
              className="rounded-full border border-slate-300 px-2 py-0.5 hover:bg-slate-100"
            >
              {tag}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`mt-1 font-medium text-red-700 ${type}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
