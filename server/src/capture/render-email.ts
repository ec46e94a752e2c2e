import { CaptureError, type CaptureOptions, withCaptureLimits } from './capture-page.js';
import { openGuardedContext } from './guarded-context.js';
import { takeScreenshots } from './screenshots.js';
import type { UrlGuard } from './ssrf-guard.js';

/** Emails are laid out for about 600 px; a little more keeps their margins visible. */
export const EMAIL_VIEWPORT = { width: 800, height: 1000 } as const;

/**
 * The made-up origin the email is rendered at: `.invalid` never resolves, and requests to it
 * are answered by the renderer itself (the document, and stored images through `assets`).
 */
export const EMAIL_ORIGIN = 'http://email.swipestack.invalid';

/** Sent with the rendered document: nothing may load but its stored images and inline styles. */
export const EMAIL_RENDER_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src data:";

export const OFFLINE_REASON = 'An email is rendered from its stored copy: nothing else is loaded.';

/**
 * Refuses every request and connection: the email's images were fetched on arrival and are
 * served from `assets`, so the sender's servers never see the screenshot being made.
 */
const offline: UrlGuard = {
  check: async () => ({ ok: false, reason: OFFLINE_REASON }),
  refusalFor: () => OFFLINE_REASON,
};

const SETTLE_MS = 1_500;
const SCREENSHOT_RESERVE_MS = 5_000;

export type EmailRenderOptions = Omit<CaptureOptions, 'allowPrivate' | 'lookup'> & {
  /** Files the email's HTML refers to by path on our server (`/files/…`): its stored images. */
  assets: (path: string) => Promise<{ data: Buffer; contentType: string } | null>;
};

export type EmailRender = {
  /** JPEG, EMAIL_VIEWPORT wide, at most FULL_PAGE_MAX_HEIGHT tall. */
  fullPage: Buffer;
  /** PNG of the first EMAIL_VIEWPORT. */
  viewport: Buffer;
  /** WebP, THUMBNAIL_WIDTH wide, made from the viewport shot. */
  thumbnail: Buffer;
  /** Requests that were refused (URLs or host:port), at most 100: everything remote. */
  blockedRequests: string[];
};

/**
 * Screenshots an email's HTML as a mail client shows it: in a browser context with JavaScript
 * disabled, under a CSP that allows no scripts, loading nothing but the document and the
 * stored files `assets` gives: every other request and connection is refused by the guarded
 * context (`openGuardedContext` with a guard that allows nothing). The HTML should be
 * sanitised already; the renderer does not rely on it. Rejects with a `CaptureError`.
 */
export async function renderEmail(html: string, options: EmailRenderOptions): Promise<EmailRender> {
  await options.browser.ready();
  return withCaptureLimits(
    options,
    async (resources) => {
      const deadline = Date.now() + options.timeoutMs;
      const remaining = () => Math.max(1, deadline - Date.now());
      const { context, blockedRequests } = await openGuardedContext(
        options.browser,
        offline,
        resources,
        { viewport: EMAIL_VIEWPORT, javaScriptEnabled: false },
      );
      // Routes registered later answer first. An email may not take the page elsewhere (a
      // meta refresh, say): other navigations get 204 No Content, which leaves the page as is
      // (an aborted one would show an error page instead).
      await context.route('**/*', async (route) => {
        try {
          const request = route.request();
          if (request.isNavigationRequest() && request.url() !== `${EMAIL_ORIGIN}/`) {
            return await route.fulfill({ status: 204, body: '' });
          }
          await route.fallback();
        } catch {
          // The context closed while the request was pending.
        }
      });
      await context.route(`${EMAIL_ORIGIN}/**`, async (route) => {
        try {
          const { pathname } = new URL(route.request().url());
          if (pathname === '/') {
            return await route.fulfill({
              status: 200,
              contentType: 'text/html; charset=utf-8',
              headers: { 'content-security-policy': EMAIL_RENDER_CSP },
              body: html,
            });
          }
          const asset = await options.assets(pathname);
          if (asset) {
            return await route.fulfill({
              status: 200,
              contentType: asset.contentType,
              body: asset.data,
            });
          }
          await route.fulfill({ status: 404, body: '' });
        } catch {
          // The context closed while the request was pending.
        }
      });

      const page = await context.newPage();
      page.setDefaultTimeout(options.timeoutMs);
      try {
        await page.goto(`${EMAIL_ORIGIN}/`, {
          waitUntil: 'domcontentloaded',
          timeout: remaining(),
        });
      } catch {
        throw new CaptureError('failed', 'The email could not be rendered.');
      }
      // Leave time for the screenshots whatever happens while loading.
      await page
        .waitForLoadState('load', { timeout: Math.max(1, remaining() - SCREENSHOT_RESERVE_MS) })
        .catch(() => {});
      await page
        .waitForLoadState('networkidle', { timeout: Math.min(SETTLE_MS, remaining()) })
        .catch(() => {});

      // Layout metrics come from the browser, not from the page: scripts are off.
      const cdp = await context.newCDPSession(page);
      const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
      const { viewport, fullPage, thumbnail } = await takeScreenshots(
        page,
        EMAIL_VIEWPORT,
        Math.ceil(cssContentSize.height),
        remaining,
      );
      return { fullPage, viewport, thumbnail, blockedRequests: blockedRequests() };
    },
    'The email',
  );
}
