import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, type Worker } from '@playwright/test';
import { recordToasts } from './helpers';

/** The ID fixed by the public key in extension/manifest.json (docs/extension.md). */
export const EXTENSION_ID = 'iefngnbfclgahjelbnfmdncmbhchkjjm';

/** Built by the e2e global setup (scripts/build-extension.mjs). */
const EXTENSION_DIST = path.resolve(import.meta.dirname, '../../extension/dist');

export interface ExtensionBrowser {
  context: BrowserContext;
  /** The extension's service worker: the test reads its storage through it. */
  worker: Worker;
}

/**
 * Chromium with the built extension loaded (extensions need a persistent profile): a fresh
 * one, or `profileDir` to start the same browser profile again (a browser restart).
 * `screenScale`: the screen's device pixel ratio (2: a HiDPI screen), for the screenshots.
 */
export async function launchWithExtension(
  baseURL: string,
  { profileDir = '', screenScale = 1 }: { profileDir?: string; screenScale?: number } = {},
): Promise<ExtensionBrowser> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL,
    // Pages report the screen's ratio (Playwright emulates 1 otherwise).
    deviceScaleFactor: screenScale,
    args: [
      `--disable-extensions-except=${EXTENSION_DIST}`,
      `--load-extension=${EXTENSION_DIST}`,
      // Lets the test press the extension's toolbar button (CDP Extensions.triggerAction).
      '--enable-unsafe-extension-debugging',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--force-device-scale-factor=${screenScale}`,
    ],
  });
  await recordToasts(context);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker };
}

export const extensionPage = (page: string) => `chrome-extension://${EXTENSION_ID}/${page}`;

/** Points the extension at the test's server through its options page. */
export async function setServer(page: Page, origin: string): Promise<void> {
  await page.goto(extensionPage('options.html'));
  await page.getByLabel('Swipestack server address').fill(origin);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved. The extension uses ${origin}.`);
}

/** The extension's stored sign-in, read in its service worker. */
export function storedAuth(worker: Worker) {
  return worker.evaluate(async () => {
    const { auth } = await chrome.storage.local.get('auth');
    return (auth ?? null) as { token: string; email: string; serverOrigin: string } | null;
  });
}

/**
 * Clicks the extension's toolbar button on the tab showing `url`, as a person would: Chrome
 * then grants the extension activeTab on that tab (screenshots, the region selector). Returns
 * the tab's id for `popup.html?tabId=`.
 */
export async function pressToolbarButton(
  context: BrowserContext,
  worker: Worker,
  url: string,
): Promise<number> {
  const browser = context.browser();
  if (!browser) throw new Error('The persistent context has no browser');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((target) => target.url === url);
  if (!tab) throw new Error(`No tab shows ${url}`);
  await cdp.send(
    'Extensions.triggerAction' as never,
    {
      id: EXTENSION_ID,
      targetId: tab.targetId,
    } as never,
  );
  await cdp.detach();
  // With activeTab granted, the extension may read the tab's address.
  return worker.evaluate(async (address) => {
    const tabs = await chrome.tabs.query({});
    const found = tabs.find((t) => t.url === address);
    if (found?.id === undefined) throw new Error(`The extension cannot see ${address}`);
    return found.id;
  }, url);
}

/** Sends the extension a message from a web page, as the web app does; null when it cannot. */
export function messageFromPage(page: Page, message: unknown) {
  return page.evaluate(
    ([id, body]) =>
      new Promise<unknown>((resolve) => {
        const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome
          ?.runtime as
          | { sendMessage(id: string, m: unknown, cb: (r: unknown) => void): void }
          | undefined;
        if (typeof runtime?.sendMessage !== 'function') {
          resolve('no chrome.runtime');
          return;
        }
        runtime.sendMessage(id, body, (reply) => resolve(reply ?? null));
      }),
    [EXTENSION_ID, message] as const,
  );
}

/** A GraphQL request with the extension's token (any operation: a valid token may send text). */
export async function asExtension<T>(
  baseURL: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; data?: T }> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as { data?: T }) };
}

/** The number on the extension's toolbar button (the offline queue's count). */
export function badgeText(worker: Worker) {
  return worker.evaluate(() => chrome.action.getBadgeText({}));
}

/** The alarm that sends the offline queue again (extension/src/background/save-queue.ts). */
export const RETRY_ALARM = 'swipestack-send-queued';

export function retryAlarm(worker: Worker) {
  return worker.evaluate((name) => chrome.alarms.get(name), RETRY_ALARM);
}

/** The saves waiting in the extension (its offline queue). */
export function queuedSaves(worker: Worker) {
  return worker.evaluate(async () => {
    const { queuedSaves } = await chrome.storage.local.get('queuedSaves');
    return (queuedSaves ?? []) as { title: string; attempts: number }[];
  });
}

/**
 * A TCP proxy on 127.0.0.1 in front of the e2e server: the extension is pointed at it, and
 * stopping it makes the server unreachable (connections refused) until it starts again.
 */
export function tcpProxy(target: URL) {
  let server: Server | null = null;
  let port = 0;
  const sockets = new Set<Socket>();
  return {
    get origin() {
      return `http://localhost:${port}`;
    },
    async start() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}
