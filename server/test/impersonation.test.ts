import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isLeafType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setAdmin } from '../src/services/admin/admins.js';
import { MUTATION_RULES } from '../src/services/admin/impersonation.js';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { endsAfter, live, subscribeWs, TEAM_EVENTS, useServer } from './helpers/live-feeds.js';
import { createTeam } from './helpers/teams.js';
import { newUser, type SignedUp } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Impersonation (services/admin/impersonation.ts, docs/admin.md): an administrator views an account
// as its user, for a reason, for at most an hour. Refused actions are refused on every entry
// point (GraphQL, REST) and recorded; every other write is recorded with both ids; the way back
// gives the administrator their own session; the audit log cannot be changed.

const adminEmail = uniqueEmail('admin');
let server: TestServer;
let admin: SignedUp & { teamId: string };
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  useServer(server);
  admin = await newUser(server, { email: adminEmail, name: 'Ada Admin' });
});
afterAll(() => server?.close());

const adminUserId = (userId: string) => Buffer.from(`AdminUser:${userId}`).toString('base64');
const ERRORS = 'errors { __typename ... on Error { message } }';
const START = `mutation($id: ID!, $reason: String!) {
  adminStartImpersonation(input: {userId: $id, reason: $reason}) { redirectTo ${ERRORS} } }`;
const STOP = `mutation { stopImpersonation { redirectTo ${ERRORS} } }`;
const VIEWER = '{ viewer { id email impersonation { targetUserId endsAt } } }';

/** A fresh administrator browser (signed in), so impersonations do not share cookies. */
async function adminBrowser(email = adminEmail): Promise<TestClient> {
  const client = server.client();
  const signedIn = await client.gql(
    'mutation($email: String!) { signIn(input: {email: $email, password: "correct horse"}) { viewer { id } } }',
    { email },
  );
  expect(signedIn.data.signIn.viewer).not.toBeNull();
  return client;
}

async function impersonate(target: SignedUp, reason = 'Ticket 42: swipes missing') {
  const browser = await adminBrowser();
  const started = await browser.gql(START, { id: adminUserId(target.userId), reason });
  expect(started.data.adminStartImpersonation.errors).toEqual([]);
  return { browser, redirectTo: started.data.adminStartImpersonation.redirectTo as string };
}

const events = (type: string, userId: string) =>
  server.db.prisma.auditEvent.findMany({ where: { type, userId }, orderBy: { createdAt: 'asc' } });

describe('starting', () => {
  test('only an administrator in a browser session may start one, with a reason', async () => {
    const plain = await newUser(server);
    const target = await newUser(server);
    const id = adminUserId(target.userId);
    const forbidden = await plain.client.gql(START, { id, reason: 'curious' });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const signedOut = await server.client().gql(START, { id, reason: 'curious' });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const browser = await adminBrowser();
    const messages = async (userId: string, reason: string) =>
      (
        await browser.gql(START, { id: adminUserId(userId), reason })
      ).data.adminStartImpersonation.errors.map((error: { message: string }) => error.message);
    expect(await messages(target.userId, '   ')).toEqual([
      'Give the reason for viewing this account.',
    ]);
    expect(await messages(target.userId, 'x'.repeat(501))).toEqual([
      'The reason must be at most 500 characters.',
    ]);
    expect(await messages(admin.userId, 'me')).toEqual(["You can't impersonate yourself."]);
    await server.db.prisma.user.update({ where: { id: plain.userId }, data: { isAdmin: true } });
    expect(await messages(plain.userId, 'a colleague')).toEqual([
      'Administrators cannot be impersonated.',
    ]);
    await server.db.prisma.user.update({
      where: { id: target.userId },
      data: { disabledAt: new Date() },
    });
    expect(await messages(target.userId, 'why')).toEqual([
      'This account is disabled: enable it before viewing it.',
    ]);
    // Nothing started: the browser is still the administrator's.
    expect((await browser.gql(VIEWER)).data.viewer.email).toBe(adminEmail);
    expect(await events('IMPERSONATION_STARTED', target.userId)).toEqual([]);
  });

  test('the browser becomes the user, for 60 minutes, and the start is recorded', async () => {
    const target = await newUser(server, { name: 'Tess Target' });
    const before = Date.now();
    const { browser, redirectTo } = await impersonate(target);
    expect(redirectTo).toBe(
      `/swipes?impersonated=true&targetUserId=${encodeURIComponent(target.viewerId)}`,
    );
    const viewer = (await browser.gql(VIEWER)).data.viewer;
    expect(viewer.email).toBe(target.email);
    expect(viewer.impersonation.targetUserId).toBe(target.viewerId);
    const endsAt = new Date(viewer.impersonation.endsAt).getTime();
    expect(endsAt - before).toBeGreaterThanOrEqual(59 * 60_000);
    expect(endsAt - before).toBeLessThanOrEqual(61 * 60_000);
    // The user's own browser does not see an impersonation.
    expect((await target.client.gql(VIEWER)).data.viewer.impersonation).toBeNull();

    const [started] = await events('IMPERSONATION_STARTED', target.userId);
    expect(started?.actorId).toBe(admin.userId);
    expect(started?.data).toMatchObject({ reason: 'Ticket 42: swipes missing' });
    // The session itself carries the administrator's id.
    const sessions = await server.db.prisma.session.findMany({
      where: { userId: target.userId, impersonatorId: admin.userId },
    });
    expect(sessions).toHaveLength(1);
  });
});

