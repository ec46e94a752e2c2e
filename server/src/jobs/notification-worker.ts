import type PgBoss from 'pg-boss';
import {
  emailMentions,
  type NotificationEmailDeps,
  sendNotificationDigests,
} from '../services/notifications/notification-emails.js';
import { MENTION_EMAIL_QUEUE, type MentionEmailJob, NOTIFICATION_DIGEST_QUEUE } from './queue.js';

/** Mention emails and the daily digest of notifications (docs/collaboration.md). */
export async function startNotificationWorker(boss: PgBoss, deps: NotificationEmailDeps) {
  await boss.work<MentionEmailJob>(
    MENTION_EMAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (job) await emailMentions(job.data.userId, deps);
    },
  );
  await boss.work(NOTIFICATION_DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await sendNotificationDigests(deps);
  });
}
