import { rm } from 'node:fs/promises';
import type { ServiceDeps } from '../deps.js';
import { type FfmpegPaths, frameAt, run } from './ffmpeg.js';
import { localCopy } from './video-files.js';

// What video-words.ts reads from a stored video with ffmpeg and ffprobe (ffmpeg.ts): a few
// frames for OCR, whether it has sound, and that sound, small enough to send.

/** A 10-minute video's sound is re-encoded well within this. */
const AUDIO_TIMEOUT_MS = 180_000;
/** ffprobe's look at the streams. */
const PROBE_TIMEOUT_MS = 20_000;
/** Frames are read at the video's width, at most this (OCR time grows with pixels). */
const MAX_FRAME_WIDTH = 1920;
/**
 * Mono, 16 kHz, 32 kbit/s MP3: what speech recognition needs, ~2.4 MB for 10 minutes
 * (OpenAI's endpoint takes up to 25 MB).
 */
const AUDIO_ARGS = ['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k'];

/** Runs `work` on a local copy of the stored video, removed afterwards; null when it is gone. */
export async function withVideoFile<T>(
  deps: Pick<ServiceDeps, 'storage' | 'dataDir'>,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T | null> {
  const file = await localCopy(deps, key);
  if (!file) return null;
  try {
    return await work(file);
  } finally {
    await rm(file, { force: true });
  }
}

/** PNG frames at `count` moments spread across the video. */
export async function extractFrames(
  paths: FfmpegPaths,
  file: string,
  video: { durationMs?: number; width?: number },
  count: number,
): Promise<Buffer[]> {
  const width = Math.min(video.width ?? MAX_FRAME_WIDTH, MAX_FRAME_WIDTH);
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const atMs = ((index + 0.5) * (video.durationMs ?? 0)) / count;
    frames.push(await frameAt(paths, file, atMs, width));
  }
  return frames;
}

/** Whether the video has a sound track. */
export async function hasAudio(paths: FfmpegPaths, file: string): Promise<boolean> {
  const streams = await run(
    paths.FFPROBE_PATH,
    [
      '-v',
      'error',
      '-select_streams',
      'a',
      '-show_entries',
      'stream=index',
      '-of',
      'csv=p=0',
      '--',
      file,
    ],
    PROBE_TIMEOUT_MS,
  );
  return streams.toString().trim().length > 0;
}

/** The video's sound as a small mono MP3. */
export function extractAudio(paths: FfmpegPaths, file: string): Promise<Buffer> {
  return run(
    paths.FFMPEG_PATH,
    ['-nostdin', '-v', 'error', '-i', file, ...AUDIO_ARGS, '-f', 'mp3', '-'],
    AUDIO_TIMEOUT_MS,
  );
}
