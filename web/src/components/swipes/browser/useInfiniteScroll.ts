import { type RefObject, useEffect, useRef } from 'react';

interface Pages {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/**
 * Loads the next page when `sentinel` comes near the viewport (600 px ahead); a "Load more"
 * button stays the fallback where there is no IntersectionObserver.
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, pages: Pages) {
  const latest = useRef(pages);
  latest.current = pages;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNext, isLoadingNext, loadNext } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && hasNext && !isLoadingNext) {
          loadNext();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel]);
}
