import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useBrowserOnline } from '../components/ConnectionBanner';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { reportError } from '../lib/errorReports';
import { pageTitle } from '../lib/site';

/**
 * The router's error element (500). Rendered outside the Relay provider and the layouts,
 * so it uses plain links and never shows error details.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const online = useBrowserOnline();
  // A page that could not be fetched for want of a network is no server error: it says so, and
  // opens by itself once the browser is back online.
  const unreachable = error instanceof Error && error.name === 'ConnectionError';
  const offline = unreachable && !online;
  useEffect(() => {
    if (!unreachable) return;
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable]);
  if (import.meta.env.DEV) console.error(error);
  // The router caught it, so the page's own handlers never see it: reported here. Not a 404,
  // nor a request that failed (offline, or the server's error, which it records itself).
  useEffect(() => {
    const name = error instanceof Error ? error.name : '';
    if (!notFound && name !== 'ConnectionError' && name !== 'HttpAnswerError') reportError(error);
  }, [error, notFound]);
  const title = notFound
    ? 'Page not found'
    : offline
      ? "You're offline"
      : unreachable
        ? 'Swipestack could not be reached'
        : 'Something went wrong';
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{pageTitle(title)}</title>
      <SkipLink />
      <header className="border-b border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <a href="/" className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark /> Swipestack
          </a>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-20 text-center focus:outline-none">
        {unreachable ? null : (
          <p className="text-sm font-semibold text-indigo-700">{notFound ? '404' : '500'}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mx-auto mt-4 max-w-md text-slate-700">
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : offline
              ? 'This page needs the connection. It opens by itself as soon as you are back online; nothing you saved is lost.'
              : unreachable
                ? 'The connection dropped before the page arrived. Check your network, then try again.'
                : 'We could not load this page. Please try again in a moment.'}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          {notFound ? null : (
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
              Try again
            </button>
          )}
          <a href="/" className="btn-secondary">
            Go to the home page
          </a>
        </div>
      </main>
    </div>
  );
}
