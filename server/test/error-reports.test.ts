import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordServerError, SourceMaps } from '../src/services/admin/error-reports.js';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { newUser, type SignedUp } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Error reporting (services/admin/error-reports.ts, http/monitoring.ts, docs/errors.md): envelopes
// posted to /monitoring are grouped by fingerprint with the sender's account, bounded in size
// and rate, source-mapped, forwarded to Sentry when SENTRY_DSN is set, and read only by
// administrators. Sentry's HTTP API is intercepted with msw (a third party's).

const SENTRY = 'https://sentry.example.test';
const sentryRequests: { body: string; auth: string | null }[] = [];
const sentry = setupServer(
  http.post(`${SENTRY}/api/42/envelope/`, async ({ request }) => {
    sentryRequests.push({ body: await request.text(), auth: request.headers.get('x-sentry-auth') });
    return HttpResponse.json({ id: 'ok' });
  }),
);

const adminEmail = uniqueEmail('admin');
let server: TestServer;
let admin: SignedUp;
beforeAll(async () => {
  sentry.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    MONITORING_EVENTS_PER_MINUTE: '5',
    SENTRY_DSN: `https://publickey@sentry.example.test/42`,
  });
  admin = await newUser(server, { email: adminEmail });
});
afterAll(async () => {
  sentry.close();
  await server?.close();
});

function envelope(message: string, options: { count?: number; route?: string } = {}) {
  const event = (n: number) =>
    JSON.stringify({
      event_id: `${n}`.padStart(32, '0'),
      platform: 'javascript',
      release: '1.2.3+abc',
      tags: { source: 'web', route: options.route ?? '/swipes' },
      request: { url: 'http://localhost:3000/swipes' },
      // A client may claim anything: the server uses the session's account.
      user: { id: 'someone-else' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: message,
            stacktrace: {
              frames: [
                {
                  filename: 'http://localhost:3000/assets/index-abc.js',
                  function: 'outer',
                  lineno: 1,
                  colno: 10,
                },
                {
                  filename: 'http://localhost:3000/assets/index-abc.js',
                  function: 'inner',
                  lineno: 1,
                  colno: 99,
                },
              ],
            },
          },
        ],
      },
    });
  const items = Array.from({ length: options.count ?? 1 }, (_, n) => [
    JSON.stringify({ type: 'event' }),
    event(n),
  ]).flat();
  return [JSON.stringify({ sent_at: new Date().toISOString() }), ...items].join('\n');
}

const post = (client: TestClient, body: string | Blob) =>
  client.request({
    path: '/monitoring',
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });

const GROUPS = `query($resolved: Boolean!) { adminErrorGroups(first: 50, resolved: $resolved) {
  edges { node { id source type message culprit count release route userId stack } } } }`;

async function groupsOf(resolved: boolean, message: string) {
  const result = await admin.client.gql(GROUPS, { resolved });
  return result.data.adminErrorGroups.edges
    .map((edge: { node: { message: string } }) => edge.node)
    .filter((group: { message: string }) => group.message === message);
}

describe('reports', () => {
  test('an envelope is grouped with the release, the route and the account of the session', async () => {
    const user = await newUser(server);
    const sent = await post(user.client, envelope('x is undefined (#1)'));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ accepted: 1, dropped: 0 });
    await post(user.client, envelope('x is undefined (#2)'));
    const [group] = await groupsOf(false, 'x is undefined (#2)');
    expect(group).toMatchObject({
      source: 'web',
      type: 'TypeError',
      count: 2,
      release: '1.2.3+abc',
      route: '/swipes',
      userId: Buffer.from(`AdminUser:${user.userId}`).toString('base64'),
    });
    // Innermost first.
    expect(group.stack[0]).toContain('inner');

    // Resolved, then it happens again: open again.
    const resolve = `mutation($id: ID!, $resolved: Boolean!) { adminSetErrorResolved(input: {id: $id, resolved: $resolved}) {
      errorGroup { resolvedAt } errors { ... on Error { message } } } }`;
    await admin.client.gql(resolve, { id: group.id, resolved: true });
    expect(await groupsOf(true, 'x is undefined (#2)')).toHaveLength(1);
    await post(user.client, envelope('x is undefined (#3)'));
    const [again] = await groupsOf(false, 'x is undefined (#3)');
    expect(again).toMatchObject({ id: group.id, count: 3 });

    // Forwarded to Sentry in its envelope format, with the project's key.
    const forwarded = await readUntil(
      async () => sentryRequests.filter((r) => r.body.includes('x is undefined (#3)')),
      (found) => found.length > 0,
      10_000,
      'the forwarded envelope',
    );
    expect(forwarded[0]?.auth).toContain('sentry_key=publickey');
    expect(forwarded[0]?.body.split('\n')[1]).toBe('{"type":"event"}');
  });

  test('more than 1 MB is refused, a body that is no envelope too; the rest over the rate is dropped', async () => {
    const user = await newUser(server);
    const big = await post(user.client, new Blob([new Uint8Array(1024 * 1024 + 1).fill(97)]));
    expect(big.status).toBe(413);
    expect((await post(user.client, 'not an envelope')).status).toBe(400);
    const seven = await post(user.client, envelope('flood', { count: 7 }));
    expect(await seven.json()).toEqual({ accepted: 5, dropped: 2 });
    const more = await post(user.client, envelope('flood'));
    expect(more.status).toBe(429);
    const [group] = await groupsOf(false, 'flood');
    expect(group.count).toBe(5);
    // Another session has its own allowance.
    const other = await newUser(server);
    expect((await post(other.client, envelope('flood'))).status).toBe(200);
  });

  test('only administrators read and resolve them', async () => {
    const user = await newUser(server);
    const read = await user.client.gql(GROUPS, { resolved: false });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(read.data).toBeNull();
    const resolve = await user.client.gql(
      'mutation { adminSetErrorResolved(input: {id: "x", resolved: true}) { errorGroup { id } } }',
    );
    expect(resolve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test("the server's own errors are recorded with their stack", async () => {
    await recordServerError(new RangeError('pool exhausted 17'), { route: 'POST /api/teams' });
    const [group] = await groupsOf(false, 'pool exhausted 17');
    expect(group).toMatchObject({ source: 'server', type: 'RangeError', route: 'POST /api/teams' });
    expect(group.stack[0]).toMatch(/error-reports\.test\.ts/);
  });
});

test("a frame of the web app's build maps to its source through the build's hidden map", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'swipestack-maps-'));
  // Generated line 1, column 0 → src/lib/boom.ts line 10, column 2, in `explode`.
  await writeFile(
    path.join(dir, 'index-abc.js.map'),
    JSON.stringify({
      version: 3,
      file: 'index-abc.js',
      sources: ['../../src/lib/boom.ts'],
      names: ['explode'],
      mappings: 'AASEA',
    }),
  );
  const maps = new SourceMaps(dir);
  expect(
    await maps.frame({ file: 'https://app.example/assets/index-abc.js', line: 1, column: 1 }),
  ).toEqual({ file: 'src/lib/boom.ts', function: 'explode', line: 10, column: 3 });
  // No map: the frame as it came.
  const other = { file: 'https://app.example/assets/other.js', line: 1, column: 1 };
  expect(await maps.frame(other)).toEqual(other);
});
