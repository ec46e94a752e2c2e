import type PgBoss from 'pg-boss';
import { type CaptureDeps, runCapture } from '../services/captures.js';
import { CAPTURE_QUEUE, type CaptureJob } from './queue.js';

/** Takes capture jobs one at a time (one reused browser, a page per job). */
export async function startCaptureWorker(boss: PgBoss, deps: CaptureDeps) {
  return boss.work<CaptureJob>(
    CAPTURE_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (job) await runCapture(job.data.swipeId, deps, job.retryCount >= job.retryLimit);
    },
  );
}
