// The same-site path rule: a link, a `next=` value or a checkout's redirect is followed only
// when a browser would stay on this site with it. The web app (auth redirects, onboarding and
// content links) and the server (billing's `redirectTo`) both decide by `sameSiteUrl`.

const BASE = 'https://swipestack.invalid';

/**
 * What a browser makes of `raw` as a link on this site, or null when it names another origin:
 * it must start with `/`, and is judged on the resolved URL, so `//host`, `/\host` and
 * `/<tab>/host` (URL parsers drop tabs and newlines) are all refused.
 */
export function sameSiteUrl(raw: string): URL | null {
  if (!raw.startsWith('/')) return null;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

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
  const url = sameSiteUrl(raw);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Whether `pathname` (no query, no trailing slash) matches one of `patterns`, where ":name"
 * stands for one non-empty segment: the web app's page paths (web/src/routes/knownPaths.ts),
 * which the server answers with 404 when none matches (server/src/http/page-heads.ts).
 */
export function matchesPathPattern(pathname: string, patterns: readonly string[]): boolean {
  const segments = pathname.split('/');
  return patterns.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}
