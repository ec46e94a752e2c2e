import { useId } from 'react';
import {
  ADDED_OPTIONS,
  CATEGORY_OPTIONS,
  type DiscoverFilters,
  KIND_OPTIONS,
} from './discoverFilters';

const SELECT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium';

/** Kind, Category and Added: labelled selects whose values live in the address. */
export function DiscoverFilterBar({
  filters,
  onChange,
}: {
  filters: DiscoverFilters;
  onChange: (patch: Partial<DiscoverFilters>) => void;
}) {
  const id = useId();
  const fields = [
    { name: 'kind', label: 'Kind', options: KIND_OPTIONS },
    { name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
    { name: 'added', label: 'Added', options: ADDED_OPTIONS },
  ] as const;
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      {fields.map((field) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium text-slate-700">
            {field.label}
          </label>
          <select
            id={`${id}-${field.name}`}
            value={filters[field.name]}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
            className={SELECT}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
