import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestRouter } from '../harness.js';
import { dbId, newUser } from '../helpers/users.js';

// The fast tier: the router answers in-process (no port), over a fresh in-memory database.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const json = { 'content-type': 'application/json' };

describe('the middleware answers before any handler', () => {
  it('405 with Allow for a known path and another method', async () => {
    const response = await router.request('/api/teams/abc/team_members', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE, PUT');
    expect(await response.json()).toEqual({ error: 'POST is not allowed here.' });
    const head = await router.request('/api/teams/abc/swipes/count', { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
  });

  it('401 signed out, and for a bearer token that is not valid', async () => {
    const signedOut = await router.request('/api/teams/abc/swipes/count');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'Sign in to continue.' });
    const badToken = await router.request('/api/export', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({
      error: 'This API token is not valid: it was revoked, expired or mistyped.',
    });
  });

  it('400 for a change whose body is not a JSON object, or not the one the route takes', async () => {
    const { client, teamId } = await newUser(router);
    const path = `/api/teams/${dbId(teamId)}/team_members`;
    const cases: [RequestInit, string][] = [
      [{ body: 'email=a@example.com' }, 'Send the request body as application/json.'],
      [{ headers: json, body: '{"email":' }, 'The request body is not valid JSON.'],
      [{ headers: json, body: '[1]' }, 'The request body must be a JSON object.'],
      [{ headers: json, body: '{}' }, 'Send {"email": "…"}: the address whose invite to remove.'],
    ];
    for (const [init, error] of cases) {
      const response = await client.request({ ...init, method: 'DELETE', path });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('403 for a cookie-authenticated change from another site', async () => {
    const { client } = await newUser(router);
    const response = await client.request({
      method: 'POST',
      path: '/api/teams',
      headers: { ...json, origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'Elsewhere' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Requests from other sites are refused.' });
  });

  it('404 JSON for an unknown path under /api', async () => {
    const response = await router.request('/api/nothing-here', { method: 'PUT' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such endpoint: PUT /api/nothing-here' });
  });

  it('400 for a path whose percent-encoding does not decode', async () => {
    const response = await router.request('/api/teams/%zz/swipes/count');
    expect(response.status).toBe(400);
  });
});

describe('routes through the router', () => {
  it('a REST change and read: create a team, then count its swipes', async () => {
    const { client } = await newUser(router);
    const created = await client.request({
      method: 'POST',
      path: '/api/teams/',
      headers: json,
      body: JSON.stringify({ name: 'Fast tier' }),
    });
    expect(created.status).toBe(200);
    const { team } = ((await created.json()) as { data: { team: { team_id: string } } }).data;
    const count = await client.request({ path: `/api/teams/${team.team_id}/swipes/count` });
    expect(count.status).toBe(200);
    expect(await count.json()).toEqual({ count: 0 });
  });

  it('a GraphQL query sees the viewer the router worked out from the cookie', async () => {
    const { client, email } = await newUser(router);
    const result = await client.gql('{ viewer { email } }');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ viewer: { email } });
    const anonymous = await router.client().gql('{ viewer { email } }');
    expect(anonymous.data).toEqual({ viewer: null });
    const badToken = await router.client().gql(
      '{ viewer { email } }',
      {},
      {
        authorization: 'Bearer nope',
      },
    );
    expect(badToken.status).toBe(401);
    expect(badToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
