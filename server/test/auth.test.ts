import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeSessionCookie, sessionCookiePolicy } from '../src/auth/cookies.js';
import { startTestServer, type TestServer, uniqueEmail, VIEWER } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const counts = async () => ({
  users: await server.db.prisma.user.count(),
  teams: await server.db.prisma.team.count(),
  sessions: await server.db.prisma.session.count(),
});

describe('signUp', () => {
  it('creates the account with its Personal team, signs it in and records the event', async () => {
    const client = server.client();
    const email = uniqueEmail('Ann');
    const result = await client.signUp({
      email: `  ${email.toUpperCase()} `,
      name: ' Ann Example ',
    });
    expect(result.data.signUp.errors).toEqual([]);
    expect(result.data.signUp.viewer).toMatchObject({
      name: 'Ann Example',
      email: email.toLowerCase(),
    });

    const viewer = (await client.gql(VIEWER)).data.viewer;
    expect(viewer.teams.edges).toEqual([
      {
        node: expect.objectContaining({
          name: 'Personal',
          type: 'PERSONAL',
          viewerRole: 'OWNER',
          swipeCount: 0,
        }),
      },
    ]);
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.signupSource).toBe('web');
    const audit = await server.db.prisma.auditEvent.findMany({ where: { userId: user.id } });
    expect(audit.map((e) => e.type)).toEqual(['SIGN_UP']);
  });

  it('sets an HttpOnly, SameSite=Lax, Secure session cookie with the spec lifetime', async () => {
    const client = server.client();
    await client.signUp({ email: uniqueEmail() });
    const [cookie] = client.lastSetCookies;
    expect(cookie).toMatch(/^swipestack_session=[a-z2-9]{32}\.[a-z2-9]{32}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=28(799|800)/);
  });

  it('uses a __Host- cookie over HTTPS', () => {
    const policy = sessionCookiePolicy({
      ...server.config,
      APP_ORIGIN: 'https://swipestack.example',
    });
    const cookie = serializeSessionCookie(policy, 'token', new Date(Date.now() + 60_000));
    expect(cookie).toMatch(
      /^__Host-swipestack_session=token; Path=\/; Max-Age=(59|60); HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ password: 'short7!' }, 'password', 'Password must be at least 8 characters.'],
    [{ name: '   ' }, 'name', 'Enter your name.'],
  ])(
    'refuses %o with a typed error naming the field and creates nothing',
    async (input, field, message) => {
      const before = await counts();
      const client = server.client();
      const result = await client.signUp({ email: uniqueEmail(), ...input });
      expect(result.data.signUp).toEqual({
        viewer: null,
        errors: [{ __typename: 'FieldError', field, message }],
      });
      expect(client.lastSetCookies).toEqual([]);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses an email that is already taken, whatever its case', async () => {
    const email = uniqueEmail();
    await server.client().signUp({ email });
    const before = await counts();
    const result = await server.client().signUp({ email: email.toUpperCase() });
    expect(result.data.signUp.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'email',
        message: 'An account with this email already exists.',
      },
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('signIn and signOut', () => {
  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const email = uniqueEmail();
    await server.client().signUp({ email });
    const wrong = await server.client().signIn(email, 'wrong password');
    const unknown = await server.client().signIn(uniqueEmail(), 'wrong password');
    const expected = [
      { __typename: 'InvalidCredentialsError', message: 'Incorrect email or password.' },
    ];
    expect(wrong.data.signIn).toEqual({ viewer: null, errors: expected });
    expect(unknown.data.signIn).toEqual({ viewer: null, errors: expected });
    const failures = await server.db.prisma.auditEvent.count({
      where: { type: 'SIGN_IN_FAILED', email },
    });
    expect(failures).toBe(1);
  });

  it('rotates the session on sign-in: the session the browser came with stops working', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.signUp({ email });
    const before = client.cookieHeader();
    const result = await client.signIn(email);
    expect(result.data.signIn.viewer.name).toBe('Ann Example');
    expect(client.cookieHeader()).not.toBe(before);
    const stale = await server.client().gql('{ viewer { id } }', {}, { cookie: before });
    expect(stale.data.viewer).toBeNull();
    expect((await client.gql('{ viewer { name } }')).data.viewer.name).toBe('Ann Example');
  });

  it('signOut revokes the session on the server and clears the cookie', async () => {
    const client = server.client();
    await client.signUp({ email: uniqueEmail() });
    const token = client.cookieHeader();
    const result = await client.gql('mutation { signOut { ok } }');
    expect(result.data.signOut.ok).toBe(true);
    expect(client.lastSetCookies[0]).toMatch(/^swipestack_session=; .*Max-Age=0/);
    const replayed = await server.client().gql('{ viewer { id } }', {}, { cookie: token });
    expect(replayed.data.viewer).toBeNull();
  });

  it('refuses a forged or malformed session token', async () => {
    const client = server.client();
    await client.signUp({ email: uniqueEmail() });
    const [name, token] = client.cookieHeader().split('=') as [string, string];
    const [id] = token.split('.');
    for (const forged of [`${id}.${'a'.repeat(32)}`, 'garbage', `${id}`]) {
      const result = await server
        .client()
        .gql('{ viewer { id } }', {}, { cookie: `${name}=${forged}` });
      expect(result.data.viewer).toBeNull();
    }
  });

  it('records sign-in and sign-out events', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.signUp({ email });
    await client.signIn(email);
    await client.gql('mutation { signOut { ok } }');
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const types = (
      await server.db.prisma.auditEvent.findMany({
        where: { userId: user.id },
        orderBy: { createdAt: 'asc' },
      })
    ).map((e) => e.type);
    expect(types).toEqual(['SIGN_UP', 'SIGN_IN', 'SIGN_OUT']);
  });
});
