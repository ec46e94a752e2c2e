import type PgBoss from 'pg-boss';
import { type ExportJobDeps, expireExport, runExport } from '../services/exports/export-jobs.js';
import {
  EXPORT_EXPIRY_QUEUE,
  EXPORT_QUEUE,
  type ExportExpiryData,
  type ExportJobData,
} from './queue.js';

/** Makes exports one at a time per instance, and removes their ZIPs when the links expire. */
export async function startExportWorker(boss: PgBoss, deps: Omit<ExportJobDeps, 'queue'>) {
  await boss.work<ExportJobData>(
    EXPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (job)
        await runExport(
          job.data.exportId,
          { ...deps, queue: boss },
          job.retryCount >= job.retryLimit,
        );
    },
  );
  await boss.work<ExportExpiryData>(
    EXPORT_EXPIRY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 5 },
    async ([job]) => {
      if (job) await expireExport(job.data.exportId, job.data.fileKey, deps.storage);
    },
  );
}
