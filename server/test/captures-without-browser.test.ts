import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// A server started without its browser says so (capturesAvailable) and keeps captures queued,
// not failed; once the binary appears they run.

let server: TestServer;
let site: Server;
let browserDir: string;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Arrived</title><p>Hello</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  browserDir = await mkdtemp(path.join(tmpdir(), 'swipestack-no-browser-'));
  server = await startTestServer(
    {
      CHROMIUM_PATH: path.join(browserDir, 'chromium'),
      CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
      CAPTURE_TIMEOUT_MS: '15000',
    },
    { captureWorker: true, browserCheckMs: 100 },
  );
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => site.close(resolve));
  await rm(browserDir, { recursive: true, force: true });
});

it('keeps captures queued while the server has no browser and runs them once it has one', async () => {
  const { client, teamId } = await newUser(server);
  const available = async () => (await client.gql('{ capturesAvailable }')).data.capturesAvailable;
  expect(await available()).toBe(false);

  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`;
  const id = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'WEBSITE', url } },
    )
  ).data.createSwipe.swipe.id;
  const status = async () =>
    (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError title } } }',
        { id },
      )
    ).data.node;
  // Without a browser it is neither taken nor failed: it waits.
  await expect(
    readUntil(status, (swipe) => swipe.captureStatus !== 'PENDING', 3_000, 'the capture is taken'),
  ).rejects.toThrow(/not within/);

  await symlink(CHROMIUM, path.join(browserDir, 'chromium'));
  expect(await available()).toBe(true);
  expect(
    await readUntil(
      status,
      (swipe) => !['PENDING', 'CAPTURING'].includes(swipe.captureStatus),
      30_000,
      'the queued capture runs',
    ),
  ).toEqual({ captureStatus: 'DONE', captureError: null, title: 'Arrived' });
});
