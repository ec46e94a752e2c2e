export const DEFAULT_AFTER_SIGN_IN = '/swipes';

const AUTH_PAGES = ['/login', '/register'];

const BASE = 'https://swipestack.invalid';

/**
 * The same-site path a link or `next` value names (path, query and hash), or null: it must start
 * with one `/`, carry no scheme, backslash or control character, and still be on this site once
 * a browser has resolved it.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where to go after signing in: the `next` parameter when it is a same-site path, otherwise the
 * fallback. Auth pages themselves are never a destination.
 */
export function safeNext(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const path = sameSitePath(raw);
  if (!path) return fallback;
  const pathname = new URL(path, BASE).pathname;
  return AUTH_PAGES.includes(pathname.replace(/\/+$/, '')) ? fallback : path;
}

/** `/login?next=<path+search>` for a signed-out visit to an app route. */
export function loginRedirectPath(pathname: string, search = ''): string {
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Carries a `next` parameter over to the other auth page. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
