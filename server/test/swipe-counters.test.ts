import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { createTeam } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';

// Team.swipeCount and Tag.swipeCount are columns kept by triggers (the swipe_counters
// migration): after every kind of write, parallel ones too, each equals a fresh COUNT.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_SWIPE_LIMIT: '10' });
});
afterAll(() => server.close());

/** Every team and tag whose kept count differs from a fresh count (none, when they are right). */
async function wrongCounts() {
  return server.db.prisma.$queryRawUnsafe<
    { kind: string; id: string; kept: number; counted: number }[]
  >(`
    SELECT 'team' AS kind, t.id::text, t.swipe_count AS kept, c.n AS counted
    FROM team t, LATERAL (SELECT count(*)::int AS n FROM swipe s WHERE s.team_id = t.id) c
    WHERE t.swipe_count <> c.n
    UNION ALL
    SELECT 'tag', t.id::text, t.swipe_count, c.n
    FROM tag t, LATERAL (SELECT count(*)::int AS n FROM swipe_tag l WHERE l.tag_id = t.id) c
    WHERE t.swipe_count <> c.n`);
}

async function counts(client: TestClient, teamId: string) {
  const result = await client.gql(
    `query($id: ID!) { node(id: $id) { ... on Team { swipeCount swipeAllowance { count }
      tags(first: 100) { edges { node { title swipeCount } } } } } }`,
    { id: teamId },
  );
  const team = result.data.node;
  return {
    swipes: team.swipeCount as number,
    allowance: team.swipeAllowance.count as number,
    tags: Object.fromEntries(
      team.tags.edges.map((edge: { node: { title: string; swipeCount: number } }) => [
        edge.node.title,
        edge.node.swipeCount,
      ]),
    ),
  };
}

async function addSwipe(client: TestClient, teamId: string, title: string, tags: string[] = []) {
  const result = await client.gql(
    `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) {
      swipe { id } errors { __typename } } }`,
    { input: { teamId, kind: 'AD', title, tags } },
  );
  return result.data.createSwipe as { swipe: { id: string } | null; errors: unknown[] };
}

async function mutate(client: TestClient, mutation: string, input: Record<string, unknown>) {
  const inputType = `${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input`;
  const result = await client.gql(
    `mutation($input: ${inputType}!) { ${mutation}(input: $input) {
      errors: errors { ... on Error { message } } } }`,
    { input },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data[mutation].errors).toEqual([]);
}

async function tagIds(client: TestClient, teamId: string) {
  const result = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { tags(first: 100) { edges { node { id title } } } } } }',
    { id: teamId },
  );
  return Object.fromEntries(
    result.data.node.tags.edges.map((edge: { node: { id: string; title: string } }) => [
      edge.node.title,
      edge.node.id,
    ]),
  ) as Record<string, string>;
}

