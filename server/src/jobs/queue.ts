import PgBoss from 'pg-boss';
import type { Prisma, SwipeKind } from '../generated/prisma/client.js';
import { serverBinding } from '../server-scope.js';
import { whileHoldingStartupLock } from './startup-lock.js';

// Durable background jobs on PostgreSQL (pg-boss): a job survives a crash and is retried
// once its worker's lease expires; one worker takes each job across instances.

/** Page captures (CAPTURE_CONCURRENCY at once). */
export const CAPTURE_QUEUE = 'capture-swipe';
/** Email screenshots: a lane of their own, so they never wait behind slow pages. */
export const EMAIL_CAPTURE_QUEUE = 'capture-email';

export interface CaptureJob {
  swipeId: string;
}

/** The capture lane of a swipe of this kind. */
export const captureQueueFor = (kind: SwipeKind) =>
  kind === 'EMAIL' ? EMAIL_CAPTURE_QUEUE : CAPTURE_QUEUE;

/** Keeps a Stripe subscription in step with its team: seats, or cancelled with the team. */
export const BILLING_QUEUE = 'billing-sync';

export type BillingJob = { teamId: string } | { cancelSubscriptionId: string };

/**
 * A verified Stripe event about a subscription: the job reads the subscription's current state
 * from Stripe and stores it (services/billing/subscription-sync.ts). Retried with backoff while
 * Stripe cannot be read.
 */
export const STRIPE_EVENT_QUEUE = 'stripe-event';

export interface StripeEventJob {
  eventId: string;
  subscriptionId: string;
  /** The team the event names (checkout metadata or client_reference_id), if any. */
  teamId: string | null;
}

// Image text (OCR) ----------------------------------------------------------------------
/** Reads the words in a swipe's pictures (services/swipes/image-text.ts). */
export const IMAGE_TEXT_QUEUE = 'image-text';

export interface ImageTextJob {
  swipeId: string;
}

