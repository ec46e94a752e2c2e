import { bindStripe } from './billing/stripe.js';
import { CaptureBrowser } from './capture/index.js';
import type { Config } from './config.js';
import { bindPrisma, releasePrisma } from './db/client.js';
import { type OpenOptions, openDatabase } from './db/database.js';
import { createMailer } from './email/mailer.js';
import { startSmtpListener } from './email/smtp-listener.js';
import { metaAvailable } from './finder/meta-ad-library.js';
import { type AppOptions, createApp } from './http/app.js';
import { ImageTextReader } from './images/image-text-reader.js';
import { bindVariantSigningKey } from './images/variant-signing.js';
import { startAdTrackingWorker } from './jobs/ad-tracking-worker.js';
import { startBillingWorker } from './jobs/billing-worker.js';
import { startCaptureWorkers, sweepAbandonedCaptures } from './jobs/capture-worker.js';
import { startExportWorker } from './jobs/export-worker.js';
import { startImageTextWorker } from './jobs/image-text-worker.js';
import { startImpersonationWorker } from './jobs/impersonation-worker.js';
import { startImportWorker } from './jobs/import-worker.js';
import { startNotificationWorker } from './jobs/notification-worker.js';
import {
  AD_DIGEST_QUEUE,
  AD_TRACKING_DAILY_QUEUE,
  NOTIFICATION_DIGEST_QUEUE,
  startJobQueue,
  stopJobQueue,
} from './jobs/queue.js';
import { startSupportWorker } from './jobs/support-worker.js';
import { startVideoWordsWorkers } from './jobs/video-words-worker.js';
import { startVideoWorker } from './jobs/video-worker.js';
import { startWebhookWorker } from './jobs/webhook-worker.js';
import { createEventBus } from './realtime/event-bus.js';
import { PresenceHub } from './realtime/presence.js';
import { bindTeamEventListener } from './realtime/team-events.js';
import { inNewServerScope, type ServerScope } from './server-scope.js';
import { promoteListedAdmins } from './services/admin/admins.js';
import { bindPostHog } from './services/admin/analytics.js';
import { serviceDeps } from './services/deps.js';
import { seedExamples } from './services/examples/examples.js';
import { stopRemixWriting } from './services/remix/remix-writer.js';
import { IMAGE_VARIANTS_SECRET, serverSecret } from './services/server-secrets.js';
import { backfillEmailText, backfillImageText } from './services/swipes/search-backfill.js';
import { requeueStalledVideos, sweepVideoTempFiles } from './services/videos/video-recovery.js';
import { backfillTranscripts } from './services/videos/video-words.js';
import { webhookEventListener } from './services/webhooks/webhook-events.js';
import { watchWebhookTeams } from './services/webhooks/webhook-teams.js';
import { createStorage } from './storage/storage.js';

export interface ServerOptions extends AppOptions, OpenOptions {
  /** Runs the capture worker in this process (the server always does; tests choose). */
  captureWorker?: boolean;
  /** How often a missing capture browser is looked for again (default 5 s; tests: less). */
  browserCheckMs?: number;
  /** Where outgoing mail in the outbox is announced (default: stdout). */
  mailLog?: (line: string) => void;
}

/**
 * Everything the server runs, wired once for `main.ts` and the tests: the database (with its
 * migrations applied), events, storage, the job queue with the capture and image-text (OCR)
 * workers and imports, the background indexing of older emails' HTML text, mail, the HTTP app (not
 * listening yet) and the inbound SMTP listener (listening). `close` stops them in order.
 */
export function startServer(config: Config, options: ServerOptions = {}) {
  return inNewServerScope((scope) => startInScope(config, options, scope));
}

