export const SITE_NAME = 'Swipestack';
export const SUPPORT_EMAIL = 'support@swipestack.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const CHANGELOG_URL = 'https://changelog.swipestack.app';

/** "Sign in · Swipestack" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — the swipe file for marketers`;
}
