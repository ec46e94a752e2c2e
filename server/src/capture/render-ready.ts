import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** A page counts as drawn once its DOM, network and short timers have been quiet this long. */
export const QUIET_MS = 500;
/** At most this long after `load` is spent waiting for quiet (pages with endless activity). */
export const SETTLE_MAX_MS = 10_000;
/** Timers up to this delay count as "about to draw" (a render scheduled after 1.5 s, say). */
const SHORT_TIMER_MS = 3_000;
/** A request open longer than this is long-polling or streaming: it does not keep a page busy. */
const LONG_REQUEST_MS = 3_000;
const POLL_MS = 100;

/**
 * Installed before any script of the page (`addInitScript`): notes when the DOM last changed
 * and which short timers are pending. Reached through a registered symbol, so that it stays
 * out of the page's own names; the original timer functions are kept there for scripts of
 * ours (autoconsent) whose waiting must not count as the page's.
 */
export const RENDER_WATCH_SCRIPT = `(() => {
  const key = Symbol.for('swipestack.render');
  if (window[key]) return;
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  const pending = new Set();
  let last = performance.now();
  new MutationObserver(() => { last = performance.now(); })
    .observe(document, { subtree: true, childList: true, characterData: true });
  window.setTimeout = function (handler, delay, ...args) {
    if (typeof handler !== 'function' || (Number(delay) || 0) > ${SHORT_TIMER_MS}) {
      return setTimer(handler, delay, ...args);
    }
    const id = setTimer(function () {
      pending.delete(id);
      return handler.apply(this, args);
    }, delay);
    pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    pending.delete(id);
    return clearTimer(id);
  };
  Object.defineProperty(window, key, {
    value: Object.freeze({
      quietFor: () => performance.now() - last,
      pendingTimers: () => pending.size,
      setTimeout: setTimer,
      clearTimeout: clearTimer,
    }),
  });
})()`;

const QUIET_PROBE = `(() => {
  const watch = window[Symbol.for('swipestack.render')];
  return watch ? { dom: watch.quietFor(), timers: watch.pendingTimers() } : null;
})()`;

/**
 * The page's own content requests: data (fetch, XHR) and images of the page's site. They keep
 * the page loading until they are answered, however long that takes (up to the capture's
 * limit): late data is what the page shows. Streams (EventSource), WebSockets and beacons are
 * other resource types and never count; third-party requests (analytics, ads, widgets) count
 * only while short, like any request.
 */
const CONTENT_TYPES = new Set(['fetch', 'xhr', 'image']);
/** Answers that never end by design: once their headers came, they are streams. */
const STREAM_TYPES = /^(text\/event-stream|application\/(x-)?ndjson|multipart\/x-mixed-replace)/i;

