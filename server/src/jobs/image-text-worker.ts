import type PgBoss from 'pg-boss';
import { type ImageTextDeps, readSwipeImageText } from '../services/swipes/image-text.js';
import { IMAGE_TEXT_QUEUE, type ImageTextJob } from './queue.js';

/** Reads swipes' pictures one at a time, with the one tesseract worker of `deps.reader`. */
export async function startImageTextWorker(boss: PgBoss, deps: ImageTextDeps) {
  return boss.work<ImageTextJob>(
    IMAGE_TEXT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (job) await readSwipeImageText(job.data.swipeId, deps, job.retryCount >= job.retryLimit);
    },
  );
}