/** A valid operation for a mutation: its required arguments as variables, sent without values. */
function operationFor(field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const variables = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  return `mutation${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

describe('while impersonating', () => {
  const schema = buildSchema(
    readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
  );
  const mutations = (schema.getMutationType() as GraphQLObjectType).getFields();

  test('every mutation of the schema is classified', () => {
    expect(Object.keys(MUTATION_RULES).sort()).toEqual(Object.keys(mutations).sort());
  });

  test('every refused mutation is refused before it runs, and recorded', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    const refused = Object.entries(MUTATION_RULES)
      .filter(([, rule]) => rule !== 'audited' && rule !== 'own')
      .map(([name]) => name);
    expect(refused).toEqual(
      expect.arrayContaining([
        'changePassword',
        'createApiToken',
        'revokeApiToken',
        'revokeSession',
        'deleteSwipe',
        'deleteTeam',
        'grantTeamPlan',
        'rotateInboundEmailAddress',
      ]),
    );
    for (const name of refused) {
      const field = mutations[name];
      if (!field) throw new Error(`${name} is not in the schema`);
      const result = await browser.gql(operationFor(field));
      expect(result.status, name).toBe(403);
      expect(result.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message, name).toMatch(/^Not allowed while impersonating: /);
    }
    const recorded = await events('IMPERSONATION_REFUSED', target.userId);
    expect(recorded).toHaveLength(refused.length);
    expect(recorded.every((event) => event.actorId === admin.userId)).toBe(true);
    // Still the same user, and nothing changed: the token list is empty, the password works.
    expect((await browser.gql(VIEWER)).data.viewer.email).toBe(target.email);
    expect(await server.db.prisma.apiToken.count({ where: { userId: target.userId } })).toBe(0);
  });

  test('a password change is refused with the reason, and its input is not recorded', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    const changed = await browser.gql(
      'mutation { changePassword(input: {currentPassword: "correct horse", newPassword: "a new one here"}) { viewer { id } } }',
    );
    expect(changed.errors?.[0]?.message).toBe(
      "Not allowed while impersonating: you cannot change this account's password.",
    );
    const [event] = await events('IMPERSONATION_REFUSED', target.userId);
    expect(JSON.stringify(event?.data)).not.toContain('correct horse');
    // The user's own session may change it.
    const own = await target.client.gql(
      `mutation { changePassword(input: {currentPassword: "correct horse", newPassword: "a new one here"}) { viewer { id } errors { ... on Error { message } } } }`,
    );
    expect(own.data.changePassword.errors).toEqual([]);
  });

  test('other writes go through and each is recorded with both ids, 20 at once too', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser.gql(
          'mutation($name: String!) { updateProfile(input: {name: $name}) { viewer { name } } }',
          { name: `Renamed ${i}` },
        ),
      ),
    );
    expect(results.every((result) => result.status === 200 && !result.errors)).toBe(true);
    const writes = await events('IMPERSONATED_WRITE', target.userId);
    expect(writes).toHaveLength(20);
    for (const write of writes) {
      expect(write.actorId).toBe(admin.userId);
      expect(write.data).toMatchObject({ action: 'graphql updateProfile', outcome: 'done' });
    }
    // Reads are not recorded.
    await browser.gql(VIEWER);
    expect(await events('IMPERSONATED_WRITE', target.userId)).toHaveLength(20);
  });

  test('REST changes follow the same rule', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    const checkout = await browser.request({
      path: '/api/billing/checkout-session',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ teamId: target.teamId, plan: 'pro' }),
    });
    expect(checkout.status).toBe(403);
    expect((await checkout.json()).error).toBe(
      'Not allowed while impersonating: you cannot change billing or plans.',
    );
    const metadata = await browser.request({
      path: `/api/users/${target.viewerId}/metadata`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { onboarding: { meta: { wizardVisible: false } } } }),
    });
    expect(metadata.status).toBe(200);
    const [refused] = await events('IMPERSONATION_REFUSED', target.userId);
    expect(refused?.data).toMatchObject({ action: 'POST /api/billing/checkout-session' });
    const [write] = await events('IMPERSONATED_WRITE', target.userId);
    expect(write?.actorId).toBe(admin.userId);
    expect(write?.data).toMatchObject({ outcome: 'HTTP 200' });
  });
});

describe('ending', () => {
  test('Exit gives the administrator their own session back, and the end is recorded', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    const impersonationCookie = browser.cookieHeader();
    const stopped = await browser.gql(STOP);
    expect(stopped.data.stopImpersonation).toEqual({ redirectTo: '/admin/users', errors: [] });
    expect((await browser.gql(VIEWER)).data.viewer).toMatchObject({
      email: adminEmail,
      impersonation: null,
    });
    // The impersonation's cookie no longer works anywhere.
    const replay = await server.client().gql(VIEWER, {}, { cookie: impersonationCookie });
    expect(replay.data.viewer?.email).not.toBe(target.email);
    const [ended] = await events('IMPERSONATION_ENDED', target.userId);
    expect(ended?.actorId).toBe(admin.userId);
    expect(ended?.data).toMatchObject({ how: 'EXITED' });
    // Not an impersonation: nothing to stop.
    const again = await browser.gql(STOP);
    expect(again.data.stopImpersonation.errors[0].message).toBe(
      'This session is not an impersonation.',
    );
  });

  test('signing out ends it the same way', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    await browser.gql('mutation { signOut { ok } }');
    expect((await browser.gql(VIEWER)).data.viewer.email).toBe(adminEmail);
    const [ended] = await events('IMPERSONATION_ENDED', target.userId);
    expect(ended?.data).toMatchObject({ how: 'SIGNED_OUT' });
  });

  test('after its hour it ends by itself: the job records it and the browser is the admin again', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target);
    // The hour passes: the session's end and its job's time are moved to now.
    await server.db.prisma.session.updateMany({
      where: { userId: target.userId, impersonatorId: { not: null } },
      data: { expiresAt: new Date() },
    });
    await server.db.prisma.$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'impersonation-end' AND data->>'userId' = $1`,
      target.userId,
    );
    expect((await browser.gql(VIEWER)).data.viewer.email).toBe(adminEmail);
    await readUntil(
      () => events('IMPERSONATION_ENDED', target.userId),
      (ended) => ended.length === 1,
      30_000,
      'the end job',
    );
    const [ended] = await events('IMPERSONATION_ENDED', target.userId);
    expect(ended?.data).toMatchObject({ how: 'EXPIRED' });
    expect(
      await server.db.prisma.session.count({
        where: { userId: target.userId, impersonatorId: { not: null } },
      }),
    ).toBe(0);
  });
});

