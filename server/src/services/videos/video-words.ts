import { aiConfigured } from '../../ai/provider.js';
import {
  type TimedText,
  type TranscriptionSettings,
  transcribeAudio,
} from '../../ai/transcription.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { SwipeKind, TranscriptStatus, VideoStatus } from '../../generated/prisma/enums.js';
import type { ImageTextReader } from '../../images/image-text-reader.js';
import { enqueueVideoWords, VIDEO_TRANSCRIPT_QUEUE } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { SWIPE_IMAGE } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';
import { parseMedia } from '../swipes/swipe-media.js';
import { extractAudio, extractFrames, hasAudio, withVideoFile } from './video-frames.js';

// The words of a video swipe, for search and the detail view (docs/swipes.md, "A video's
// words"): the text on its poster and a few frames (OCR, stored as its image text, so search
// says "Found in the text in the image"), and the transcript of its speech through the AI provider when AI is
// switched on (stored in swipe_transcript, its text in swipe.transcript_text for search).
// Both are read by jobs (jobs/video-words-worker.ts) queued once the video is READY.

/** Frames read besides the poster, spread across the video. */
const FRAMES_READ = 4;
/** Text kept from the frames; of the transcript. */
const MAX_TEXT = 100_000;

export const NO_SOUND_NOTE = 'This video has no sound track, so there is nothing to transcribe.';
const VIDEO_UNREADABLE =
  'The video could not be read, so its words could not be read or transcribed.';

export type VideoWordsDeps = Pick<ServiceDeps, 'storage' | 'dataDir' | 'ffmpeg'> & {
  reader: ImageTextReader;
  ai: TranscriptionSettings;
};

/**
 * Queues the reading of a READY video's words, the text in its frames and its transcript, each
 * PENDING until its job ends: inside the transaction that makes the video READY (the video job,
 * a swipe saved with a READY video), so the words are never lost after it.
 */
export async function queueVideoWords(tx: Prisma.TransactionClient, swipeId: string) {
  const { count } = await tx.swipe.updateMany({
    where: { id: swipeId, kind: 'VIDEO' },
    data: { imageTextStatus: 'PENDING' },
  });
  if (!count) return;
  await tx.swipeTranscript.upsert({
    where: { swipeId },
    create: { swipeId, status: 'PENDING' },
    update: { status: 'PENDING', failure: null, note: null },
  });
  await enqueueVideoWords(tx, swipeId);
}

/**
 * At start-up with AI switched on: the videos saved while it was off (transcript OFF) are
 * queued to be transcribed, a batch at a time, each only while still OFF (so instances agree).
 * Answers how many it queued.
 */
export async function backfillTranscripts(
  settings: TranscriptionSettings,
  stopping: () => boolean,
): Promise<number> {
  if (!aiConfigured(settings)) return 0;
  let queued = 0;
  while (!stopping()) {
    const rows = await prisma().swipeTranscript.findMany({
      where: { status: 'OFF' },
      select: { swipeId: true },
      take: 100,
    });
    if (!rows.length) break;
    for (const { swipeId } of rows) {
      await prisma().$transaction(async (tx) => {
        const { count } = await tx.swipeTranscript.updateMany({
          where: { swipeId, status: 'OFF' },
          data: { status: 'PENDING' },
        });
        if (!count) return;
        await enqueueVideoWords(tx, swipeId, [VIDEO_TRANSCRIPT_QUEUE]);
        queued++;
      });
    }
  }
  return queued;
}

async function videoOf(swipeId: string) {
  const swipe = await prisma().swipe.findUnique({
    where: { id: swipeId },
    select: { teamId: true, kind: true, media: true },
  });
  if (swipe?.kind !== 'VIDEO') return null;
  const media = parseMedia(swipe.media);
  return media.video ? { teamId: swipe.teamId, media, video: media.video } : null;
}

const lineKey = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Each line once (the same words on several frames), in the order first seen. */
export function distinctLines(texts: string[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    const key = lineKey(line);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    lines.push(line.trim());
  }
  return lines.join('\n').slice(0, MAX_TEXT);
}

/**
 * Reads the text on the video's poster and frames into its image text (status DONE). A failure
 * throws, so the job is retried; on the last attempt the image text is marked FAILED instead.
 */
