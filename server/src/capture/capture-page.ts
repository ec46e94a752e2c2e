import { STATUS_CODES } from 'node:http';
import type { Page, Response } from 'playwright-core';
import { z } from 'zod';
import { type CaptureBrowser, VIEWPORT } from './browser.js';
import { type ConsentDismissed, dismissConsentBanners } from './consent.js';
import { type EgressProxy, egressKey } from './egress-proxy.js';
import {
  CancelledError,
  closeResources,
  openGuardedContext,
  type Resources,
} from './guarded-context.js';
import { dismissBlockingOverlay, type OverlayDismissed } from './overlays.js';
import {
  RENDER_WATCH_SCRIPT,
  SETTLE_MAX_MS,
  scrollThrough,
  waitForRenderReady,
  watchNetwork,
} from './render-ready.js';
import { FULL_PAGE_MAX_HEIGHT, takeScreenshots } from './screenshots.js';
import { bareHostname, createUrlGuard, type Lookup, REASONS } from './ssrf-guard.js';

export type CaptureErrorCode =
  | 'invalid_url'
  | 'blocked'
  | 'unresolved'
  | 'unreachable'
  | 'http_status'
  | 'timeout'
  | 'aborted'
  | 'failed';

/** A capture that failed; `message` is meant for the user. */
export class CaptureError extends Error {
  readonly code: CaptureErrorCode;
  constructor(code: CaptureErrorCode, message: string) {
    super(message);
    this.name = 'CaptureError';
    this.code = code;
  }
}

export type CaptureResult = {
  /** Where the page ended, after redirects (and its own navigation). */
  finalUrl: string;
  /** The page's `<link rel="canonical">`: an absolute http(s) URL, or null. */
  canonicalUrl: string | null;
  /**
   * Why only part of the page was captured (for the user, to follow "Captured in part: "), or
   * null when it was captured whole. What had rendered by the time limit is kept.
   */
  partial: string | null;
  /** The page's full height and the part of it kept in `fullPage`, in CSS pixels. */
  height: { page: number; kept: number };
  /** Length of the page's whole text (whitespace collapsed); `text` keeps TEXT_LIMIT of it. */
  textLength: number;
  /** Consent banners that were dismissed before the screenshots. */
  consent: ConsentDismissed[];
  /** A full-page overlay (no known consent platform's) that was clicked away or hidden. */
  overlay: OverlayDismissed | null;
  title: string;
  description: string | null;
  /** Absolute http(s) URL or null. */
  ogImage: string | null;
  /** Absolute http(s) URL of the declared icon, or null when the page declares none. */
  favicon: string | null;
  /** Visible text, whitespace collapsed, at most TEXT_LIMIT characters. */
  text: string;
  /** JPEG, 1280 wide, at most FULL_PAGE_MAX_HEIGHT tall. */
  fullPage: Buffer;
  /** PNG, 1280×800. */
  viewport: Buffer;
  /** WebP, THUMBNAIL_WIDTH wide, made from the viewport shot. */
  thumbnail: Buffer;
  /** Requests and connections the guard refused (URLs or host:port), at most 100. */
  blockedRequests: string[];
};

export type CaptureOptions = {
  /** CAPTURE_ALLOW_PRIVATE_ADDRESSES: lets loopback/private through (tests only). */
  allowPrivate: boolean;
  /** CAPTURE_TIMEOUT_MS: the whole capture, from first DNS lookup to the thumbnail. */
  timeoutMs: number;
  browser: CaptureBrowser;
  /** Host name resolution for the guard; the default is the system resolver. */
  lookup?: Lookup;
  /** Cancels the capture (e.g. on shutdown). */
  signal?: AbortSignal;
};

export const TEXT_LIMIT = 100_000;
/** Part of the time limit kept for reading the page and taking its pictures (1 to 10 s). */
const reserveFor = (timeoutMs: number) => Math.min(10_000, Math.max(1_000, timeoutMs * 0.4));
/**
 * How long the page has to load and draw itself (the time limit less the reserve): the limit
 * that a slow page meets, and which its messages name.
 */
export const loadLimitOf = (timeoutMs: number) => timeoutMs - reserveFor(timeoutMs);