describe('when its administrator loses their rights', () => {
  const CREATE_SWIPE = `mutation($teamId: ID!) {
    createSwipe(input: {teamId: $teamId, kind: AD, title: "As the user"}) { swipe { id } ${ERRORS} } }`;

  /**
   * A second administrator (this file's own keeps their rights) impersonating a new user, with
   * the user's team open over graphql-ws in the impersonation and in the user's own browser.
   */
  async function impersonationWithFeeds() {
    const holder = await newUser(server);
    expect(await setAdmin(holder.email, true)).toBe('changed');
    const target = await newUser(server);
    const teamId = await createTeam(target.client, 'Studio');
    const browser = await adminBrowser(holder.email);
    const started = await browser.gql(START, {
      id: adminUserId(target.userId),
      reason: 'Ticket 7',
    });
    expect(started.data.adminStartImpersonation.errors).toEqual([]);
    // The impersonation's session cookie alone (the browser also keeps the way back).
    const cookie = `swipestack_session=${browser.cookies.get('swipestack_session')}`;
    expect((await server.client().gql(VIEWER, {}, { cookie })).data.viewer.email).toBe(
      target.email,
    );
    const subject = subscribeWs({ cookie }, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: target.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(target.client, teamId, [subject, control]);
    return { holder, target, teamId, browser, cookie, subject, control };
  }

  /** Nothing acts as the user any more: GraphQL, REST; the browser is the holder's own again. */
  async function noLongerTheUser(it: Awaited<ReturnType<typeof impersonationWithFeeds>>) {
    const created = await server
      .client()
      .gql(CREATE_SWIPE, { teamId: it.teamId }, { cookie: it.cookie });
    expect(created.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await server.client().request({
      path: `/api/users/${it.target.viewerId}/metadata`,
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: it.cookie },
      body: JSON.stringify({ metadata: { onboarding: { meta: { wizardVisible: false } } } }),
    });
    expect(rest.status).toBe(401);
    expect((await it.browser.gql(VIEWER)).data.viewer).toMatchObject({
      email: it.holder.email,
      impersonation: null,
    });
    const fromBrowser = await it.browser.gql(CREATE_SWIPE, { teamId: it.teamId });
    expect(fromBrowser.data?.createSwipe?.swipe ?? null).toBeNull();
    expect(await server.db.prisma.swipe.count({ where: { title: 'As the user' } })).toBe(0);
    expect(
      await server.db.prisma.session.count({ where: { impersonatorId: it.holder.userId } }),
    ).toBe(0);
  }

  test('a demotion (the service `npm run admin -- demote` calls) ends it on every entry point at once', async () => {
    const it = await impersonationWithFeeds();
    await endsAfter(
      async () => {
        expect(await setAdmin(it.holder.email, false)).toBe('changed');
        // Ended by the demotion itself, before any request or event of the impersonation.
        expect(
          await server.db.prisma.session.count({ where: { impersonatorId: it.holder.userId } }),
        ).toBe(0);
      },
      it.subject,
      it.control,
      it.target.client,
      it.teamId,
    );
    await noLongerTheUser(it);
    const [ended] = await events('IMPERSONATION_ENDED', it.target.userId);
    expect(ended?.actorId).toBe(it.holder.userId);
    expect(ended?.data).toMatchObject({ how: 'ADMIN_REVOKED' });
  });

  test('a demotion another process made (nothing announced here) counts at the next request, and at the next event', async () => {
    const viaRequest = await impersonationWithFeeds();
    const viaEvent = await impersonationWithFeeds();
    for (const { holder } of [viaRequest, viaEvent])
      await server.db.prisma.user.update({
        where: { id: holder.userId },
        data: { isAdmin: false },
      });
    // A request, before any event could tell: refused.
    await noLongerTheUser(viaRequest);
    // An open subscription's next event: not delivered, and the subscription ends.
    await endsAfter(
      async () => {},
      viaEvent.subject,
      viaEvent.control,
      viaEvent.target.client,
      viaEvent.teamId,
    );
    await noLongerTheUser(viaEvent);
    const [ended] = await events('IMPERSONATION_ENDED', viaEvent.target.userId);
    expect(ended?.data).toMatchObject({ how: 'ADMIN_REVOKED' });
  });

  test('a disabled administrator holds none either: disabling ends it, and so does a disabling made elsewhere', async () => {
    // Made elsewhere: the account disabled while still an administrator.
    const first = await impersonationWithFeeds();
    await endsAfter(
      () =>
        server.db.prisma.user.update({
          where: { id: first.holder.userId },
          data: { disabledAt: new Date() },
        }),
      first.subject,
      first.control,
      first.target.client,
      first.teamId,
    );
    const created = await server.client().gql(
      CREATE_SWIPE,
      { teamId: first.teamId },
      {
        cookie: first.cookie,
      },
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Through the admin area: demoted elsewhere (its session left), then disabled.
    const second = await impersonationWithFeeds();
    await server.db.prisma.user.update({
      where: { id: second.holder.userId },
      data: { isAdmin: false },
    });
    const adminBrowserOfFile = await adminBrowser();
    await endsAfter(
      async () => {
        const disabled = await adminBrowserOfFile.gql(
          `mutation($id: ID!) { adminSetUserDisabled(input: {userId: $id, disabled: true}) { ${ERRORS} } }`,
          { id: adminUserId(second.holder.userId) },
        );
        expect(disabled.data.adminSetUserDisabled.errors).toEqual([]);
        // Ended by the disabling itself, before any request of the impersonation.
        expect(
          await server.db.prisma.session.count({ where: { impersonatorId: second.holder.userId } }),
        ).toBe(0);
      },
      second.subject,
      second.control,
      second.target.client,
      second.teamId,
    );
    const replay = await server.client().gql(
      CREATE_SWIPE,
      { teamId: second.teamId },
      {
        cookie: second.cookie,
      },
    );
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.db.prisma.swipe.count({ where: { title: 'As the user' } })).toBe(0);
  });
});

describe('what the user sees', () => {
  test('Settings lists each time an administrator viewed the account, when and why', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target, 'Checking a billing question');
    await browser.gql(STOP);
    const views = (
      await target.client.gql('{ viewer { adminViews { startedAt endedAt reason } } }')
    ).data.viewer.adminViews;
    expect(views).toHaveLength(1);
    expect(views[0].reason).toBe('Checking a billing question');
    expect(new Date(views[0].endedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(views[0].startedAt).getTime(),
    );
  });
});