/** Enqueues inside the caller's transaction, so a swipe with pictures always gets its job. */
export async function enqueueImageText(tx: Prisma.TransactionClient, swipeId: string) {
  const data: ImageTextJob = { swipeId };
  await runningQueue().send(IMAGE_TEXT_QUEUE, data, {
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}
// ---------------------------------------------------------------------------------------

// Videos ----------------------------------------------------------------------------------
/** Reads an uploaded video: poster, strip, length (services/videos/video-processing.ts). */
export const VIDEO_QUEUE = 'video-process';

export interface VideoJob {
  swipeId: string;
}

/** Enqueues inside the caller's transaction, so a video swipe always gets its job. */
export async function enqueueVideo(tx: Prisma.TransactionClient, swipeId: string) {
  const data: VideoJob = { swipeId };
  await runningQueue().send(VIDEO_QUEUE, data, {
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}
// ---------------------------------------------------------------------------------------

// A video's words (services/videos/video-words.ts) ------------------------------------------
/** Reads the text on a video's poster and frames (OCR). */
export const VIDEO_FRAME_TEXT_QUEUE = 'video-frame-text';
/** Transcribes a video's speech through the AI provider. */
export const VIDEO_TRANSCRIPT_QUEUE = 'video-transcript';

export interface VideoWordsJob {
  swipeId: string;
}

/**
 * A video's jobs (both unless `queues` names one), inside the caller's transaction (with the
 * states they start from).
 */
export async function enqueueVideoWords(
  tx: Prisma.TransactionClient,
  swipeId: string,
  queues = [VIDEO_FRAME_TEXT_QUEUE, VIDEO_TRANSCRIPT_QUEUE],
) {
  const data: VideoWordsJob = { swipeId };
  const db: PgBoss.Db = {
    executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
  };
  for (const queue of queues) await runningQueue().send(queue, data, { db });
}
// ---------------------------------------------------------------------------------------

// Imports ---------------------------------------------------------------------------------
/** Reads an uploaded file and saves its swipes (services/imports/import-run.ts). */
export const IMPORT_QUEUE = 'import-file';

export interface ImportQueueJob {
  importId: string;
}

/** After the import's row is committed: a retried run resumes where the last one stopped. */
export async function enqueueImport(importId: string) {
  const data: ImportQueueJob = { importId };
  await runningQueue().send(IMPORT_QUEUE, data);
}

// Exports ------------------------------------------------------------------------------
/** Writes an export's ZIP to storage (services/exports/export-jobs.ts). */
export const EXPORT_QUEUE = 'swipe-export';
/** Removes an export's ZIP when its link expires. */
export const EXPORT_EXPIRY_QUEUE = 'swipe-export-expiry';

export interface ExportJobData {
  exportId: string;
}

export interface ExportExpiryData {
  exportId: string;
  fileKey: string;
}

/** Enqueues inside the caller's transaction, so an export row always has its job. */
export async function enqueueExport(tx: Prisma.TransactionClient, exportId: string) {
  const data: ExportJobData = { exportId };
  await runningQueue().send(EXPORT_QUEUE, data, {
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}

/**
 * The ZIP goes when its link expires. Sent through the worker's own queue: an export that ends
 * while the server stops (the queue lets running jobs finish) still schedules its expiry.
 */
export async function enqueueExportExpiry(boss: PgBoss, data: ExportExpiryData, at: Date) {
  await boss.send(EXPORT_EXPIRY_QUEUE, data, { startAfter: at });
}
// ---------------------------------------------------------------------------------------

// Impersonation ----------------------------------------------------------------------------
/** Ends an impersonation at its time (services/admin/impersonation.ts). */
export const IMPERSONATION_END_QUEUE = 'impersonation-end';

export interface ImpersonationEndJob {
  sessionId: string;
  userId: string;
}

/** Enqueues inside the transaction that starts the impersonation, so it always ends. */
export async function enqueueImpersonationEnd(
  tx: Prisma.TransactionClient,
  data: ImpersonationEndJob,
  at: Date,
) {
  await runningQueue().send(IMPERSONATION_END_QUEUE, data, {
    startAfter: at,
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}
// ---------------------------------------------------------------------------------------

// Support ---------------------------------------------------------------------------------
/** Emails a support reply the user has not read (services/support/support.ts). */
export const SUPPORT_EMAIL_QUEUE = 'support-reply-email';

export interface SupportEmailJob {
  messageId: string;
}

/** Enqueued in the reply's transaction: a reply always gets its check. */
export async function enqueueSupportReplyEmail(
  tx: Prisma.TransactionClient,
  data: SupportEmailJob,
  at: Date,
) {
  await runningQueue().send(SUPPORT_EMAIL_QUEUE, data, {
    startAfter: at,
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}
// ---------------------------------------------------------------------------------------

// Notifications ------------------------------------------------------------------------
/**
 * Emails a member the mentions they have not read once they have been away long enough
 * (services/notifications/notification-emails.ts). One waiting job per member (`stately`, keyed by
 * member).
 */
export const MENTION_EMAIL_QUEUE = 'mention-email';
/** Daily (NOTIFICATION_DIGEST_CRON): the digest of unread notifications, for those who want it. */
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';

export interface MentionEmailJob {
  userId: string;
}

/** Checks the member's unread mentions at `at` (a member with one waiting already keeps it). */
export async function enqueueMentionEmail(data: MentionEmailJob, at: Date) {
  await runningQueue().send(MENTION_EMAIL_QUEUE, data, {
    startAfter: at,
    singletonKey: data.userId,
  });
}
// ---------------------------------------------------------------------------------------

// Ad Finder's tracked brands -----------------------------------------------------------
/** Checks one tracked brand for new ads (services/finder/tracked-brand-check.ts). */
export const TRACKED_BRAND_CHECK_QUEUE = 'tracked-brand-check';
/** Daily (AD_TRACKING_CRON): a check for every tracked brand not paused. */
export const AD_TRACKING_DAILY_QUEUE = 'ad-tracking-daily';
/** Daily (AD_DIGEST_CRON): each member's email of the day's new ads. */
export const AD_DIGEST_QUEUE = 'ad-tracking-digest';

export interface TrackedBrandCheckJob {
  trackedBrandId: string;
}

/** At most one check of a brand waits at a time (the queue is `stately`, keyed by brand). */
export async function enqueueTrackedBrandChecks(trackedBrandIds: readonly string[]) {
  if (!trackedBrandIds.length) return;
  const boss = runningQueue();
  await Promise.all(
    trackedBrandIds.map((trackedBrandId) =>
      boss.send(TRACKED_BRAND_CHECK_QUEUE, { trackedBrandId } satisfies TrackedBrandCheckJob, {
        singletonKey: trackedBrandId,
      }),
    ),
  );
}
// ---------------------------------------------------------------------------------------

// Webhooks ------------------------------------------------------------------------------
/** Sends one attempt of a webhook delivery (services/webhooks/webhook-deliveries.ts). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** Each delivery's attempt, now or at its retry's time (the retries are the service's own). */
export async function enqueueWebhookDeliveries(deliveryIds: readonly string[], at?: Date) {
  if (!deliveryIds.length) return;
  await runningQueue().insert(
    deliveryIds.map((deliveryId) => ({
      name: WEBHOOK_DELIVERY_QUEUE,
      data: { deliveryId } satisfies WebhookDeliveryJob,
      ...(at ? { startAfter: at } : {}),
    })),
  );
}
// ---------------------------------------------------------------------------------------

export interface JobQueueOptions {
  /** A capture's time limit: a job's lease lasts a little longer. */
  captureTimeoutMs: number;
  /** How often expired leases are looked for. */
  maintenanceIntervalSeconds: number;
  /** Cron schedules (digests, tracked brands' daily checks); none: pg-boss's clock stays off. */
  schedules?: { name: string; cron: string }[];
  /**
   * No other process works this database's jobs (the embedded one, held by this server alone):
   * a capture still active at start was taken by a run that died.
   */
  soleInstance?: boolean;
}

const bound = serverBinding<PgBoss>('job queue');

/** The queue of the server doing the work. */
function runningQueue(): PgBoss {
  const boss = bound.get();
  if (!boss) throw new Error('The job queue is not running');
  return boss;
}

export async function startJobQueue(databaseUrl: string, options: JobQueueOptions) {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 3,
    // pg-boss's timekeeper, which runs cron schedules, costs ~0.2 s of every start and a poller:
    // on only when there is something to schedule.
    schedule: Boolean(options.schedules?.length),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => console.error('Job queue error', error));
  await boss.start();
  // One read of the queues; a start that finds them all as set (every start but the first, unless
  // a setting such as CAPTURE_TIMEOUT_MS changed) skips the lock and the statements.
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const outOfStep = queueSettings(options).filter((queue) => {
    const found = existing.get(queue.name);
    return (
      !found || Object.entries(queue).some(([key, value]) => found[key as keyof Queue] !== value)
    );
  });
  if (outOfStep.length)
    await whileHoldingStartupLock(databaseUrl, async () => {
      for (const queue of outOfStep) {
        if (existing.has(queue.name)) await boss.updateQueue(queue.name, queue);
        else await boss.createQueue(queue.name, queue);
      }
    });
  if (options.soleInstance) await failCapturesOfDeadRun(boss);
  for (const { name, cron } of options.schedules ?? [])
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
  bound.bind(boss);
  return boss;
}

type Queue = PgBoss.Queue;

/** Every queue and its settings (startJobQueue creates or updates them). */
function queueSettings(options: JobQueueOptions): Queue[] {
  const capture = {
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: Math.ceil(options.captureTimeoutMs / 1000) + 15,
  };
  return [
    { name: CAPTURE_QUEUE, ...capture },
    { name: EMAIL_CAPTURE_QUEUE, ...capture },
    { name: BILLING_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true },
    { name: STRIPE_EVENT_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true },
    // Ten pictures at a few seconds each, with room to spare on a busy machine.
    { name: IMAGE_TEXT_QUEUE, retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    // A 10-minute video: a probe, a dozen frames sought to, and its length read through if need be.
    { name: VIDEO_QUEUE, retryLimit: 2, retryDelay: 10, expireInSeconds: 600 },
    // A few frames of a video: seconds each.
    { name: VIDEO_FRAME_TEXT_QUEUE, retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    // A provider that fails is asked again 5 then 10 s later; a transcript takes up to 5 minutes.
    {
      name: VIDEO_TRANSCRIPT_QUEUE,
      retryLimit: 2,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 600,
    },
    // A 200 MB file of bookmarks is read and saved well within this.
    { name: IMPORT_QUEUE, retryLimit: 2, retryDelay: 10, expireInSeconds: 3600 },
    // A crash or a lease that runs out starts the export again from the beginning.
    { name: EXPORT_QUEUE, retryLimit: 1, retryDelay: 10, expireInSeconds: 60 * 60 },
    { name: EXPORT_EXPIRY_QUEUE, retryLimit: 5, retryDelay: 60 },
    { name: IMPERSONATION_END_QUEUE, retryLimit: 10, retryDelay: 10 },
    { name: SUPPORT_EMAIL_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true },
    {
      name: MENTION_EMAIL_QUEUE,
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
    },
    { name: NOTIFICATION_DIGEST_QUEUE, retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    // Meta's throttling and outages: 1, 2, 4, 8, 16 minutes apart.
    {
      name: TRACKED_BRAND_CHECK_QUEUE,
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 600,
    },
    { name: AD_TRACKING_DAILY_QUEUE, retryLimit: 3, retryDelay: 60 },
    { name: AD_DIGEST_QUEUE, retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    // A job that dies with its instance runs again; an attempt's own failure is retried by the
    // service on its schedule, as a new job.
    { name: WEBHOOK_DELIVERY_QUEUE, retryLimit: 2, retryDelay: 30, expireInSeconds: 60 },
  ];
}

/**
 * Fails the captures a dead run left active, as their leases running out would have done (a
 * retry used, then the queue's retry delay; the last attempt's swipe becomes FAILED, see
 * `failAbandonedCaptures`), but now rather than a capture time limit + 15 s after they began.
 */
async function failCapturesOfDeadRun(boss: PgBoss) {
  for (const queue of [CAPTURE_QUEUE, EMAIL_CAPTURE_QUEUE]) {
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [queue]);
    const ids = (rows as { id: string }[]).map((row) => row.id);
    if (ids.length) await boss.fail(queue, ids);
  }
}

export async function stopJobQueue(boss: PgBoss) {
  bound.release(boss);
  await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
}

/**
 * Puts an active job back in its queue as if it had never started: no failure recorded and no
 * retry used (pg-boss counts a retry when a job that has started is fetched again). Its
 * worker's completion that follows finds it no longer active and changes nothing.
 */
export async function releaseJob(boss: PgBoss, queue: string, jobId: string) {
  await boss
    .getDb()
    .executeSql(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active'`,
      [queue, jobId],
    );
}

/** Enqueues inside the caller's transaction, so a swipe is never saved without its job. */
export async function enqueueCapture(
  tx: Prisma.TransactionClient,
  swipeId: string,
  kind: SwipeKind,
) {
  const data: CaptureJob = { swipeId };
  await runningQueue().send(captureQueueFor(kind), data, {
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}

/** Many captures in one statement, inside the caller's transaction (imports). */
export async function enqueueCaptures(
  tx: Prisma.TransactionClient,
  swipes: readonly { id: string; kind: SwipeKind }[],
) {
  if (!swipes.length) return;
  await runningQueue().insert(
    swipes.map((swipe) => ({
      name: captureQueueFor(swipe.kind),
      data: { swipeId: swipe.id } satisfies CaptureJob,
    })),
    {
      db: {
        executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
      },
    },
  );
}

/** Enqueues inside the caller's transaction, so an event is never recorded without its job. */
export async function enqueueStripeEvent(tx: Prisma.TransactionClient, data: StripeEventJob) {
  await runningQueue().send(STRIPE_EVENT_QUEUE, data, {
    db: {
      executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
    },
  });
}

/** After a commit: Stripe is told by a durable, retried job, never inside a request. */
export async function enqueueBillingSync(data: BillingJob) {
  await runningQueue().send(BILLING_QUEUE, data);
}