const seconds = (ms: number) =>
  `${Number.isInteger(ms / 1000) ? ms / 1000 : (ms / 1000).toFixed(1)} s`;

/** The whole capture outlasted its time limit (the hard stop). */
const timeoutError = (options: Pick<CaptureOptions, 'timeoutMs'>, subject = 'The page') =>
  new CaptureError(
    'timeout',
    `${subject} took longer than ${seconds(options.timeoutMs)} to capture.`,
  );

/** The page's answer had not started by the load limit. */
const noAnswerError = (options: Pick<CaptureOptions, 'timeoutMs'>) =>
  new CaptureError(
    'timeout',
    `The page did not answer within ${seconds(loadLimitOf(options.timeoutMs))}.`,
  );

/** The page answered but had shown nothing by the load limit. */
const nothingShownError = (options: Pick<CaptureOptions, 'timeoutMs'>) =>
  new CaptureError(
    'timeout',
    `The page showed nothing within ${seconds(loadLimitOf(options.timeoutMs))}.`,
  );

/**
 * Why a page is partial: cut short by the load limit, or its own content requests still
 * unanswered (`awaited`) when the wait for them ended, at SETTLE_MAX_MS after `load` or at
 * the load limit, whichever came first.
 */
function partialReasonOf(
  ready: { loaded: boolean; settled: boolean; waitedMs: number },
  awaited: number,
  options: Pick<CaptureOptions, 'timeoutMs'>,
): string | null {
  const atLoadLimit = `at the time limit (${seconds(loadLimitOf(options.timeoutMs))})`;
  if (!ready.loaded) return `the page was still loading ${atLoadLimit}`;
  if (!awaited) return null;
  const requests = awaited === 1 ? '1 request' : `${awaited} requests`;
  const when =
    !ready.settled && ready.waitedMs >= SETTLE_MAX_MS
      ? `${seconds(SETTLE_MAX_MS)} after it loaded`
      : atLoadLimit;
  return `the page was still loading: ${requests} for its content unanswered ${when}`;
}

function errorForReason(reason: string): CaptureError {
  if (reason === REASONS.scheme || reason === REASONS.invalid) {
    return new CaptureError('invalid_url', reason);
  }
  if (reason === REASONS.unresolved) return new CaptureError('unresolved', reason);
  return new CaptureError('blocked', reason);
}

/**
 * Loads `url` in a fresh browser context and returns its screenshots, metadata and visible
 * text. Every request and connection of the page is checked by the SSRF guard
 * (`openGuardedContext`). Rejects with a `CaptureError`.
 */
export async function capturePage(url: string, options: CaptureOptions): Promise<CaptureResult> {
  await options.browser.ready();
  return withCaptureLimits(options, (resources) => run(url, options, resources));
}

/**
 * Runs `work` under the capture's time limit and cancellation signal, then closes what it
 * opened. Rejects with a `CaptureError` ('timeout', 'aborted') when cut short.
 */
export async function withCaptureLimits<T>(
  options: Pick<CaptureOptions, 'timeoutMs' | 'signal'>,
  work: (resources: Resources) => Promise<T>,
  subject = 'The page',
): Promise<T> {
  const resources: Resources = { closed: false };
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(options, subject)), options.timeoutMs);
    onAbort = () => reject(new CaptureError('aborted', 'The capture was cancelled.'));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  const running = work(resources).catch((error: unknown) => {
    if (error instanceof CancelledError) throw new CaptureError('aborted', error.message);
    throw error;
  });
  try {
    return await Promise.race([running, stop]);
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    running.catch(() => {});
    await closeResources(resources);
  }
}

