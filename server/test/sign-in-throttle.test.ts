import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, startTestServer, type TestServer, uniqueEmail } from './harness.js';

// The limits are the defaults but for the sign-up limit (each test signs its users up from
// addresses of its own) and the account-wide delay, tiny so the owner's wait is short here.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'true',
    SIGN_IN_ACCOUNT_DELAY_SECONDS: '0.05',
    SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS: '0.2',
  });
});
afterAll(() => server.close());

const limits = () => ({
  perAccountAddress: server.config.SIGN_IN_ACCOUNT_ADDRESS_LIMIT,
  perAddress: server.config.SIGN_IN_ADDRESS_LIMIT,
  windowSeconds: server.config.SIGN_IN_WINDOW_SECONDS,
});

const typenames = (result: GraphQLResponse) =>
  (result.data.signIn.errors as { __typename: string }[]).map((e) => e.__typename);

/** Password checks made for `email`: each one records SIGN_IN_FAILED or SIGN_IN. */
async function checks(email: string) {
  const [failed, succeeded] = await Promise.all(
    ['SIGN_IN_FAILED', 'SIGN_IN'].map((type) =>
      server.db.prisma.auditEvent.count({ where: { type, email } }),
    ),
  );
  return { failed: failed!, succeeded: succeeded! };
}

/** Signs in until it works (the account-wide delay is tiny here), checking each wait is short. */
async function signInWithinShortDelay(ip: string, email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await server.client({ ip }).signIn(email);
    if (result.data.signIn.viewer) return result;
    expect(result.data.signIn.errors).toEqual([
      expect.objectContaining({ __typename: 'RateLimitError', retryAfterSeconds: 1 }),
    ]);
    expect(result.data.signIn.errors[0].message).toBe(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    if (Date.now() > deadline) throw new Error('the owner could not sign in');
  }
}

