import { AD_COUNTRIES, AD_PLATFORMS, FINDER_LIMITS } from '@swipestack/common/finder';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TextField } from '../forms';
import {
  type FinderSearch,
  type FinderSearchErrors,
  type FinderTab,
  finderSearchErrors,
  finderSearchKey,
  hasFinderSearch,
  NO_FINDER_SEARCH,
  SEARCH_FIELDS,
} from './finderSearch';

const SELECT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm';

export const FILTERS_HINT =
  'Country and platform narrow Meta’s ads and the ads you saved from it; the gallery’s ads have neither.';

/**
 * The search: keyword, brand (a name or a Facebook page id), country, platform and the days the
 * ads ran. The rules the server enforces are checked first (their errors show under their
 * fields, the first one takes the focus); a valid search goes into the address.
 */
export function AdSearchForm({
  search,
  tab,
  onSearch,
}: {
  /** The search in the address: the form shows it again after Back or a reload. */
  search: FinderSearch;
  /** The open tab (Meta's Ad Library needs a keyword or a brand). */
  tab: FinderTab;
  onSearch: (search: FinderSearch) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(search);
  const [errors, setErrors] = useState<FinderSearchErrors>({});
  // The address changed (Back, More from a brand…): the form shows its search.
  const [shownKey, setShownKey] = useState(finderSearchKey(search));
  if (shownKey !== finderSearchKey(search)) {
    setShownKey(finderSearchKey(search));
    setDraft(search);
    setErrors({});
  }

  const refs = {
    keyword: useRef<HTMLInputElement>(null),
    brand: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
  };
  const set = (patch: Partial<FinderSearch>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) {
        if (field === 'keyword' || field === 'brand') {
          delete next.keyword;
          delete next.brand;
        }
        if (field === 'from' || field === 'to') delete next.to;
      }
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = finderSearchErrors(draft, tab);
    setErrors(found);
    const first = SEARCH_FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSearch(draft);
  };

  return (
    <form
      noValidate
      aria-label="Search ads"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={refs.keyword}
          id={`${id}-keyword`}
          name="keyword"
          label="Keyword"
          type="search"
          autoComplete="off"
          maxLength={FINDER_LIMITS.termMax}
          value={draft.keyword}
          onChange={(event) => set({ keyword: event.target.value })}
          error={errors.keyword}
        />
        <TextField
          ref={refs.brand}
          id={`${id}-brand`}
          name="brand"
          label="Brand"
          type="search"
          autoComplete="off"
          placeholder="Brand name or Facebook page id"
          maxLength={FINDER_LIMITS.termMax}
          value={draft.brand}
          onChange={(event) => set({ brand: event.target.value })}
          error={errors.brand}
        />
      </div>
      <fieldset aria-describedby={`${id}-filters-hint`}>
        <legend className="sr-only">Filters</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          <div>
            <label htmlFor={`${id}-country`} className="block text-sm font-medium text-slate-800">
              Country
            </label>
            <select
              id={`${id}-country`}
              value={draft.country}
              onChange={(event) => set({ country: event.target.value })}
              className={SELECT}
            >
              {AD_COUNTRIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-platform`} className="block text-sm font-medium text-slate-800">
              Platform
            </label>
            <select
              id={`${id}-platform`}
              value={draft.platform}
              onChange={(event) => set({ platform: event.target.value })}
              className={SELECT}
            >
              <option value="">Any platform</option>
              {AD_PLATFORMS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={`${id}-from`}
            name="from"
            label="Running from"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            ref={refs.to}
            id={`${id}-to`}
            name="to"
            label="Running to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
            error={errors.to}
          />
        </div>
        <p id={`${id}-filters-hint`} className="mt-2 text-sm text-slate-600">
          {FILTERS_HINT}
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {hasFinderSearch(search) ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onSearch(NO_FINDER_SEARCH)}
          >
            Clear search
          </button>
        ) : null}
      </div>
    </form>
  );
}