describe('kept swipe counts', () => {
  it('follow creates, edits, deletes, bulk actions and tag deletion through the API', async () => {
    const { client, teamId: other } = await newUser(server);
    const teamId = await createTeam(client, 'Counted');
    const a = (await addSwipe(client, teamId, 'A', ['Hooks', 'Offers'])).swipe?.id;
    const b = (await addSwipe(client, teamId, 'B', ['Hooks'])).swipe?.id;
    const c = (await addSwipe(client, teamId, 'C')).swipe?.id;
    expect([a, b, c].every(Boolean)).toBe(true);
    expect(await counts(client, teamId)).toEqual({
      swipes: 3,
      allowance: 3,
      tags: { Hooks: 2, Offers: 1 },
    });

    await mutate(client, 'updateSwipe', { id: b, tags: ['Offers', 'Urgency'] });
    expect((await counts(client, teamId)).tags).toEqual({ Hooks: 1, Offers: 2, Urgency: 1 });

    await mutate(client, 'tagSwipes', { swipeIds: [a, b, c], tags: ['Hooks', 'Proof'] });
    expect((await counts(client, teamId)).tags).toEqual({
      Hooks: 3,
      Offers: 2,
      Proof: 3,
      Urgency: 1,
    });
    await mutate(client, 'untagSwipes', { swipeIds: [a, c], tags: ['Proof'] });
    expect((await counts(client, teamId)).tags.Proof).toBe(1);

    await mutate(client, 'copySwipesToTeam', { swipeIds: [a, b], teamId: other });
    expect(await counts(client, other)).toEqual({
      swipes: 2,
      allowance: 2,
      tags: { Hooks: 2, Offers: 2, Proof: 1, Urgency: 1 },
    });
    await mutate(client, 'moveSwipesToTeam', { swipeIds: [c], teamId: other });
    expect((await counts(client, teamId)).swipes).toBe(2);
    expect((await counts(client, other)).swipes).toBe(3);

    await mutate(client, 'deleteTag', { id: (await tagIds(client, teamId)).Hooks });
    expect((await counts(client, teamId)).tags).toEqual({ Offers: 2, Proof: 1, Urgency: 1 });
    await mutate(client, 'deleteSwipe', { id: a });
    await mutate(client, 'deleteSwipes', { swipeIds: [b] });
    expect(await counts(client, teamId)).toEqual({
      swipes: 0,
      allowance: 0,
      tags: { Offers: 0, Proof: 0, Urgency: 0 },
    });
    expect(await wrongCounts()).toEqual([]);

    expect((await addSwipe(client, teamId, 'D', ['Offers'])).swipe).not.toBeNull();
    await mutate(client, 'deleteTeam', { id: teamId });
    expect(await wrongCounts()).toEqual([]);
  });

  it('follow many-row statements, a swipe moved to another team and a link moved to another tag', async () => {
    const { client, teamId } = await newUser(server);
    const second = await createTeam(client, 'Second');
    const [team1, team2] = [dbId(teamId), dbId(second)];
    const prisma = server.db.prisma;
    const tags = await Promise.all(
      ['x', 'y', 'z'].map((title, i) =>
        prisma.tag.create({ data: { teamId: i === 2 ? team2 : team1, title } }),
      ),
    );
    // As an import writes: many swipes in one statement, then their links in one.
    await prisma.swipe.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        teamId: i % 3 === 0 ? team2 : team1,
        kind: 'AD' as const,
        title: `Imported ${i}`,
      })),
    });
    const swipes = await prisma.swipe.findMany({ select: { id: true, teamId: true } });
    await prisma.swipeTag.createMany({
      data: swipes.flatMap((swipe) =>
        swipe.teamId === team1
          ? [
              { swipeId: swipe.id, tagId: tags[0]?.id ?? '' },
              { swipeId: swipe.id, tagId: tags[1]?.id ?? '' },
            ]
          : swipe.teamId === team2
            ? [{ swipeId: swipe.id, tagId: tags[2]?.id ?? '' }]
            : [],
      ),
    });
    expect(await counts(client, teamId)).toMatchObject({ swipes: 20, tags: { x: 20, y: 20 } });
    expect(await wrongCounts()).toEqual([]);

    const moved = swipes.filter((swipe) => swipe.teamId === team1).slice(0, 5);
    await prisma.swipe.updateMany({
      where: { id: { in: moved.map((swipe) => swipe.id) } },
      data: { teamId: team2 },
    });
    expect((await counts(client, teamId)).swipes).toBe(15);
    await prisma.swipeTag.updateMany({
      where: { tagId: tags[0]?.id, swipeId: { in: moved.map((swipe) => swipe.id) } },
      data: { tagId: tags[2]?.id },
    });
    expect((await counts(client, second)).tags).toEqual({ z: 15 });
    // Updates that leave the team and tag alone change no count.
    await prisma.swipe.updateMany({ where: { teamId: team1 }, data: { notes: 'edited' } });
    await prisma.swipeTag.deleteMany({ where: { tagId: tags[1]?.id } });
    expect(await wrongCounts()).toEqual([]);
    await prisma.swipe.deleteMany({ where: { teamId: { in: [team1, team2] } } });
    expect(await counts(client, teamId)).toMatchObject({ swipes: 0, tags: { x: 0, y: 0 } });
    expect(await wrongCounts()).toEqual([]);
  });

  it('stay exact under parallel creates: the free cap holds and shared tags do not deadlock', async () => {
    const { client, teamId } = await newUser(server);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        addSwipe(client, teamId, `Parallel ${i}`, i % 2 ? ['p', 'q', 'r'] : ['r', 'q', 'p']),
      ),
    );
    const created = results.filter((result) => result.swipe);
    expect(created).toHaveLength(10);
    expect(results.filter((result) => !result.swipe).map((result) => result.errors)).toEqual(
      Array.from({ length: 40 }, () => [{ __typename: 'SwipeLimitError' }]),
    );
    expect(await counts(client, teamId)).toEqual({
      swipes: 10,
      allowance: 10,
      tags: { p: 10, q: 10, r: 10 },
    });

    // Parallel deletes of tagged swipes while tags change on the others.
    const ids = created.map((result) => result.swipe?.id as string);
    await Promise.all(
      ids.map((id, i) =>
        i % 2
          ? mutate(client, 'deleteSwipe', { id })
          : mutate(client, 'updateSwipe', { id, tags: ['q', 's'] }),
      ),
    );
    expect(await counts(client, teamId)).toEqual({
      swipes: 5,
      allowance: 5,
      tags: { p: 0, q: 5, r: 0, s: 5 },
    });
    expect(await wrongCounts()).toEqual([]);
  });
});
