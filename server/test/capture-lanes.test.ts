import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { mailUser } from './helpers/users.js';
import { readUntil, until } from './helpers/wait.js';

// Captures run in lanes: CAPTURE_CONCURRENCY pages at once (default 2), and email screenshots
// on a lane of their own. Two pages held open by the site are captured at the same time, and
// an email is rendered while they hold the page lane.

let server: TestServer;
let site: Server;
const held = new Map<string, ServerResponse>();

beforeAll(async () => {
  site = createServer((req, res) => {
    // Head and title sent, body held: the page stays in its capture until the test ends it.
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write(`<title>Slow ${req.url}</title>`);
    held.set(req.url ?? '/', res);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  server = await startTestServer(
    { CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', CAPTURE_TIMEOUT_MS: '60000' },
    { captureWorker: true },
  );
});
afterAll(async () => {
  for (const res of held.values()) res.destroy();
  await server.close();
  await new Promise((resolve) => site.close(resolve));
});

const CREATE =
  'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }';
const STATUS = 'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError } } }';

it('captures two pages at once and renders an email while they hold the page lane', {
  timeout: 120_000,
}, async () => {
  expect(server.config.CAPTURE_CONCURRENCY).toBe(2);
  const { client, teamId, address } = await mailUser(server);
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const ids: string[] = [];
  for (const page of ['/a', '/b']) {
    ids.push(
      (await client.gql(CREATE, { input: { teamId, kind: 'WEBSITE', url: `${base}${page}` } })).data
        .createSwipe.swipe.id,
    );
  }
  const statuses = async () =>
    Promise.all(
      ids.map(async (id) => (await client.gql(STATUS, { id })).data.node.captureStatus as string),
    );

  // Both pages are being captured at the same moment: neither has been answered yet.
  await until(() => held.has('/a') && held.has('/b'), 60_000, 'both pages are requested');
  expect(await statuses()).toEqual(['CAPTURING', 'CAPTURING']);

  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  await smtp.sendMail({
    from: 'Shop <news@example.com>',
    to: address,
    subject: 'Fwd: Spring sale',
    html: '<h1>Spring sale</h1><p>Everything half price.</p>',
  });
  smtp.close();
  const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 5, filter: { kind: EMAIL }) {
    edges { node { captureStatus } } } } } }`;
  const email = await readUntil(
    async () => (await client.gql(SWIPES, { id: teamId })).data.node.swipes.edges[0]?.node,
    (swipe) => swipe && !['PENDING', 'CAPTURING'].includes(swipe.captureStatus),
    60_000,
    'the email is rendered',
  );
  expect(email.captureStatus).toBe('DONE');
  // …while the pages were still held in the page lane.
  expect(await statuses()).toEqual(['CAPTURING', 'CAPTURING']);

  for (const res of held.values()) res.end('<p>Arrived</p>');
  expect(
    await readUntil(
      statuses,
      (values) => values.every((value) => value === 'DONE'),
      60_000,
      'both pages are captured',
    ),
  ).toEqual(['DONE', 'DONE']);
});
