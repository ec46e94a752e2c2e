import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VIEWER_WITH_SWIPES = `query {
  viewer {
    id name email
    teams(first: 10) {
      edges { node { id name type viewerRole swipeCount swipes(first: 5) { edges { node { id title kind } } } } }
    }
  }
}`;

it('loads the viewer, its teams, their counts and swipes in a fixed number of queries (no N+1)', async () => {
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
  const result = await client.gql(VIEWER_WITH_SWIPES);
  expect(
    result.data.viewer.teams.edges.map((e: any) => [
      e.node.name,
      e.node.swipeCount,
      e.node.swipes.edges.length,
    ]),
  ).toEqual([
    ['Personal', 0, 0],
    ['Acme', 2, 2],
    ['Globex', 2, 2],
    ['Initech', 2, 2],
  ]);
  expect(server.takeQueries().map((sql) => sql.replace(/\s+/g, ' ').trim())).toMatchSnapshot();
});
