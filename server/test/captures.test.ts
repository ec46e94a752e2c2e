import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { readUntil } from './helpers/wait.js';

// Real captures in the system Chromium of pages served by the test itself (private
// addresses are allowed for this server only, by setting).

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
    res.end(`<!doctype html><html><head><title>Spring Launch Landing</title>
      <meta name="description" content="Our spring launch page"></head>
      <body><h1>Launch faster</h1><p>Unmistakable zebra-pricing words live here.</p></body></html>`);
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

const SWIPE = `query($id: ID!) { node(id: $id) { ... on Swipe {
  title captureStatus captureError description thumbnailUrl imageUrl viewportUrl
} } }`;

/** The swipe once its capture is done or failed. */
const waitForCapture = (client: ReturnType<TestServer['client']>, id: string) =>
  readUntil(
    async () => (await client.gql(SWIPE, { id })).data.node,
    (swipe) => swipe.captureStatus === 'DONE' || swipe.captureStatus === 'FAILED',
    25_000,
    'the capture finishes',
  );

it('captures a saved page in the background: title, description, screenshots and searchable text', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const created = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id title captureStatus } } }',
      {
        input: { teamId, kind: 'LANDING_PAGE', url: `${siteUrl}/spring` },
      },
    )
  ).data.createSwipe.swipe;
  expect(created).toMatchObject({ title: '127.0.0.1', captureStatus: 'PENDING' });

  const swipe = await waitForCapture(client, created.id);
  expect(swipe).toMatchObject({
    title: 'Spring Launch Landing',
    captureStatus: 'DONE',
    captureError: null,
    description: 'Our spring launch page',
  });
  for (const path of [swipe.thumbnailUrl, swipe.imageUrl, swipe.viewportUrl]) {
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  }
  const found = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { swipes(filter: {search: "zebra"}) { edges { node { id } } } } } }',
    { id: teamId },
  );
  expect(found.data.node.swipes.edges).toEqual([{ node: { id: created.id } }]);
});

it('records why a capture failed, and captures again on request', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const created = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'WEBSITE', title: 'Gone page', url: `${siteUrl}/missing` },
      },
    )
  ).data.createSwipe.swipe;
  const failed = await waitForCapture(client, created.id);
  expect(failed).toMatchObject({
    captureStatus: 'FAILED',
    captureError: 'The page answered 404 Not Found.',
    title: 'Gone page',
  });

  const retried = await client.gql(
    'mutation($id: ID!) { retryCapture(input: { id: $id }) { swipe { captureStatus } errors { __typename } } }',
    {
      id: created.id,
    },
  );
  expect(retried.data.retryCapture).toEqual({ swipe: { captureStatus: 'PENDING' }, errors: [] });
  expect((await waitForCapture(client, created.id)).captureStatus).toBe('FAILED');
});
