import type PgBoss from 'pg-boss';
import { CHROMIUM_INSTALL_COMMAND } from '../capture/browser.js';
import { prisma } from '../db/client.js';
import {
  type CaptureDeps,
  failAbandonedCaptures,
  runCapture,
} from '../services/captures/captures.js';
import { CAPTURE_QUEUE, type CaptureJob, EMAIL_CAPTURE_QUEUE, releaseJob } from './queue.js';

export interface CaptureWorkerOptions {
  /** Page captures at once (CAPTURE_CONCURRENCY); email screenshots have a lane of their own. */
  concurrency: number;
  /** How often a missing browser is looked for again. */
  browserCheckMs?: number;
  log?: (line: string) => void;
}

export interface CaptureWorkers {
  /**
   * Stops taking jobs and puts the captures in flight back in their queues untouched (their
   * swipes PENDING again, no failure recorded, no retry used). The browser is left open: the
   * app closes it once the queue has stopped.
   */
  stop(): Promise<void>;
}

/**
 * The capture lanes: `concurrency` workers on the page queue and one on the email queue, each
 * taking one job at a time in its own browser context. Without a browser no job is taken: they
 * stay PENDING until the binary appears (checked every `browserCheckMs`).
 */
export function startCaptureWorkers(
  boss: PgBoss,
  deps: CaptureDeps,
  options: CaptureWorkerOptions,
): CaptureWorkers {
  const log = options.log ?? console.log;
  const shutdown = new AbortController();
  const captureDeps: CaptureDeps = { ...deps, shutdown: shutdown.signal };
  const inFlight = new Set<Promise<void>>();
  const workerIds: Promise<string>[] = [];

  const capture = async (queue: string, job: PgBoss.JobWithMetadata<CaptureJob>) => {
    // Fetched as the server began to stop.
    if (shutdown.signal.aborted) return releaseJob(boss, queue, job.id);
    try {
      await runCapture(job.data.swipeId, captureDeps, job.retryCount >= job.retryLimit);
    } catch (error) {
      if (!shutdown.signal.aborted) throw error;
      // Cut short by the shutdown: back to the queue as it was.
      await prisma().swipe.updateMany({
        where: { id: job.data.swipeId, captureStatus: 'CAPTURING' },
        data: { captureStatus: 'PENDING' },
      });
      await releaseJob(boss, queue, job.id);
    }
  };
  const lane =
    (queue: string) =>
    async ([job]: PgBoss.JobWithMetadata<CaptureJob>[]) => {
      if (!job) return;
      const handling = capture(queue, job);
      inFlight.add(handling);
      try {
        await handling;
      } finally {
        inFlight.delete(handling);
      }
    };
  const work = (queue: string) =>
    boss.work<CaptureJob>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
      lane(queue),
    );
  const start = () => {
    for (let i = 0; i < options.concurrency; i++) workerIds.push(work(CAPTURE_QUEUE));
    workerIds.push(work(EMAIL_CAPTURE_QUEUE));
  };

  let waiting: NodeJS.Timeout | undefined;
  if (deps.browser.installed()) {
    start();
  } else {
    log(
      `No browser at ${deps.config.CHROMIUM_PATH}: page captures and email screenshots wait in the queue until one is installed. Install Chromium with:\n  ${CHROMIUM_INSTALL_COMMAND}\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).`,
    );
    waiting = setInterval(() => {
      if (!deps.browser.installed()) return;
      clearInterval(waiting);
      log(`Browser found at ${deps.config.CHROMIUM_PATH}: queued captures start.`);
      start();
    }, options.browserCheckMs ?? 5_000);
  }

  return {
    async stop() {
      clearInterval(waiting);
      shutdown.abort();
      for (const id of await Promise.all(workerIds)) await boss.offWork({ id });
      await deps.browser.closeContexts();
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * After each pass of pg-boss's maintenance (every JOB_MAINTENANCE_INTERVAL_SECONDS, on one
 * instance at a time; the pass is what fails a job whose lease ran out), the captures whose
 * queue gave up are marked FAILED (`failAbandonedCaptures`). Runs whether or not this instance
 * captures: a job's last attempt may have died anywhere. `stop()` waits for a sweep under way.
 */
export function sweepAbandonedCaptures(boss: PgBoss, log = console.error) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= failAbandonedCaptures()
      .then(
        () => {},
        (error: unknown) => log('Marking abandoned captures failed stopped', error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  boss.on('maintenance', sweep);
  return {
    async stop() {
      boss.off('maintenance', sweep);
      await running;
    },
  };
}
