import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
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

// A capture job outlives a crash: the server is killed (SIGKILL) while the page is being
// captured and started again on the same data. The embedded database is this server's alone,
// so the capture the dead run left active is failed at start and retried after the queue's
// 5 s delay, not once its lease (capture time limit + 15 s, here 315 s) runs out. (On
// PostgreSQL, shared by instances, it reads "waiting to retry" once the dead worker's hold
// runs out, test/capture-hold.test.ts, and is retried after its lease.)

let server: ServerProcess | undefined;
let site: Server | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await new Promise((resolve) => site?.close(resolve));
});

it('retries a capture cut short by a crash as soon as the server is back', {
  timeout: 150_000,
}, async () => {
  let hang = true;
  let requestedWhileHanging: () => void = () => {};
  const hanging = new Promise<void>((resolve) => {
    requestedWhileHanging = resolve;
  });
  site = createServer((_req, res) => {
    if (hang) {
      requestedWhileHanging();
      return; // Never answers: the capture is in flight when the server dies.
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<title>Survived</title><p>after the crash</p>');
  });
  await new Promise<void>((resolve) => site?.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`;

  const env = {
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-crash-')),
    CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
    // A lease (315 s) far longer than the test waits.
    CAPTURE_TIMEOUT_MS: '300000',
    JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
  };
  server = await startServerProcess(env);
  const { swipeId, cookie } = await saveWebsiteSwipe(server.url, siteUrl, 'Crash test');

  await hanging;
  server.child.kill('SIGKILL');
  await server.exited;
  hang = false;

  server = await startServerProcess(env);
  const status = async () =>
    (
      await processGql(
        server?.url ?? '',
        'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError } } }',
        { id: swipeId },
        cookie,
      )
    ).body.data.node;
  await expect
    .poll(status, { timeout: 90_000, interval: 500 })
    .toEqual({ captureStatus: 'DONE', captureError: null });
});
