import pg from 'pg';

/** The advisory lock's key: any fixed number no other code of ours takes. */
const STARTUP_LOCK = 7_391_205_117;

/**
 * Runs `setUp` while this instance holds a PostgreSQL advisory lock on `databaseUrl`, so that
 * instances started at once on one database take turns. pg-boss's `createQueue` run by two
 * instances at the same time deadlocks (each creates the queue's partition table while the
 * other inserts its row), and one of them exits on the error.
 */
export async function whileHoldingStartupLock<T>(databaseUrl: string, setUp: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await setUp();
  } finally {
    // Closing the connection gives the lock back too, also when the unlock fails.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end();
  }
}
