import { useId } from 'react';

/** The tag manager's search box, and what the list shows ("Showing 3 of 120 tags …"). */
export function TagSearch({
  value,
  onChange,
  applied,
  searching,
  shown,
  total,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The search the list shows (debounced). */
  applied: string;
  searching: boolean;
  shown: number;
  total: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
        Search tags
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
      />
      <p className="mt-1 text-xs text-slate-500" role="status">
        {searching
          ? 'Searching…'
          : `Showing ${shown} of ${total} ${total === 1 ? 'tag' : 'tags'}${applied ? ` matching “${applied}”` : ''}`}
      </p>
    </div>
  );
}
