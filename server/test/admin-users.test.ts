import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import {
  completed,
  live,
  subscribeWs,
  TEAM_EVENTS,
  teamWith,
  useServer,
} from './helpers/live-feeds.js';
import { exchangeCode, FROM_EXTENSION, handoffCode } from './helpers/tokens.js';
import { newUser, type SignedUp } from './helpers/users.js';
import { until } from './helpers/wait.js';

// The admin area's accounts (services/admin/admin-users.ts, graphql/schema/admin/admin-users.ts):
// only administrators in a browser session read or change them; signing a user out everywhere and
// disabling an account end their sessions and tokens at once, on open subscriptions too, and a
// disabled account cannot sign in, even while the disabling races its sign-ins.

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
const USERS = `query($search: String) { adminUsers(first: 50, search: $search) { totalCount
  edges { node { id email name signupSource disabledAt
  teams { edges { node { name plan swipeCount role personal } } } } } } }`;
const USER = `query($id: ID!) { node(id: $id) { ... on AdminUser { email disabledAt
  sessions { edges { node { id } } } apiTokens { edges { node { id name } } }
  recentAuditEvents { type details } } } }`;
const SIGN_OUT = `mutation($id: ID!) { adminSignOutUser(input: {userId: $id}) { user { email } ${ERRORS} } }`;
const DISABLE = `mutation($id: ID!, $disabled: Boolean!) {
  adminSetUserDisabled(input: {userId: $id, disabled: $disabled}) { user { disabledAt } ${ERRORS} } }`;

async function tokenOf(user: SignedUp) {
  const created = await user.client.gql(
    'mutation { createApiToken(input: {name: "Script"}) { token } }',
  );
  return created.data.createApiToken.token as string;
}
/** Whether a personal token still works. */
const tokenWorks = async (token: string) =>
  (await server.client().gql('{ viewer { id } }', {}, { authorization: `Bearer ${token}` }))
    .status === 200;

describe('who may use the admin area', () => {
  test('a signed-in non-admin, a token of an admin and a signed-out visitor get no data', async () => {
    const plain = await newUser(server);
    const id = adminUserId(plain.userId);
    const adminToken = await tokenOf(admin);
    const callers = [
      {
        name: 'non-admin',
        send: (q: string, v: object) => plain.client.gql(q, { ...v }),
        code: 'FORBIDDEN',
      },
      {
        name: "an admin's personal token",
        send: (q: string, v: object) =>
          server.client().gql(q, { ...v }, { authorization: `Bearer ${adminToken}` }),
        code: 'FORBIDDEN',
      },
      {
        name: 'signed out',
        send: (q: string, v: object) => server.client().gql(q, { ...v }),
        code: 'UNAUTHENTICATED',
      },
    ];
    for (const caller of callers) {
      for (const [query, variables] of [
        [USERS, {}],
        [SIGN_OUT, { id }],
        [DISABLE, { id, disabled: true }],
      ] as const) {
        const result = await caller.send(query, variables);
        expect(result.errors?.[0]?.extensions?.code, `${caller.name}: ${query.slice(0, 40)}`).toBe(
          caller.code,
        );
        expect(JSON.stringify(result.data ?? null)).not.toContain(plain.email);
      }
      // A node of the admin type answers null with an error, never the account.
      const node = await caller.send(USER, { id });
      expect(node.data?.node ?? null).toBeNull();
      expect(node.errors?.[0]?.extensions?.code).toBe(caller.code);
    }
    const still = await server.db.prisma.user.findUnique({ where: { id: plain.userId } });
    expect(still?.disabledAt).toBeNull();
  });
});

test('administrators find accounts by email, name or team name and see their teams', async () => {
  const found = await newUser(server, { name: 'Quincy Zephyrine' });
  await found.client.gql(
    'mutation { createTeam(input: {name: "Orbital Marmalade"}) { team { id } } }',
  );
  const byName = await admin.client.gql(USERS, { search: 'zephyrine' });
  const byTeam = await admin.client.gql(USERS, { search: 'ORBITAL marm' });
  const byEmail = await admin.client.gql(USERS, { search: found.email });
  for (const result of [byName, byTeam, byEmail]) {
    expect(result.errors).toBeUndefined();
    expect(result.data.adminUsers.totalCount).toBe(1);
    const node = result.data.adminUsers.edges[0].node;
    expect(node).toMatchObject({ email: found.email, signupSource: 'web', disabledAt: null });
    const teams = node.teams.edges.map((edge: { node: object }) => edge.node);
    expect(teams.map((team: { name: string }) => team.name)).toEqual([
      'Personal',
      'Orbital Marmalade',
    ]);
    expect(teams[1]).toMatchObject({
      plan: 'FREE',
      swipeCount: 0,
      role: 'OWNER',
      personal: false,
    });
  }
  expect(
    (await admin.client.gql(USERS, { search: 'no such person anywhere' })).data.adminUsers
      .totalCount,
  ).toBe(0);
});

