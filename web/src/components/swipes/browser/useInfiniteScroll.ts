import { type RefObject, useEffect, useRef } from 'react';

interface Pages {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/**
 * Loads the next page when `sentinel` comes near the viewport (600 px ahead); a "Load more"
 * button stays the fallback where there is no IntersectionObserver. When a page has loaded
 * and the sentinel is still near (a dense layout, a short page), the observer looks again:
 * it only reports changes, so it would otherwise wait for a scroll that may never come.
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, pages: Pages) {
  const latest = useRef(pages);
  latest.current = pages;
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        const { hasNext, isLoadingNext, loadNext } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && hasNext && !isLoadingNext) {
          loadNext();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.current.observe(element);
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [sentinel]);

  const { hasNext, isLoadingNext } = pages;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !observer.current || isLoadingNext || !hasNext) return;
    // Observing again reports where the sentinel is now.
    observer.current.unobserve(element);
    observer.current.observe(element);
  }, [sentinel, hasNext, isLoadingNext]);
}
