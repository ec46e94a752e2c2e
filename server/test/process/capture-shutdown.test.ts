import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  processGql,
  type ServerProcess,
  saveWebsiteSwipe,
  startServerProcess,
} from './server-process.js';

// A deploy stops the server (SIGTERM) while a page is being captured: the capture goes back to
// the queue untouched, with no failure recorded, and finishes after the restart.

let server: ServerProcess | undefined;
let site: Server | undefined;
const held: ServerResponse[] = [];
afterAll(async () => {
  server?.child.kill('SIGKILL');
  for (const res of held) res.destroy();
  await new Promise((resolve) => site?.close(resolve));
});

it('puts a capture in flight back in the queue on SIGTERM and finishes it after the restart', {
  timeout: 150_000,
}, async () => {
  let hold = true;
  let requestedWhileHeld: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    requestedWhileHeld = resolve;
  });
  site = createServer((_req, res) => {
    if (hold) {
      // The head is sent, the body never ends: the capture is in flight when the signal comes.
      held.push(res);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<title>Held</title>');
      requestedWhileHeld();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<title>Deployed</title><p>after the restart</p>');
  });
  await new Promise<void>((resolve) => site?.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`;

  const env = {
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-deploy-')),
    CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
    CAPTURE_TIMEOUT_MS: '60000',
  };
  server = await startServerProcess(env);
  const { swipeId, cookie } = await saveWebsiteSwipe(server.url, siteUrl);
  const status = async () =>
    (
      await processGql(
        server?.url ?? '',
        'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError title } } }',
        { id: swipeId },
        cookie,
      )
    ).body.data.node;

  await requested;
  expect((await status()).captureStatus).toBe('CAPTURING');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  hold = false;

  server = await startServerProcess(env);
  const seen: unknown[] = [];
  await expect
    .poll(
      async () => {
        const swipe = await status();
        seen.push(swipe);
        return swipe;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toEqual({ captureStatus: 'DONE', captureError: null, title: 'Deployed' });
  // Back in the queue as it was: never failed, nothing recorded against it.
  expect(seen).not.toContainEqual(expect.objectContaining({ captureStatus: 'FAILED' }));
  expect(seen[0]).toMatchObject({ captureError: null });
  expect(seen[0]).not.toMatchObject({ captureStatus: 'FAILED' });
});
