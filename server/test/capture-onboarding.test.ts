import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// "Save a website" is done when the page is captured, not when it is saved: real captures in
// the system Chromium of pages served by the test itself.

let server: TestServer;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/missing') {
      res.writeHead(404).end('nope');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Onboarding page</title><h1>Captured</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer(
    { CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', CAPTURE_TIMEOUT_MS: '15000' },
    { captureWorker: true },
  );
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => site.close(resolve));
});

const CREATE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;
const STATUS = `query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus } } }`;
const WEBSITE_STEP = '{ viewer { onboarding { tasks { key status } } } }';

async function websiteStep(client: TestClient): Promise<string | null> {
  const { tasks } = (await client.gql(WEBSITE_STEP)).data.viewer.onboarding;
  return tasks.find((task: { key: string }) => task.key === 'SWIPE_WEBSITE').status;
}

async function saveAndCapture(client: TestClient, teamId: string, url: string) {
  const id = (await client.gql(CREATE, { input: { teamId, kind: 'WEBSITE', url } })).data
    .createSwipe.swipe.id;
  return readUntil(
    async () => (await client.gql(STATUS, { id })).data.node.captureStatus as string,
    (status) => status !== 'PENDING' && status !== 'CAPTURING',
    25_000,
    'the capture finishes',
  );
}

it('ticks "Save a website" when a capture succeeds, not when it fails', async () => {
  const { client, teamId } = await newUser(server);
  expect(await saveAndCapture(client, teamId, `${siteUrl}/missing`)).toBe('FAILED');
  expect(await websiteStep(client)).toBeNull();

  expect(await saveAndCapture(client, teamId, `${siteUrl}/landing`)).toBe('DONE');
  expect(await websiteStep(client)).toBe('COMPLETE');
});
