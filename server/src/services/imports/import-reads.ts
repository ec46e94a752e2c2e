import { prisma } from '../../db/client.js';
import type { ImportJob } from '../../generated/prisma/client.js';
import { NotFoundError } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// What an import shows while it runs and after (GraphQL's ImportJob, REST's JSON).

export interface ImportFailure {
  /** The item's position in the file, from 1. */
  item: number;
  reason: string;
}

export function importFailures(job: Pick<ImportJob, 'report'>): ImportFailure[] {
  const report = job.report as { failures?: ImportFailure[] } | null;
  return Array.isArray(report?.failures) ? report.failures : [];
}

/** An import the user may see (any member of its team), or the error. */
export async function readableImport(userId: string, importId: string) {
  const job = await prisma().importJob.findUnique({ where: { id: uuidOrNobody(importId) } });
  const missing = new NotFoundError('This import does not exist.');
  if (!job) return { ok: false as const, error: missing };
  const access = await requireTeamRole(userId, job.teamId, Permission.readTeam);
  return access.ok ? { ok: true as const, job } : { ok: false as const, error: missing };
}

/** The REST answer's shape (snake_case, like the other REST paths). */
export async function importJson(importId: string) {
  const job = await prisma().importJob.findUniqueOrThrow({ where: { id: importId } });
  return {
    import_id: job.id,
    team_id: job.teamId,
    file_name: job.fileName,
    format: job.format.toLowerCase(),
    status: job.status.toLowerCase(),
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    duplicates: job.duplicates,
    over_cap: job.overCap,
    failed: job.failed,
    failures: importFailures(job),
    error: job.error,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
