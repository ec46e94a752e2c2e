import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/tokens.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { tokenSocket } from './helpers/subscriptions.js';
import { tokenGql } from './helpers/tokens.js';
import { signUp } from './helpers/users.js';
import { holdsWithin, retryUntil } from './helpers/wait.js';

// Secrets of at least 128 bits, the absolute lifetime of sessions, API tokens' expiry and
// read-only scope, and which origins get credentialed CORS (docs/auth.md).

const MAX_AGE_SECONDS = 3600;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) });
});
afterAll(() => server.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  token apiToken { id name scope expiresAt } ${ERRORS} } }`;

async function createToken(client: TestClient, input: Record<string, unknown>) {
  const result = await client.gql(CREATE_TOKEN, { input: { name: 'Script', ...input } });
  return result.data.createApiToken as {
    token: string | null;
    apiToken: { id: string; name: string; scope: string; expiresAt: string | null } | null;
    errors: { message: string; field?: string }[];
  };
}

/** Random characters of the token alphabet carry 5 bits each. */
const secretBits = (token: string) => {
  const [, secret = ''] = token.split('.');
  expect(secret).toMatch(/^[a-z2-9]+$/);
  return secret.length * 5;
};

describe('secrets', () => {
  it('carry at least 128 bits in sessions, API tokens and extension hand-off codes', async () => {
    const { client } = await signUp(server);
    const cookie = [...client.cookies.values()][0] ?? '';
    expect(secretBits(cookie)).toBeGreaterThanOrEqual(128);
    const { token } = await createToken(client, {});
    expect(secretBits(token ?? '')).toBeGreaterThanOrEqual(128);
    const code = (await client.gql('mutation { createExtensionHandoff { code } }')).data
      .createExtensionHandoff.code as string;
    expect(secretBits(code)).toBeGreaterThanOrEqual(128);
  });

  it('of the older, 120-bit length keep working until they end', async () => {
    const { userId, email } = await signUp(server);
    const id = 'a'.repeat(24);
    const secret = 'b'.repeat(24);
    await server.db.prisma.apiToken.create({
      data: { id, name: 'Old script', secretHash: sha256(secret), userId },
    });
    const old = await tokenGql(server.url, `${id}.${secret}`, '{ viewer { email } }');
    expect(old.body.data.viewer.email).toBe(email);
    const sessionId = 'c'.repeat(24);
    await server.db.prisma.session.create({
      data: {
        id: sessionId,
        secretHash: sha256(secret),
        userId,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const browser = server.client();
    browser.cookies.set('swipestack_session', `${sessionId}.${secret}`);
    expect((await browser.gql('{ viewer { email } }')).data.viewer.email).toBe(email);
  });
});

describe('sessions', () => {
  it('end at SESSION_MAX_AGE_SECONDS after sign-in however active they are', async () => {
    const { client, email } = await signUp(server);
    const laptop = server.client();
    await laptop.signIn(email);
    const [sessionId] = ([...client.cookies.values()][0] ?? '').split('.');
    const session = await server.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    // Sliding never carries a session past its absolute end.
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(
      session.createdAt.getTime() + MAX_AGE_SECONDS * 1000,
    );
    await server.db.prisma.session.update({
      where: { id: sessionId },
      data: { expiresAt: new Date(Date.now() + 1000) },
    });
    await client.gql('{ viewer { id } }');
    const slid = await server.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(slid.expiresAt.getTime()).toBeLessThanOrEqual(
      slid.createdAt.getTime() + MAX_AGE_SECONDS * 1000,
    );
    // Active a moment ago (expiry far ahead), but created longer ago than the absolute lifetime.
    await server.db.prisma.session.update({
      where: { id: sessionId },
      data: {
        createdAt: new Date(Date.now() - MAX_AGE_SECONDS * 1000 - 1000),
        expiresAt: new Date(Date.now() + 3_000_000),
        lastUsedAt: new Date(),
      },
    });
    const listed = (
      await laptop.gql('{ viewer { sessions { totalCount edges { node { id } } } } }')
    ).data.viewer.sessions;
    expect(listed.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(sessionId);
    expect(listed.edges).toHaveLength(1);
    expect(listed.totalCount).toBe(1);
    expect((await client.gql('{ viewer { id } }')).data.viewer).toBeNull();
    expect(await server.db.prisma.session.count({ where: { id: sessionId } })).toBe(0);
  });
});

describe('API tokens', () => {
  it('may expire after a chosen number of days, and are refused once expired', async () => {
    const { client } = await signUp(server);
    const created = await createToken(client, { expiresInDays: 7 });
    const expiresAt = new Date(created.apiToken?.expiresAt ?? 0).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const listed = (
      await client.gql('{ viewer { apiTokens { edges { node { id scope expiresAt } } } } }')
    ).data.viewer.apiTokens.edges;
    expect(listed).toEqual([
      { node: { id: created.apiToken?.id, scope: 'FULL', expiresAt: created.apiToken?.expiresAt } },
    ]);
    const token = created.token ?? '';
    expect((await tokenGql(server.url, token, '{ viewer { id } }')).status).toBe(200);
    await server.db.prisma.apiToken.update({
      where: { id: token.split('.')[0] },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await tokenGql(server.url, token, '{ viewer { id } }');
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe(
      'This API token is not valid: it was revoked, expired or mistyped.',
    );
    // An expired token is no longer listed, and no longer counts against the cap.
    expect(
      (await client.gql('{ viewer { apiTokens { totalCount edges { node { id } } } } }')).data
        .viewer.apiTokens,
    ).toEqual({ totalCount: 0, edges: [] });
  });

  it('accept only the offered lifetimes', async () => {
    const { client } = await signUp(server);
    const odd = await createToken(client, { expiresInDays: 3 });
    expect(odd.token).toBeNull();
    expect(odd.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'expiresInDays',
        message: 'Choose 7, 30, 90 or 365 days, or no expiry.',
      },
    ]);
    const never = await createToken(client, { expiresInDays: null });
    expect(never.apiToken).toMatchObject({ scope: 'FULL', expiresAt: null });
  });

  it('that are read-only run queries but no mutation, upload or REST write', async () => {
    const { client, email, userId } = await signUp(server);
    const teamId: string = (
      await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')
    ).data.viewer.teams.edges[0].node.id;
    const created = await createToken(client, { scope: 'READ_ONLY' });
    expect(created.apiToken?.scope).toBe('READ_ONLY');
    const token = created.token ?? '';
    const read = await tokenGql(server.url, token, '{ viewer { email } }');
    expect(read.body.data.viewer.email).toBe(email);

    const write = await tokenGql(
      server.url,
      token,
      'mutation($name: String!) { updateProfile(input: {name: $name}) { viewer { name } } }',
      { name: 'Changed' },
    );
    expect(write.status).toBe(403);
    expect(write.body.data ?? null).toBeNull();
    expect(write.body.errors).toEqual([
      expect.objectContaining({
        message: 'This API token is read-only: it cannot change anything.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    expect((await client.gql('{ viewer { name } }')).data.viewer.name).toBe('Ann Example');

    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) { __typename } }',
        variables: { input: { teamId, file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif');
    const upload = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    const uploadBody = await upload.json();
    expect(uploadBody.errors[0].extensions.code).toBe('FORBIDDEN');

    const rest = await fetch(`${server.url}/api/users/${userId}/metadata`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { onboarding: { meta: { wizard: 'hidden' } } } }),
    });
    expect(rest.status).toBe(403);
    expect((await rest.json()).error).toBe(
      'This API token is read-only: it cannot change anything.',
    );
    const restRead = await fetch(`${server.url}/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restRead.status).toBe(200);
  });
});

