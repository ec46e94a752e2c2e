import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import type { NotAllowedError, NotFoundError, ServiceResult } from '../errors.js';
import { parseMedia } from '../swipes/swipe-media.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { emailHtmlPathOf, exportFilesOf, offlineEmailHtml } from './export-files.js';

// Everything a person may take with them, as a ZIP (docs/export.md, formatVersion 1):
// swipes.json, then every stored file of every swipe, then each email's HTML rewritten to
// those files. Memory stays flat: swipes are read in batches, swipes.json is written as it
// goes (a first pass), the files one at a time (a second pass), and the writer waits while
// its destination is full.

export const EXPORT_FORMAT_VERSION = 1;
const BATCH = 100;

/** The whole account (the swipes the user saved, in every team) or one team (every swipe). */
export type ExportScope = { kind: 'account' } | { kind: 'team'; teamId: string };

/**
 * Whether the user may export this scope: their own account always; a team with the editor
 * role or above (a viewer is refused, a non-member reads the team as missing).
 */
export async function authorizeExport(
  userId: string,
  scope: ExportScope,
): Promise<ServiceResult<ExportScope, NotFoundError | NotAllowedError>> {
  if (scope.kind === 'account') return { ok: true, value: scope };
  const access = await requireTeamRole(userId, scope.teamId, Permission.editContent);
  return access.ok ? { ok: true, value: scope } : { ok: false, errors: [access.error] };
}

function swipesOf(userId: string, scope: ExportScope): Prisma.SwipeWhereInput {
  return scope.kind === 'team'
    ? { teamId: scope.teamId }
    : { authorId: userId, team: { members: { some: { userId } } } };
}

export const countExportSwipes = (userId: string, scope: ExportScope) =>
  prisma().swipe.count({ where: swipesOf(userId, scope) });

/** The rows `read` pages through, BATCH at a time (by id). */
async function* batches<T extends { id: string }>(
  read: (page: { cursor?: { id: string }; skip?: number; take: number }) => Promise<T[]>,
) {
  let cursor: string | undefined;
  for (;;) {
    const batch = await read({
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    yield batch;
    if (batch.length < BATCH) return;
    cursor = batch.at(-1)?.id;
  }
}

const abandoned = () => new Error('The export was abandoned: its destination closed.');

/** Resolves once `out` takes more; fails if it closes first (the download was abandoned). */
async function drained(out: Writable) {
  if (out.destroyed) throw abandoned();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(abandoned());
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

async function headerOf(userId: string, scope: ExportScope) {
  const where = swipesOf(userId, scope);
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, name: true },
  });
  const inScope: Prisma.TeamWhereInput =
    scope.kind === 'team' ? { id: scope.teamId } : { swipes: { some: where } };
  const teams = await prisma().team.findMany({
    where: inScope,
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, type: true },
  });
  const tags = await prisma().tag.findMany({
    where:
      scope.kind === 'team' ? { teamId: scope.teamId } : { swipes: { some: { swipe: where } } },
    orderBy: [{ teamId: 'asc' }, { title: 'asc' }],
    select: { teamId: true, title: true },
  });
  const collections = await prisma().collection.findMany({
    where:
      scope.kind === 'team' ? { teamId: scope.teamId } : { swipes: { some: { swipe: where } } },
    orderBy: [{ teamId: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      teamId: true,
      name: true,
      description: true,
      coverSwipe: { select: { id: true, authorId: true } },
      publicToken: true,
      createdAt: true,
    },
  });
  return {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    scope: scope.kind,
    exportedBy: user,
    teams,
    tags,
    collections: collections.map((collection) => ({
      id: collection.id,
      teamId: collection.teamId,
      name: collection.name,
      description: collection.description,
      // Named only when that swipe is in the export too.
      coverSwipeId:
        collection.coverSwipe &&
        (scope.kind === 'team' || collection.coverSwipe.authorId === userId)
          ? collection.coverSwipe.id
          : null,
      shared: collection.publicToken !== null,
      createdAt: collection.createdAt.toISOString(),
    })),
  };
}

