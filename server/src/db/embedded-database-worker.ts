// The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) and the wire-protocol
// server in front of it. Here the database works on a core of its own while the main thread serves
// requests, and at start-up it opens while the main thread is still loading the server's modules.
// Node may load this file as TypeScript by stripping types: erasable syntax only.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedPostgresServer } from './embedded-postgres-server.ts';

export interface EmbeddedWorkerData {
  /** Where the database's files are; null for a database in memory (tests). */
  dir: string | null;
  /** A database in memory starts as this copy of a data directory (`PGlite.dumpDataDir`). */
  from?: Uint8Array<ArrayBuffer>;
  /** What a client must send before the database serves it (embedded-address.ts). */
  password: string;
}

export type EmbeddedWorkerMessage = { listening: number } | { failed: string };

/**
 * PostgreSQL's default shared_buffers (128 MB) lives in PGlite's WASM memory, which never
 * shrinks: 16 MB keeps the embedded server's idle RSS ~100 MB lower (docs/performance.md,
 * "Memory"); pages beyond it are read through the operating system's file cache.
 */
const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

const parent = parentPort;
if (!parent) throw new Error('embedded-database-worker.ts runs as a worker thread');
const { dir, from, password } = workerData as EmbeddedWorkerData;

try {
  const pglite = dir
    ? new PGlite(dir, options)
    : new PGlite({ ...options, ...(from ? { loadDataDir: new Blob([from]) } : {}) });
  const server = new EmbeddedPostgresServer(pglite, password);
  const port = await server.start();
  // The one message the main thread sends: stop. The thread ends once the database is closed.
  parent.once('message', async () => {
    await server.stop();
    await pglite.close();
    parent.close();
  });
  parent.postMessage({ listening: port } satisfies EmbeddedWorkerMessage);
} catch (error) {
  parent.postMessage({
    failed: error instanceof Error ? error.message : String(error),
  } satisfies EmbeddedWorkerMessage);
}
