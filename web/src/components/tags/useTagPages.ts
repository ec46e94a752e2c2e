import { FIRST_PAGE, SEARCH_DELAY_MS } from '@swipestack/common/lists';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useDebounced } from '../../lib/useDebounced';

interface Pagination {
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  isLoadingNext: boolean;
  refetch: (
    variables: { search: string | null; count: number; cursor: null },
    options: { fetchPolicy: 'network-only' },
  ) => unknown;
}

/**
 * The tag manager's pages: the search box, which narrows the list on the server (tags beyond
 * the loaded pages too), and "Show more", after which the focus goes to the first tag it
 * loaded (the button may be gone).
 */
export function useTagPages(
  tags: readonly { id: string }[],
  { loadNext, isLoadingNext, refetch }: Pagination,
  moveFocus: (key: string) => void,
) {
  const [search, setSearch] = useState('');
  const applied = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [searching, startSearch] = useTransition();
  const firstSearch = useRef(applied);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (applied === firstSearch.current) return;
    firstSearch.current = applied;
    startSearch(() => {
      refetch(
        { search: applied || null, count: FIRST_PAGE, cursor: null },
        { fetchPolicy: 'network-only' },
      );
    });
  }, [applied, refetch]);

  useEffect(() => {
    if (focusIndex === null) return;
    const tag = tags[focusIndex];
    // The page may render after loadNext completes: wait for it.
    if (!tag && isLoadingNext) return;
    setFocusIndex(null);
    // Nothing new (an empty page): focus stays on the Show more button.
    if (tag) moveFocus(`rename:${tag.id}`);
  }, [focusIndex, tags, isLoadingNext, moveFocus]);

  const showMore = () => {
    if (isLoadingNext) return;
    const firstNew = tags.length;
    loadNext(FIRST_PAGE, { onComplete: (error) => (error ? undefined : setFocusIndex(firstNew)) });
  };

  return { search, setSearch, applied, searching, showMore };
}
