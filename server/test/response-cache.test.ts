import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { runPersisted } from './helpers/persisted.js';
import { dbId, newUser } from './helpers/users.js';

// The response cache under concurrent writes, on both databases (the versions are bumped by
// the database's triggers: their locks and transactions are PostgreSQL's). The kinds of write
// one by one: test/router/response-cache.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_SWIPE_LIMIT: '1000' });
});
afterAll(() => server.close());

it('ends consistent after 50 writes and reads in parallel', async () => {
  const { client, teamId } = await newUser(server);
  const page = () => runPersisted(client, 'SwipesPageTeamQuery', { teamId });
  const ids: string[] = [];
  for (let n = 0; n < 10; n++) {
    const created = await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'AD', title: `Swipe ${n}` } },
    );
    ids.push(created.data.createSwipe.swipe.id);
  }
  await page();
  // Creating swipes queues on the team's row (the plan's cap), so the writes here change and
  // tag the swipes, each in a transaction of its own, while the page is read.
  const write = (n: number) =>
    n % 4
      ? client.gql(
          'mutation($input: TagSwipesInput!) { tagSwipes(input: $input) { errors { __typename } } }',
          { input: { swipeIds: [ids[n % 10]], tags: [`tag ${n % 3}`] } },
        )
      : client.gql(
          'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { errors { __typename } } }',
          { input: { id: ids[n % 10], title: `Renamed ${n}` } },
        );
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) => (n % 2 ? page().then((p) => p.body) : write(n))),
  );
  for (const answer of answers) expect(answer.errors).toBeUndefined();

  const last = (await page()).body.data.node;
  const swipes = await server.db.prisma.swipe.findMany({
    where: { teamId: dbId(teamId) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { tags: { include: { tag: true } } },
  });
  const shown = last.swipes.edges.map((edge: any) => ({
    title: edge.node.title,
    tags: edge.node.tags.map((tag: any) => tag.title),
  }));
  expect(shown).toEqual(
    swipes.map((swipe) => ({
      title: swipe.title,
      tags: swipe.tags.map((link) => link.tag.title).sort(),
    })),
  );
  expect(shown.filter((swipe: any) => swipe.title.startsWith('Renamed')).length).toBeGreaterThan(0);
  const tagCounts = last.tags.edges.map((edge: any) => edge.node.swipeCount as number);
  const links = swipes.reduce((sum, swipe) => sum + swipe.tags.length, 0);
  expect(tagCounts.reduce((sum: number, n: number) => sum + n, 0)).toBe(links);
  // Asked again: the same answer, now from memory.
  expect((await page()).body.data.node).toEqual(last);
});
