import { AI_REMIX_OFF } from '@swipestack/common/remix';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AI_SETUP_HELP } from '../src/ai/provider.js';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// Without AI_BASE_URL, AI Remix tells its users to ask an administrator, tells administrators
// exactly how to set a provider up, and writes nothing: no fake result, no remix kept, no quota
// used (docs/remix.md).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('users are told to ask an administrator, and a remix is refused with that sentence', async () => {
  const user = await newUser(server);
  const setup = (await user.client.gql('{ aiRemixSetup { available model setupHelp } }')).data;
  expect(setup.aiRemixSetup).toEqual({ available: false, model: null, setupHelp: null });
  const result = await user.client.gql(
    `mutation($input: CreateRemixInput!) { createRemix(input: $input) {
      remix { id } errors { __typename ... on Error { message } } } }`,
    { input: { teamId: user.teamId, product: 'Coffee', parts: ['HEADLINE'] } },
  );
  expect(result.data.createRemix).toEqual({
    remix: null,
    errors: [{ __typename: 'AiUnavailableError', message: AI_REMIX_OFF }],
  });
  const team = await user.client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { aiUsage { used quota } remixes { totalCount } } } }',
    { id: user.teamId },
  );
  expect(team.data.node).toEqual({ aiUsage: { used: 0, quota: 30 }, remixes: { totalCount: 0 } });
});

test('administrators alone are told how to set a provider up', async () => {
  const admin = await newUser(server);
  await server.db.prisma.user.update({ where: { email: admin.email }, data: { isAdmin: true } });
  const setup = (await admin.client.gql('{ aiRemixSetup { setupHelp } }')).data;
  expect(setup.aiRemixSetup.setupHelp).toBe(AI_SETUP_HELP);
  expect(AI_SETUP_HELP).toContain('AI_BASE_URL');
});
