import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the address's #hash names, once the page has rendered. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