test('signing a user out everywhere ends their sessions, tokens and open subscriptions at once', async () => {
  const user = await newUser(server);
  const token = await tokenOf(user);
  const { owner, teamId } = await teamWith(user);
  const feed = subscribeWs({ cookie: user.client.cookieHeader() }, TEAM_EVENTS, { teamId });
  await live(owner.client, teamId, [feed]);

  expect(await tokenWorks(token)).toBe(true);
  const result = await admin.client.gql(SIGN_OUT, { id: adminUserId(user.userId) });
  expect(result.data.adminSignOutUser).toEqual({ user: { email: user.email }, errors: [] });
  expect((await user.client.gql('{ viewer { id } }')).data.viewer).toBeNull();
  expect(await tokenWorks(token)).toBe(false);
  await until(() => completed(feed), 5000, 'the subscription ends');
  // They may sign in again: nothing else changed.
  expect((await user.client.signIn(user.email)).data.signIn.errors).toEqual([]);
  const audit = await admin.client.gql(USER, { id: adminUserId(user.userId) });
  expect(audit.data.node.recentAuditEvents.map((e: { type: string }) => e.type)).toContain(
    'SIGNED_OUT_BY_ADMIN',
  );
});

test('a disabled account cannot sign in and its access stops; enabled again, it signs in', async () => {
  const user = await newUser(server);
  const token = await tokenOf(user);
  const swipes = await server.db.prisma.swipe.count({ where: { authorId: user.userId } });
  const id = adminUserId(user.userId);

  expect(await tokenWorks(token)).toBe(true);
  const disabled = await admin.client.gql(DISABLE, { id, disabled: true });
  expect(disabled.data.adminSetUserDisabled.errors).toEqual([]);
  expect(disabled.data.adminSetUserDisabled.user.disabledAt).toEqual(expect.any(String));
  expect((await user.client.gql('{ viewer { id } }')).data.viewer).toBeNull();
  expect(await tokenWorks(token)).toBe(false);
  const refused = await server.client().signIn(user.email);
  expect(refused.data.signIn).toEqual({
    viewer: null,
    errors: [
      {
        __typename: 'NotAllowedError',
        message: 'This account is disabled. Contact support if you think this is a mistake.',
      },
    ],
  });
  // A wrong password still says only that.
  const wrong = await server.client().signIn(user.email, 'not the password');
  expect(wrong.data.signIn.errors[0].__typename).toBe('InvalidCredentialsError');
  // Nothing of it was deleted.
  expect(await server.db.prisma.user.count({ where: { id: user.userId } })).toBe(1);
  expect(await server.db.prisma.swipe.count({ where: { authorId: user.userId } })).toBe(swipes);

  const enabled = await admin.client.gql(DISABLE, { id, disabled: false });
  expect(enabled.data.adminSetUserDisabled).toEqual({ user: { disabledAt: null }, errors: [] });
  expect((await server.client().signIn(user.email)).data.signIn.errors).toEqual([]);
  const audit = await admin.client.gql(USER, { id });
  const types = audit.data.node.recentAuditEvents.map((e: { type: string }) => e.type);
  expect(types).toEqual(expect.arrayContaining(['USER_DISABLED', 'USER_ENABLED']));
  expect(
    audit.data.node.recentAuditEvents.find((e: { type: string }) => e.type === 'USER_DISABLED')
      .details,
  ).toBe(JSON.stringify({ by: admin.userId }));
});

test('an extension sign-in code made before the disabling gives no token after it', async () => {
  const user = await newUser(server);
  const code = await handoffCode(user.client);
  await admin.client.gql(DISABLE, { id: adminUserId(user.userId), disabled: true });
  const exchanged = await exchangeCode(server.url, code, FROM_EXTENSION);
  expect(exchanged.status).toBeGreaterThanOrEqual(400);
  expect(JSON.stringify(await exchanged.json())).toContain('This account is disabled.');
  expect(await server.db.prisma.apiToken.count({ where: { userId: user.userId } })).toBe(0);
});

test('no session outlives a disabling that races 30 sign-ins', async () => {
  const user = await newUser(server);
  const clients = Array.from({ length: 30 }, () => server.client());
  const signIns = clients.map((client) => client.signIn(user.email));
  const disabled = admin.client.gql(DISABLE, { id: adminUserId(user.userId), disabled: true });
  await Promise.all([...signIns, disabled]);
  expect(await server.db.prisma.session.count({ where: { userId: user.userId } })).toBe(0);
  for (const client of clients)
    expect((await client.gql('{ viewer { id } }')).data.viewer).toBeNull();
  // Enabled again, none of those sign-ins comes back to life.
  await admin.client.gql(DISABLE, { id: adminUserId(user.userId), disabled: false });
  for (const client of clients)
    expect((await client.gql('{ viewer { id } }')).data.viewer).toBeNull();
});

