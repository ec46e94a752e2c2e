import type PgBoss from 'pg-boss';
import {
  readVideoFrameText,
  transcribeVideo,
  type VideoWordsDeps,
} from '../services/videos/video-words.js';
import { VIDEO_FRAME_TEXT_QUEUE, VIDEO_TRANSCRIPT_QUEUE, type VideoWordsJob } from './queue.js';

/** Reads videos' frames (with the one tesseract worker of `deps.reader`) and transcribes them, one of each at a time. */
export async function startVideoWordsWorkers(boss: PgBoss, deps: VideoWordsDeps) {
  const options = { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true } as const;
  await boss.work<VideoWordsJob>(VIDEO_FRAME_TEXT_QUEUE, options, async ([job]) => {
    if (job) await readVideoFrameText(job.data.swipeId, deps, job.retryCount >= job.retryLimit);
  });
  await boss.work<VideoWordsJob>(VIDEO_TRANSCRIPT_QUEUE, options, async ([job]) => {
    if (job) await transcribeVideo(job.data.swipeId, deps, job.retryCount >= job.retryLimit);
  });
}
