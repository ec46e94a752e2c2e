import { errorEnvelope } from '@swipestack/common/error-envelope';

// Error reporting (docs/errors.md): uncaught errors and unhandled rejections of the web app go
// to the server's tunnel path /monitoring as Sentry envelopes, with the release and the route;
// the server adds the user (from the session), maps the stack through the build's source maps
// and groups them in /admin/errors. At most 20 reports a page load; a report that fails is lost.

const MAX_REPORTS = 20;
let reports = 0;

const release = typeof __SWIPESTACK_RELEASE__ === 'string' ? __SWIPESTACK_RELEASE__ : 'dev';

/** Sends one error's report (at most 20 a page load; never throws). */
export function reportError(error: unknown) {
  if (reports >= MAX_REPORTS) return;
  reports++;
  try {
    const body = errorEnvelope(error, {
      source: 'web',
      release,
      route: location.pathname,
      url: location.href,
      userAgent: navigator.userAgent,
    });
    void fetch('/monitoring', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    }).catch(() => {});
  } catch {
    // Reporting must never add an error of its own.
  }
}

/** Reports the page's uncaught errors and unhandled promise rejections from now on. */
export function installErrorReporting() {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
