import type PgBoss from 'pg-boss';
import { endImpersonation } from '../services/admin/impersonation.js';
import { IMPERSONATION_END_QUEUE, type ImpersonationEndJob } from './queue.js';

/**
 * Ends impersonations at their time. The session stops working at its `expiresAt` whatever this
 * does (and open subscriptions end by their own timer); the job deletes it and records the end.
 */
export async function startImpersonationWorker(boss: PgBoss) {
  await boss.work<ImpersonationEndJob>(
    IMPERSONATION_END_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 10 },
    async ([job]) => {
      if (job) await endImpersonation(job.data.sessionId, 'EXPIRED');
    },
  );
}
