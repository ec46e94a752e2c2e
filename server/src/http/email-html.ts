import { emailHtmlOf } from '../services/inbound-email/email-swipes.js';
import { type Route, refusal, userIdOf } from './route.js';

/**
 * Served with the email's HTML: a sandbox (opaque origin, no scripts, no forms, no popups, no
 * navigation) even when opened on its own, and nothing may load but our stored copies of its
 * images (same origin: the stored HTML points at `/files/swipe_image/…`), `data:` images and
 * inline styles: opening an email makes no request to its sender or anyone else.
 * Only our own pages may frame it.
 */
export const EMAIL_HTML_CSP = [
  'sandbox',
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `GET /api/swipes/<id>/email.html`: the sanitised HTML of an email swipe the signed-in user
 * may see (docs/inbound-email.md). Its refusals are plain text, like the page itself.
 */
export const emailHtmlRoute: Route = {
  method: 'GET',
  path: '/api/swipes/:swipeId{[0-9a-fA-F-]{36}}/email.html',
  auth: 'signedIn',
  refusals: 'text',
  async handle(c) {
    const swipeId = c.req.param('swipeId') ?? '';
    const html = await emailHtmlOf(userIdOf(c), swipeId);
    if (html === null) return refusal('text', 404, 'This email does not exist.');
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': EMAIL_HTML_CSP,
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        // Not even the host names of its links are looked up ahead of a click.
        'X-DNS-Prefetch-Control': 'off',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'private, no-cache',
      },
    });
  },
};
