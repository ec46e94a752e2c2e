import type PgBoss from 'pg-boss';
import { ffmpegInstalled, VIDEO_SETUP_HELP } from '../services/videos/ffmpeg.js';
import { processVideo, type VideoProcessingDeps } from '../services/videos/video-processing.js';
import { VIDEO_QUEUE, type VideoJob } from './queue.js';

/** Reads uploaded videos one at a time: ffmpeg takes a core while it runs. */
export async function startVideoWorker(boss: PgBoss, deps: VideoProcessingDeps) {
  if (!(await ffmpegInstalled(deps.ffmpeg))) {
    console.warn(
      `No ffmpeg at ${deps.ffmpeg.FFMPEG_PATH}: video uploads are refused (503). ${VIDEO_SETUP_HELP}`,
    );
  }
  return boss.work<VideoJob>(
    VIDEO_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (job) await processVideo(job.data.swipeId, deps, job.retryCount >= job.retryLimit);
    },
  );
}
