import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The detail view's address: `?swipe=<id>` on the current page (spec: addressable by URL);
 * `&edit=1` (the `e` shortcut) opens it with its title field focused.
 */
export function useSwipeParam(): [string | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('swipe');
  const close = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('swipe');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return [id, close];
}
