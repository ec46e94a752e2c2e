import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { exchangeCode, FROM_EXTENSION, handoffCode, tokenFetch } from './helpers/tokens.js';
import { signUp } from './helpers/users.js';

// Personal tokens, browser sessions, the profile name and the extension's sign-in hand-off.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const CREATE_TOKEN = `mutation($name: String!) { createApiToken(input: {name: $name}) { token apiToken { id name } ${ERRORS} } }`;

async function createToken(client: TestClient, name = 'Zapier') {
  const result = await client.gql(CREATE_TOKEN, { name });
  return result.data.createApiToken as { token: string; apiToken: { id: string; name: string } };
}

describe('personal tokens', () => {
  it('cannot mint more access: new tokens, extension codes and browser sign-outs need a browser', async () => {
    const { client } = await signUp(server);
    const { token } = await createToken(client);
    const sessions = await client.gql('{ viewer { sessions { edges { node { id } } } } }');
    const sessionId = sessions.data.viewer.sessions.edges[0].node.id as string;
    for (const [query, variables] of [
      [CREATE_TOKEN, { name: 'Another' }],
      ['mutation { createExtensionHandoff { code } }', {}],
      ['mutation($id: ID!) { revokeSession(input: { id: $id }) { deletedId } }', { id: sessionId }],
    ] as const) {
      const body = await (await tokenFetch(server.url, token, query, variables)).json();
      expect(body.errors?.[0]?.message, query).toMatch(/Not authorized/);
    }
    const listed = await client.gql(
      '{ viewer { apiTokens { totalCount edges { node { name } } } sessions { totalCount } } }',
    );
    expect(listed.data.viewer.apiTokens).toEqual({
      totalCount: 1,
      edges: [{ node: { name: 'Zapier' } }],
    });
    expect(listed.data.viewer.sessions.totalCount).toBe(1);
  });

  it('act for their user until revoked, and are listed without their secret', async () => {
    const { client, email } = await signUp(server);
    const { token, apiToken } = await createToken(client, '  My   script ');
    expect(apiToken.name).toBe('My script');
    expect(token).toMatch(/^[a-z2-9]{32}\.[a-z2-9]{32}$/);
    const me = await tokenFetch(server.url, token, '{ viewer { email } }');
    expect((await me.json()).data.viewer.email).toBe(email);

    const listed = await client.gql(
      '{ viewer { apiTokens { edges { node { id name lastUsedAt } } } } }',
    );
    expect(listed.data.viewer.apiTokens.edges).toEqual([
      { node: { id: apiToken.id, name: 'My script', lastUsedAt: expect.any(String) } },
    ]);
    expect(JSON.stringify(listed)).not.toContain(token.split('.')[1]);

    const stranger = await signUp(server);
    const foreign = await stranger.client.gql(
      `mutation($id: ID!) { revokeApiToken(input: { id: $id }) { deletedId ${ERRORS} } }`,
      { id: apiToken.id },
    );
    expect(foreign.data.revokeApiToken.errors[0].message).toBe('This token does not exist.');
    expect((await tokenFetch(server.url, token, '{ viewer { email } }')).status).toBe(200);

    await client.gql(`mutation($id: ID!) { revokeApiToken(input: { id: $id }) { deletedId } }`, {
      id: apiToken.id,
    });
    const revoked = await tokenFetch(server.url, token, '{ viewer { email } }');
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).errors[0].message).toBe(
      'This API token is not valid: it was revoked, expired or mistyped.',
    );
  });

  it('refuse empty names, and a tampered token never falls back to a cookie', async () => {
    const { client } = await signUp(server);
    const empty = await client.gql(CREATE_TOKEN, { name: '   ' });
    expect(empty.data.createApiToken.errors).toEqual([
      { __typename: 'FieldError', message: 'Enter a token name.', field: 'name' },
    ]);
    const { token } = await createToken(client);
    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    const response = await tokenFetch(
      server.url,
      tampered,
      '{ viewer { email } }',
      {},
      { cookie: client.cookieHeader() },
    );
    expect(response.status).toBe(401);
  });

  it('reach the REST paths from any origin (they are sent on purpose, unlike cookies)', async () => {
    const { client } = await signUp(server);
    const globalId: string = (await client.gql('{ viewer { id } }')).data.viewer.id;
    const id = Buffer.from(globalId, 'base64').toString().slice('User:'.length);
    const { token } = await createToken(client);
    const response = await fetch(`${server.url}/api/users/${encodeURIComponent(id)}/metadata`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        origin: 'chrome-extension://abcdefghijklmnop',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ metadata: { onboarding: { meta: { wizard: 'hidden' } } } }),
    });
    expect(response.status).toBe(200);
    const bad = await fetch(`${server.url}/api/users/${encodeURIComponent(id)}`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
  });
});

