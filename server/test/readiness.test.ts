import { rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

// /healthz: the process is alive and its database answers. /readyz: it can also do its work,
// i.e. write to the database and (local storage) to its data directory.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const probe = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
};

/**
 * Polls until /readyz answers `status` (state, not time: the pool may hold old sessions), and
 * for the database check, `database` (a pool connection ended under it first answers "cannot
 * write" until the pool reconnects).
 */
async function readyzBecomes(status: number, database?: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await probe('/readyz');
    const reached = answer.status === status && (!database || answer.body.database === database);
    if (reached || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Makes the database refuse writes. PostgreSQL: the database's default for new sessions, and
 * its current sessions are ended so the server's pool reconnects under it. PGlite: its single
 * session (every connection of the embedded server shares it).
 */
async function setReadOnly(on: boolean) {
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: server.db.url });
    await admin.connect();
    try {
      // This session started read-only too once the database is: lift it for itself first.
      await admin.query('SET default_transaction_read_only = off');
      const name = (await admin.query<{ db: string }>('SELECT current_database() AS db')).rows[0]
        ?.db;
      await admin.query(
        `ALTER DATABASE "${name}" ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
      );
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  } else {
    await server.db.prisma.$executeRawUnsafe(
      `SET default_transaction_read_only = ${on ? 'on' : 'off'}`,
    );
  }
}

describe('/readyz', () => {
  it('is ready when the database and the data directory take writes', async () => {
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', dataDir: 'ok' },
    });
  });

  it('fails while the database is read-only; /healthz (liveness) stays 200', async () => {
    await setReadOnly(true);
    try {
      expect(await readyzBecomes(503, 'read-only')).toEqual({
        status: 503,
        body: { status: 'not ready', database: 'read-only', dataDir: 'ok' },
      });
      expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await setReadOnly(false);
    }
    expect((await readyzBecomes(200)).status).toBe(200);
  });

  it('fails while the data directory cannot be written (local storage)', async () => {
    const dataDir = server.config.DATA_DIR;
    await rename(dataDir, `${dataDir}.away`);
    await writeFile(dataDir, 'not a directory');
    try {
      expect(await probe('/readyz')).toEqual({
        status: 503,
        body: { status: 'not ready', database: 'ok', dataDir: 'not writable (ENOTDIR)' },
      });
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      await rm(dataDir, { force: true });
      await rename(`${dataDir}.away`, dataDir);
    }
    expect((await probe('/readyz')).status).toBe(200);
  });
});
