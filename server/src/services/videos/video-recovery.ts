import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { prisma } from '../../db/client.js';
import { enqueueVideo, VIDEO_QUEUE } from '../../jobs/queue.js';
import { ffmpegInstalled } from './ffmpeg.js';
import { videoTempDir } from './video-files.js';
import type { VideoProcessingDeps } from './video-processing.js';

// What start-up mends after a crash or a server that ran without ffmpeg (docs/swipes.md,
// "Videos"): nothing is lost and nothing is left behind.

/** An upload still arriving is younger than this; an older temporary file was left by a crash. */
const LEFT_BEHIND_AFTER_MS = 60 * 60 * 1000;

/**
 * Queues again the videos still PROCESSING that no job will read: their job gave up (the server
 * had no ffmpeg, say for a video imported there) or was lost. A video with a job waiting or
 * running keeps it. Only with ffmpeg: without it they wait for the server that has it. Answers
 * how many it queued.
 */
export async function requeueStalledVideos(
  deps: Pick<VideoProcessingDeps, 'ffmpeg'>,
  stopping: () => boolean,
): Promise<number> {
  if (!(await ffmpegInstalled(deps.ffmpeg))) return 0;
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  while (!stopping()) {
    const rows = await prisma().$queryRaw<{ id: string }[]>`
      SELECT s.id::text FROM swipe s
      WHERE s.kind = 'VIDEO' AND s.video_status = 'PROCESSING' AND s.id > ${after}::uuid
        AND NOT EXISTS (
          SELECT 1 FROM pgboss.job j
          WHERE j.name = ${VIDEO_QUEUE} AND j.data ->> 'swipeId' = s.id::text
            AND j.state IN ('created', 'retry', 'active'))
      ORDER BY s.id LIMIT 100`;
    for (const { id } of rows) {
      await prisma().$transaction((tx) => enqueueVideo(tx, id));
      queued++;
    }
    const last = rows.at(-1);
    if (!last || rows.length < 100) break;
    after = last.id;
  }
  return queued;
}

/** Removes the temporary video files a crash left (uploads cut off, copies made for ffmpeg). */
export async function sweepVideoTempFiles(dataDir: string, now = Date.now()): Promise<number> {
  const dir = videoTempDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < LEFT_BEHIND_AFTER_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
