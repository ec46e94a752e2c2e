import { rm } from 'node:fs/promises';
import { MAX_VIDEO_DURATION_MS, VIDEO_MESSAGES } from '@swipestack/common/uploads';
import sharp from 'sharp';
import { prisma } from '../../db/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { SWIPE_IMAGE } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';
import {
  parseMedia,
  type StoredImage,
  type StoredVideo,
  type SwipeMedia,
  toMediaJson,
  type VideoStrip,
} from '../swipes/swipe-media.js';
import {
  FfmpegRefused,
  FfmpegTimedOut,
  ffmpegInstalled,
  frameAt,
  probeVideo,
  scanDurationMs,
} from './ffmpeg.js';
import { localCopy } from './video-files.js';
import { queueVideoWords } from './video-words.js';

// Reading an uploaded video (the job of jobs/video-worker.ts, docs/swipes.md, "Videos"): its
// length and size, a poster (the frame a second in, or the middle of a shorter video) and a
// strip of STRIP_FRAMES frames side by side for a card's hover scrub. READY with all of them,
// or FAILED with the reason and nothing kept (not even the file, which nothing could show).

/** Frames in a video's strip, spread evenly over it (each the middle of its tenth). */
export const STRIP_FRAMES = 10;
/** Each strip frame's width in pixels. */
const STRIP_FRAME_WIDTH = 160;
/** The poster's width at most (a smaller video keeps its own). */
const POSTER_MAX_WIDTH = 1280;
const POSTER_AT_MS = 1000;

export type VideoProcessingDeps = Pick<ServiceDeps, 'storage' | 'dataDir' | 'ffmpeg'>;

const FAILURES = {
  unreadable: (detail: string) => `ffmpeg cannot read this video: ${detail}`,
  noLength: 'ffmpeg cannot tell how long this video is.',
  timedOut: 'Reading this video took too long.',
  missing: 'The video file is missing from storage.',
} as const;

interface Made {
  durationMs: number;
  width: number;
  height: number;
  poster: Buffer;
  strip: Buffer;
}

/** The poster and the strip, or the reason they cannot be made (thrown: FfmpegRefused). */
async function readVideo(deps: VideoProcessingDeps, file: string): Promise<Made | string> {
  const probed = await probeVideo(deps.ffmpeg, file);
  if (!probed) return FAILURES.unreadable('it is not a video.');
  const durationMs = probed.durationMs ?? (await scanDurationMs(deps.ffmpeg, file));
  if (!durationMs) return FAILURES.noLength;
  if (durationMs > MAX_VIDEO_DURATION_MS) return VIDEO_MESSAGES.tooLong;

  const posterWidth = Math.min(POSTER_MAX_WIDTH, probed.width) & ~1;
  const posterPng = await frameAt(
    deps.ffmpeg,
    file,
    Math.min(POSTER_AT_MS, durationMs / 2),
    posterWidth,
  );
  const poster = await sharp(posterPng).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

  const frames: Buffer[] = [];
  for (let i = 0; i < STRIP_FRAMES; i++) {
    frames.push(
      await frameAt(deps.ffmpeg, file, ((i + 0.5) * durationMs) / STRIP_FRAMES, STRIP_FRAME_WIDTH),
    );
  }
  const { height = 90 } = await sharp(frames[0]).metadata();
  const strip = await sharp({
    create: {
      width: STRIP_FRAME_WIDTH * STRIP_FRAMES,
      height,
      channels: 3,
      background: '#000',
    },
  })
    .composite(frames.map((input, i) => ({ input, left: i * STRIP_FRAME_WIDTH, top: 0 })))
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  return { durationMs, width: probed.width, height: probed.height, poster, strip };
}

/**
 * Reads a PROCESSING video swipe and makes it READY or FAILED. Anything unexpected (storage down,
 * ffmpeg too slow) throws, so the job is retried; the last attempt fails the video instead. A
 * swipe deleted or already read meanwhile is left alone, and what was stored for it removed.
 */
