import { availableParallelism } from 'node:os';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Config } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { type EmbeddedDatabase, startEmbedded } from './embedded-database.js';
import { applyMigrations, loadMigrations } from './migrations.js';

export interface Database {
  prisma: PrismaClient;
  /** A PostgreSQL connection string: the real server, or the embedded PGlite's private socket. */
  url: string;
  appliedMigrations: string[];
  close(): Promise<void>;
}

/** Starting the schema engine costs time (and leaves a 10 s timer behind), so skip it when every migration is recorded. */
async function applyPendingMigrations(pool: pg.Pool) {
  const local = (await loadMigrations()).migrationDirectories.map((m) => m.path);
  const recorded = await pool
    .query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    .then(
      (r) => new Set(r.rows.map((row) => row.migration_name)),
      () => new Set<string>(),
    );
  if (local.every((name) => recorded.has(name))) return [];
  return applyMigrations(new PrismaPg(pool));
}

export interface OpenOptions {
  /** The embedded database, already starting (main.ts starts it before loading the server). */
  embedded?: Promise<EmbeddedDatabase>;
  /** Receives the SQL of every query and its duration (tests snapshot the SQL to catch N+1 queries). */
  onQuery?: (sql: string, durationMs: number) => void;
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await (options.embedded ?? startEmbedded(config));
  const url = embedded ? embedded.url : (config.DATABASE_URL as string);
  // PGlite runs one protocol unit at a time; a small pool avoids piling up idle sockets.
  // PostgreSQL: two connections per core unless DATABASE_POOL_SIZE says otherwise. More only
  // queue inside PostgreSQL: on 2 cores the 200-user mix used about a tenth less CPU per
  // operation with 4 than with 10 (docs/performance.md, "The database pool").
  const poolSize = embedded
    ? 4
    : (config.DATABASE_POOL_SIZE ?? Math.max(4, 2 * availableParallelism()));
  try {
    const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
    const appliedMigrations = await applyPendingMigrations(migrationPool).finally(() =>
      migrationPool.end(),
    );
    // A statement running longer than this is cancelled by PostgreSQL (docs/graphql.md,
    // "Limits"). PGlite ignores it: it cannot interrupt a statement.
    const statementTimeout = embedded ? 0 : config.DB_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      ...(statementTimeout ? { statement_timeout: statementTimeout } : {}),
      // PostgreSQL compiles a plan costed over jit_above_cost to machine code first: 25-37 ms
      // for a search with a kind filter that then runs in 3-30 ms (docs/performance.md, "Search
      // at 1,000,000 swipes"). The server's statements are short: none gains from it. PGlite
      // has no JIT.
      ...(embedded ? {} : { options: '-c jit=off' }),
    });
    const prisma = new PrismaClient({
      adapter: new PrismaPg(pool),
      // PGlite runs one transaction at a time, so on a busy machine a transaction may wait for
      // others and run slower than Prisma's defaults (2 s to start, 5 s to finish) allow. On
      // PostgreSQL a transaction may wait longer than 2 s for one of the pool's few connections
      // under a burst: it waits its turn rather than failing.
      transactionOptions: embedded ? { maxWait: 15_000, timeout: 30_000 } : { maxWait: 10_000 },
      ...(options.onQuery ? { log: [{ emit: 'event', level: 'query' }] } : {}),
    }) as PrismaClient;
    if (options.onQuery) {
      const onQuery = options.onQuery;
      (prisma as PrismaClient<'query'>).$on('query', (event) =>
        onQuery(event.query, event.duration),
      );
    }
    await prisma.$connect();
    return {
      prisma,
      url,
      appliedMigrations,
      async close() {
        await prisma.$disconnect();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
