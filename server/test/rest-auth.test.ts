import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { signUp } from './helpers/users.js';

// POST /api/auth (the web app reports auth events, for analytics) and POST
// /api/userlist_token (a signed token for the in-app messaging widget), spec §7.

const PUSH_KEY = 'userlist-test-push-key-0123456789';
// (Unconfigured, the token path answers 404: test/rest.test.ts, whose server has no key.)
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ USERLIST_PUSH_KEY: PUSH_KEY, USERLIST_PUSH_ID: 'push-id-1' });
});
afterAll(() => server.close());

const post = (client: TestClient, path: string, body: unknown, headers = {}) =>
  client.request({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const authEvents = (userId: string | null) =>
  server.db.prisma.auditEvent.findMany({
    where: { type: 'CLIENT_AUTH_EVENT', userId },
    orderBy: { createdAt: 'asc' },
  });

describe('POST /api/auth', () => {
  it("records the event for the cookie's user, whatever session the body names", async () => {
    const { client, userId } = await signUp(server);
    const other = await signUp(server);
    for (const event of ['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED']) {
      const response = await post(
        client,
        '/api/auth',
        { event, session: { user: { id: other.userId } } },
        { 'user-agent': 'test-agent' },
      );
      expect(response.status, event).toBe(200);
      expect(await response.json()).toEqual({ data: { event, recorded: true } });
    }
    const recorded = await authEvents(userId);
    expect(recorded.map((e) => e.data)).toEqual([
      { event: 'SIGNED_IN' },
      { event: 'TOKEN_REFRESHED' },
      { event: 'USER_UPDATED' },
    ]);
    expect(recorded[0]?.userAgent).toBe('test-agent');
    expect(await authEvents(other.userId)).toEqual([]);
  });

  it('refuses events outside the fixed set and bodies that are not JSON objects (400)', async () => {
    const { client, userId } = await signUp(server);
    for (const body of [{ event: 'HACKED' }, { event: 'signed_in' }, {}, { event: 7 }, '[1]']) {
      const response = await post(client, '/api/auth', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toBeTypeOf('string');
    }
    const notJson = await post(client, '/api/auth', '{"event":');
    expect(notJson.status).toBe(400);
    expect(await authEvents(userId)).toEqual([]);
  });

  it('takes SIGNED_OUT from a signed-out browser; other events need the session (401)', async () => {
    const { client, userId } = await signUp(server);
    expect((await client.gql('mutation { signOut { ok } }')).data.signOut.ok).toBe(true);
    const before = (await authEvents(null)).length;
    const out = await post(client, '/api/auth', { event: 'SIGNED_OUT', session: null });
    expect(out.status).toBe(200);
    expect((await authEvents(null)).length).toBe(before + 1);
    const claimed = await post(client, '/api/auth', { event: 'SIGNED_IN', session: { userId } });
    expect(claimed.status).toBe(401);
    expect(await authEvents(userId)).toEqual([]);
    const crossSite = await post(
      client,
      '/api/auth',
      { event: 'SIGNED_OUT' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });
});

function verify(token: string, key: string) {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return {
    valid: signature === expected,
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
  };
}

describe('POST /api/userlist_token', () => {
  it('gives the signed-in user a token signed with the push key (HS256)', async () => {
    const { client, email, userId } = await signUp(server, { name: 'Ann Token' });
    const response = await post(client, '/api/userlist_token', { session: { userId: 'x' } });
    expect(response.status).toBe(200);
    const { token } = await response.json();
    const { valid, header, payload } = verify(token, PUSH_KEY);
    expect(valid).toBe(true);
    expect(verify(token, 'another-key').valid).toBe(false);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'push-id-1' });
    const now = Math.floor(Date.now() / 1000);
    expect(payload).toMatchObject({ sub: userId, email, name: 'Ann Token' });
    expect(payload.iat).toBeLessThanOrEqual(now + 5);
    expect(payload.exp).toBeGreaterThan(now);
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('is 401 signed out', async () => {
    const anonymous = await post(server.client(), '/api/userlist_token', { session: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in to continue.' });
  });
});
