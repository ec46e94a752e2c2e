import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../src/auth/sign-in-throttle.js';
import { type GraphQLResponse, startTestServer, type TestServer, uniqueEmail } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const typenames = (result: GraphQLResponse) =>
  (result.data.signIn.errors as { __typename: string }[]).map((e) => e.__typename);

describe('sign-in rate limit', () => {
  it('locks an account after too many failures, even for the right password, and tells how long to wait', async () => {
    const email = uniqueEmail();
    await server.client({ ip: '198.51.100.1' }).signUp({ email });
    for (let i = 0; i < signInLimits.perAccount; i++) {
      const attempt = await server
        .client({ ip: `198.51.100.${10 + i}` })
        .signIn(email, `wrong ${i}`);
      expect(typenames(attempt)).toEqual(['InvalidCredentialsError']);
    }
    const locked = await server.client({ ip: '198.51.100.99' }).signIn(email);
    expect(locked.data.signIn.viewer).toBeNull();
    expect(locked.data.signIn.errors).toEqual([
      {
        __typename: 'RateLimitError',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    expect(locked.data.signIn.errors[0].retryAfterSeconds).toBeGreaterThan(
      signInLimits.windowSeconds - 60,
    );
    expect(await server.db.prisma.session.count({ where: { user: { email } } })).toBe(1);
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
      signInLimits.perAccount,
    );
    expect(kinds.slice(signInLimits.perAccount).every((k) => k === 'RateLimitError')).toBe(true);
    // Only the allowed guesses reached the password check.
    expect(
      await server.db.prisma.auditEvent.count({ where: { type: 'SIGN_IN_FAILED', email } }),
    ).toBe(signInLimits.perAccount);
  });

  it('refuses more aliases than graphql-armor allows', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const result = await server.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('limits failures per IP across different accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < signInLimits.perIp; i++) {
      const attempt = await server.client({ ip }).signIn(uniqueEmail('spray'), 'password1');
      expect(typenames(attempt)).toEqual(['InvalidCredentialsError']);
    }
    const email = uniqueEmail();
    await server.client({ ip: '192.0.2.1' }).signUp({ email });
    expect(typenames(await server.client({ ip }).signIn(email))).toEqual(['RateLimitError']);
    expect(typenames(await server.client({ ip: '192.0.2.2' }).signIn(email))).toEqual([]);
  });
});