async function run(url: string, options: CaptureOptions, resources: Resources) {
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  const readyBy = deadline - reserveFor(options.timeoutMs);
  // The pictures must be done a moment before the hard stop of withCaptureLimits.
  const remaining = () => Math.max(1, deadline - 250 - Date.now());
  const guard = createUrlGuard({ allowPrivate: options.allowPrivate, lookup: options.lookup });

  const first = await guard.check(url);
  if (!first.ok) throw errorForReason(first.reason);

  const { context, proxy, blockedRequests } = await openGuardedContext(
    options.browser,
    guard,
    resources,
  );
  await context.addInitScript({ content: RENDER_WATCH_SCRIPT });
  const consent = await dismissConsentBanners(context);
  let page: Page | undefined;
  const network = watchNetwork(context, () => {
    const at = page?.url();
    return at && /^https?:/.test(at) ? at : first.url.href;
  });

  page = await context.newPage();
  page.setDefaultTimeout(options.timeoutMs);
  let failedNavigation: string | null = null;
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      failedNavigation = request.url();
    }
  });

  let response: Response | null;
  try {
    // 'commit': the answer has started; a page that never finishes loading is still kept.
    response = await page.goto(first.url.href, {
      waitUntil: 'commit',
      timeout: Math.max(1, readyBy - Date.now()),
    });
  } catch (error) {
    throw navigationError(error, failedNavigation ?? first.url.href, guard, proxy, options);
  }
  if (!response) throw new CaptureError('failed', 'The page did not answer.');
  const answeredUrl = new URL(response.url());
  const outcome = proxy.outcomes.get(egressKey(answeredUrl));
  if (outcome?.kind === 'refused') throw new CaptureError('blocked', outcome.message);
  if (outcome?.kind === 'unreachable' && response.status() === 502) {
    throw new CaptureError('unreachable', outcome.message);
  }
  if (response.status() >= 400) {
    const status = response.status();
    const text = response.statusText() || STATUS_CODES[status] || 'an error';
    throw new CaptureError('http_status', `The page answered ${status} ${text}.`);
  }

  let ready = await waitForRenderReady(page, network, readyBy, consent.busy);
  const overlay = ready.loaded ? await dismissBlockingOverlay(page, readyBy) : null;
  // What the wall held back (consent-gated content) draws itself now.
  if (overlay) ready = await waitForRenderReady(page, network, readyBy, consent.busy);
  if (ready.loaded) await scrollThrough(page, network, FULL_PAGE_MAX_HEIGHT, readyBy);
  let partial = partialReasonOf(ready, network.awaitedContent(), options);

  const meta = await extractMetadata(page);
  // A page cut short with nothing on it has not been captured at all.
  if (!ready.loaded && !meta.text && !meta.hasMedia) throw nothingShownError(options);
  // Chromium pictures beyond the viewport by laying out the whole page: a page far taller
  // than what is kept is cut to that height first (its layout above the cut is unchanged).
  if (meta.height > FULL_PAGE_MAX_HEIGHT) await page.evaluate(CUT_SCRIPT).catch(() => {});
  const shots = await takeScreenshots(page, VIEWPORT, meta.height, remaining);
  if (shots.fullPageTimedOut) {
    partial ??= 'the whole length of the page took too long to picture; its first screen was kept';
  }

  const ended = page.url();
  return {
    finalUrl: /^https?:/.test(ended) ? ended : answeredUrl.href,
    canonicalUrl: meta.canonicalUrl,
    partial,
    height: { page: meta.height, kept: shots.keptHeight },
    textLength: meta.textLength,
    consent: consent.dismissed(),
    overlay,
    title: meta.title,
    description: meta.description,
    ogImage: meta.ogImage,
    favicon: meta.favicon,
    text: meta.text,
    fullPage: shots.fullPage,
    viewport: shots.viewport,
    thumbnail: shots.thumbnail,
    blockedRequests: blockedRequests(),
  };
}

