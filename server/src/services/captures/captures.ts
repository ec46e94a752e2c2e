import sharp from 'sharp';
import { type CaptureBrowser, CaptureError, capturePage } from '../../capture/index.js';
import type { Config } from '../../config.js';
import { prisma } from '../../db/client.js';
import type { CaptureStatus } from '../../generated/prisma/client.js';
import { CAPTURE_QUEUE, EMAIL_CAPTURE_QUEUE, enqueueCapture } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import type { ServiceResult } from '../errors.js';
import { FieldError, type NotAllowedError, type NotFoundError } from '../errors.js';
import { renderEmailSwipe } from '../inbound-email/email-swipes.js';
import { completeWebsiteStepOnCapture } from '../onboarding/capture-onboarding.js';
import {
  deleteSwipeFiles,
  parseMedia,
  type StoredImage,
  type SwipeMedia,
  toMediaJson,
} from '../swipes/swipe-media.js';
import { needsCapture, sourceOf } from '../swipes/swipes.js';
import { requireContentEditor } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { captureReportOf } from './capture-report.js';

export interface CaptureDeps {
  storage: Storage;
  browser: CaptureBrowser;
  config: Pick<
    Config,
    'CAPTURE_TIMEOUT_MS' | 'CAPTURE_ALLOW_PRIVATE_ADDRESSES' | 'DATA_DIR' | 'CHROMIUM_PATH'
  >;
  /** Aborted when the server stops: a capture cut short then records no failure. */
  shutdown?: AbortSignal;
}

/**
 * A running capture is held by its worker until `captureHeldUntil`, renewed every
 * CAPTURE_HOLD_RENEW_MS while it runs. A CAPTURING swipe whose hold has passed has no worker
 * (its process died, or the attempt failed unexpectedly): it waits for the queue's retry.
 */
export const CAPTURE_HOLD_MS = 12_000;
const CAPTURE_HOLD_RENEW_MS = 3_000;

/** Where a capture stands as users see it: a capture no worker holds is waiting to retry. */
export type SeenCaptureStatus = CaptureStatus | 'WAITING_TO_RETRY';

export function seenCaptureStatus(
  swipe: { captureStatus: CaptureStatus; captureHeldUntil: Date | null },
  now = new Date(),
): SeenCaptureStatus {
  if (swipe.captureStatus !== 'CAPTURING') return swipe.captureStatus;
  const held = swipe.captureHeldUntil && swipe.captureHeldUntil.getTime() > now.getTime();
  return held ? 'CAPTURING' : 'WAITING_TO_RETRY';
}

/** What a capture that its queue gave up on says: the user sees Retry. */
export const ABANDONED_CAPTURE_ERROR =
  'The capture was interrupted too many times (the server stopped while capturing, or the capture failed unexpectedly): retry it.';

/**
 * Captures nobody will finish: the swipe is still PENDING or CAPTURING with no worker holding
 * it, its job ended for good (failed: the last attempt's lease ran out after a crash, or it
 * threw; or cancelled) and no other job of the swipe is waiting or running. Each becomes
 * FAILED with ABANDONED_CAPTURE_ERROR, all in one statement (safe on several instances at
 * once); their teams hear it. Run after each pass of the queue's maintenance
 * (jobs/capture-worker.ts), which is what fails a job whose lease ran out.
 */
export async function failAbandonedCaptures(): Promise<number> {
  const queues = [CAPTURE_QUEUE, EMAIL_CAPTURE_QUEUE];
  const failed = await prisma().$queryRaw<{ id: string; teamId: string }[]>`
    UPDATE swipe SET capture_status = 'FAILED', capture_error = ${ABANDONED_CAPTURE_ERROR},
      capture_held_until = NULL
    WHERE id IN (
        SELECT (data->>'swipeId')::uuid FROM pgboss.job
        WHERE name = ANY(${queues}) AND state IN ('failed', 'cancelled'))
      AND capture_status IN ('PENDING', 'CAPTURING')
      AND (capture_held_until IS NULL OR capture_held_until <= now())
      AND NOT EXISTS (
        SELECT 1 FROM pgboss.job
        WHERE name = ANY(${queues}) AND data->>'swipeId' = swipe.id::text
          AND state < 'completed')
    RETURNING id, team_id AS "teamId"`;
  for (const swipe of failed)
    publishTeamEvent(swipe.teamId, { kind: 'SWIPE_UPDATED', id: swipe.id });
  return failed.length;
}

