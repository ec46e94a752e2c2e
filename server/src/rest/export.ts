import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { type Route, refusal, streamed, userIdOf } from '../http/route.js';
import { NotFoundError } from '../services/errors.js';
import {
  downloadPathOf,
  exportOf,
  exportsOf,
  openExportDownload,
  startExport,
} from '../services/exports/export-jobs.js';
import {
  authorizeExport,
  type ExportScope,
  exportSwipes,
} from '../services/exports/swipe-export.js';
import { decodeTeamId } from '../services/teams/visibility.js';
import type { Storage } from '../storage/storage.js';
import { errorStatus, restChange, restRead } from './route.js';

// Exports (docs/export.md): a direct streamed download (`GET /api/export`, for scripts), and
// exports made in the background with their progress and a download link (Settings → Export).

const scopeOf = (teamId: string | null | undefined): ExportScope =>
  teamId ? { kind: 'team', teamId: decodeTeamId(teamId) } : { kind: 'account' };

const failure = (error: { message: string } | undefined) => ({
  status: errorStatus(error, 403),
  body: { error: error?.message ?? 'Something went wrong.' },
});

/**
 * `GET /api/export[?teamId=…]`: the ZIP, streamed as it is made: the user's own swipes, or
 * (with `teamId`) every swipe of a team they edit.
 */
export const exportRoute = (storage: Storage): Route => ({
  method: 'GET',
  path: '/api/export',
  auth: 'signedIn',
  async handle(c) {
    const userId = userIdOf(c);
    const allowed = await authorizeExport(userId, scopeOf(c.req.query('teamId')));
    if (!allowed.ok) {
      const { status, body } = failure(allowed.errors[0]);
      return refusal('json', status, body.error);
    }
    return streamed(c, async ({ res }) => {
      const day = new Date().toISOString().slice(0, 10);
      res.writeHead(200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="swipestack-export-${day}.zip"`,
        'Cache-Control': 'no-store',
      });
      try {
        await exportSwipes(userId, allowed.value, storage, res);
        res.end();
      } catch (error) {
        // The download has started: all that can be done is to cut it short, visibly.
        console.error('Export failed', error);
        res.destroy();
      }
    });
  },
});

type ExportRow = NonNullable<Awaited<ReturnType<typeof exportOf>>>;

const exportJson = (job: ExportRow) => {
  const downloadable =
    job.status === 'READY' && job.fileKey !== null && job.expiresAt !== null
      ? job.expiresAt > new Date()
      : false;
  return {
    id: job.id,
    scope: job.teamId ? 'team' : 'account',
    teamId: job.teamId,
    teamName: job.team?.name ?? null,
    status: downloadable || job.status !== 'READY' ? job.status : 'EXPIRED',
    swipesDone: job.swipesDone,
    swipesTotal: job.swipesTotal,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    downloadUrl: downloadable ? downloadPathOf(job.id) : null,
  };
};

/** `POST /api/exports {teamId?}` → 202 `{data: {export}}`: starts an export in the background. */
export const startExportRoute = restChange({
  method: 'POST',
  path: '/api/exports',
  body: z.object({ teamId: z.string().max(200).nullish() }),
  async handle({ userId, body }) {
    const started = await startExport(userId, scopeOf(body.teamId));
    if (!started.ok) return failure(started.errors[0]);
    const job = await exportOf(userId, started.value.id);
    if (!job) return failure(new NotFoundError('This export does not exist.'));
    return { status: 202, body: { data: { export: exportJson(job) } } };
  },
});

/** `GET /api/exports` → `{data: {exports}}`: the user's latest exports, newest first. */
export const listExportsRoute = restRead({
  path: '/api/exports',
  async handle({ userId }) {
    const jobs = await exportsOf(userId);
    return { status: 200, body: { data: { exports: jobs.map(exportJson) } } };
  },
});

/** `GET /api/exports/{id}` → `{data: {export}}`: one export's progress. */
export const exportStatusRoute = restRead({
  path: '/api/exports/:exportId',
  async handle({ userId, params }) {
    const job = await exportOf(userId, params.exportId ?? '');
    if (!job) return failure(new NotFoundError('This export does not exist.'));
    return { status: 200, body: { data: { export: exportJson(job) } } };
  },
});

/** `GET /api/exports/{id}/download`: the finished ZIP, for the user who asked, until it expires. */
export const exportDownloadRoute = (storage: Storage): Route => ({
  method: 'GET',
  path: '/api/exports/:exportId/download',
  auth: 'signedIn',
  async handle(c) {
    const file = await openExportDownload(userIdOf(c), c.req.param('exportId') ?? '', storage);
    if (!file.ok) return refusal('json', 404, file.errors[0]?.message ?? '');
    return streamed(c, async ({ res }) => {
      res.writeHead(200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.value.size),
        'Content-Disposition': `attachment; filename="${file.value.name}"`,
        'Cache-Control': 'private, no-store',
      });
      await pipeline(file.value.stream, res).catch((error: unknown) => {
        console.error('Export download cut short', error);
      });
    });
  },
});
