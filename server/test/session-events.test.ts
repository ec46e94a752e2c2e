import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { wsClient } from './helpers/subscriptions.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('tells a second tab of the same session that it was signed out', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const ws = wsClient(server.url, { cookie: client.cookieHeader() });
  const events: unknown[] = [];
  const done = new Promise<void>((resolve, reject) => {
    ws.subscribe(
      { query: 'subscription { sessionEvents { kind } }' },
      { next: (value) => events.push(value.data), error: reject, complete: resolve },
    );
  });
  // WATCHING: the watch is in place, so the sign-out cannot be missed.
  await expect.poll(() => events).toEqual([{ sessionEvents: { kind: 'WATCHING' } }]);
  await client.gql('mutation { signOut { ok } }');
  await expect
    .poll(() => events)
    .toEqual([{ sessionEvents: { kind: 'WATCHING' } }, { sessionEvents: { kind: 'SIGNED_OUT' } }]);
  await ws.dispose();
  await done.catch(() => {});
});

it('answers a malformed document with GRAPHQL_PARSE_FAILED, keeping the socket open', async () => {
  const ws = wsClient(server.url, {});
  const ask = (query: string) =>
    new Promise<unknown>((resolve) => {
      ws.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('done') });
    });
  expect(await ask('subscription {')).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(/^Syntax Error/),
      extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
    }),
  ]);
  expect(await ask('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  await ws.dispose();
});

it('refuses the subscription without a session', async () => {
  const ws = wsClient(server.url, {});
  const result = await new Promise<unknown>((resolve) => {
    ws.subscribe(
      { query: 'subscription { sessionEvents { kind } }' },
      {
        next: resolve,
        error: resolve,
        complete: () => resolve('complete'),
      },
    );
  });
  expect(JSON.stringify(result)).toMatch(/Not authorized/);
  await ws.dispose();
});

it('refuses a WebSocket from another origin', async () => {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/graphql`,
    'graphql-transport-ws',
    {
      headers: { origin: 'https://evil.example' },
    },
  );
  const outcome = await new Promise((resolve) => {
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    socket.on('error', () => resolve('error'));
    socket.on('open', () => resolve('open'));
  });
  expect(outcome).toBe(403);
});