/** Holds the swipe's capture for its worker until `release()`; renewed meanwhile. */
function holdCapture(swipeId: string) {
  const renew = () =>
    prisma()
      .$executeRaw`UPDATE swipe SET capture_held_until = ${new Date(Date.now() + CAPTURE_HOLD_MS)}
      WHERE id = ${swipeId}::uuid AND capture_status = 'CAPTURING'`;
  const timer = setInterval(() => {
    renew().catch(() => {});
  }, CAPTURE_HOLD_RENEW_MS);
  return {
    async release() {
      clearInterval(timer);
      await prisma()
        .$executeRaw`UPDATE swipe SET capture_held_until = NULL WHERE id = ${swipeId}::uuid`;
    },
  };
}

async function store(storage: Storage, data: Buffer, contentType: string): Promise<StoredImage> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const { key } = await storage.put(SWIPE_IMAGE, data, contentType);
  return { key, width, height, contentType };
}

/**
 * The capture job: screenshots, text and page details of the swipe's URL. A page that cannot
 * be captured (blocked, unreachable, error status, too slow) marks the swipe FAILED with the
 * reason; an unexpected error is thrown so the queue retries, and on the last attempt it is
 * recorded as a failure too. A capture cut short by the shutdown records nothing and throws:
 * its worker puts the job back (jobs/capture-worker.ts).
 */
