import type PgBoss from 'pg-boss';
import { attemptDelivery, type DeliveryDeps } from '../services/webhooks/webhook-deliveries.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './queue.js';

/** Outgoing webhooks' attempts, a few at a time (docs/webhooks.md). */
export async function startWebhookWorker(boss: PgBoss, deps: DeliveryDeps) {
  await boss.work<WebhookDeliveryJob>(
    WEBHOOK_DELIVERY_QUEUE,
    { batchSize: 4, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      await Promise.all(jobs.map((job) => attemptDelivery(job.data.deliveryId, deps)));
    },
  );
}