describe('sessions and profile', () => {
  it("lists the viewer's browsers and signs one out; nobody else's", async () => {
    const { client, email } = await signUp(server);
    const laptop = server.client();
    await laptop.signIn(email);
    const sessions = (
      await client.gql('{ viewer { sessions { edges { node { id current } } } } }')
    ).data.viewer.sessions.edges.map((edge: { node: unknown }) => edge.node) as {
      id: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current);
    const stranger = await signUp(server);
    const foreign = await stranger.client.gql(
      `mutation($id: ID!) { revokeSession(input: { id: $id }) { deletedId ${ERRORS} } }`,
      { id: other?.id },
    );
    expect(foreign.data.revokeSession.errors[0].message).toBe('This session does not exist.');
    await client.gql('mutation($id: ID!) { revokeSession(input: { id: $id }) { deletedId } }', {
      id: other?.id,
    });
    expect((await laptop.gql('{ viewer { id } }')).data.viewer).toBeNull();
    expect(
      (await client.gql('{ viewer { sessions { totalCount edges { node { id } } } } }')).data.viewer
        .sessions,
    ).toMatchObject({ totalCount: 1, edges: [{ node: { id: expect.any(String) } }] });
  });

  it('renames the viewer, and refuses an empty name', async () => {
    const { client } = await signUp(server);
    const UPDATE = `mutation($name: String!) { updateProfile(input: {name: $name}) { viewer { name } ${ERRORS} } }`;
    expect((await client.gql(UPDATE, { name: ' ' })).data.updateProfile.errors[0].message).toBe(
      'Enter a name.',
    );
    expect((await client.gql(UPDATE, { name: 'Ann  Lee' })).data.updateProfile.viewer.name).toBe(
      'Ann Lee',
    );
  });
});

describe('extension hand-off', () => {
  it('trades a one-time code for a named token; the first time records the install', async () => {
    const { client, email } = await signUp(server);
    const code = await handoffCode(client);
    const first = await exchangeCode(server.url, code, FROM_EXTENSION);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ user: { email }, firstInstall: true });
    expect(
      (
        await (
          await tokenFetch(server.url, body.token, '{ viewer { email extensionInstalled } }')
        ).json()
      ).data.viewer,
    ).toEqual({
      email,
      extensionInstalled: true,
    });
    expect((await exchangeCode(server.url, code, FROM_EXTENSION)).status).toBe(401);
    const tokens = (await client.gql('{ viewer { apiTokens { edges { node { name } } } } }')).data
      .viewer.apiTokens.edges;
    expect(tokens).toEqual([{ node: { name: 'Chrome extension' } }]);

    const again = await (
      await exchangeCode(server.url, await handoffCode(client), FROM_EXTENSION)
    ).json();
    expect(again.firstInstall).toBe(false);
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email },
      include: { onboardingProgress: true },
    });
    expect(user.onboardingProgress.map((p) => [p.stepKey, p.status])).toContainEqual([
      'install_extension',
      'COMPLETE',
    ]);
    const installs = await server.db.prisma.auditEvent.findMany({
      where: { userId: user.id, type: 'EXTENSION_INSTALLED' },
    });
    expect(installs.map((event) => event.data)).toEqual([{ goal: 'ExtensionInstalled' }]);
  });

  it('refuses expired, tampered and malformed codes', async () => {
    const { client } = await signUp(server);
    const code = await handoffCode(client);
    await server.db.prisma.extensionHandoff.update({
      where: { id: code.split('.')[0] },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await exchangeCode(server.url, code, FROM_EXTENSION);
    expect(expired.status).toBe(401);
    expect((await expired.json()).error).toBe(
      'This sign-in link has expired or was used. Open Swipestack and try again.',
    );
    const fresh = await handoffCode(client);
    expect(
      (await exchangeCode(server.url, `${fresh.split('.')[0]}.${'a'.repeat(32)}`, FROM_EXTENSION))
        .status,
    ).toBe(401);
    expect((await exchangeCode(server.url, fresh, FROM_EXTENSION)).status).toBe(200);
    const malformed = await fetch(`${server.url}/api/extension/token`, {
      method: 'POST',
      body: 'x',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  const ask = (headers: Record<string, string> = {}) =>
    fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  it('runs any operation for a valid personal token, and only persisted ones otherwise', async () => {
    const user = await production.db.prisma.user.create({
      data: { email: uniqueEmail(), name: 'API', passwordHash: 'unused' },
    });
    const { token } = await production.inScope(() => issueApiToken(user.id, 'Script'));
    const withValid = await ask({ authorization: `Bearer ${token}` });
    expect(withValid.body.data.viewer.email).toBe(user.email);
    const anonymous = await ask();
    expect(anonymous.body.errors[0].message).toBe('Only persisted operations are accepted.');
    const forged = await ask({ authorization: `Bearer ${token.split('.')[0]}.${'b'.repeat(32)}` });
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].message).toBe(
      'This API token is not valid: it was revoked, expired or mistyped.',
    );
  });
});