async function startInScope(
  config: Config,
  options: ServerOptions,
  { inScope, leave }: ServerScope,
) {
  const db = await openDatabase(config, options);
  bindPrisma(db.prisma);
  bindVariantSigningKey(await serverSecret(IMAGE_VARIANTS_SECRET));
  const promoted = await promoteListedAdmins(config.ADMIN_EMAILS);
  if (promoted.length) console.log(`Administrators from ADMIN_EMAILS: ${promoted.join(', ')}`);
  const pubsub = createEventBus(config);
  const presence = new PresenceHub(pubsub, config.PRESENCE_HEARTBEAT_SECONDS * 1000);
  const storage = await createStorage(config);
  // Side by side, to start sooner. The examples gallery's catalogue is data in the repository
  // (docs/examples.md).
  const [jobs] = await Promise.all([
    startJobQueue(db.url, {
      captureTimeoutMs: config.CAPTURE_TIMEOUT_MS,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
      // The embedded database refuses a second server (its holder file, db/embedded-address.ts).
      soleInstance: !config.DATABASE_URL,
      schedules: [
        ...(config.NOTIFICATION_DIGEST_CRON === 'off'
          ? []
          : [{ name: NOTIFICATION_DIGEST_QUEUE, cron: config.NOTIFICATION_DIGEST_CRON }]),
        ...(metaAvailable(config)
          ? [
              { name: AD_TRACKING_DAILY_QUEUE, cron: config.AD_TRACKING_CRON },
              { name: AD_DIGEST_QUEUE, cron: config.AD_DIGEST_CRON },
            ]
          : []),
      ],
    }),
    seedExamples(),
  ]);
  await bindStripe(config);
  bindPostHog(config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null);
  await startBillingWorker(jobs);
  await startImpersonationWorker(jobs);
  const mailer = createMailer(config, options.mailLog);
  const deps = serviceDeps(config, storage, mailer);
  await startExportWorker(jobs, deps);
  await startSupportWorker(jobs, deps);
  await startNotificationWorker(jobs, deps);
  await startAdTrackingWorker(jobs, deps);
  await startWebhookWorker(jobs, deps);
  const webhookTeams = await watchWebhookTeams(pubsub);
  bindTeamEventListener(webhookEventListener(deps));
  const browser = new CaptureBrowser({ executablePath: config.CHROMIUM_PATH });
  const captures =
    options.captureWorker === false
      ? null
      : startCaptureWorkers(
          jobs,
          { storage, browser, config },
          { concurrency: config.CAPTURE_CONCURRENCY, browserCheckMs: options.browserCheckMs },
        );
  const abandonedCaptures = sweepAbandonedCaptures(jobs);
  const imageText = new ImageTextReader();
  await startImageTextWorker(jobs, { storage, reader: imageText });
  await startVideoWordsWorkers(jobs, { ...deps, reader: imageText, ai: config });
  await startImportWorker(jobs, deps);
  await startVideoWorker(jobs, deps);
  let closing = false;
  const backfills = Promise.all([
    backfillEmailText(() => closing).then(
      (count) => count && console.log(`Indexed the HTML text of ${count} saved emails`),
      (error: unknown) => console.error('Indexing the HTML text of saved emails stopped', error),
    ),
    backfillImageText(() => closing).then(
      (count) => count && console.log(`Queued ${count} saved swipes to read their pictures' text`),
      (error: unknown) => console.error("Queueing saved swipes' pictures to read stopped", error),
    ),
    backfillTranscripts(config, () => closing).then(
      (count) => count && console.log(`Queued ${count} saved videos to transcribe`),
      (error: unknown) => console.error('Queueing saved videos to transcribe stopped', error),
    ),
    requeueStalledVideos(deps, () => closing).then(
      (count) => count && console.log(`Queued ${count} videos that were waiting to be read`),
      (error: unknown) => console.error('Queueing videos waiting to be read stopped', error),
    ),
    sweepVideoTempFiles(config.DATA_DIR).then(
      (count) => count && console.log(`Removed ${count} temporary video files left by a crash`),
      (error: unknown) => console.error('Removing temporary video files stopped', error),
    ),
  ]);
  const app = createApp(db, { config, pubsub, presence, deps }, { ...options, browser });
  const smtp = await startSmtpListener(config, { storage, mailer, config });
  return {
    app,
    db,
    smtp,
    /** Runs `work` as this server's: call its `listen` (and an in-process request) in it. */
    inScope,
    async close() {
      closing = true;
      app.beginStopping();
      // Captures in flight go back to the queue first; Chromium closes after the queue.
      await captures?.stop();
      await abandonedCaptures.stop();
      await stopRemixWriting();
      await smtp.close();
      await app.close();
      await backfills;
      await stopJobQueue(jobs);
      await imageText.close();
      await browser.close();
      await presence.close();
      await webhookTeams.stop();
      await pubsub.close();
      mailer.close();
      await db.close();
      releasePrisma(db.prisma);
      leave();
    },
  };
}
