import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import { serverEnvironment, serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { register, test } from './helpers';
import { addTextSwipe, card } from './swipeHelpers';

// The shared e2e server cannot be restarted under the other specs: this spec runs a server of
// its own (the compiled one the run built, as `npm start` runs it) on free ports over an embedded
// database of its own, and stops and starts it again.
const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

class OwnServer {
  private process: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly smtpPort: number,
    private readonly dataDir: string,
  ) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    const child = spawn(
      process.execPath,
      [...serverNodeFlags, path.join(root, 'server/dist/main.js')],
      {
        cwd: root,
        // Not the runner's environment: no DATABASE_URL, REDIS_URL or S3 of the shared server.
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.homedir(),
          ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
          ...serverEnvironment(),
          NODE_ENV: 'production',
          PORT: String(this.port),
          SMTP_PORT: String(this.smtpPort),
          SMTP_HOST: '127.0.0.1',
          DATA_DIR: this.dataDir,
          APP_ORIGIN: this.baseURL,
          GRAPHQL_QUERY_TIMEOUT_MS: '30000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.process = child;
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`The server exited:\n${this.output}`);
          return fetch(`${this.baseURL}/healthz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { message: 'the server is healthy', timeout: 120_000 },
      )
      .toBe(200);
  }

  /** SIGTERM, as a deploy stops it; resolves once the process has exited. */
  async stop() {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

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
