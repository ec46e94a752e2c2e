import type { Database } from '../db/database.js';

// What /healthz and /readyz ask the database (http/app.ts, http/readiness.ts).

/** Whether the database answers a query at all. */
export function databaseAnswers(db: Database): Promise<boolean> {
  return db.prisma.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
}

/**
 * A statement that writes nothing yet counts as a write: PostgreSQL refuses it in a read-only
 * transaction before running it. `_prisma_migrations` always exists once the server started.
 */
const WRITE_PROBE = 'UPDATE "_prisma_migrations" SET "logs" = "logs" WHERE false';

/** 'ok', 'read-only' or 'cannot write': whether the database takes writes now. */
export async function databaseTakesWrites(db: Database): Promise<string> {
  try {
    await db.prisma.$executeRawUnsafe(WRITE_PROBE);
    return 'ok';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /read-only/i.test(message) ? 'read-only' : 'cannot write';
  }
}
