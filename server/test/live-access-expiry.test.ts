import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import {
  completed,
  live,
  newUser,
  subscribe,
  TEAM_EVENTS,
  teamWith,
  useServer,
} from './helpers/live-feeds.js';
import { until } from './helpers/wait.js';

// A session's expiry ends its open subscriptions when it passes (docs/auth.md, "Open
// subscriptions end with their access"). Sessions here last 12 s, so one can expire in a test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_TTL_SECONDS: '12' });
  useServer(server);
});
afterAll(() => server.close());

it.each(['graphql-ws', 'sse'] as const)(
  'an expiring session ends its subscriptions over %s when it expires, telling sessionEvents',
  async (transport) => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    // A fresh session, used by nothing but the subscriptions (so its expiry does not slide).
    const fresh = server.client();
    await fresh.signIn(member.email);
    const credentials = { cookie: fresh.cookieHeader() };
    const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    const sessionFeed = subscribe(
      transport,
      credentials,
      'subscription { sessionEvents { kind } }',
    );
    await live(owner.client, teamId, [subject]);
    const sessionId = fresh.cookieHeader().match(/=([a-z2-9]+)\./)?.[1];
    const row = await server.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    const expiresAt = row.expiresAt.getTime();

    await until(() => completed(subject), expiresAt - Date.now() + 1000, 'it ends');
    expect(subject.completedAt).toBeGreaterThanOrEqual(expiresAt);
    expect(subject.completedAt).toBeLessThan(expiresAt + 1000);
    await until(() => completed(sessionFeed), 1000, 'sessionEvents completes');
    expect(sessionFeed.events).toEqual([
      { sessionEvents: { kind: 'WATCHING' } },
      { sessionEvents: { kind: 'SIGNED_OUT' } },
    ]);
    await Promise.all([subject.close(), sessionFeed.close()]);
  },
);
