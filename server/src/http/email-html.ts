import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestSession } from '../auth/request-session.js';
import type { Config } from '../config.js';
import { emailHtmlOf } from '../services/email-swipes.js';
import { requestInfo } from './request-info.js';

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

const path = /^\/api\/swipes\/([0-9a-f-]{36})\/email\.html$/i;

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/**
 * `GET /api/swipes/<id>/email.html`: the sanitised HTML of an email swipe the signed-in user
 * may see (docs/inbound-email.md). Returns false for other paths.
 */
export async function serveEmailHtml(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: Config,
): Promise<boolean> {
  const match = path.exec(url.pathname);
  if (!match?.[1]) return false;
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    text(res, 405, `${req.method} is not allowed here.`);
    return true;
  }
  const { session, refreshCookie } = await requestSession(requestInfo(req, config), config);
  if (refreshCookie) res.setHeader('Set-Cookie', refreshCookie);
  if (!session) {
    text(res, 401, 'Sign in to continue.');
    return true;
  }
  const html = await emailHtmlOf(session.userId, match[1]);
  if (html === null) {
    text(res, 404, 'This email does not exist.');
    return true;
  }
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': EMAIL_HTML_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // Not even the host names of its links are looked up ahead of a click.
    'X-DNS-Prefetch-Control': 'off',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-cache',
  });
  res.end(html);
  return true;
}
