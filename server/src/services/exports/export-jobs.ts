import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type PgBoss from 'pg-boss';
import { prisma } from '../../db/client.js';
import type { ExportJob } from '../../generated/prisma/client.js';
import { enqueueExport, enqueueExportExpiry } from '../../jobs/queue.js';
import { type Storage, SWIPE_EXPORT } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';
import { type NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';
import {
  authorizeExport,
  countExportSwipes,
  type ExportScope,
  exportSwipes,
} from './swipe-export.js';

// Exports made in the background (docs/export.md, "Getting an export"): a row per export with
// its progress, a pg-boss job that writes the ZIP to a temporary file and then to storage, a
// download only the user who asked may make until the link expires, and a job that removes the
// ZIP then. The user is emailed the link (by SMTP, or into the outbox without a mail server).

/** How long a finished export can be downloaded. */
export const EXPORT_LINK_HOURS = 24;
const FAILED = 'The export could not be made. Try again.';
const MISSING = 'This export does not exist or its link has expired.';

export interface ExportJobDeps extends Pick<ServiceDeps, 'storage' | 'mailer' | 'appOrigin'> {
  /** The queue the worker runs on (schedules the expiry). */
  queue: PgBoss;
}

const scopeOf = (job: Pick<ExportJob, 'teamId'>): ExportScope =>
  job.teamId ? { kind: 'team', teamId: job.teamId } : { kind: 'account' };

export const downloadPathOf = (exportId: string) => `/api/exports/${exportId}/download`;

/**
 * Starts an export of `scope` for the user, or answers the one of theirs still being made
 * for the same scope (one at a time per scope).
 */
export async function startExport(
  userId: string,
  scope: ExportScope,
): Promise<ServiceResult<ExportJob, NotFoundError | NotAllowedError>> {
  const allowed = await authorizeExport(userId, scope);
  if (!allowed.ok) return allowed;
  const teamId = scope.kind === 'team' ? scope.teamId : null;
  const total = await countExportSwipes(userId, scope);
  const job = await prisma().$transaction(async (tx) => {
    // Serialised per user, so two clicks at once make one export.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId}::uuid FOR UPDATE`;
    const running = await tx.exportJob.findFirst({
      where: { userId, teamId, status: { in: ['PENDING', 'RUNNING'] } },
    });
    if (running) return running;
    const created = await tx.exportJob.create({
      data: { userId, teamId, swipesTotal: total },
    });
    await enqueueExport(tx, created.id);
    return created;
  });
  return { ok: true, value: job };
}

/** The user's exports, newest first, with the team each one is of. */
export const exportsOf = (userId: string) =>
  prisma().exportJob.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    take: 10,
    include: { team: { select: { name: true } } },
  });

/** One of the user's exports (another user's reads as missing). */
export const exportOf = (userId: string, exportId: string) =>
  prisma().exportJob.findFirst({
    where: { id: uuidOrNobody(exportId), userId },
    include: { team: { select: { name: true } } },
  });

/** The finished ZIP of one of the user's exports, while its link is valid. */
export async function openExportDownload(userId: string, exportId: string, storage: Storage) {
  const job = await exportOf(userId, exportId);
  if (!job?.fileKey || job.status !== 'READY' || !job.expiresAt || job.expiresAt < new Date()) {
    return { ok: false as const, errors: [new NotFoundError(MISSING)] };
  }
  const file = await storage.open(SWIPE_EXPORT, job.fileKey);
  if (!file) return { ok: false as const, errors: [new NotFoundError(MISSING)] };
  const day = job.createdAt.toISOString().slice(0, 10);
  const name = job.team
    ? `swipestack-${slug(job.team.name)}-${day}.zip`
    : `swipestack-export-${day}.zip`;
  return { ok: true as const, value: { ...file, name } };
}

/** A team name as a file name part: letters and digits, dashes between. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'team';

const progressOf = (exportId: string) => async (done: number) => {
  await prisma().exportJob.updateMany({
    where: { id: exportId, status: 'RUNNING' },
    data: { swipesDone: done },
  });
};

/** The job: writes the ZIP, stores it, tells the user. `lastAttempt`: a failure is final. */
export async function runExport(exportId: string, deps: ExportJobDeps, lastAttempt: boolean) {
  const job = await prisma().exportJob.findUnique({
    where: { id: exportId },
    include: { user: { select: { email: true } } },
  });
  if (!job || job.status === 'READY' || job.status === 'FAILED') return;
  const scope = scopeOf(job);
  const allowed = await authorizeExport(job.userId, scope);
  if (!allowed.ok) {
    // The role changed since the export was asked for.
    await prisma().exportJob.update({
      where: { id: exportId },
      data: {
        status: 'FAILED',
        error: allowed.errors[0]?.message ?? FAILED,
        finishedAt: new Date(),
      },
    });
    return;
  }
  await prisma().exportJob.update({
    where: { id: exportId },
    data: {
      status: 'RUNNING',
      swipesDone: 0,
      swipesTotal: await countExportSwipes(job.userId, scope),
    },
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'swipestack-export-'));
  try {
    const file = path.join(dir, 'export.zip');
    const out = createWriteStream(file);
    // Listens from the start: a write error (a full disk) fails the export, not the process.
    const closed = finished(out);
    closed.catch(() => {});
    const written = await exportSwipes(job.userId, scope, deps.storage, out, progressOf(exportId));
    out.end();
    await closed;
    const { key } = await deps.storage.putFile(SWIPE_EXPORT, file, 'application/zip');
    const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000);
    await prisma().exportJob.update({
      where: { id: exportId },
      data: {
        status: 'READY',
        swipesDone: written.swipes,
        swipesTotal: written.swipes,
        fileKey: key,
        finishedAt: new Date(),
        expiresAt,
      },
    });
    await enqueueExportExpiry(deps.queue, { exportId, fileKey: key }, expiresAt);
    await mailLink(deps, job.user.email, exportId, written.swipes);
  } catch (error) {
    console.error(`Export ${exportId} failed`, error);
    if (!lastAttempt) throw error;
    await prisma().exportJob.updateMany({
      where: { id: exportId, status: { not: 'READY' } },
      data: { status: 'FAILED', error: FAILED, finishedAt: new Date() },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Mails the link; a mail server that fails leaves the export ready to download in Settings. */
async function mailLink(deps: ExportJobDeps, to: string, exportId: string, swipes: number) {
  try {
    await deps.mailer.send({
      to,
      subject: 'Your Swipestack export is ready',
      text: [
        `Your export of ${swipes} swipe${swipes === 1 ? '' : 's'} is ready.`,
        '',
        `Download it (signed in as ${to}): ${deps.appOrigin}${downloadPathOf(exportId)}`,
        '',
        `The link works for ${EXPORT_LINK_HOURS} hours, and in Settings → Export.`,
      ].join('\n'),
    });
  } catch (error) {
    console.error(`The mail for export ${exportId} was not sent`, error);
  }
}

/** The expiry job: the ZIP goes; the row stays, without its file. */
export async function expireExport(exportId: string, fileKey: string, storage: Storage) {
  await storage.delete(SWIPE_EXPORT, fileKey);
  await prisma().exportJob.updateMany({
    where: { id: exportId, fileKey },
    data: { fileKey: null },
  });
}
