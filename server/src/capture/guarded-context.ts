import type { BrowserContext } from 'playwright-core';
import type { CaptureBrowser, ContextOptions } from './browser.js';
import { type EgressProxy, startEgressProxy } from './egress-proxy.js';
import type { UrlGuard } from './ssrf-guard.js';

/** What a capture holds open; closed by whoever created it, also when it was cut short. */
export type Resources = { closed: boolean; proxy?: EgressProxy; context?: BrowserContext };

export class CancelledError extends Error {
  constructor() {
    super('The capture was cancelled.');
    this.name = 'CancelledError';
  }
}

/**
 * A fresh browser context whose every request and connection is checked by the SSRF guard
 * twice: by `context.route` (requests, cheap early refusal) and by a per-context egress proxy
 * (everything, including redirect hops, WebSockets and preconnects, pinned to the checked
 * address). Refused requests are noted in `blocked` (at most 100).
 */
export async function openGuardedContext(
  browser: CaptureBrowser,
  guard: UrlGuard,
  resources: Resources,
  options: Omit<ContextOptions, 'proxyServer'> = {},
) {
  const proxy = await startEgressProxy(guard);
  resources.proxy = proxy;
  if (resources.closed) {
    await proxy.close();
    throw new CancelledError();
  }
  const context = await browser.newContext({ ...options, proxyServer: proxy.server });
  resources.context = context;
  if (resources.closed) {
    await context.close().catch(() => {});
    throw new CancelledError();
  }

  const blocked: string[] = [];
  const noteBlocked = (what: string) => {
    if (blocked.length < 100) blocked.push(what);
  };

  await context.route('**/*', async (route) => {
    const requestUrl = route.request().url();
    try {
      const protocol = URL.canParse(requestUrl) ? new URL(requestUrl).protocol : '';
      if (protocol === 'data:' || protocol === 'blob:') return await route.continue();
      const verdict = await guard.check(requestUrl);
      if (verdict.ok) return await route.continue();
      noteBlocked(requestUrl);
      await route.abort('blockedbyclient');
    } catch {
      // The context closed while the request was pending.
    }
  });
  await context.routeWebSocket(
    () => true,
    async (ws) => {
      try {
        const target = new URL(ws.url());
        target.protocol = target.protocol === 'wss:' ? 'https:' : 'http:';
        const verdict = await guard.check(target);
        if (verdict.ok) {
          ws.connectToServer();
        } else {
          noteBlocked(ws.url());
          await ws.close({ code: 1008, reason: 'Blocked' });
        }
      } catch {
        // The context closed.
      }
    },
  );
  return {
    context,
    proxy,
    /** Requests and connections the guard refused (URLs or host:port), at most 100. */
    blockedRequests: () => [...blocked, ...proxy.refused].slice(0, 100),
  };
}

/** Closes what a capture opened (after it finished, failed or was cut short). */
export async function closeResources(resources: Resources) {
  resources.closed = true;
  await resources.context?.close().catch(() => {});
  await resources.proxy?.close();
}
