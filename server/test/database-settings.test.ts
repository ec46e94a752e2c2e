import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

// Settings every connection of the server's pool carries on PostgreSQL (db/database.ts).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DB_STATEMENT_TIMEOUT_MS: '4321' });
});
afterAll(() => server?.close());

test.skipIf(!onPostgres)(
  "PostgreSQL's JIT is off and the statement time limit is set, on every connection",
  async () => {
    const settings = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          server.db.prisma.$queryRaw<{ jit: string; timeout: string }[]>`
          SELECT current_setting('jit') AS jit, current_setting('statement_timeout') AS timeout,
            pg_sleep(0.05)::text`,
      ),
    );
    for (const [row] of settings) expect(row).toMatchObject({ jit: 'off', timeout: '4321ms' });
  },
);
