import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.js';
import {
  claimEmbeddedDatabase,
  embeddedUrl,
  newEmbeddedPassword,
  publishEmbeddedAddress,
  releaseEmbeddedDatabase,
} from './embedded-address.js';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embedded-database-worker.ts';

export interface EmbeddedDatabase {
  /** The PostgreSQL connection string of the database's loopback socket, with its password. */
  url: string;
  port: number;
  password: string;
  stop(): Promise<void>;
}

// Run from the sources (tsx, vitest) the worker is TypeScript; in the compiled server
// (scripts/build-server.mjs) it is built beside this code as JavaScript.
const workerFile = new URL(
  import.meta.url.endsWith('.ts')
    ? './embedded-database-worker.ts'
    : './embedded-database-worker.js',
  import.meta.url,
);

/** Starts the database's thread; resolves with its address once it listens. */
function startWorker(dir: string | null, from?: Uint8Array<ArrayBuffer>) {
  const password = newEmbeddedPassword();
  const worker = new Worker(workerFile, {
    workerData: { dir, from, password } satisfies EmbeddedWorkerData,
  });
  return new Promise<EmbeddedDatabase>((resolve, reject) => {
    const failedToStart = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    const exitedEarly = (code: number) =>
      reject(new Error(`The embedded database stopped while starting (exit code ${code})`));
    worker.once('error', failedToStart);
    worker.once('exit', exitedEarly);
    worker.once('message', (message: EmbeddedWorkerMessage) => {
      if ('failed' in message) return failedToStart(new Error(message.failed));
      worker.off('error', failedToStart);
      worker.off('exit', exitedEarly);
      let stopping = false;
      // Without its database the server cannot do anything: crash loudly, for a restart.
      worker.once('exit', (code) => {
        if (!stopping) throw new Error(`The embedded database stopped (exit code ${code})`);
      });
      resolve({
        url: embeddedUrl(message.listening, password),
        port: message.listening,
        password,
        stop() {
          if (stopping) return Promise.resolve();
          stopping = true;
          return new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('stop');
          });
        },
      });
    });
  });
}

/**
 * Embedded PGlite in a thread of its own, served over the Postgres protocol on loopback, so the
 * server, Prisma's pg adapter and pg-boss talk to it exactly as to a PostgreSQL server. It serves
 * only clients that send its password, a new random one at each start. Its files are under
 * DATA_DIR/pgdata, which one process at a time may hold (embedded-address.ts).
 */
export async function startEmbedded(
  config: Pick<Config, 'DATA_DIR' | 'memoryDatabase'>,
  /** A database in memory (tests) starts from this copy of a data directory: initdb skipped. */
  memoryFrom?: Uint8Array<ArrayBuffer>,
): Promise<EmbeddedDatabase> {
  if (config.memoryDatabase) return startWorker(null, memoryFrom);
  const dir = path.join(config.DATA_DIR, 'pgdata');
  // Synchronous up to the thread's start: it starts before this returns (main.ts relies on it).
  mkdirSync(dir, { recursive: true });
  claimEmbeddedDatabase(config.DATA_DIR);
  let database: EmbeddedDatabase | undefined;
  try {
    database = await startWorker(dir);
    publishEmbeddedAddress(config.DATA_DIR, database);
  } catch (error) {
    await database?.stop();
    await releaseEmbeddedDatabase(config.DATA_DIR);
    throw error;
  }
  const { stop } = database;
  return {
    ...database,
    async stop() {
      await stop();
      await releaseEmbeddedDatabase(config.DATA_DIR);
    },
  };
}
