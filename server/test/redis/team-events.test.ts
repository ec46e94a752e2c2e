import { expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { wsClient } from '../helpers/subscriptions.js';
import { holdsWithin, retryUntil } from '../helpers/wait.js';

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

  const events: { kind: string; team: { name: string }; swipe: { title: string } | null }[] = [];
  const ws = wsClient(b.url, { cookie: cookieOf() });
  ws.subscribe(
    {
      query: `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
        kind team { name } swipe { title }
      } }`,
      variables: { teamId },
    },
    {
      next: (value) => events.push((value.data as any)?.teamEvents),
      error: () => {},
      complete: () => {},
    },
  );
  // Renamed on A until B hears it: the subscription has reached Redis.
  await retryUntil(
    async (n) => {
      await gql(
        a.url,
        'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
        { input: { id: teamId, name: `Probe ${n}` } },
      );
      return holdsWithin(() => events.length > 0, 1000);
    },
    20_000,
    'the subscription on B hears a rename made on A',
  );
  await gql(
    a.url,
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    {
      input: { teamId, kind: 'AD', title: 'Made on A, seen on B' },
    },
  );
  const titles = () => events.filter((e) => e.kind === 'SWIPE_CREATED').map((e) => e.swipe?.title);
  await expect.poll(titles, { timeout: 10_000 }).toEqual(['Made on A, seen on B']);
  await ws.dispose();
});
