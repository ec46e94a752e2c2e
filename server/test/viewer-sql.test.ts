import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/paths.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { newUser } from './helpers/users.js';

// The SQL of the queries the app shell and the swipes page run is snapshotted: an N+1
// shows up as a diff. (Team.swipes costs one bounded query per team, so it is asked for
// one team at a time, as the app does.)

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VIEWER = `query {
  viewer {
    id name email
    teams(first: 10) {
      edges { node { id name type viewerRole swipeCount swipeAllowance { count limit remaining } } }
    }
  }
}`;

const TEAM_SWIPES = `query($id: ID!) {
  node(id: $id) { ... on Team {
    swipes(first: 50) { edges { node { id title kind source tags { id title } collections { id name } } } }
  } }
}`;

// Sorted: Prisma runs the queries for sibling relations concurrently, in no fixed order.
const normalized = (queries: string[]) =>
  queries.map((sql) => sql.replace(/\s+/g, ' ').trim()).sort();

it('loads the viewer, its teams, roles, counts and allowances in a fixed number of queries', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const user = await server.db.prisma.user.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
  // Three more teams with swipes: the number of queries must not grow with them.
  for (const name of ['Acme', 'Globex', 'Initech']) {
    await server.db.prisma.team.create({
      data: {
        name,
        members: { create: { userId: user.id, role: 'EDITOR' } },
        swipes: {
          create: [1, 2].map((n) => ({ kind: 'WEBSITE' as const, title: `${name} ${n}` })),
        },
      },
    });
  }
  server.takeQueries();
  const result = await client.gql(VIEWER);
  expect(
    result.data.viewer.teams.edges.map((e: any) => [
      e.node.name,
      e.node.swipeCount,
      e.node.swipeAllowance.remaining,
    ]),
  ).toEqual([
    ['Personal', 0, 10],
    ['Acme', 2, 8],
    ['Globex', 2, 8],
    ['Initech', 2, 8],
  ]);
  expect(normalized(server.takeQueries())).toMatchSnapshot();
});

it("loads a page of a team's swipes with their tags and collections in a fixed number of queries", async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const collection = (
    await client.gql(
      'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
      {
        input: { teamId, name: 'Best' },
      },
    )
  ).data.createCollection.collection;
  for (let i = 0; i < 6; i++) {
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: {
          teamId,
          kind: 'AD',
          title: `Ad ${i}`,
          tags: [`t${i % 3}`, 'all'],
          collectionIds: [collection.id],
        },
      },
    );
  }
  server.takeQueries();
  const result = await client.gql(TEAM_SWIPES, { id: teamId });
  expect(result.data.node.swipes.edges).toHaveLength(6);
  expect(result.data.node.swipes.edges[0].node.tags).toHaveLength(2);
  expect(normalized(server.takeQueries())).toMatchSnapshot();

  // A selection the page's rows do not carry (the team, counts) costs one more statement.
  const fuller = await client.gql(
    `query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 50) { edges { node {
      title team { name } tags { title swipeCount } collections { name swipeCount }
    } } } } } }`,
    { id: teamId },
  );
  expect(
    fuller.data.node.swipes.edges.map((edge: { node: { title: string } }) => edge.node.title),
  ).toEqual(['Ad 5', 'Ad 4', 'Ad 3', 'Ad 2', 'Ad 1', 'Ad 0']);
  expect(fuller.data.node.swipes.edges[0].node).toMatchObject({
    team: { name: 'Personal' },
    tags: [
      { title: 'all', swipeCount: 6 },
      { title: 't2', swipeCount: 2 },
    ],
    collections: [{ name: 'Best', swipeCount: 6 }],
  });
  expect(server.takeQueries()).toHaveLength(4);
});

it('answers the swipes page in six statements (session, data versions, team, tags, collections, swipes), and again from the response cache in two', async () => {
  const { client, teamId } = await newUser(server);
  const collection = await client.gql(
    'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
    { input: { teamId, name: 'Best' } },
  );
  for (let i = 0; i < 3; i++) {
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: {
          teamId,
          kind: 'AD',
          title: `Ad ${i}`,
          tags: [`t${i}`, 'all'],
          collectionIds: [collection.data.createCollection.collection.id],
        },
      },
    );
  }
  // The page's own document, as the web persists it.
  const persisted = JSON.parse(
    await readFile(path.join(paths.root, 'web/persisted-queries.json'), 'utf8'),
  ) as Record<string, string>;
  const page = Object.values(persisted).find((text) =>
    text.startsWith('query SwipesPageTeamQuery('),
  );
  server.takeQueries();
  const result = await client.gql(page ?? '', { teamId });
  expect(result.errors).toBeUndefined();
  const team = result.data.node;
  expect([team.swipeCount, team.tags.totalCount, team.collections.totalCount]).toEqual([3, 4, 1]);
  expect(team.swipes.edges[0].node).toMatchObject({ title: 'Ad 2', authorName: 'Ann Example' });
  expect(server.takeQueries()).toHaveLength(6);
  // Nothing was written since: the same answer, from memory (session and data versions only).
  const again = await client.gql(page ?? '', { teamId });
  expect(again.data).toEqual(result.data);
  expect(again.errors).toBeUndefined();
  expect(server.takeQueries()).toHaveLength(2);
});
