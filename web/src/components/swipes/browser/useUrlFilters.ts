import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../../lib/useDebounced';
import { type Filters, NO_FILTERS } from './filters';
import { filtersFromQuery, urlFiltersKey, withFilters } from './urlFilters';

/**
 * The swipe list's filters as typed (`filters`) and as applied (`applied`: the search once it
 * stayed the same for `searchDelayMs`), starting from the address and kept in it. The address
 * is replaced, not pushed, so typing adds no history entries; an address changed by back,
 * forward or a link sets the filters again.
 */
export function useUrlFilters(searchDelayMs: number): {
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
  applied: Filters;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({
    ...NO_FILTERS,
    ...filtersFromQuery(searchParams),
  }));
  const search = useDebounced(filters.search, searchDelayMs);
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);

  const fromUrl = filtersFromQuery(searchParams);
  const urlKey = urlFiltersKey(fromUrl);
  const typedKey = urlFiltersKey(filters);
  const appliedKey = urlFiltersKey(applied);
  // The filters the address was last seen or written with.
  const written = useRef(urlKey);
  const latest = useRef({ fromUrl, applied });
  latest.current = { fromUrl, applied };

  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    const { fromUrl: next } = latest.current;
    setFilters((current) =>
      urlFiltersKey(current) === urlKey ? current : { ...current, ...next },
    );
  }, [urlKey]);

  useEffect(() => {
    // Wait for the search to settle: until then `applied` mixes old and new filters.
    if (appliedKey !== typedKey || appliedKey === written.current) return;
    written.current = appliedKey;
    const { applied: next } = latest.current;
    setSearchParams((current) => withFilters(current, next), {
      replace: true,
      preventScrollReset: true,
    });
  }, [appliedKey, typedKey, setSearchParams]);

  return { filters, setFilters, applied };
}
