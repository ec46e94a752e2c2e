import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import type { Config } from '../../config.js';

// ffprobe and ffmpeg (Debian package `ffmpeg`), run as programs with their arguments (never
// through a shell), each with a time limit after which it is killed.

export type FfmpegPaths = Pick<Config, 'FFPROBE_PATH' | 'FFMPEG_PATH'>;

/** A probe reads headers only: a few seconds is plenty, even for a 500 MB file. */
const PROBE_TIMEOUT_MS = 20_000;
/** One frame, sought to and decoded. */
const FRAME_TIMEOUT_MS = 30_000;
/** Reading a whole file to learn its length (a recording whose header has none). */
const SCAN_TIMEOUT_MS = 120_000;

/** ffmpeg ran and refused the file: its own words (the last line it wrote), for the reason. */
export class FfmpegRefused extends Error {
  override name = 'FfmpegRefused';
}

/** ffmpeg did not finish in time: the job tries again, and the last attempt fails the video. */
export class FfmpegTimedOut extends Error {
  override name = 'FfmpegTimedOut';
}

/** How to make videos available, for administrators (and the server's log) while they are not. */
export const VIDEO_SETUP_HELP =
  'Video swipes need ffprobe and ffmpeg (Debian package ffmpeg). Install them with:\n  sudo apt-get update && sudo apt-get install -y ffmpeg\n(or set FFPROBE_PATH and FFMPEG_PATH to their binaries). They are looked for at each upload: no restart is needed.';

/** Whether both programs are installed and runnable (asked at each upload and each job). */
export async function ffmpegInstalled(paths: FfmpegPaths): Promise<boolean> {
  const runnable = (file: string) =>
    access(file, constants.X_OK).then(
      () => true,
      () => false,
    );
  return (await runnable(paths.FFPROBE_PATH)) && (await runnable(paths.FFMPEG_PATH));
}

/** Runs ffmpeg or ffprobe and answers what it wrote to stdout. */
export function run(file: string, args: string[], timeout: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout, killSignal: 'SIGKILL', encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (error.killed || error.signal === 'SIGKILL') {
          return reject(new FfmpegTimedOut(`${file} took longer than ${timeout / 1000} s`));
        }
        if (typeof error.code === 'string') return reject(error); // ENOENT and the like
        // Its last line, without the temporary file's path (no concern of the reader's).
        const files = args.filter((arg) => arg.startsWith('/'));
        let last = stderr.toString('utf8').trim().split('\n').at(-1)?.trim() ?? '';
        for (const path of files)
          last = last.replaceAll(`${path}: `, '').replaceAll(path, 'the file');
        reject(new FfmpegRefused(last.slice(0, 300) || `exit code ${error.code}`));
      },
    );
  });
}

export interface ProbedVideo {
  /** ffprobe's format name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: string;
  /** The container's major brand (MP4 and MOV tell each other apart by it). */
  majorBrand: string | null;
  videoCodec: string;
  width: number;
  height: number;
  /** Null when the header does not say (a browser's screen recording). */
  durationMs: number | null;
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

const milliseconds = (seconds: string | undefined) => {
  const value = Number(seconds);
  return seconds && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : null;
};

/** What ffprobe reads of a file; null when it is not a media file with a video stream. */
export async function probeVideo(paths: FfmpegPaths, file: string): Promise<ProbedVideo | null> {
  let json: ProbeJson;
  try {
    const out = await run(
      paths.FFPROBE_PATH,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file],
      PROBE_TIMEOUT_MS,
    );
    json = JSON.parse(out.toString('utf8')) as ProbeJson;
  } catch (error) {
    if (error instanceof FfmpegRefused) return null;
    throw error;
  }
  const video = json.streams?.find(
    (stream) => stream.codec_type === 'video' && stream.width && stream.height,
  );
  if (!video || !json.format?.format_name) return null;
  // A phone's portrait video is stored landscape with a rotation to show it by: as shown.
  const rotation = Number(
    video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
      video.tags?.rotate ??
      0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    formatName: json.format.format_name,
    majorBrand: json.format.tags?.major_brand?.trim() ?? null,
    videoCodec: video.codec_name ?? '',
    width: (sideways ? video.height : video.width) ?? 0,
    height: (sideways ? video.width : video.height) ?? 0,
    durationMs: milliseconds(json.format.duration) ?? milliseconds(video.duration),
  };
}

/** The length of a file whose header does not say, by reading it through (no decoding). */
export async function scanDurationMs(paths: FfmpegPaths, file: string): Promise<number | null> {
  const out = await run(
    paths.FFPROBE_PATH,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time',
      '-of',
      'csv=p=0',
      '--',
      file,
    ],
    SCAN_TIMEOUT_MS,
  );
  let last = 0;
  for (const line of out.toString('utf8').split('\n')) {
    const value = Number(line.trim());
    if (Number.isFinite(value) && value > last) last = value;
  }
  return last > 0 ? Math.round(last * 1000) : null;
}

/**
 * One frame at `atMs` (turned as the video is shown), scaled to `width` pixels wide, as PNG.
 * Refused (FfmpegRefused) when no frame there decodes.
 */
export async function frameAt(
  paths: FfmpegPaths,
  file: string,
  atMs: number,
  width: number,
): Promise<Buffer> {
  const png = await run(
    paths.FFMPEG_PATH,
    [
      '-nostdin',
      '-v',
      'error',
      '-xerror',
      '-ss',
      (atMs / 1000).toFixed(3),
      '-i',
      file,
      '-frames:v',
      '1',
      '-an',
      '-vf',
      `scale=${width}:-2`,
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ],
    FRAME_TIMEOUT_MS,
  );
  if (!png.length) throw new FfmpegRefused('no frame could be decoded');
  return png;
}
