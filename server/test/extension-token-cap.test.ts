import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { revokeApiToken } from '../src/services/accounts/access.js';
import { startTestServer, type TestServer } from './harness.js';
import { exchangeCode, FROM_EXTENSION, handoffCode } from './helpers/tokens.js';
import { newUser } from './helpers/users.js';

// The extension's hand-off mints a personal token, so it obeys the cap of 25 working tokens
// that createApiToken obeys, atomically: hand-offs and new tokens racing never pass it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CAP_MESSAGE =
  'You can have 25 tokens at a time. Revoke one you no longer use in Settings, then sign in to the extension again.';

async function userWithTokens(count: number) {
  const user = await newUser(server);
  for (let i = 0; i < count; i++) await issueApiToken(user.userId, `Script ${i}`);
  return user;
}

const working = (userId: string) =>
  server.db.prisma.apiToken.count({ where: { userId, revokedAt: null } });

describe('extension hand-off at the token cap', () => {
  it('issues the 25th token, refuses the 26th with a clear message, and keeps the code for a retry', async () => {
    const { client, userId } = await userWithTokens(24);
    // A revoked token does not count.
    const revoked = await issueApiToken(userId, 'Old');
    await server.db.prisma.apiToken.update({
      where: { id: revoked.id },
      data: { revokedAt: new Date() },
    });

    expect((await exchangeCode(server.url, await handoffCode(client), FROM_EXTENSION)).status).toBe(
      200,
    );
    expect(await working(userId)).toBe(25);

    const code = await handoffCode(client);
    const refused = await exchangeCode(server.url, code, FROM_EXTENSION);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: CAP_MESSAGE });
    expect(await working(userId)).toBe(25);

    // Revoking one in Settings makes room; the same code still works (it was not used up).
    const [oldest] = await server.db.prisma.apiToken.findMany({
      where: { userId, revokedAt: null },
      orderBy: { createdAt: 'asc' },
      take: 1,
    });
    expect((await revokeApiToken(userId, oldest?.id ?? '')).ok).toBe(true);
    expect(await working(userId)).toBe(24);
    const retried = await exchangeCode(server.url, code, FROM_EXTENSION);
    expect(retried.status).toBe(200);
    expect(await working(userId)).toBe(25);
  });

  it('parallel hand-offs and new tokens never pass the cap', async () => {
    const { client, userId } = await userWithTokens(20);
    const codes = await Promise.all(Array.from({ length: 8 }, () => handoffCode(client)));
    const [handoffs, created] = await Promise.all([
      Promise.all(
        codes.map((code) => exchangeCode(server.url, code, FROM_EXTENSION).then((r) => r.status)),
      ),
      Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          client.gql(
            'mutation($name: String!) { createApiToken(input: {name: $name}) { token errors { __typename } } }',
            { name: `Racer ${i}` },
          ),
        ),
      ),
    ]);
    const createdOk = created.filter((r) => r.data.createApiToken.token).length;
    const handedOff = handoffs.filter((status) => status === 200).length;
    expect(handoffs.every((status) => status === 200 || status === 409)).toBe(true);
    expect(handedOff + createdOk).toBe(5);
    expect(await working(userId)).toBe(25);
  });

  it('one code exchanged twice at once gives one token', async () => {
    const { client, userId } = await userWithTokens(0);
    const code = await handoffCode(client);
    const statuses = await Promise.all(
      [
        exchangeCode(server.url, code, FROM_EXTENSION),
        exchangeCode(server.url, code, FROM_EXTENSION),
      ].map((r) => r.then((x) => x.status)),
    );
    expect(statuses.sort()).toEqual([200, 401]);
    expect(await working(userId)).toBe(1);
  });
});
