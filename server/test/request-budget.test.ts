import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { tokenFetch } from './helpers/tokens.js';
import { signUp } from './helpers/users.js';

// Small budgets: 6 operations per browser session and 4 per personal token, per hour.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    GRAPHQL_SESSION_BUDGET: '6',
    GRAPHQL_TOKEN_BUDGET: '4',
    GRAPHQL_BUDGET_WINDOW_SECONDS: '3600',
  });
});
afterAll(() => server.close());

const VIEWER = '{ viewer { id } }';

function expectRateLimited(
  status: number,
  headers: Headers,
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
) {
  expect(status).toBe(429);
  const retryAfter = Number(headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toEqual([
    {
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ (minute|second)s?\.$/),
      extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter }),
    },
  ]);
}

describe('GraphQL request budget', () => {
  it('answers 429 RATE_LIMITED with Retry-After once a session has spent its budget', async () => {
    const client = (await signUp(server)).client;
    // signUp ran before the session existed: it is not counted.
    for (let i = 0; i < 6; i++) {
      const ok = await client.gql(VIEWER);
      expect(ok.status).toBe(200);
      expect(ok.data.viewer.id).toBeTruthy();
    }
    const refused = await client.gql(VIEWER);
    expectRateLimited(refused.status, refused.headers, refused);
    // Another session is not affected.
    expect((await (await signUp(server)).client.gql(VIEWER)).data.viewer.id).toBeTruthy();
  });

  it('holds when the requests arrive at once', async () => {
    const client = (await signUp(server)).client;
    const results = await Promise.all(Array.from({ length: 15 }, () => client.gql(VIEWER)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(9);
    for (const r of refused) expectRateLimited(r.status, r.headers, r);
  });

  it('gives each personal token a budget of its own', async () => {
    const client = (await signUp(server)).client;
    const created = await client.gql(
      'mutation { createApiToken(input: {name: "Zapier"}) { token errors { __typename } } }',
    );
    const token = created.data.createApiToken.token as string;
    for (let i = 0; i < 4; i++) {
      const ok = await tokenFetch(server.url, token, VIEWER);
      expect(ok.status).toBe(200);
    }
    const refused = await tokenFetch(server.url, token, VIEWER);
    expectRateLimited(refused.status, refused.headers, await refused.json());
    // The session that made the token still has budget left (it spent 1 of 6).
    expect((await client.gql(VIEWER)).status).toBe(200);
  });

  it('counts subscriptions over WebSocket too, answering RATE_LIMITED without closing the socket', async () => {
    const client = (await signUp(server)).client;
    const ws = socketOf(client);
    // A subscription that was accepted says WATCHING first; then it is ended.
    const subscribe = () =>
      new Promise<unknown>((resolve) => {
        const unsubscribe = ws.subscribe(
          { query: 'subscription { sessionEvents { kind } }' },
          {
            next: (value) => {
              if (JSON.stringify(value).includes('WATCHING')) {
                unsubscribe();
                resolve('accepted');
              } else resolve(value);
            },
            error: resolve,
            complete: () => resolve('complete'),
          },
        );
      });
    // A budget of 6 operations: 6 subscriptions are accepted, the 7th is refused.
    for (let i = 0; i < 6; i++) expect(await subscribe()).toBe('accepted');
    const refused = await subscribe();
    expect(JSON.stringify(refused)).toContain('RATE_LIMITED');
    expect(JSON.stringify(refused)).toMatch(/Too many requests\. Try again in/);
    await ws.dispose();
  });
});
