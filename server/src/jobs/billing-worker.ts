import type PgBoss from 'pg-boss';
import { cancelSubscription, syncSeats } from '../services/seats.js';
import { BILLING_QUEUE, type BillingJob } from './queue.js';

export async function startBillingWorker(boss: PgBoss) {
  return boss.work<BillingJob>(
    BILLING_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      if ('teamId' in job.data) await syncSeats(job.data.teamId);
      else await cancelSubscription(job.data.cancelSubscriptionId);
    },
  );
}
