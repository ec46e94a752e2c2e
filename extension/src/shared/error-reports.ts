import { errorEnvelope } from '@swipestack/common/error-envelope';
import { getAuth } from './storage';

// The extension's uncaught errors go to its server's /monitoring (docs/errors.md), with the
// extension's version and the part that failed; only while signed in (the server is known, and
// the token says whose). At most 20 reports per part's life.

let reports = 0;

export function reportExtensionError(error: unknown, part: string) {
  if (reports >= 20) return;
  reports++;
  void (async () => {
    const auth = await getAuth();
    if (!auth) return;
    await fetch(`${auth.serverOrigin}/monitoring`, {
      method: 'POST',
      credentials: 'omit',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        Authorization: `Bearer ${auth.token}`,
      },
      body: errorEnvelope(error, {
        source: 'extension',
        release: chrome.runtime.getManifest().version,
        route: part,
        userAgent: navigator.userAgent,
      }),
    });
  })().catch(() => {});
}

/** Reports the uncaught errors and unhandled rejections of this part of the extension. */
export function installExtensionErrorReporting(part: string) {
  self.addEventListener('error', (event) =>
    reportExtensionError(event.error ?? event.message, part),
  );
  self.addEventListener('unhandledrejection', (event) => reportExtensionError(event.reason, part));
}