function navigationError(
  error: unknown,
  failedUrl: string,
  guard: ReturnType<typeof createUrlGuard>,
  proxy: EgressProxy,
  options: CaptureOptions,
): CaptureError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'TimeoutError') return noAnswerError(options);
  const code = /net::(ERR_[A-Z0-9_]+)/.exec(message)?.[1] ?? '';
  if (URL.canParse(failedUrl)) {
    const failed = new URL(failedUrl);
    const outcome = proxy.outcomes.get(egressKey(failed));
    if (outcome) {
      return new CaptureError(
        outcome.kind === 'refused' ? 'blocked' : 'unreachable',
        outcome.message,
      );
    }
    const refusal = guard.refusalFor(bareHostname(failed));
    if (refusal) return errorForReason(refusal);
    if (failed.protocol !== 'http:' && failed.protocol !== 'https:') {
      return new CaptureError('blocked', REASONS.scheme);
    }
  }
  if (code === 'ERR_BLOCKED_BY_CLIENT') {
    return new CaptureError('blocked', 'The page led to an address that cannot be captured.');
  }
  if (code === 'ERR_NAME_NOT_RESOLVED') return new CaptureError('unresolved', REASONS.unresolved);
  if (code.startsWith('ERR_CERT_') || code.startsWith('ERR_SSL_')) {
    return new CaptureError('failed', "The site's security certificate is not valid.");
  }
  if (code === 'ERR_TOO_MANY_REDIRECTS') {
    return new CaptureError('failed', 'The page redirects in a loop.');
  }
  if (
    /^ERR_(TUNNEL_CONNECTION_FAILED|CONNECTION_|ADDRESS_UNREACHABLE|EMPTY_RESPONSE|TIMED_OUT)/.test(
      code,
    )
  ) {
    return new CaptureError('unreachable', 'The site could not be reached.');
  }
  return new CaptureError('failed', `The page could not be loaded${code ? ` (${code})` : ''}.`);
}

const CUT_SCRIPT = `(() => {
  for (const el of [document.documentElement, document.body]) {
    if (!el) continue;
    el.style.setProperty('max-height', '${FULL_PAGE_MAX_HEIGHT}px', 'important');
    el.style.setProperty('overflow', 'hidden', 'important');
  }
})()`;

// Passed as a string: a function would be rewritten by tsx/esbuild (keepNames) with helpers
// that do not exist in the page.
const EXTRACT_SCRIPT = `(() => {
  const content = (selector) => {
    const el = document.querySelector(selector);
    return el ? el.getAttribute('content') : null;
  };
  const href = (selector) => {
    const el = document.querySelector(selector);
    return el ? el.getAttribute('href') : null;
  };
  const root = document.documentElement;
  const body = document.body;
  const text = body ? String(body.innerText).replace(/\\s+/g, ' ').trim() : '';
  return {
    baseUrl: document.baseURI,
    title: document.title || content('meta[property="og:title" i]') || '',
    description:
      content('meta[name="description" i]') || content('meta[property="og:description" i]'),
    ogImage: content('meta[property="og:image" i]') || content('meta[name="og:image" i]'),
    favicon:
      href('link[rel~="icon" i]') || href('link[rel~="apple-touch-icon" i]'),
    canonical: href('link[rel~="canonical" i]'),
    text: text.slice(0, ${TEXT_LIMIT}),
    textLength: text.length,
    hasMedia: Boolean(body && body.querySelector('img, svg, canvas, video, picture, iframe, object, embed')),
    height: Math.max(root ? root.scrollHeight : 0, body ? body.scrollHeight : 0),
  };
})()`;

const extracted = z.object({
  baseUrl: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ogImage: z.string().nullable(),
  favicon: z.string().nullable(),
  canonical: z.string().nullable(),
  text: z.string(),
  textLength: z.number().int().nonnegative(),
  hasMedia: z.boolean(),
  height: z.number().finite(),
});

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

/** Page-supplied values are untrusted: validated and bounded here. */
async function extractMetadata(page: Page) {
  const parsed = extracted.safeParse(await page.evaluate(EXTRACT_SCRIPT));
  if (!parsed.success) throw new CaptureError('failed', 'The page could not be read.');
  const raw = parsed.data;
  const base = URL.canParse(raw.baseUrl) ? raw.baseUrl : page.url();
  const description = raw.description ? collapse(raw.description).slice(0, 2000) : '';
  return {
    title: collapse(raw.title).slice(0, 500),
    description: description || null,
    ogImage: absoluteHttpUrl(raw.ogImage, base),
    favicon: absoluteHttpUrl(raw.favicon, base),
    canonicalUrl: absoluteHttpUrl(raw.canonical, base),
    text: collapse(raw.text).slice(0, TEXT_LIMIT),
    textLength: raw.textLength,
    hasMedia: raw.hasMedia,
    height: Math.max(0, Math.round(raw.height)),
  };
}