/** The site of a host: an IP address itself, else its last two labels (three for co.uk, com.au…). */
export function siteOf(hostname: string): string {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  const second = labels.at(-2) ?? '';
  const keep =
    labels.length > 2 && second.length <= 3 && (labels.at(-1) ?? '').length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/**
 * Requests in flight in a context, and how long the network has been quiet. `pageUrl` is the
 * address the page is at now (its site's requests are its own content).
 */
export function watchNetwork(context: BrowserContext, pageUrl: () => string) {
  const open = new Map<Request, number>();
  /** Content requests not answered yet (their headers have not come). */
  const awaited = new Set<Request>();
  let lastActivity = Date.now();
  const ownContent = (request: Request) => {
    if (!CONTENT_TYPES.has(request.resourceType())) return false;
    const host = hostOf(request.url());
    const page = hostOf(pageUrl());
    return host !== null && page !== null && siteOf(host) === siteOf(page);
  };
  const started = (request: Request) => {
    open.set(request, Date.now());
    if (ownContent(request)) awaited.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    awaited.delete(request);
    lastActivity = Date.now();
  };
  const answered = (response: Response) => {
    const request = response.request();
    if (!awaited.delete(request)) return;
    // Its body counts as any request does (a short while), unless it is a stream.
    if (STREAM_TYPES.test(response.headers()['content-type'] ?? '')) open.delete(request);
    else open.set(request, Date.now());
  };
  context.on('request', started);
  context.on('response', answered);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return {
    /** Milliseconds since the last request started or ended, 0 while a short one is open. */
    quietFor() {
      const now = Date.now();
      for (const since of open.values()) {
        if (now - since < LONG_REQUEST_MS) return 0;
      }
      return now - lastActivity;
    },
    /** The page's own content requests still waiting for their answer. */
    awaitedContent: () => awaited.size,
  };
}

export type NetworkWatch = ReturnType<typeof watchNetwork>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for `load`, then until the DOM, the network and the page's short timers have all
 * been quiet for QUIET_MS, the page's own content requests have been answered and `busy()`
 * (consent handling) is false, at most SETTLE_MAX_MS, then for the page's fonts. Never past
 * `until` (a Date.now() value). Resolves `loaded: false` when `load` did not come in time: the
 * page is still loading; `waitedMs` is how long was given to settling after `load`.
 */
export async function waitForRenderReady(
  page: Page,
  network: NetworkWatch,
  until: number,
  busy: () => boolean = () => false,
): Promise<{ loaded: boolean; settled: boolean; waitedMs: number }> {
  const loaded = await page
    .waitForLoadState('load', { timeout: Math.max(1, until - Date.now()) })
    .then(
      () => true,
      () => false,
    );
  if (!loaded) return { loaded, settled: false, waitedMs: 0 };
  const loadedAt = Date.now();
  const settleBy = Math.min(until, loadedAt + SETTLE_MAX_MS);
  let settled = false;
  while (Date.now() < settleBy) {
    const probe = (await page.evaluate(QUIET_PROBE).catch(() => null)) as {
      dom: number;
      timers: number;
    } | null;
    const domQuiet = probe ? probe.dom >= QUIET_MS && probe.timers === 0 : true;
    if (domQuiet && network.quietFor() >= QUIET_MS && network.awaitedContent() === 0 && !busy()) {
      settled = true;
      break;
    }
    await sleep(POLL_MS);
  }
  await evaluateWithin(
    page,
    'document.fonts ? document.fonts.ready.then(() => true) : true',
    until,
  );
  return { loaded, settled, waitedMs: Math.max(0, settleBy - loadedAt) };
}

/**
 * Scrolls the page down a screen at a time to `maxHeight` (lazy images and scroll-triggered
 * content load), then back to the top, and waits for the images in that part to finish.
 * Never past `until`.
 */
export async function scrollThrough(
  page: Page,
  network: NetworkWatch,
  maxHeight: number,
  until: number,
) {
  // Content the scroll asks for is waited for too, unless the page already had content
  // unanswered when its settling time ran out (it is partial then; no more time is spent).
  const waitForContent = network.awaitedContent() === 0;
  await evaluateWithin(
    page,
    `(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const bottom = () => Math.min(
        Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
        ${maxHeight},
      );
      for (let y = 0; y < bottom(); y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      window.scrollTo(0, 0);
      await frame();
      return true;
    })()`,
    until,
  );
  await evaluateWithin(
    page,
    `Promise.all([...document.images]
      .filter((img) => !img.complete && img.getBoundingClientRect().top + window.scrollY < ${maxHeight})
      .map((img) => new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }))).then(() => true)`,
    until,
  );
  while (
    Date.now() < until &&
    (network.quietFor() < QUIET_MS || (waitForContent && network.awaitedContent() > 0))
  ) {
    await sleep(POLL_MS);
  }
}

/** Runs a script in the page, giving up (quietly) at `until`. */
async function evaluateWithin(page: Page, script: string, until: number) {
  const ms = until - Date.now();
  if (ms <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    page.evaluate(script).catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
