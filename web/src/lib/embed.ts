/**
 * Embedding (docs/web.md, public site). The server lets only these paths be framed by other
 * sites (`server/src/http/frame-policy.ts` keeps the same list); every other page is sent with
 * `frame-ancestors 'none'`. Keep the two lists equal.
 */
export const EMBEDDABLE_PREFIXES = [
  '/collection/',
  '/examples',
  '/docs',
  '/blog',
  '/tools',
] as const;

export function isEmbeddablePath(pathname: string): boolean {
  return EMBEDDABLE_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** True when the page is shown inside a frame (a cross-origin parent counts too). */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Where the embedded layout's 'Built with Swipestack' link goes. */
export function builtWithHref(signedIn: boolean, currentUrl: string): string {
  return signedIn ? currentUrl : '/register?ref=embed';
}
