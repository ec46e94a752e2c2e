import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import { register, test } from './helpers';
import { freePort, OwnServer } from './ownServer';
import { addTextSwipe, card } from './swipeHelpers';

// The shared e2e server cannot be restarted under the other specs: this spec runs a server of
// its own (ownServer.ts) and stops and starts it again.

function reconnecting(page: Page) {
  return page.getByRole('status').getByText('Reconnecting…');
}

let server: OwnServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'swipestack-e2e-reconnect-'));
  server = new OwnServer(await freePort(), await freePort(), dataDir);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('live updates carry on after a server restart, and a tab catches up on what it missed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const a = await context.newPage();
    const b = await context.newPage();
    await register(a);
    await b.goto('/swipes');
    // Live before the restart: a swipe saved in A shows in B.
    await addTextSwipe(a, { title: 'Before the restart' });
    await expect(card(b, 'Before the restart')).toBeVisible();
    await expect(reconnecting(b)).toHaveCount(0);

    await server.stop();
    await expect(reconnecting(b)).toBeVisible();
    await expect(reconnecting(a)).toBeVisible();
    await server.start();
    // Retries wait 1, 2, 4, then 8 s (plus up to 1 s).
    await expect(reconnecting(b)).toHaveCount(0, { timeout: 30_000 });
    await expect(reconnecting(a)).toHaveCount(0, { timeout: 30_000 });

    // The subscriptions were sent again on the new socket: A's new swipe reaches B unreloaded.
    await addTextSwipe(a, { title: 'After the restart' });
    await expect(card(b, 'After the restart')).toBeVisible({ timeout: 15_000 });

    // A third tab, whose sockets pass through the test: its socket goes away while A saves a
    // swipe (the event never reaches it); once it is back, it reads its page again.
    const c = await context.newPage();
    let refuse = false;
    let cSocket: WebSocketRoute | null = null;
    await c.routeWebSocket(/\/graphql$/, (socket) => {
      if (refuse) {
        void socket.close({ code: 1001, reason: 'Going away' });
        return;
      }
      cSocket = socket;
      socket.connectToServer();
    });
    await c.goto('/swipes');
    await expect(card(c, 'After the restart')).toBeVisible();
    await expect.poll(() => cSocket !== null).toBe(true);
    refuse = true;
    await (cSocket as WebSocketRoute | null)?.close({ code: 1001, reason: 'Going away' });
    await expect(reconnecting(c)).toBeVisible();
    await addTextSwipe(a, { title: 'While C was away' });
    await expect(card(b, 'While C was away')).toBeVisible();
    await expect(reconnecting(c)).toBeVisible();
    await expect(card(c, 'While C was away')).toHaveCount(0);
    refuse = false;
    await expect(reconnecting(c)).toHaveCount(0, { timeout: 30_000 });
    await expect(card(c, 'While C was away')).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});
