import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/storage.js';
import { SWIPE_IMAGE } from '../../storage/storage.js';

// What video-words.ts reads from a stored video with ffmpeg and ffprobe: a few frames for OCR,
// whether it has sound, and that sound, small enough to send. Run without a shell, each with a
// time limit.

export interface VideoTools {
  FFMPEG_PATH: string;
  FFPROBE_PATH: string;
}

/** One frame's extraction. */
const FRAME_TIMEOUT_MS = 30_000;
/** A 10-minute video's sound is re-encoded well within this. */
const AUDIO_TIMEOUT_MS = 180_000;
/** ffprobe's look at the streams. */
const PROBE_TIMEOUT_MS = 30_000;
/**
 * Mono, 16 kHz, 32 kbit/s MP3: what speech recognition needs, ~2.4 MB for 10 minutes
 * (OpenAI's endpoint takes up to 25 MB).
 */
const AUDIO_ARGS = ['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k'];

function run(file: string, args: string[], timeout: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout, killSignal: 'SIGKILL', encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          const reason = stderr.toString().trim().split('\n').at(-1) ?? '';
          reject(new Error(`${path.basename(file)} failed: ${reason || error.message}`));
        } else resolve(stdout);
      },
    );
  });
}

/**
 * Runs `work` with the video (stored under `key`) as a file on this machine's disk, in a
 * directory of its own that is removed afterwards: ffmpeg seeks in a file, not in a stream.
 */
export async function withVideoFile<T>(
  storage: Storage,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T | null> {
  const opened = await storage.open(SWIPE_IMAGE, key);
  if (!opened) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'swipestack-video-'));
  try {
    const file = path.join(dir, 'video');
    await pipeline(opened.stream, createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** JPEG frames at `count` moments spread across the video (none past its end). */
export async function extractFrames(
  tools: VideoTools,
  file: string,
  durationMs: number,
  count: number,
): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const seconds = ((index + 0.5) * durationMs) / count / 1000;
    const jpeg = await run(
      tools.FFMPEG_PATH,
      [
        ...['-nostdin', '-v', 'error', '-ss', seconds.toFixed(3), '-i', file],
        ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '2', 'pipe:1'],
      ],
      FRAME_TIMEOUT_MS,
    );
    if (jpeg.length) frames.push(jpeg);
  }
  return frames;
}

/** Whether the video has a sound track. */
export async function hasAudio(tools: VideoTools, file: string): Promise<boolean> {
  const streams = await run(
    tools.FFPROBE_PATH,
    [
      '-v',
      'error',
      '-select_streams',
      'a',
      '-show_entries',
      'stream=index',
      '-of',
      'csv=p=0',
      file,
    ],
    PROBE_TIMEOUT_MS,
  );
  return streams.toString().trim().length > 0;
}

/** The video's sound as a small mono MP3. */
export function extractAudio(tools: VideoTools, file: string): Promise<Buffer> {
  return run(
    tools.FFMPEG_PATH,
    ['-nostdin', '-v', 'error', '-i', file, ...AUDIO_ARGS, '-f', 'mp3', 'pipe:1'],
    AUDIO_TIMEOUT_MS,
  );
}
