import { needsServerSearch } from '@swipestack/common/lists';
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { Filters } from './filters';

/**
 * A tag deleted (in the tag manager) while it filters the list: show all tags again. Beyond
 * the loaded page, the store tells (the delete mutation removes the record).
 */
export function useTagFilterReset(
  filters: Filters,
  setFilters: Dispatch<SetStateAction<Filters>>,
  tags: ReadonlyArray<{ readonly id: string }>,
  tagCount: number,
) {
  const environment = useRelayEnvironment();
  const filteredTagGone =
    Boolean(filters.tagId) &&
    !tags.some((tag) => tag.id === filters.tagId) &&
    (!needsServerSearch(tagCount, tags.length) ||
      environment.getStore().getSource().get(filters.tagId) === null);
  useEffect(() => {
    if (filteredTagGone) setFilters((current) => ({ ...current, tagId: '' }));
  }, [filteredTagGone, setFilters]);
}
