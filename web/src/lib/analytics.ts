import { useEffect } from 'react';
import { useLocation } from 'react-router';

// A pageview on every route change (docs/analytics.md), to our own server only: the path, no
// query string, and the account the session belongs to (the server's to say). Nothing is sent
// when the browser asks not to be tracked (Do Not Track, Global Privacy Control); the server
// drops such requests too.

/** Pages that are not visits: the preview template the server screenshots. */
const NOT_VISITS = new Set(['/og-template']);

export function declinesTracking(nav: Navigator = navigator): boolean {
  return (
    nav.doNotTrack === '1' ||
    (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function usePageviews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (NOT_VISITS.has(pathname) || declinesTracking()) return;
    void fetch('/api/analytics/pageview', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
    }).catch(() => {});
  }, [pathname]);
}