describe('read-only tokens over WebSocket', () => {
  it('run queries and subscriptions but no mutation', async () => {
    const { client, email } = await signUp(server);
    const teamId: string = (
      await client.gql('mutation { createTeam(input: {name: "Live"}) { team { id } } }')
    ).data.createTeam.team.id;
    const created = await createToken(client, { scope: 'READ_ONLY' });
    const token = created.token ?? '';
    const ws = tokenSocket(server.url, token);
    try {
      const once = async (query: string) => {
        for await (const result of ws.iterate({ query })) return result;
        return null;
      };
      expect((await once('{ viewer { email } }'))?.data).toEqual({ viewer: { email } });
      const refused = await once(
        'mutation { updateProfile(input: {name: "Changed"}) { viewer { name } } }',
      );
      expect(refused?.errors?.[0]?.message).toBe(
        'This API token is read-only: it cannot change anything.',
      );
      expect((await client.gql('{ viewer { name } }')).data.viewer.name).toBe('Ann Example');

      const names: string[] = [];
      const stop = ws.subscribe(
        {
          query: 'subscription($teamId: ID!) { teamEvents(teamId: $teamId) { team { name } } }',
          variables: { teamId },
        },
        {
          next: (value) => {
            const name = (value.data as { teamEvents?: { team?: { name: string } } })?.teamEvents
              ?.team?.name;
            if (name) names.push(name);
          },
          error: () => {},
          complete: () => {},
        },
      );
      // The subscription starts at some point after subscribe(): rename until an event arrives.
      await retryUntil(
        async (n) => {
          await client.gql(
            'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
            { input: { id: teamId, name: `Live ${n}` } },
          );
          return holdsWithin(() => names.length > 0, 1000);
        },
        15_000,
        'the token’s subscription hears a rename',
      );
      expect(names[0]).toMatch(/^Live \d+$/);
      stop();
    } finally {
      await ws.dispose();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const post = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });

  it('allows credentials for APP_ORIGIN only', async () => {
    for (const response of [
      await preflight(server.config.APP_ORIGIN),
      await post(server.config.APP_ORIGIN),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(server.config.APP_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
    for (const origin of ['https://evil.example', 'chrome-extension://abcdefghijklmnop', 'null']) {
      for (const response of [await preflight(origin), await post(origin)]) {
        expect(response.headers.get('access-control-allow-origin'), origin).not.toBe(origin);
        expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      }
    }
  });
});
