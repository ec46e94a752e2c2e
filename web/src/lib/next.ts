export const DEFAULT_AFTER_SIGN_IN = '/swipes';

const AUTH_PAGES = ['/login', '/register'];

/**
 * Where to go after signing in: the `next` parameter when it is a same-site path
 * (starts with one `/`, no scheme, no backslash tricks, no control characters),
 * otherwise the fallback. Auth pages themselves are never a destination.
 */
export function safeNext(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, 'https://swipestack.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://swipestack.invalid') return fallback;
  if (AUTH_PAGES.includes(url.pathname.replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=<path+search>` for a signed-out visit to an app route. */
export function loginRedirectPath(pathname: string, search = ''): string {
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Carries a `next` parameter over to the other auth page. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
