/**
 * Who may show a page of ours in a frame (docs/web.md, public site). Published collections,
 * the examples gallery, docs, blog and free tools are meant to be embedded anywhere; every
 * other page (sign-in, sign-up, the signed-in app, unknown paths) refuses all framing, so it
 * cannot be clickjacked. The server sends its frame headers from this list
 * (`server/src/http/frame-policy.ts`); the web app picks its embedded layout by it.
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
