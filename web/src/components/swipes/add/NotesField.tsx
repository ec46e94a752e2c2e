import { FIELD_LIMITS, limitText } from '@swipestack/common/limits';
import { useId } from 'react';
import { CharacterCount } from '../../forms';

export function NotesField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Notes
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={FIELD_LIMITS.swipeNotes}
        aria-describedby={`${id}-limit ${id}-count`}
        aria-invalid={error ? true : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      <p id={`${id}-limit`} className="mt-1 text-xs text-slate-600">
        {limitText(FIELD_LIMITS.swipeNotes)}
      </p>
      <CharacterCount id={`${id}-count`} length={value.length} max={FIELD_LIMITS.swipeNotes} />
    </div>
  );
}
