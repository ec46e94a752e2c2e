import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { CharacterCount } from '../../forms';

/**
 * A field that looks like text and saves itself: on blur or Enter (Ctrl/⌘+Enter when
 * multiline); Escape reverts. While the field shows an error the refused text stays in it.
 */
export function InlineField({
  label,
  value,
  multiline,
  onSave,
  error,
  maxLength,
  className = '',
  autoFocus,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  onSave: (value: string) => void;
  error?: string | undefined;
  /** The field's limit: the input takes no more, and a count shows near it. */
  maxLength?: number;
  className?: string;
  /** Focused when it appears (the detail opened for editing). */
  autoFocus?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The value comes back to what it was when the server refuses an (optimistic) change, in
  // the same render as the error: the refused text stays in the field to be corrected.
  useEffect(() => {
    if (!error) setDraft(value);
  }, [value, error]);
  const save = () => {
    if (draft !== value) onSave(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && draft !== value) {
      event.stopPropagation();
      setDraft(value);
    }
  };
  const common = {
    id,
    value: draft,
    onBlur: save,
    onKeyDown,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    maxLength,
    'aria-describedby':
      [error ? `${id}-error` : '', maxLength ? `${id}-count` : ''].filter(Boolean).join(' ') ||
      undefined,
    className: `mt-1 block w-full rounded-lg border px-2 py-1.5 hover:border-slate-300 focus:border-indigo-600 ${
      error ? 'border-red-600' : 'border-transparent'
    } ${className}`,
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          placeholder="Add notes…"
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : (
        <input {...common} onChange={(event) => setDraft(event.target.value)} />
      )}
      {maxLength ? (
        <CharacterCount id={`${id}-count`} length={draft.length} max={maxLength} />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