export async function readVideoFrameText(
  swipeId: string,
  deps: VideoWordsDeps,
  lastAttempt: boolean,
): Promise<void> {
  const found = await videoOf(swipeId);
  if (!found) return;
  const { teamId, media, video } = found;
  let text: string;
  try {
    const texts: string[] = [];
    const poster = media.poster && (await deps.storage.get(SWIPE_IMAGE, media.poster.key));
    if (poster) texts.push(await deps.reader.read(poster.data));
    const frames =
      (await withVideoFile(deps, video.key, (file) =>
        extractFrames(deps.ffmpeg, file, video, FRAMES_READ),
      )) ?? [];
    for (const frame of frames) texts.push(await deps.reader.read(frame));
    text = distinctLines(texts);
  } catch (error) {
    if (!lastAttempt) throw error;
    console.error(`The text in video ${swipeId}'s frames could not be read`, error);
    await prisma().swipe.updateMany({
      where: { id: swipeId },
      data: { imageTextStatus: 'FAILED' },
    });
    publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
    return;
  }
  const { count } = await prisma().swipe.updateMany({
    where: { id: swipeId },
    data: { imageText: text, imageTextStatus: 'DONE' },
  });
  if (count) publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
}

type TranscriptResult =
  | { status: 'OFF' }
  | { status: 'DONE'; segments: TimedText[]; note?: string }
  | { status: 'FAILED'; failure: string };

async function saveTranscript(swipeId: string, teamId: string, result: TranscriptResult) {
  const segments = result.status === 'DONE' ? result.segments : [];
  const text = segments
    .map((segment) => segment.text)
    .join('\n')
    .slice(0, MAX_TEXT);
  const saved = await prisma().$transaction(async (tx) => {
    const { count } = await tx.swipe.updateMany({
      where: { id: swipeId },
      data: { transcriptText: text || null },
    });
    if (!count) return false;
    await tx.swipeTranscript.upsert({
      where: { swipeId },
      create: { swipeId, status: result.status },
      update: {
        status: result.status,
        failure: result.status === 'FAILED' ? result.failure : null,
        note: result.status === 'DONE' ? (result.note ?? null) : null,
        segments: segments as unknown as Prisma.InputJsonValue,
      },
    });
    return true;
  });
  if (saved) publishTeamEvent(teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
}

/**
 * Transcribes the video's speech: OFF while AI is not switched on (no request is made), DONE
 * without segments for a video without sound (no request either), else the provider's timed
 * segments. A provider's failure throws, so the job asks again; on the last attempt the
 * transcript is FAILED with the reason.
 */
export async function transcribeVideo(
  swipeId: string,
  deps: VideoWordsDeps,
  lastAttempt: boolean,
): Promise<void> {
  const found = await videoOf(swipeId);
  if (!found) return;
  const { teamId, video } = found;
  if (!aiConfigured(deps.ai)) return saveTranscript(swipeId, teamId, { status: 'OFF' });
  let result: TranscriptResult;
  try {
    result = (await withVideoFile(deps, video.key, async (file) => {
      if (!(await hasAudio(deps.ffmpeg, file)))
        return { status: 'DONE', segments: [], note: NO_SOUND_NOTE } as const;
      const outcome = await transcribeAudio(deps.ai, await extractAudio(deps.ffmpeg, file));
      return 'failure' in outcome
        ? ({ status: 'FAILED', failure: outcome.failure } as const)
        : ({ status: 'DONE', segments: outcome.segments } as const);
    })) ?? { status: 'FAILED', failure: VIDEO_UNREADABLE };
  } catch (error) {
    console.error(`Video ${swipeId}'s sound could not be read`, error);
    result = { status: 'FAILED', failure: VIDEO_UNREADABLE };
  }
  if (result.status === 'FAILED' && !lastAttempt) throw new Error(result.failure);
  await saveTranscript(swipeId, teamId, result);
}

/** A video's transcript as the API gives it. */
export interface TranscriptView {
  status: TranscriptStatus;
  failure: string | null;
  note: string | null;
  segments: TimedText[];
}

/**
 * The transcript of a swipe; null for other kinds. A finished one is shown even after AI was
 * switched off; otherwise, while AI is off, it is OFF (nothing is being made). One saved while
 * AI was off is PENDING once it is on (backfillTranscripts queues it at start-up). A video that
 * failed to process has none.
 */
export function transcriptView(
  swipe: {
    kind: SwipeKind;
    videoStatus: VideoStatus | null;
    transcript: {
      status: TranscriptStatus;
      failure: string | null;
      note: string | null;
      segments: Prisma.JsonValue;
    } | null;
  },
  aiOn: boolean,
): TranscriptView | null {
  if (swipe.kind !== 'VIDEO') return null;
  const stored = swipe.transcript;
  if (stored?.status === 'DONE')
    return {
      status: 'DONE',
      failure: null,
      note: stored.note,
      segments: stored.segments as unknown as TimedText[],
    };
  if (!aiOn) return { status: 'OFF', failure: null, note: null, segments: [] };
  if (stored?.status === 'FAILED' || swipe.videoStatus === 'FAILED')
    return {
      status: 'FAILED',
      failure: stored?.failure ?? VIDEO_UNREADABLE,
      note: null,
      segments: [],
    };
  return { status: 'PENDING', failure: null, note: null, segments: [] };
}
