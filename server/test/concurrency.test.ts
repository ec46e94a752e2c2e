import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail, VIEWER } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers concurrent reads and writes from several pool connections correctly', async () => {
  const clients = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const client = server.client({ ip: `10.0.0.${i}` });
      const email = uniqueEmail(`c${i}`);
      await client.signUp({ email });
      return { client, email };
    }),
  );
  const rounds = await Promise.all(
    clients.flatMap(({ client, email }) =>
      Array.from({ length: 8 }, async (_, n) => {
        if (n % 4 === 1) {
          // Sign-up writes in an interactive transaction while the others read.
          const result = await server
            .client({ ip: `10.0.2.${n}` })
            .signUp({ email: uniqueEmail('new') });
          return result.data?.signUp?.viewer ? 'ok' : JSON.stringify(result);
        }
        if (n % 4 === 0) {
          // A fresh client: signing in must not rotate the session the reads use.
          const result = await server.client({ ip: `10.0.1.${n}` }).signIn(email);
          return result.data?.signIn?.viewer ? 'ok' : JSON.stringify(result);
        }
        const result = await client.gql(VIEWER);
        return result.data?.viewer?.teams?.edges?.length === 1 ? 'ok' : JSON.stringify(result);
      }),
    ),
  );
  expect(rounds.filter((r) => r !== 'ok')).toEqual([]);
});
