import { sameSitePath, sameSiteUrl } from '@swipestack/common/paths';

export const DEFAULT_AFTER_SIGN_IN = '/swipes';

const AUTH_PAGES = ['/login', '/register'];

/**
 * Where to go after signing in: the `next` parameter when it is a same-site path, otherwise the
 * fallback. Auth pages themselves are never a destination.
 */
export function safeNext(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const path = sameSitePath(raw);
  if (!path) return fallback;
  const pathname = sameSiteUrl(path)?.pathname ?? '';
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