export async function runCapture(swipeId: string, deps: CaptureDeps, lastAttempt: boolean) {
  try {
    await captureSwipe(swipeId, deps, lastAttempt);
  } finally {
    const swipe = await prisma().swipe.findUnique({
      where: { id: swipeId },
      select: { teamId: true, kind: true, url: true, authorId: true, captureStatus: true },
    });
    if (swipe) {
      publishTeamEvent(swipe.teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
      await completeWebsiteStepOnCapture(swipe);
    }
  }
}

/** A web page is captured at its URL; an email's stored HTML is rendered (email-swipes.ts). */
async function shoot(swipeId: string, url: string | null, deps: CaptureDeps) {
  if (url) {
    const page = await capturePage(url, {
      browser: deps.browser,
      timeoutMs: deps.config.CAPTURE_TIMEOUT_MS,
      allowPrivate: deps.config.CAPTURE_ALLOW_PRIVATE_ADDRESSES,
    });
    return { shot: page, page };
  }
  const { emailHtml } = await prisma().swipe.findUniqueOrThrow({
    where: { id: swipeId },
    select: { emailHtml: true },
  });
  if (!emailHtml) throw new CaptureError('failed', 'This email has no content to show.');
  return { shot: await renderEmailSwipe(emailHtml, deps), page: null };
}

async function captureSwipe(swipeId: string, deps: CaptureDeps, lastAttempt: boolean) {
  const swipe = await prisma().swipe.findUnique({
    where: { id: swipeId },
    select: { url: true, kind: true, title: true, captureStatus: true },
  });
  const email = swipe?.kind === 'EMAIL';
  if (!swipe || !(swipe.url || email) || !['PENDING', 'CAPTURING'].includes(swipe.captureStatus))
    return;
  await prisma().swipe.update({
    where: { id: swipeId },
    data: {
      captureStatus: 'CAPTURING',
      captureError: null,
      captureHeldUntil: new Date(Date.now() + CAPTURE_HOLD_MS),
    },
  });
  const hold = holdCapture(swipeId);
  try {
    await finishCapture(swipeId, swipe, deps, lastAttempt);
  } finally {
    // Not to hide the attempt's own error: a hold left behind runs out by itself.
    await hold.release().catch(() => {});
  }
}

async function finishCapture(
  swipeId: string,
  swipe: { url: string | null; kind: string },
  deps: CaptureDeps,
  lastAttempt: boolean,
) {
  const email = swipe.kind === 'EMAIL';
  let result: Awaited<ReturnType<typeof shoot>>;
  try {
    result = await shoot(swipeId, email ? null : swipe.url, deps);
  } catch (error) {
    if (deps.shutdown?.aborted || (!(error instanceof CaptureError) && !lastAttempt)) throw error;
    const message =
      error instanceof CaptureError ? error.message : 'The page could not be captured. Try again.';
    await prisma().swipe.updateMany({
      where: { id: swipeId },
      data: { captureStatus: 'FAILED', captureError: message },
    });
    return;
  }

  const { shot, page } = result;
  const captured: SwipeMedia = {
    screenshot: await store(deps.storage, shot.fullPage, 'image/jpeg'),
    viewport: await store(deps.storage, shot.viewport, 'image/png'),
    thumbnail: await store(deps.storage, shot.thumbnail, 'image/webp'),
    ...(page
      ? { description: page.description, ogImage: page.ogImage, favicon: page.favicon }
      : {}),
  };
  const files = { storage: deps.storage, dataDir: deps.config.DATA_DIR };
  const current = await prisma().swipe.findUnique({
    where: { id: swipeId },
    select: { title: true, media: true },
  });
  if (!current) {
    // Deleted while it was being captured: keep no orphan files.
    await deleteSwipeFiles(files, captured);
    return;
  }
  const previous = parseMedia(current.media);
  // The host stood in for an empty title until now.
  const untitled = Boolean(swipe.url) && current.title === sourceOf(swipe.url ?? '');
  await prisma().swipe.update({
    where: { id: swipeId },
    data: {
      captureStatus: page?.partial ? 'PARTIAL' : 'DONE',
      captureError: null,
      ...(page
        ? {
            bodyText: page.text,
            finalUrl: page.finalUrl,
            canonicalUrl: page.canonicalUrl,
            captureReport: captureReportOf(page),
          }
        : {}),
      ...(page && untitled && page.title.trim() ? { title: page.title.trim().slice(0, 300) } : {}),
      media: toMediaJson({ ...previous, ...captured }),
    },
  });
  await deleteSwipeFiles(files, {
    screenshot: previous.screenshot,
    viewport: previous.viewport,
    thumbnail: previous.thumbnail,
  });
}

/** Captures the swipe's page again (after a failure, or to refresh it). */
export async function retryCapture(
  userId: string,
  swipeId: string,
): Promise<ServiceResult<{ swipeId: string }, FieldError | NotAllowedError | NotFoundError>> {
  const swipe = await prisma().swipe.findUnique({
    where: { id: uuidOrNobody(swipeId) },
    select: { teamId: true, kind: true, url: true, captureStatus: true },
  });
  const access = await requireContentEditor(userId, swipe?.teamId, 'This swipe does not exist.');
  if (!access.ok) return { ok: false, errors: [access.error] };
  const renderable =
    swipe?.kind === 'EMAIL' &&
    (await prisma().swipe.count({ where: { id: swipeId, emailHtml: { not: null } } })) > 0;
  if (!swipe || !(needsCapture(swipe.kind, swipe.url) || renderable)) {
    return {
      ok: false,
      errors: [
        new FieldError(
          'url',
          'Only web pages, landing pages and ads with an address, and forwarded emails, are captured.',
        ),
      ],
    };
  }
  if (swipe.captureStatus === 'PENDING' || swipe.captureStatus === 'CAPTURING')
    return { ok: true, value: { swipeId } };
  await prisma().$transaction(async (tx) => {
    await tx.swipe.update({
      where: { id: swipeId },
      data: { captureStatus: 'PENDING', captureError: null },
    });
    await enqueueCapture(tx, swipeId, swipe.kind);
  });
  publishTeamEvent(swipe.teamId, { kind: 'SWIPE_UPDATED', id: swipeId });
  return { ok: true, value: { swipeId } };
}
