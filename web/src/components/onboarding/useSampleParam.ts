import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withParams } from '../../lib/onboarding';

/** An open sample swipe's address: `?sample=<swipeId>` on the current page. */
export function useSampleParam(): [string | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const close = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('sample');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return [searchParams.get('sample'), close];
}

export function useSampleHref(): (swipeId: string) => string {
  const { pathname, search } = useLocation();
  return (swipeId) => `${pathname}${withParams(search, { sample: swipeId })}`;
}
