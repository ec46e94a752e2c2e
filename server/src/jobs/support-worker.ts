import type PgBoss from 'pg-boss';
import type { ServiceDeps } from '../services/deps.js';
import { emailUnreadSupportReply } from '../services/support/support.js';
import { SUPPORT_EMAIL_QUEUE, type SupportEmailJob } from './queue.js';

/** Emails support replies their user has not read in time (docs/support.md). */
export async function startSupportWorker(
  boss: PgBoss,
  deps: Pick<ServiceDeps, 'mailer' | 'appOrigin'>,
) {
  await boss.work<SupportEmailJob>(
    SUPPORT_EMAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (job) await emailUnreadSupportReply(job.data.messageId, deps);
    },
  );
}
