import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { requestErrorMessage } from '../relay/requestErrors';

interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
}

/**
 * "Show more" for a list read through `usePaginationFragment`: loads the next `pageSize`
 * items, then moves keyboard focus to the first item it added (a list's `<li>`s carry
 * `tabIndex={-1}`; in a table body, the row's first link or `tabIndex={-1}` cell), so keyboard
 * and screen-reader users carry on where the new items start.
 */
export function useShowMore<E extends HTMLElement = HTMLUListElement>(
  shown: number,
  pageSize: number,
  pagination: Pagination,
  /**
   * When the items are not the list's children (a list in groups, each with its heading): a
   * selector for them inside `listRef`'s element.
   */
  itemSelector?: string,
) {
  const listRef = useRef<E>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown <= focusFrom) return;
    const item = itemSelector
      ? listRef.current?.querySelectorAll(itemSelector)[focusFrom]
      : listRef.current?.children[focusFrom];
    const target =
      item instanceof HTMLTableRowElement
        ? item.querySelector<HTMLElement>('a, [tabindex="-1"]')
        : item;
    if (target instanceof HTMLElement) target.focus();
    setFocusFrom(null);
  }, [focusFrom, shown, itemSelector]);

  const showMore = () => {
    if (!pagination.hasNext) return;
    setFocusFrom(shown);
    // A page already on its way (infinite scroll saw the button come into view) takes the
    // focus when it arrives.
    if (pagination.isLoadingNext) return;
    pagination.loadNext(pageSize, {
      onComplete: (error) => {
        if (!error) return;
        setFocusFrom(null);
        toast.error('Unable to load more', { description: requestErrorMessage(error) });
      },
    });
  };
  return { listRef, showMore };
}

/**
 * The button under a paged list: "Show 20 more members", or "Show more ads" when the list's
 * size is not known (`remaining` left out). It stays focusable while loading (`aria-disabled`,
 * not `disabled`, which would drop focus to the page) and reads "Loading more…".
 */
export function ShowMoreButton({
  remaining,
  pageSize,
  singular,
  plural,
  loading,
  onClick,
}: {
  /** Items not shown yet; left out when not known. */
  remaining?: number;
  pageSize: number;
  singular: string;
  plural: string;
  loading: boolean;
  onClick: () => void;
}) {
  const next = remaining === undefined ? null : Math.max(1, Math.min(pageSize, remaining));
  const label =
    next === null ? `Show more ${plural}` : `Show ${next} more ${next === 1 ? singular : plural}`;
  return (
    <button
      type="button"
      className="btn-secondary mt-3 !py-1.5 aria-disabled:cursor-wait aria-disabled:opacity-60"
      aria-disabled={loading}
      onClick={onClick}
    >
      {loading ? 'Loading more…' : label}
    </button>
  );
}
