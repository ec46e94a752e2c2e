import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { databaseTakesWrites } from '../services/health.js';

// Liveness and readiness, for a load balancer or an orchestrator:
// - `/healthz` (liveness): the process answers and the database answers a read (`SELECT 1`).
//   Restarting the process would not help with anything else, so nothing else is asked.
// - `/readyz` (readiness): the instance can do its work, so it should get traffic. Also asks
//   that the database takes writes (not read-only: a standby after a failover,
//   `default_transaction_read_only`, a database set read-only by its administrator) and, when
//   files live on this machine (local storage, or the embedded database), that the data
//   directory takes a write (not full, not read-only, still a directory); and that the instance
//   is not stopping: from a stop signal on it answers 503 `status: 'stopping'` while it finishes
//   the requests in flight (http/graceful-close.ts), so a load balancer sends it no new work.
// Each check answers 'ok' or a short reason; 503 when one is not 'ok'. No paths, no SQL.

export interface Readiness {
  status: 'ready' | 'not ready' | 'stopping';
  database: string;
  dataDir: string;
}

async function directoryTakesWrites(dir: string): Promise<string> {
  const file = path.join(dir, `.readyz-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(file, 'ready\n', { flag: 'wx' });
    return 'ok';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return `not writable${code ? ` (${code})` : ''}`;
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}

/** Whether this instance keeps files under DATA_DIR: local storage or the embedded database. */
export function usesDataDir(config: Config) {
  return config.STORAGE_DRIVER === 'local' || (!config.DATABASE_URL && !config.memoryDatabase);
}

export async function readiness(
  db: Database,
  config: Config,
  stopping: boolean,
): Promise<Readiness> {
  const [database, dataDir] = await Promise.all([
    databaseTakesWrites(db),
    usesDataDir(config) ? directoryTakesWrites(config.DATA_DIR) : Promise.resolve('not used'),
  ]);
  const ready = database === 'ok' && (dataDir === 'ok' || dataDir === 'not used');
  return { status: stopping ? 'stopping' : ready ? 'ready' : 'not ready', database, dataDir };
}