/** Pass 1: swipes.json, written a batch at a time. */
async function writeDocument(
  zip: Zip,
  out: Writable,
  userId: string,
  scope: ExportScope,
  storage: Storage,
) {
  const json = new ZipDeflate('swipes.json', { level: 6 });
  zip.add(json);
  const encoder = new TextEncoder();
  const header = JSON.stringify(await headerOf(userId, scope), null, 2);
  // The header's closing brace gives way to the swipes array, written as it is read.
  json.push(encoder.encode(`${header.slice(0, -2)},\n  "swipes": [`));
  let first = true;
  for await (const batch of batches((page) =>
    prisma().swipe.findMany({
      where: swipesOf(userId, scope),
      orderBy: { id: 'asc' },
      ...page,
      select: {
        id: true,
        teamId: true,
        kind: true,
        title: true,
        url: true,
        finalUrl: true,
        canonicalUrl: true,
        source: true,
        notes: true,
        media: true,
        createdVia: true,
        createdAt: true,
        updatedAt: true,
        bodyText: true,
        emailText: true,
        imageText: true,
        author: { select: { email: true } },
        tags: { select: { tag: { select: { title: true } } }, orderBy: { tag: { title: 'asc' } } },
        collections: { select: { collection: { select: { name: true } } } },
        comments: {
          select: {
            id: true,
            threadId: true,
            body: true,
            createdAt: true,
            editedAt: true,
            resolvedAt: true,
            pinX: true,
            pinY: true,
            pinWidth: true,
            pinHeight: true,
            author: { select: { email: true } },
          },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        },
      },
    }),
  )) {
    const chunk: string[] = [];
    for (const swipe of batch) {
      const media = parseMedia(swipe.media);
      const files = [];
      for (const { key, ...file } of exportFilesOf(swipe.id, media)) {
        if (await storage.exists(SWIPE_IMAGE, key)) files.push(file);
      }
      const document = {
        id: swipe.id,
        teamId: swipe.teamId,
        kind: swipe.kind,
        title: swipe.title,
        url: swipe.url,
        finalUrl: swipe.finalUrl,
        canonicalUrl: swipe.canonicalUrl,
        source: swipe.source,
        notes: swipe.notes,
        description: media.description ?? null,
        createdVia: swipe.createdVia,
        createdAt: swipe.createdAt.toISOString(),
        updatedAt: swipe.updatedAt.toISOString(),
        authorEmail: swipe.author?.email ?? null,
        tags: swipe.tags.map((link) => link.tag.title),
        collections: swipe.collections.map((link) => link.collection.name),
        files,
        ...(media.hasEmailHtml ? { emailHtmlPath: emailHtmlPathOf(swipe.id) } : {}),
        bodyText: swipe.bodyText,
        emailText: swipe.emailText,
        imageText: swipe.imageText,
        comments: swipe.comments.map((comment) => ({
          id: comment.id,
          threadId: comment.threadId,
          authorEmail: comment.author?.email ?? null,
          body: comment.body,
          createdAt: comment.createdAt.toISOString(),
          editedAt: comment.editedAt?.toISOString() ?? null,
          resolvedAt: comment.resolvedAt?.toISOString() ?? null,
          pin:
            comment.pinX === null || comment.pinY === null
              ? null
              : {
                  x: comment.pinX,
                  y: comment.pinY,
                  width: comment.pinWidth,
                  height: comment.pinHeight,
                },
        })),
      };
      chunk.push(`${first ? '' : ','}\n    ${JSON.stringify(document)}`);
      first = false;
    }
    json.push(encoder.encode(chunk.join('')));
    await drained(out);
  }
  json.push(encoder.encode(`${first ? '' : '\n  '}]\n}\n`), true);
}

/** Pass 2: each swipe's files and its offline email HTML. */
async function writeFiles(
  zip: Zip,
  out: Writable,
  userId: string,
  scope: ExportScope,
  storage: Storage,
  onProgress: (done: number) => Promise<void> | void,
) {
  let done = 0;
  let files = 0;
  for await (const batch of batches((page) =>
    prisma().swipe.findMany({
      where: swipesOf(userId, scope),
      orderBy: { id: 'asc' },
      ...page,
      select: { id: true, media: true, emailHtml: true },
    }),
  )) {
    for (const swipe of batch) {
      const media = parseMedia(swipe.media);
      const stored = exportFilesOf(swipe.id, media);
      for (const file of stored) {
        // Read as a stream: a video may be 500 MB.
        const opened = await storage.open(SWIPE_IMAGE, file.key);
        if (!opened) continue;
        const entry = new ZipPassThrough(file.path);
        zip.add(entry);
        for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
          entry.push(new Uint8Array(chunk));
          await drained(out);
        }
        entry.push(new Uint8Array(0), true);
        files++;
        await drained(out);
      }
      if (media.hasEmailHtml && swipe.emailHtml !== null) {
        const entry = new ZipDeflate(emailHtmlPathOf(swipe.id), { level: 6 });
        zip.add(entry);
        entry.push(new TextEncoder().encode(offlineEmailHtml(swipe.emailHtml, stored)), true);
        await drained(out);
      }
      done++;
    }
    await onProgress(done);
  }
  return { swipes: done, files };
}

/**
 * Writes the export's ZIP to `out` (a download or a file), waiting whenever `out` is full;
 * `out` is not ended. Authorize the scope first (`authorizeExport`).
 */
export async function exportSwipes(
  userId: string,
  scope: ExportScope,
  storage: Storage,
  out: Writable,
  onProgress: (done: number) => Promise<void> | void = () => {},
): Promise<{ swipes: number; files: number }> {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.write(chunk);
  });
  await writeDocument(zip, out, userId, scope, storage);
  const written = await writeFiles(zip, out, userId, scope, storage, onProgress);
  zip.end();
  if (failure) throw failure;
  return written;
}
