import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MAX_VIDEO_BYTES,
  MAX_VIDEO_DURATION_MS,
  VIDEO_CONTENT_TYPES,
  VIDEO_MESSAGES,
  type VideoPlan,
} from '@swipestack/common/uploads';
import type { CreatedVia } from '../../generated/prisma/enums.js';
import { SWIPE_IMAGE } from '../../storage/storage.js';
import { teamPlan } from '../billing/plans.js';
import { teamSwipeAllowance } from '../billing/swipe-limits.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, NotFoundError, type ServiceResult, SwipeLimitError } from '../errors.js';
import { createSwipe, type SwipeError, type SwipeInput } from '../swipes/swipes.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { ffmpegInstalled, type ProbedVideo, probeVideo } from './ffmpeg.js';
import { videoTempDir } from './video-files.js';

// Uploading a video (docs/swipes.md, "Videos"): the one way a VIDEO swipe is made, whoever asks
// (the REST upload, the extension, an import). The body streams to a temporary file within the
// byte limit of the team's plan; ffprobe then says what it is (never its name or declared
// type); the file is stored and the swipe created under the swipe cap, or nothing is kept.
// The swipe starts PROCESSING (createSwipe queues its job, video-processing.ts, which makes the
// poster and the strip).

export type VideoDeps = Pick<ServiceDeps, 'storage' | 'settings' | 'dataDir' | 'ffmpeg'>;

/** A refusal of the file itself, with the HTTP status the REST upload answers. */
export class VideoRefusal {
  constructor(
    readonly status: 413 | 415 | 503,
    readonly message: string,
  ) {}
}

export type VideoUploadError = SwipeError | VideoRefusal;

export interface VideoUpload {
  body: ReadableStream<Uint8Array> | Readable;
  /** The Content-Length the client declared, if any: past the limit, refused unread. */
  declaredBytes?: number | null;
}

export interface VideoSwipeInput extends SwipeInput {
  teamId: string;
  createdVia: CreatedVia;
  source?: string | null;
  /** How the video was got (the extension's screen recording, say); kept with the notes. */
  note?: string | null;
}

class TooLarge extends Error {}

async function saveWithin(body: VideoUpload['body'], file: string, limit: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(new TooLarge());
      else done(null, chunk);
    },
  });
  const source = body instanceof Readable ? body : Readable.fromWeb(body as never);
  await pipeline(source, counter, createWriteStream(file, { flags: 'wx' }));
  return size;
}

/** The content type a probed file is stored under, or null when it is not one we accept. */
function acceptedContentType(probed: ProbedVideo): string | null {
  const formats = probed.formatName.split(',');
  if (formats.includes('mp4') || formats.includes('mov')) {
    return probed.majorBrand === 'qt' ? VIDEO_CONTENT_TYPES.mov : VIDEO_CONTENT_TYPES.mp4;
  }
  // Matroska holds anything; WebM is Matroska with these codecs only.
  if (formats.includes('webm') && ['vp8', 'vp9', 'av1'].includes(probed.videoCodec)) {
    return VIDEO_CONTENT_TYPES.webm;
  }
  return null;
}

/** The team's plan for its video limit, or null for a team that does not exist. */
async function videoPlanOf(teamId: string, freeLimit: number) {
  const allowance = await teamSwipeAllowance(teamId, freeLimit);
  return allowance ? { plan: teamPlan(allowance.subscription) as VideoPlan, allowance } : null;
}

const refuse = (error: VideoUploadError) => ({ ok: false as const, errors: [error] });

/**
 * A VIDEO swipe from an uploaded file (editors and above). Refused before anything is read when
 * the server has no ffmpeg, the team is at its swipe cap or the declared size is over its
 * plan's limit; then as the bytes arrive (the limit again), by probing (not a video we accept,
 * longer than 10 minutes), and once more at the cap, under the team's lock, when it is saved.
 */
export async function createVideoSwipe(
  userId: string,
  upload: VideoUpload,
  input: VideoSwipeInput,
  deps: VideoDeps,
): Promise<ServiceResult<{ swipeId: string; title: string }, VideoUploadError>> {
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return refuse(access.error);
  if (!(await ffmpegInstalled(deps.ffmpeg)))
    return refuse(new VideoRefusal(503, VIDEO_MESSAGES.unavailable));
  const team = await videoPlanOf(input.teamId, deps.settings.freeSwipeLimit);
  if (!team) return refuse(new NotFoundError('Team'));
  // At the cap already: its own refusal, without reading the file (createSwipe checks again).
  if (team.allowance.remaining === 0)
    return refuse(new SwipeLimitError(deps.settings.freeSwipeLimit));
  const limit = MAX_VIDEO_BYTES[team.plan];
  const tooLarge = new VideoRefusal(413, VIDEO_MESSAGES.tooManyBytes(team.plan));
  if ((upload.declaredBytes ?? 0) > limit) return refuse(tooLarge);

  const dir = videoTempDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  try {
    let size: number;
    try {
      size = await saveWithin(upload.body, file, limit);
    } catch (error) {
      if (error instanceof TooLarge) return refuse(tooLarge);
      throw error;
    }
    if (!size) return refuse(new FieldError('file', VIDEO_MESSAGES.empty));
    const probed = await probeVideo(deps.ffmpeg, file);
    const contentType = probed && acceptedContentType(probed);
    if (!probed || !contentType) return refuse(new VideoRefusal(415, VIDEO_MESSAGES.notAccepted));
    if ((probed.durationMs ?? 0) > MAX_VIDEO_DURATION_MS) {
      return refuse(new FieldError('file', VIDEO_MESSAGES.tooLong));
    }
    return await saveVideoSwipe(
      userId,
      { file, contentType, bytes: (await stat(file)).size },
      input,
      deps,
    );
  } finally {
    await rm(file, { force: true });
  }
}

/** Stores the checked file and creates its swipe, PROCESSING, with its job; or keeps nothing. */
async function saveVideoSwipe(
  userId: string,
  video: { file: string; contentType: string; bytes: number },
  input: VideoSwipeInput,
  deps: VideoDeps,
) {
  const { key } = await deps.storage.putFile(SWIPE_IMAGE, video.file, video.contentType);
  try {
    const notes = [input.notes?.trim(), input.note?.trim()].filter(Boolean).join('\n\n') || null;
    const title = input.title?.trim() || 'Video';
    const result = await createSwipe(
      userId,
      {
        ...input,
        kind: 'VIDEO',
        title,
        notes,
        media: { video: { key, contentType: video.contentType, bytes: video.bytes } },
      },
      deps.settings,
    );
    if (!result.ok) {
      await deps.storage.delete(SWIPE_IMAGE, key);
      return result;
    }
    return { ok: true as const, value: { swipeId: result.value.swipeId, title } };
  } catch (error) {
    await deps.storage.delete(SWIPE_IMAGE, key);
    throw error;
  }
}
