import { expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { wsClient } from '../helpers/subscriptions.js';

// Two server processes on one PostgreSQL database and one Redis: a change made through one
// instance reaches a subscriber connected to the other.

const startInstances = twoInstances();

it('delivers team events across instances through Redis', { timeout: 60_000 }, async () => {
  const [a, b] = await startInstances();

  const { gql, cookie: cookieOf } = browser();
  await gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Two instances' },
  });
  const teamId = (
    await gql(a.url, 'mutation { createTeam(input: {name: "Shared"}) { team { id } } }')
  ).createTeam.team.id;

  const titles: string[] = [];
  const ws = wsClient(b.url, { cookie: cookieOf() });
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
