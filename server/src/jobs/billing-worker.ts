import type PgBoss from 'pg-boss';
import { cancelSubscription, syncSeats } from '../services/billing/seats.js';
import { syncStripeSubscription } from '../services/billing/subscription-sync.js';
import {
  BILLING_QUEUE,
  type BillingJob,
  STRIPE_EVENT_QUEUE,
  type StripeEventJob,
} from './queue.js';

export async function startBillingWorker(boss: PgBoss) {
  await boss.work<BillingJob>(
    BILLING_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      if ('teamId' in job.data) await syncSeats(job.data.teamId);
      else await cancelSubscription(job.data.cancelSubscriptionId);
    },
  );
  // Stripe's webhook answers once an event is recorded; this applies it (and retries).
  await boss.work<StripeEventJob>(
    STRIPE_EVENT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      try {
        await syncStripeSubscription(job.data);
      } catch (error) {
        // pg-boss retries it; the log says why, and which event waits.
        console.error(`Stripe event ${job.data.eventId} not applied yet`, error);
        throw error;
      }
    },
  );
}