describe('sign-in rate limit', () => {
  it('stops an address after 5 failures on an account, even for the right password, and tells how long to wait', async () => {
    const email = uniqueEmail();
    await server.client({ ip: '198.51.100.1' }).signUp({ email });
    const attacker = '198.51.100.66';
    for (let i = 0; i < limits().perAccountAddress; i++) {
      const attempt = await server.client({ ip: attacker }).signIn(email, `wrong ${i}`);
      expect(typenames(attempt)).toEqual(['InvalidCredentialsError']);
    }
    const locked = await server.client({ ip: attacker }).signIn(email);
    expect(locked.data.signIn.viewer).toBeNull();
    expect(locked.data.signIn.errors).toEqual([
      {
        __typename: 'RateLimitError',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    expect(locked.data.signIn.errors[0].retryAfterSeconds).toBeGreaterThan(
      limits().windowSeconds - 60,
    );
    expect(await checks(email)).toEqual({ failed: limits().perAccountAddress, succeeded: 0 });
    expect(await server.db.prisma.session.count({ where: { user: { email } } })).toBe(1);
  });

  it('lets the owner sign in from another address after an attacker’s failures, after a short delay at most', async () => {
    const email = uniqueEmail();
    await server.client({ ip: '198.51.100.2' }).signUp({ email });
    for (let i = 0; i < limits().perAccountAddress; i++) {
      const attempt = await server.client({ ip: '203.0.113.66' }).signIn(email, `guess ${i}`);
      expect(typenames(attempt)).toEqual(['InvalidCredentialsError']);
    }
    const owner = await signInWithinShortDelay('198.51.100.2', email);
    expect(typenames(owner)).toEqual([]);
    // The attacker's address stays stopped.
    expect(typenames(await server.client({ ip: '203.0.113.66' }).signIn(email))).toEqual([
      'RateLimitError',
    ]);
  });

  it('makes at most 5 password checks when 50 separate requests arrive at once', async () => {
    const email = uniqueEmail();
    await server.client({ ip: '198.51.100.4' }).signUp({ email });
    const ip = '203.0.113.50';
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.client({ ip }).signIn(email, i === 49 ? 'correct horse' : `guess ${i}`),
      ),
    );
    const kinds = attempts.map((a) => typenames(a)[0] ?? 'SignedIn');
    const { failed, succeeded } = await checks(email);
    expect(failed).toBe(kinds.filter((k) => k === 'InvalidCredentialsError').length);
    expect(succeeded).toBe(kinds.filter((k) => k === 'SignedIn').length);
    // A wrong guess never gets past the 5th check; the right password, if it was checked at
    // all, was one of the first 5 (a success gives its slot back, so one more guess may run).
    expect(failed).toBeLessThanOrEqual(limits().perAccountAddress);
    expect(succeeded).toBeLessThanOrEqual(1);
    expect(kinds.filter((k) => k === 'RateLimitError').length).toBe(50 - failed - succeeded);
    const last = attempts[49]!;
    if (typenames(last)[0] === 'RateLimitError') {
      expect(last.data.signIn.viewer).toBeNull();
      expect(succeeded).toBe(0);
      expect(await server.db.prisma.session.count({ where: { user: { email } } })).toBe(1);
    }
  });

  it('holds when many signIn fields are sent as aliases in one request', async () => {
    const email = uniqueEmail();
    await server.client({ ip: '203.0.113.1' }).signUp({ email });
    const aliases = Array.from(
      { length: 10 },
      (_, i) =>
        `a${i}: signIn(input: {email: "${email}", password: "guess-${i}"}) { errors { __typename } }`,
    ).join('\n');
    const result = await server.client({ ip: '203.0.113.2' }).gql(`mutation { ${aliases} }`);
    const kinds = Object.values(
      result.data as Record<string, { errors: { __typename: string }[] }>,
    ).map((field) => field.errors[0]!.__typename);
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(
      limits().perAccountAddress,
    );
    expect(kinds.slice(limits().perAccountAddress).every((k) => k === 'RateLimitError')).toBe(true);
    // Only the allowed guesses reached the password check.
    expect((await checks(email)).failed).toBe(limits().perAccountAddress);
  });

  it('refuses more aliases than graphql-armor allows', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const result = await server.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('limits failures per address across different accounts, also when they arrive at once', async () => {
    const ip = '192.0.2.77';
    const attempts = await Promise.all(
      Array.from({ length: limits().perAddress + 10 }, () =>
        server.client({ ip }).signIn(uniqueEmail('spray'), 'password1'),
      ),
    );
    const kinds = attempts.map((a) => typenames(a)[0]);
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(limits().perAddress);
    expect(kinds.filter((k) => k === 'RateLimitError')).toHaveLength(10);
    expect(await server.db.prisma.auditEvent.count({ where: { type: 'SIGN_IN_FAILED', ip } })).toBe(
      limits().perAddress,
    );
    const email = uniqueEmail();
    await server.client({ ip: '192.0.2.1' }).signUp({ email });
    expect(typenames(await server.client({ ip }).signIn(email))).toEqual(['RateLimitError']);
    expect(typenames(await server.client({ ip: '192.0.2.2' }).signIn(email))).toEqual([]);
  });
});

it('counts the address the proxy appended, not what the client put before it', async () => {
  const email = uniqueEmail();
  await server.client({ ip: '198.51.100.5' }).signUp({ email });
  const attempt = (spoofed: number) =>
    server
      .client()
      .gql(
        'mutation($input: SignInInput!) { signIn(input: $input) { errors { __typename } } }',
        { input: { email, password: `guess ${spoofed}` } },
        { 'x-forwarded-for': `10.9.8.${spoofed}, 203.0.113.99` },
      );
  for (let i = 0; i < limits().perAccountAddress; i++) {
    expect((await attempt(i)).data.signIn.errors[0].__typename).toBe('InvalidCredentialsError');
  }
  expect((await attempt(99)).data.signIn.errors[0].__typename).toBe('RateLimitError');
  expect(
    await server.db.prisma.auditEvent.count({
      where: { type: 'SIGN_IN_FAILED', email, ip: '203.0.113.99' },
    }),
  ).toBe(limits().perAccountAddress);
});

it('gives the slots of a successful check back: signing in again and again is never limited', async () => {
  const email = uniqueEmail();
  await server.client({ ip: '198.51.100.6' }).signUp({ email });
  for (let i = 0; i < limits().perAccountAddress * 2 + 1; i++) {
    expect(typenames(await server.client({ ip: '198.51.100.6' }).signIn(email))).toEqual([]);
  }
  // A wrong password, made a check: the account-wide spacing (0.05 s here) refuses an attempt
  // that comes too soon after the 5th check of the account (a success in progress counts
  // until it gives its slot back); such a refusal is no check, so it is tried again.
  const typo = (password: string) =>
    expect
      .poll(async () =>
        typenames(await server.client({ ip: '198.51.100.6' }).signIn(email, password)),
      )
      .toEqual(['InvalidCredentialsError']);
  // The failures still count (4 of 5 used), successes in between or not.
  for (let i = 0; i < limits().perAccountAddress - 1; i++) {
    await typo(`typo ${i}`);
    expect(typenames(await server.client({ ip: '198.51.100.6' }).signIn(email))).toEqual([]);
  }
  await typo('typo 5');
  expect(typenames(await server.client({ ip: '198.51.100.6' }).signIn(email))).toEqual([
    'RateLimitError',
  ]);
});
