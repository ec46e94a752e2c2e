import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { CHROMIUM_PATH: '/nonexistent/chromium' },
    { captureWorker: true },
  );
});
afterAll(() => server.close());

it('says plainly that captures are unavailable when the server has no browser', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const id = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'WEBSITE', url: 'https://example.com/' },
      },
    )
  ).data.createSwipe.swipe.id;
  const status = async () =>
    (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError } } }',
        { id },
      )
    ).data.node;
  await expect.poll(status, { timeout: 15_000 }).toEqual({
    captureStatus: 'FAILED',
    captureError:
      'Page captures are unavailable on this server: no browser at /nonexistent/chromium.',
  });
});
