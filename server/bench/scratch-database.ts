// A bench's own database on a PostgreSQL server, dropped in order at the end.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { backendPids } from './bench-kit.js';

/**
 * Creates an empty database on the server at `adminUrl`. `drop()` first waits (up to 10 s)
 * until no session is left on it: `pg.Pool#end()` resolves once it has asked its connections
 * to close, not once they have, and `DROP DATABASE … WITH (FORCE)` would end a connection still
 * open with "terminating connection due to administrator command", an error the pool then
 * throws (Prisma's adapter stops listening to its pool on `$disconnect`). FORCE stays for a
 * bench that failed with connections open.
 */
export async function scratchDatabase(adminUrl: string) {
  const name = `swipestack_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** The PostgreSQL processes serving the database now. */
    backendPids: () => backendPids(admin, name),
    /** Transactions committed in the database so far (each statement outside one counts one). */
    async commits() {
      await admin.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ commits: string }>(
        'SELECT xact_commit::text AS commits FROM pg_stat_database WHERE datname = $1',
        [name],
      );
      return Number(rows[0]?.commits ?? 0);
    },
    /**
     * Statements the database has run so far (BEGIN and COMMIT included: each is a round trip),
     * from pg_stat_statements; undefined when the server was not started with it preloaded
     * (`npm run bench` starts its PostgreSQL so).
     */
    async statements(): Promise<number | undefined> {
      const { rows: loaded } = await admin.query(
        "SELECT 1 FROM pg_settings WHERE name = 'shared_preload_libraries' AND setting ~ 'pg_stat_statements'",
      );
      if (loaded.length === 0) return undefined;
      await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      const { rows } = await admin.query<{ calls: string }>(
        `SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)`,
        [name],
      );
      return Number(rows[0]?.calls ?? 0);
    },
    async drop() {
      const deadline = Date.now() + 10_000;
      const sessions = async () =>
        (
          await admin.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
            [name],
          )
        ).rows[0]?.count ?? 0;
      while ((await sessions()) > 0 && Date.now() < deadline) await delay(50);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
