import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SIGN_UP, scratchPostgres, uniqueEmail } from '../harness.js';
import { wsClient } from '../helpers/subscriptions.js';
import { type ServerProcess, startServerProcess } from '../process/server-process.js';

// Two server processes on one PostgreSQL database and one Redis: a change made through one
// instance reaches a subscriber connected to the other.

const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
});

it('delivers team events across instances through Redis', { timeout: 60_000 }, async () => {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl)
    throw new Error('needs DATABASE_URL and REDIS_URL (npm test sets both)');
  database = await scratchPostgres(adminUrl);
  const env = async () => ({
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: redisUrl,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-instance-')),
  });
  // One after the other: the first applies the migrations.
  servers.push(await startServerProcess(await env()));
  servers.push(await startServerProcess(await env()));
  const [a, b] = servers as [ServerProcess, ServerProcess];

  let cookie = '';
  const gql = async (url: string, query: string, variables: object = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    return ((await response.json()) as { data: any }).data;
  };
  await gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Two instances' },
  });
  const teamId = (
    await gql(a.url, 'mutation { createTeam(input: {name: "Shared"}) { team { id } } }')
  ).createTeam.team.id;

  const titles: string[] = [];
  const ws = wsClient(b.url, { cookie });
  ws.subscribe(
    {
      query: 'subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind swipe { title } } }',
      variables: { teamId },
    },
    {
      next: (value) => titles.push((value.data as any)?.teamEvents?.swipe?.title),
      error: () => {},
      complete: () => {},
    },
  );
  // Let the subscription reach Redis before the change is published.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await gql(
    a.url,
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    {
      input: { teamId, kind: 'AD', title: 'Made on A, seen on B' },
    },
  );
  await expect.poll(() => titles, { timeout: 10_000 }).toEqual(['Made on A, seen on B']);
  await ws.dispose();
});