export async function processVideo(
  swipeId: string,
  deps: VideoProcessingDeps,
  lastAttempt: boolean,
): Promise<void> {
  const swipe = await prisma().swipe.findUnique({
    where: { id: swipeId },
    select: { teamId: true, kind: true, media: true, videoStatus: true },
  });
  if (swipe?.kind !== 'VIDEO' || swipe.videoStatus !== 'PROCESSING') return;
  // Not this file's fault: it waits, PROCESSING, rather than fail (an import on such a server).
  if (!(await ffmpegInstalled(deps.ffmpeg))) throw new Error(VIDEO_MESSAGES.unavailable);
  const media = parseMedia(swipe.media);
  if (!media.video) return failVideo(swipe.teamId, swipeId, media, FAILURES.missing, deps);

  let made: Made | string;
  const file = await localCopy(deps, media.video.key);
  if (!file) return failVideo(swipe.teamId, swipeId, media, FAILURES.missing, deps);
  try {
    made = await readVideo(deps, file);
  } catch (error) {
    if (error instanceof FfmpegRefused) made = FAILURES.unreadable(error.message);
    else if (!lastAttempt) throw error;
    else {
      console.error(`Video ${swipeId} could not be read`, error);
      made =
        error instanceof FfmpegTimedOut ? FAILURES.timedOut : FAILURES.unreadable(String(error));
    }
  } finally {
    await rm(file, { force: true });
  }
  if (typeof made === 'string') return failVideo(swipe.teamId, swipeId, media, made, deps);
  await storeReady(swipe.teamId, swipeId, { ...media, video: media.video }, made, deps);
}

async function storeReady(
  teamId: string,
  swipeId: string,
  media: SwipeMedia & { video: StoredVideo },
  made: Made,
  deps: VideoProcessingDeps,
) {
  const stored: string[] = [];
  const image = async (data: Buffer): Promise<StoredImage> => {
    const { key } = await deps.storage.put(SWIPE_IMAGE, data, 'image/jpeg');
    stored.push(key);
    const { width = 0, height = 0 } = await sharp(data).metadata();
    return { key, width, height, contentType: 'image/jpeg' };
  };
  try {
    const poster = await image(made.poster);
    const strip: VideoStrip = { ...(await image(made.strip)), frames: STRIP_FRAMES };
    const video = {
      ...media.video,
      durationMs: made.durationMs,
      width: made.width,
      height: made.height,
    };
    // READY and the jobs that read its words (services/videos/video-words.ts) in one
    // transaction: a retry finds a READY video done, so the words must not be lost after it.
    await prisma().$transaction(async (tx) => {
      const { count } = await tx.swipe.updateMany({
        where: { id: swipeId, videoStatus: 'PROCESSING' },
        data: {
          videoStatus: 'READY',
          videoFailure: null,
          media: toMediaJson({ ...media, video, poster, strip }),
        },
      });
      if (!count) throw new SwipeGone();
      await queueVideoWords(tx, swipeId);
    });
  } catch (error) {
    for (const key of stored) await deps.storage.delete(SWIPE_IMAGE, key);
    if (error instanceof SwipeGone) return;
    throw error;
  }
  publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
}

class SwipeGone extends Error {}

/** FAILED with the reason; the file goes too (nothing could show it), as does anything made. */
async function failVideo(
  teamId: string,
  swipeId: string,
  media: SwipeMedia,
  reason: string,
  deps: VideoProcessingDeps,
) {
  const { video, poster, strip, ...rest } = media;
  const { count } = await prisma().swipe.updateMany({
    where: { id: swipeId, videoStatus: 'PROCESSING' },
    data: { videoStatus: 'FAILED', videoFailure: reason, media: toMediaJson(rest) },
  });
  if (!count) return;
  for (const file of [video, poster, strip])
    if (file) await deps.storage.delete(SWIPE_IMAGE, file.key);
  publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
}
