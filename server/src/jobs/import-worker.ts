import type PgBoss from 'pg-boss';
import { type ImportDeps, runImport } from '../services/imports/import-run.js';
import { IMPORT_QUEUE, type ImportQueueJob } from './queue.js';

/** Runs imports one at a time in this process. */
export async function startImportWorker(boss: PgBoss, deps: ImportDeps) {
  return boss.work<ImportQueueJob>(
    IMPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (job) await runImport(job.data.importId, deps, job.retryCount >= job.retryLimit);
    },
  );
}