describe('the audit log', () => {
  test('administrators read and filter it; nobody else reads it', async () => {
    const target = await newUser(server);
    const { browser } = await impersonate(target, 'Audit filter test');
    await browser.gql(STOP);
    const own = await adminBrowser();
    const AUDIT = `query($type: String, $user: String, $actor: String) {
      adminAuditEvents(first: 50, type: $type, user: $user, actor: $actor) { totalCount
        edges { node { type userEmail actorEmail details } } } }`;
    const byUser = await own.gql(AUDIT, { user: target.email });
    const types = byUser.data.adminAuditEvents.edges.map(
      (edge: { node: { type: string } }) => edge.node.type,
    );
    expect(types).toEqual(
      expect.arrayContaining(['SIGN_UP', 'IMPERSONATION_STARTED', 'IMPERSONATION_ENDED']),
    );
    const started = await own.gql(AUDIT, {
      type: 'IMPERSONATION_STARTED',
      user: target.email,
      actor: adminEmail,
    });
    expect(started.data.adminAuditEvents.edges).toHaveLength(1);
    expect(started.data.adminAuditEvents.edges[0].node).toMatchObject({
      userEmail: target.email,
      actorEmail: adminEmail,
    });
    expect(started.data.adminAuditEvents.edges[0].node.details).toContain('Audit filter test');
    const types2 = await own.gql('{ adminAuditEventTypes }');
    expect(types2.data.adminAuditEventTypes).toContain('IMPERSONATED_WRITE');

    const plain = await newUser(server);
    const refused = await plain.client.gql(AUDIT, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.adminAuditEvents ?? null).toBeNull();
  });

  test('no API changes it, and the database refuses changes and deletes', async () => {
    const schema = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    const mutationBlock = schema.slice(schema.indexOf('type Mutation'));
    expect(mutationBlock.slice(0, mutationBlock.indexOf('\n}'))).not.toMatch(/^\s+\w*audit/im);
    const user = await newUser(server);
    const [event] = await events('SIGN_UP', user.userId);
    await expect(
      server.db.prisma.auditEvent.update({ where: { id: event?.id }, data: { type: 'NOTHING' } }),
    ).rejects.toThrow(/append-only/);
    await expect(server.db.prisma.auditEvent.delete({ where: { id: event?.id } })).rejects.toThrow(
      /append-only/,
    );
    // Deleting the account keeps its events, without the link.
    await server.db.prisma.user.delete({ where: { id: user.userId } });
    const kept = await server.db.prisma.auditEvent.findUnique({ where: { id: event?.id } });
    expect(kept).toMatchObject({ type: 'SIGN_UP', userId: null });
  });
});
