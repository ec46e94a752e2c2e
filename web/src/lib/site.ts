/**
 * Site-wide constants of the public pages. The support address and sister products
 * are placeholders until the real ones are known (docs/web.md): change them here only.
 */
export const SITE_NAME = 'Swipestack';
export const SITE_TAGLINE = 'the swipe file for marketers';
export const SUPPORT_EMAIL = 'support@swipestack.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
/** The static Open Graph image (made by `scripts/og-image.mjs`, served from web/public). */
export const OG_IMAGE_PATH = '/og-image.png';
export const DEFAULT_DESCRIPTION =
  'Swipestack is a swipe file for marketers: save websites, emails, images, ads and landing pages, organise them with tags and collections, and share them with your team.';

/** Other products by the same makers, listed in the footer. */
export const SISTER_PRODUCTS: ReadonlyArray<{ name: string; url: string; description: string }> = [
  {
    name: 'Inboxpeek',
    url: 'https://inboxpeek.app',
    description: 'Preview emails in every inbox',
  },
  {
    name: 'Adlibrarian',
    url: 'https://adlibrarian.app',
    description: 'Organise your ad creative',
  },
];

/** "Sign in · Swipestack" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — ${SITE_TAGLINE}`;
}