test('refusals: oneself, another administrator, an unknown account', async () => {
  const otherAdmin = await newUser(server);
  await server.db.prisma.user.update({ where: { id: otherAdmin.userId }, data: { isAdmin: true } });
  const message = async (id: string) =>
    (await admin.client.gql(DISABLE, { id, disabled: true })).data.adminSetUserDisabled.errors[0]
      ?.message;
  expect(await message(adminUserId(admin.userId))).toBe("You can't disable your own account.");
  expect(await message(adminUserId(otherAdmin.userId))).toMatch(
    /^Administrators cannot be disabled: take their administrator rights away first/,
  );
  expect(await message(adminUserId('00000000-0000-7000-8000-000000000000'))).toBe(
    'This user does not exist.',
  );
});

describe("an account's long lists page", () => {
  interface Page {
    totalCount: number;
    edges: { node: Record<string, string> }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }
  const LISTS = `query($id: ID!, $first: Int, $teams: String, $sessions: String, $tokens: String) {
    node(id: $id) { ... on AdminUser {
      teams(first: $first, after: $teams) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } }
      sessions(first: $first, after: $sessions) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } }
      apiTokens(first: $first, after: $tokens) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } }
    } } }`;
  const N = 105;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));

  /** Every page of one of the lists, `first` at a time (left out: the default). */
  async function pagesOf(id: string, list: 'teams' | 'sessions' | 'apiTokens', first?: number) {
    const cursorName = { teams: 'teams', sessions: 'sessions', apiTokens: 'tokens' }[list];
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const result = await admin.client.gql(LISTS, { id, first, [cursorName]: after });
      expect(result.errors).toBeUndefined();
      const page: Page = result.data.node[list];
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      expect(pages.length).toBeLessThan(20);
    } while (after);
    return pages;
  }

  test('105 teams, browsers and tokens come in pages of 20 by default and at most 100, in their order', async () => {
    const user = await newUser(server);
    const teams = await server.db.prisma.team.createManyAndReturn({
      data: Array.from({ length: N }, (_, i) => ({ name: `Team ${String(i).padStart(3, '0')}` })),
      select: { id: true, name: true },
    });
    await server.db.prisma.teamMember.createMany({
      data: teams.map((team, i) => ({
        teamId: team.id,
        userId: user.userId,
        role: 'EDITOR' as const,
        createdAt: at(i + 1),
      })),
    });
    await server.db.prisma.teamMember.updateMany({
      where: { userId: user.userId, team: { type: 'PERSONAL' } },
      data: { createdAt: at(0) },
    });
    await server.db.prisma.session.createMany({
      data: Array.from({ length: N }, (_, i) => ({
        id: `admin-list-session-${String(i).padStart(3, '0')}`,
        secretHash: Buffer.alloc(32),
        userId: user.userId,
        expiresAt: new Date(Date.now() + 86_400_000),
        lastUsedAt: at(i),
      })),
    });
    await server.db.prisma.apiToken.createMany({
      data: Array.from({ length: N }, (_, i) => ({
        id: `admin-list-token-${String(i).padStart(3, '0')}`,
        name: `Token ${String(i).padStart(3, '0')}`,
        secretHash: Buffer.alloc(32),
        userId: user.userId,
        createdAt: at(i),
      })),
    });
    const id = adminUserId(user.userId);
    const teamNames = ['Personal', ...teams.map((team) => team.name)];
    // The user's own sign-up session is the most recently used.
    const sessionCount = N + 1;
    const tokenNames = Array.from(
      { length: N },
      (_, i) => `Token ${String(N - 1 - i).padStart(3, '0')}`,
    );

    for (const first of [undefined, 100]) {
      const size = first ?? 20;
      const nodes = async (list: 'teams' | 'sessions' | 'apiTokens', total: number) => {
        const pages = await pagesOf(id, list, first);
        expect(pages.map((page) => page.edges.length)).toEqual(
          Array.from({ length: Math.ceil(total / size) }, (_, i) =>
            Math.min(size, total - i * size),
          ),
        );
        for (const page of pages) expect(page.totalCount).toBe(total);
        return pages.flatMap((page) => page.edges.map((edge) => edge.node));
      };
      expect((await nodes('teams', N + 1)).map((team) => team.name)).toEqual(teamNames);
      const sessions = (await nodes('sessions', sessionCount)).map((session) => session.id);
      expect(sessions.slice(1)).toEqual(
        Array.from(
          { length: N },
          (_, i) => `admin-list-session-${String(N - 1 - i).padStart(3, '0')}`,
        ),
      );
      expect((await nodes('apiTokens', N)).map((token) => token.name)).toEqual(tokenNames);
    }
    // Larger pages are refused, like every connection's.
    const tooMany = await admin.client.gql(LISTS, { id, first: 101 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
