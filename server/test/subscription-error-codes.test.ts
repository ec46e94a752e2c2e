import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { signUp } from './helpers/users.js';

// Every error has an `extensions.code` over graphql-ws too, as over HTTP and SSE.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TEAM_EVENTS = 'subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind } }';

it('teamEvents with a malformed team id answers BAD_USER_INPUT over graphql-ws, as over HTTP', async () => {
  const { client } = await signUp(server);
  const overHttp = await client.gql(TEAM_EVENTS, { teamId: 'nope' });
  expect(overHttp.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

  const ws = socketOf(client);
  const first = await new Promise<unknown>((resolve) => {
    ws.subscribe(
      { query: TEAM_EVENTS, variables: { teamId: 'nope' } },
      { next: resolve, error: resolve, complete: () => resolve('completed') },
    );
  });
  await ws.dispose();
  const errors = (first as { errors?: unknown[] }).errors ?? (first as unknown[]);
  expect(errors).toEqual([
    expect.objectContaining({
      message: 'Invalid global ID: nope',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
});
