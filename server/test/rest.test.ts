import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newUser() {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id as string;
  return {
    client,
    teamId,
    dbTeamId: Buffer.from(teamId, 'base64').toString().slice('Team:'.length),
  };
}

it('GET /api/teams/{id}/swipes/count answers the count for a member, by database or global id', async () => {
  const { client, teamId, dbTeamId } = await newUser();
  for (const title of ['a', 'b']) {
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'AD', title },
      },
    );
  }
  for (const id of [dbTeamId, teamId]) {
    const response = await client.request({
      path: `/api/teams/${encodeURIComponent(id)}/swipes/count`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
  }
});

it('refuses strangers and signed-out visitors, and names unknown endpoints', async () => {
  const { dbTeamId } = await newUser();
  const stranger = await newUser();
  const foreign = await stranger.client.request({ path: `/api/teams/${dbTeamId}/swipes/count` });
  expect(foreign.status).toBe(404);
  expect(await foreign.json()).toEqual({ error: 'This team does not exist.' });
  const anonymous = await server.client().request({ path: `/api/teams/${dbTeamId}/swipes/count` });
  expect(anonymous.status).toBe(401);
  const wrongMethod = await stranger.client.request({
    method: 'DELETE',
    path: `/api/teams/${dbTeamId}/swipes/count`,
  });
  expect(wrongMethod.status).toBe(405);
  const unknown = await stranger.client.request({ path: '/api/nothing-here' });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'No such endpoint: GET /api/nothing-here' });
});
