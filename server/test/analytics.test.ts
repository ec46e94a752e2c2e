import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { newUser, type SignedUp } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Product analytics (services/admin/analytics.ts, services/admin/insights.ts, docs/analytics.md):
// pageviews with the session's account (never another's), Do Not Track honoured, a rate limit;
// goals and identify recorded where they happen; forwarded to PostHog (intercepted with msw, a
// third party's API); /admin/insights' numbers for administrators only.

const POSTHOG = 'https://posthog.example.test';
const captured: Record<string, unknown>[] = [];
const posthog = setupServer(
  http.post(`${POSTHOG}/capture/`, async ({ request }) => {
    captured.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ status: 1 });
  }),
);

const adminEmail = uniqueEmail('admin');
let server: TestServer;
let admin: SignedUp;
beforeAll(async () => {
  posthog.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    POSTHOG_KEY: 'phc_test',
    POSTHOG_HOST: POSTHOG,
  });
  admin = await newUser(server, { email: adminEmail });
});
afterAll(async () => {
  posthog.close();
  await server?.close();
});

const pageview = (client: TestClient, path: unknown, headers: Record<string, string> = {}) =>
  client.request({
    path: '/api/analytics/pageview',
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ path, userId: 'someone-else' }),
  });

const events = (userId: string, name?: string) =>
  server.db.prisma.analyticsEvent.findMany({
    where: { userId, ...(name ? { name } : {}) },
    orderBy: { createdAt: 'asc' },
  });

describe('recording', () => {
  test('a pageview is the session’s, without its query string; DNT and GPC record nothing', async () => {
    const user = await newUser(server);
    const sent = await pageview(user.client, '/swipes?q=secret');
    expect(await sent.json()).toEqual({ data: { recorded: true } });
    expect((await events(user.userId, 'pageview')).map((e) => e.path)).toEqual(['/swipes']);
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const declined = await pageview(user.client, '/collections', header);
      expect(await declined.json()).toEqual({ data: { recorded: false } });
    }
    expect(await events(user.userId, 'pageview')).toHaveLength(1);
    // Signed out: recorded without an account.
    const visitor = server.client();
    expect((await pageview(visitor, '/pricing')).status).toBe(200);
    // Bad paths are refused with the reason.
    const bad = await pageview(user.client, 'https://evil.example/');
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('path');
  });

  test('at most 120 pageviews a minute per account', async () => {
    const user = await newUser(server);
    const answers = await Promise.all(
      Array.from({ length: 125 }, (_, i) => pageview(user.client, `/swipes/${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await events(user.userId, 'pageview')).toHaveLength(120);
  });

  test('sign-up records the SignUp goal and identifies the account once, with its dates', async () => {
    const email = uniqueEmail();
    const user = await newUser(server, { email });
    const recorded = await events(user.userId);
    expect(recorded.map((e) => e.name)).toEqual(['SignUp', 'identify']);
    expect(recorded[1]?.properties).toMatchObject({
      registered_at: expect.any(String),
      last_sign_in_at: expect.any(String),
    });
    await server.client().signIn(email);
    expect((await events(user.userId, 'identify')).length).toBe(1);
    // PostHog got them, as the account.
    await readUntil(
      async () => captured.filter((c) => c.distinct_id === user.userId).map((c) => c.event),
      (names) => names.includes('SignUp') && names.includes('$identify'),
      10_000,
      'PostHog events',
    );
    expect(captured.find((c) => c.event === 'SignUp')?.api_key).toBe('phc_test');
  });
});

describe('/admin/insights', () => {
  const INSIGHTS = `query($days: Int!) { adminInsights(days: $days) {
    days { day signUps activeUsers } funnel { step users } channels { channel swipes }
    cohorts { week users retained } } }`;

  test('draws from the events and the tables; administrators only', async () => {
    const before = (await admin.client.gql(INSIGHTS, { days: 7 })).data.adminInsights;
    const user = await newUser(server);
    await pageview(user.client, '/swipes');
    await user.client.gql(
      'mutation($teamId: ID!) { createSwipe(input: {teamId: $teamId, kind: WEBSITE, title: "Hero", url: "https://example.com/"}) { swipe { id } } }',
      { teamId: user.teamId },
    );
    const after = (await admin.client.gql(INSIGHTS, { days: 7 })).data.adminInsights;
    expect(after.days).toHaveLength(7);
    const today = after.days.at(-1);
    const todayBefore = before.days.at(-1);
    expect(today.signUps).toBe(todayBefore.signUps + 1);
    expect(today.activeUsers).toBeGreaterThan(todayBefore.activeUsers);
    const step = (data: typeof after, name: string) =>
      data.funnel.find((s: { step: string }) => s.step === name).users;
    expect(step(after, 'Signed up')).toBe(step(before, 'Signed up') + 1);
    expect(step(after, 'First swipe')).toBe(step(before, 'First swipe') + 1);
    const url = (data: typeof after) =>
      data.channels.find((c: { channel: string }) => c.channel === 'URL')?.swipes ?? 0;
    expect(url(after)).toBe(url(before) + 1);
    const week = after.cohorts.at(-1);
    expect(week.users).toBeGreaterThan(0);
    expect(week.retained[0]).toBeGreaterThan(0);

    expect((await admin.client.gql(INSIGHTS, { days: 8 })).errors?.[0]?.message).toBe(
      'Choose a period of 7, 30, 90, 365 days.',
    );
    const refused = await user.client.gql(INSIGHTS, { days: 7 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});
