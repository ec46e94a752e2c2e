import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeSpacedSlot } from '../src/auth/rate-limits.js';
import { type GraphQLResponse, startTestServer, type TestServer, uniqueEmail } from './harness.js';

const typenames = (result: GraphQLResponse) =>
  (result.data.signIn.errors as { __typename: string }[]).map((e) => e.__typename);

// 3 sign-ups per address, and an account-wide delay long enough that
// simultaneous requests cannot outlast it however slowly the machine runs.
let limited: TestServer;
beforeAll(async () => {
  limited = await startTestServer({
    TRUST_PROXY: 'true',
    SIGN_UP_ADDRESS_LIMIT: '3',
    SIGN_IN_ACCOUNT_DELAY_SECONDS: '30',
    SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS: '120',
  });
});
afterAll(() => limited.close());

describe('account-wide sign-in delay', () => {
  it('spaces the checks on an account made from many addresses at once', async () => {
    const email = uniqueEmail();
    await limited.client({ ip: '198.51.100.3' }).signUp({ email });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limited.client({ ip: `192.0.2.${100 + i}` }).signIn(email, `spray ${i}`),
      ),
    );
    const kinds = attempts.map((a) => typenames(a)[0]);
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'RateLimitError')).toHaveLength(7);
    expect(
      await limited.db.prisma.auditEvent.count({ where: { type: 'SIGN_IN_FAILED', email } }),
    ).toBe(5);
    for (const refused of attempts.filter((a) => typenames(a)[0] === 'RateLimitError')) {
      expect(refused.data.signIn.errors[0].retryAfterSeconds).toBeLessThanOrEqual(30);
    }
    // The owner, elsewhere, waits that delay, not the window: the account is not locked.
    const owner = await limited.client({ ip: '198.51.100.3' }).signIn(email);
    expect(owner.data.signIn.errors).toEqual([
      {
        __typename: 'RateLimitError',
        message: expect.stringMatching(/^Too many sign-in attempts. Try again in \d+ seconds?\.$/),
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    expect(owner.data.signIn.errors[0].retryAfterSeconds).toBeLessThanOrEqual(30);
  });
});

describe('sign-up rate limit', () => {
  it('limits sign-up attempts per address, also when they arrive at once', async () => {
    const ip = '198.51.100.200';
    const emails = Array.from({ length: 6 }, () => uniqueEmail());
    const results = await Promise.all(
      emails.map((email) => limited.client({ ip }).signUp({ email })),
    );
    const kinds = results.map((r) => r.data.signUp.errors[0]?.__typename ?? 'SignedUp');
    expect(kinds.filter((k) => k === 'SignedUp')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'RateLimitError')).toHaveLength(3);
    const refused = results.find((r) => r.data.signUp.errors.length)!;
    expect(refused.data.signUp.viewer).toBeNull();
    expect(await limited.db.prisma.user.count({ where: { email: { in: emails } } })).toBe(3);
    expect(refused.data.signUp.errors[0].message).toBe(
      'Too many sign-ups from this address. Try again in 60 minutes.',
    );
    // Another address is not affected.
    expect(
      (await limited.client({ ip: '198.51.100.202' }).signUp({ email: uniqueEmail() })).data.signUp
        .errors,
    ).toEqual([]);
  });

  it('does not count a sign-up refused by the form’s rules', async () => {
    const ip = '198.51.100.210';
    for (let i = 0; i < 5; i++) {
      const invalid = await limited.client({ ip }).signUp({ email: 'not an email' });
      expect(invalid.data.signUp.errors[0].__typename).toBe('FieldError');
    }
    const ok = await limited.client({ ip }).signUp({ email: uniqueEmail() });
    expect(ok.data.signUp.errors).toEqual([]);
  });
});

describe('account-wide spacing (takeSpacedSlot)', () => {
  const options = { free: 2, windowSeconds: 900, baseSeconds: 10, maxSeconds: 40 };
  const db = () => limited.db.prisma;
  // In this server's scope: outside one, the service would use whichever database the worker
  // bound last (test files share workers).
  const take = (key: string) => limited.inScope(() => takeSpacedSlot(key, options));
  /** Seconds until the next attempt may start. */
  const wait = async (key: string) =>
    (
      await db().$queryRaw<{ s: number }[]>`
        SELECT EXTRACT(EPOCH FROM next_at - clock_timestamp())::float8 AS s FROM rate_limit WHERE key = ${key}`
    )[0]?.s;
  /** As if the delay had passed. */
  const elapse = (key: string) =>
    db().$executeRaw`UPDATE rate_limit SET next_at = clock_timestamp() WHERE key = ${key}`;

  it('doubles the delay with every attempt past the free ones, up to the maximum', async () => {
    const key = `test:${uniqueEmail()}`;
    expect((await take(key)).ok).toBe(true);
    expect(await wait(key)).toBeNull();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect((await take(key)).ok).toBe(true);
      const refused = await take(key);
      expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
      delays.push(Math.round((await wait(key)) ?? 0));
      await elapse(key);
    }
    expect(delays).toEqual([10, 20, 40, 40, 40]);
  });

  it('stays at the maximum however many attempts a window has seen', async () => {
    const key = `test:${uniqueEmail()}`;
    await take(key);
    await db()
      .$executeRaw`UPDATE rate_limit SET count = 100000, next_at = clock_timestamp() WHERE key = ${key}`;
    expect((await take(key)).ok).toBe(true);
    expect(Math.round((await wait(key)) ?? 0)).toBe(40);
  });
});
