import { afterAll, beforeAll, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import { startTestServer, type TestServer } from './harness.js';
import { dbId, newUser } from './helpers/users.js';

// A capture is CAPTURING only while a worker holds it (services/captures/captures.ts renews
// `capture_held_until` while it runs). A process killed mid-capture leaves the swipe
// CAPTURING with a hold that runs out: from then on it reads WAITING_TO_RETRY, in the swipe
// and in the grid's list alike, until the queue retries it. No capture worker runs here: the
// test sets the state a live or a dead worker leaves.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(async () => {
  await server.close();
});

it('reads a capture whose worker is gone as waiting to retry, not capturing', async () => {
  const { client, teamId } = await newUser(server);
  const id = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'WEBSITE', url: 'https://example.com/held' } },
    )
  ).data.createSwipe.swipe.id as string;
  const seen = async () => {
    const one = await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus } } }',
      {
        id,
      },
    );
    const grid = await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 10) { edges { node { id captureStatus } } } } } }',
      { id: teamId },
    );
    const card = grid.data.node.swipes.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === id,
    );
    return [one.data.node.captureStatus, card.node.captureStatus];
  };
  const leave = (heldUntil: Date | null) =>
    prisma().swipe.update({
      where: { id: dbId(id) },
      data: { captureStatus: 'CAPTURING', captureHeldUntil: heldUntil },
    });

  expect(await seen()).toEqual(['PENDING', 'PENDING']);

  // A live worker renews its hold.
  await leave(new Date(Date.now() + 60_000));
  expect(await seen()).toEqual(['CAPTURING', 'CAPTURING']);

  // Its process was killed: the hold ran out and nobody renewed it.
  await leave(new Date(Date.now() - 1_000));
  expect(await seen()).toEqual(['WAITING_TO_RETRY', 'WAITING_TO_RETRY']);

  // An attempt that failed unexpectedly released its hold while the queue waits to retry.
  await leave(null);
  expect(await seen()).toEqual(['WAITING_TO_RETRY', 'WAITING_TO_RETRY']);
});
