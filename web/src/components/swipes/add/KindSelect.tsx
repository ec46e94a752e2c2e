import { useId } from 'react';
import type { SwipeKindValue } from '../../../lib/swipeKinds';

type KindOptions = ReadonlyArray<{ value: SwipeKindValue; label: string }>;

/** The kinds a web page swipe can be. */
export const URL_KINDS: KindOptions = [
  { value: 'WEBSITE', label: 'Website' },
  { value: 'LANDING_PAGE', label: 'Landing page' },
  { value: 'AD', label: 'Ad' },
];

/** The kinds a text swipe can be. */
export const TEXT_KINDS: KindOptions = [
  { value: 'AD', label: 'Ad copy' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'LANDING_PAGE', label: 'Landing page' },
  { value: 'WEBSITE', label: 'Website' },
];

export function KindSelect({
  value,
  onChange,
  options,
  error,
}: {
  value: string;
  onChange: (value: SwipeKindValue) => void;
  options: KindOptions;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Kind
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SwipeKindValue)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}
