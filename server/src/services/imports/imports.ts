import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  sniffFormat,
  UNKNOWN_FORMAT,
} from '@swipestack/common/imports';
import { prisma } from '../../db/client.js';
import { enqueueImport } from '../../jobs/queue.js';
import { IMPORT_FILE_TYPE, IMPORT_UPLOAD } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, type NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// Starting, cancelling and listing imports (docs/import.md). An uploaded file is streamed to
// `<DATA_DIR>/imports/<id>` (never held in memory whole) and its format told from its first
// bytes; then it moves to the storage (import_upload), where the durable job reads it on
// whichever instance runs it (services/imports/import-run.ts), and is removed when the job ends.

export type ImportError = FieldError | NotAllowedError | NotFoundError;

export const importFilePath = (dataDir: string, importId: string) =>
  path.join(path.resolve(dataDir), 'imports', importId);

class TooLarge extends Error {}

/** Writes `body` to `file`, refusing it past MAX_IMPORT_BYTES. */
async function saveUpload(body: ReadableStream<Uint8Array> | Readable, file: string) {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_IMPORT_BYTES) done(new TooLarge());
      else done(null, chunk);
    },
  });
  const source = body instanceof Readable ? body : Readable.fromWeb(body as never);
  await pipeline(source, limit, createWriteStream(file, { flags: 'wx' }));
  return size;
}

async function sniffFile(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniffFormat(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Saves an uploaded file and queues its import into the team (editors and above). The file's
 * format is told from its content; a file no importer reads is refused at once.
 */
export async function startImport(
  userId: string,
  teamId: string,
  upload: { fileName: string; body: ReadableStream<Uint8Array> | Readable },
  deps: Pick<ServiceDeps, 'dataDir' | 'storage'>,
): Promise<ServiceResult<{ importId: string }, ImportError>> {
  const access = await requireTeamRole(userId, teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const importId = randomUUID();
  const file = importFilePath(deps.dataDir, importId);
  await mkdir(path.dirname(file), { recursive: true });
  let fileKey: string | undefined;
  try {
    const size = await saveUpload(upload.body, file);
    if (!size) return fail(file, 'This file is empty.');
    const format = await sniffFile(file);
    if (!format) return fail(file, UNKNOWN_FORMAT);
    ({ key: fileKey } = await deps.storage.putFile(IMPORT_UPLOAD, file, IMPORT_FILE_TYPE));
    await prisma().importJob.create({
      data: {
        id: importId,
        teamId,
        userId,
        format,
        fileName: upload.fileName.trim().slice(0, 255) || 'Upload',
        fileKey,
      },
    });
  } catch (error) {
    if (error instanceof TooLarge) return fail(file, IMPORT_TOO_LARGE);
    if (fileKey) await deps.storage.delete(IMPORT_UPLOAD, fileKey);
    throw error;
  } finally {
    await rm(file, { force: true });
  }
  await enqueueImport(importId);
  return { ok: true, value: { importId } };
}

async function fail(file: string, message: string) {
  await rm(file, { force: true });
  return { ok: false as const, errors: [new FieldError('file', message)] };
}

/** Stops an import between two batches: what is saved stays, and the report says so. */
export async function cancelImport(
  userId: string,
  importId: string,
): Promise<ServiceResult<{ importId: string }, ImportError>> {
  const job = await prisma().importJob.findUnique({
    where: { id: uuidOrNobody(importId) },
    select: { teamId: true, status: true },
  });
  const missing = new NotFoundError('This import does not exist.');
  if (!job) return { ok: false, errors: [missing] };
  const access = await requireTeamRole(userId, job.teamId, Permission.editContent);
  if (!access.ok) {
    return { ok: false, errors: [access.error instanceof NotFoundError ? missing : access.error] };
  }
  const { count } = await prisma().importJob.updateMany({
    where: { id: importId, status: { in: ['QUEUED', 'RUNNING'] } },
    data: { status: 'CANCELLED', finishedAt: new Date() },
  });
  if (!count) {
    return { ok: false, errors: [new FieldError('importId', 'This import has already ended.')] };
  }
  return { ok: true, value: { importId } };
}
