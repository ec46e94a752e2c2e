import { afterAll, beforeAll, expect, test } from 'vitest';
import { AI_SETUP_HELP } from '../src/ai/provider.js';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// Without AI_BASE_URL, AI Remix says exactly how to set a provider up and writes nothing: no
// fake result, no remix kept, no quota used (docs/remix.md).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('the setup is explained, and a remix is refused with the same sentence', async () => {
  const user = await newUser(server);
  const setup = (await user.client.gql('{ aiRemixSetup { available model setupHelp } }')).data;
  expect(setup.aiRemixSetup).toEqual({ available: false, model: null, setupHelp: AI_SETUP_HELP });
  expect(AI_SETUP_HELP).toContain('AI_BASE_URL');
  const result = await user.client.gql(
    `mutation($input: CreateRemixInput!) { createRemix(input: $input) {
      remix { id } errors { __typename ... on Error { message } } } }`,
    { input: { teamId: user.teamId, product: 'Coffee', parts: ['HEADLINE'] } },
  );
  expect(result.data.createRemix).toEqual({
    remix: null,
    errors: [{ __typename: 'AiUnavailableError', message: AI_SETUP_HELP }],
  });
  const team = await user.client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { aiUsage { used quota } remixes { totalCount } } } }',
    { id: user.teamId },
  );
  expect(team.data.node).toEqual({ aiUsage: { used: 0, quota: 30 }, remixes: { totalCount: 0 } });
});
