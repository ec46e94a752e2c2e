import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { holdsWithin, retryUntil, until } from '../helpers/wait.js';

// Two server processes on one database and one Redis: a webhook made through one instance is
// sent the swipes saved through the other (the announcement of webhook-teams.ts), and each
// event once (only the instance that made the change sends it, not every instance hearing it).

const startInstances = twoInstances();
const titles: string[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    titles.push(JSON.parse(Buffer.concat(chunks).toString()).data.swipe.title);
    response.writeHead(204).end();
  });
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

it('sends the events of every instance, each once', { timeout: 90_000 }, async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const [a, b] = await startInstances({ CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const { gql } = browser();
  await gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Two instances' },
  });
  const teamId = (
    await gql(a.url, 'mutation { createTeam(input: {name: "Shared"}) { team { id } } }')
  ).createTeam.team.id;
  const created = await gql(
    a.url,
    'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }',
    {
      input: {
        teamId,
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
        events: ['swipe.created'],
      },
    },
  );
  expect(created.createWebhook.secret).toMatch(/^whsec_/);
  const save = (url: string, title: string) =>
    gql(
      url,
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'AD', title },
      },
    );
  // Saved on B until one arrives: B has heard of the webhook made on A.
  await retryUntil(
    async (n) => {
      await save(b.url, `Probe ${n}`);
      return holdsWithin(() => titles.length > 0, 2000);
    },
    30_000,
    'a swipe saved on B reaches the webhook made on A',
  );
  await save(a.url, 'Saved on A');
  await save(b.url, 'Saved on B');
  await until(
    () => titles.includes('Saved on A') && titles.includes('Saved on B'),
    15_000,
    'both saves delivered',
  );
  // A second copy would come within the same moments; none does.
  const twice = () =>
    titles.filter((title) => title === 'Saved on A').length > 1 ||
    titles.filter((title) => title === 'Saved on B').length > 1;
  expect(await holdsWithin(twice, 2000)).toBe(false);
});
