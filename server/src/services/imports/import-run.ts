import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { normaliseTag, tagKey } from '@swipestack/common/tags';
import { VIDEO_CONTENT_TYPES } from '@swipestack/common/uploads';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { validateAndNormalizeUpload } from '../../images/upload-rules.js';
import { parseImportFile } from '../../import/parse-file.js';
import { ImportFormatError, type ImportItem, type ParsedImport } from '../../import/types.js';
import type { ZipReader } from '../../import/zip-reader.js';
import { enqueueCaptures, enqueueImageText, enqueueVideo } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { IMPORT_UPLOAD, publicFilePath, type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import { recordActivity } from '../activity/activity.js';
import { swipeRoom } from '../billing/swipe-limits.js';
import { collectionRules } from '../collections/collections.js';
import type { ServiceDeps } from '../deps.js';
import { imagesToRead } from '../swipes/image-text.js';
import { atAddresses, pageAddressVariants } from '../swipes/swipe-list.js';
import type { StoredImage, StoredVideo, SwipeMedia } from '../swipes/swipe-media.js';
import { needsCapture, sourceOf, swipeRules } from '../swipes/swipes.js';
import { importFilePath } from './imports.js';

// The import job (docs/import.md): reads the whole file first (a malformed file fails and
// imports nothing), then saves its items in batches, one transaction each, under the team's
// lock. Each batch records its counts in the same transaction, so a run retried after a crash
// resumes after the last saved batch, and a cancel stops before the next one.

type Tx = Prisma.TransactionClient;

export type ImportDeps = Pick<ServiceDeps, 'storage' | 'dataDir' | 'settings'>;

export const IMPORT_BATCH = 200;
/** Failures kept in the report (the count is exact). */
const FAILURES_KEPT = 100;

interface Failure {
  item: number;
  title: string | null;
  url: string | null;
  reason: string;
}

interface Checked {
  item: ImportItem;
  title: string;
  url: string | null;
  notes: string | null;
  tags: string[];
}

/** A time-ordered id like the database's own (uuid v7), chosen before the row is inserted. */
function uuid7(at = Date.now()) {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(at, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The item as the swipe it becomes, or why it cannot be one. */
export function checkItem(item: ImportItem): Checked | { reason: string } {
  if (item.problem) return { reason: item.problem };
  let url: string | null = null;
  if (item.url) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(item.url.trim());
    } catch {}
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
      return { reason: 'The address does not start with http:// or https://.' };
    }
    url = parsed.toString();
    if (url.length > swipeRules.urlMax) {
      return { reason: `The address is longer than ${swipeRules.urlMax} characters.` };
    }
  } else if (['WEBSITE', 'LANDING_PAGE'].includes(item.kind)) {
    return { reason: 'It has no address.' };
  }
  const rawTitle = item.title?.trim().replace(/\s+/g, ' ') || (url ? sourceOf(url) : '');
  if (!rawTitle) return { reason: 'It has neither a title nor an address.' };
  const notes = item.notes?.trim() || null;
  if (notes && notes.length > swipeRules.notesMax) {
    return { reason: `Its notes are longer than ${swipeRules.notesMax} characters.` };
  }
  const tags = new Map<string, string>();
  for (const raw of item.tags) {
    const tag = normaliseTag(raw);
    if (tag && tag.length <= swipeRules.tagTitleMax && !tags.has(tagKey(tag))) {
      tags.set(tagKey(tag), tag);
    }
  }
  return {
    item,
    // Long bookmark titles are cut rather than refused.
    title: rawTitle.slice(0, swipeRules.titleMax),
    url,
    notes,
    tags: [...tags.values()].slice(0, swipeRules.tagsMax),
  };
}

const collectionKey = (name: string) => name.trim().toLowerCase();

/** The team's collections by name, created for names the file uses that it does not have. */
async function ensureCollections(teamId: string, parsed: ParsedImport) {
  const wanted = new Map<string, { name: string; description: string | null }>();
  for (const collection of parsed.collections) {
    if (collection.name) wanted.set(collectionKey(collection.name), collection);
  }
  for (const item of parsed.items) {
    for (const name of item.collections) {
      if (name.trim() && !wanted.has(collectionKey(name))) {
        wanted.set(collectionKey(name), { name: name.trim(), description: null });
      }
    }
  }
  const existing = await prisma().collection.findMany({
    where: { teamId },
    select: { id: true, name: true },
    orderBy: { createdAt: 'asc' },
  });
  const ids = new Map<string, string>();
  for (const collection of existing) {
    if (!ids.has(collectionKey(collection.name)))
      ids.set(collectionKey(collection.name), collection.id);
  }
  for (const [key, collection] of wanted) {
    if (ids.has(key)) continue;
    const created = await prisma().collection.create({
      data: {
        teamId,
        name: collection.name.slice(0, collectionRules.nameMax),
        description: collection.description?.slice(0, collectionRules.descriptionMax) ?? null,
      },
      select: { id: true },
    });
    ids.set(key, created.id);
    publishTeamEvent(teamId, { kind: 'COLLECTION_CHANGED', id: created.id });
  }
  return ids;
}

/** The team's tag ids for these titles, created when missing (under the team's lock). */
async function tagIds(tx: Tx, teamId: string, titles: string[]) {
  const byKey = new Map(titles.map((title) => [tagKey(title), title]));
  if (!byKey.size) return new Map<string, string>();
  const find = () =>
    tx.tag.findMany({
      where: { teamId, title: { in: [...byKey.values()], mode: 'insensitive' } },
      select: { id: true, title: true },
    });
  const ids = new Map((await find()).map((tag) => [tagKey(tag.title), tag.id]));
  const missing = [...byKey].filter(([key]) => !ids.has(key)).map(([, title]) => title);
  if (missing.length) {
    await tx.tag.createMany({
      data: missing.map((title) => ({ teamId, title })),
      skipDuplicates: true,
    });
    for (const tag of await find()) ids.set(tagKey(tag.title), tag.id);
  }
  return ids;
}

/** Stores an exported file of an item as a swipe image; null when it is missing or not one. */
async function storeFile(zip: ZipReader, storage: Storage, path: string) {
  const data = await zip.read(path);
  if (!data) return null;
  const checked = await validateAndNormalizeUpload(data);
  if (!checked.ok) return null;
  const { image } = checked;
  const { key } = await storage.put(SWIPE_IMAGE, image.data, image.contentType);
  return { key, width: image.width, height: image.height, contentType: image.contentType };
}

/**
 * An exported video, stored under its declared type when that is one we accept: its job probes
 * it as an upload is probed, and fails it (keeping nothing) if it is not what it says.
 */
async function storeVideo(
  zip: ZipReader,
  storage: Storage,
  file: { path: string; contentType: string },
) {
  if (!(Object.values(VIDEO_CONTENT_TYPES) as string[]).includes(file.contentType)) return null;
  const data = await zip.read(file.path);
  if (!data?.length) return null;
  const { key } = await storage.put(SWIPE_IMAGE, data, file.contentType);
  return { key, contentType: file.contentType, bytes: data.length } satisfies StoredVideo;
}

/**
 * The item's stored files as the swipe's media. An email's images are stored as its email
 * images and its HTML pointed at them again (the export points it at the ZIP's files).
 */
async function mediaOf(checked: Checked, zip: ZipReader | null, storage: Storage) {
  const media: SwipeMedia = {};
  let emailHtml = checked.item.emailHtml ?? null;
  if (zip) {
    for (const file of checked.item.files ?? []) {
      if (file.role === 'video') {
        if (checked.item.kind === 'VIDEO' && !media.video) {
          media.video = (await storeVideo(zip, storage, file)) ?? undefined;
        }
        continue;
      }
      const email = file.role === 'emailInline' || file.role === 'emailAttachment';
      const role = file.role as 'image' | 'screenshot' | 'viewport' | 'thumbnail';
      if (!email && media[role]) continue;
      const stored: StoredImage | null = await storeFile(zip, storage, file.path);
      if (!stored) continue;
      if (!email) {
        media[role] = stored;
        continue;
      }
      media.emailImages = [
        ...(media.emailImages ?? []),
        { ...stored, filename: file.name ?? null, inline: file.role === 'emailInline' },
      ];
      emailHtml =
        emailHtml?.replaceAll(`../${file.path}`, publicFilePath(SWIPE_IMAGE, stored.key)) ?? null;
    }
  }
  if (emailHtml) media.hasEmailHtml = true;
  if (checked.item.description) media.description = checked.item.description;
  return { media, emailHtml };
}

const VIDEO_NOT_IN_EXPORT = 'The imported file did not hold this video.';

interface Counts {
  processed: number;
  imported: number;
  duplicates: number;
  overCap: number;
  failed: number;
}

type BatchItem = { index: number; checked: Checked | { reason: string } };
type Media = Awaited<ReturnType<typeof mediaOf>>;

/** The page addresses of `batch` the team holds already (as swipeByUrl finds them). */
async function addressesHeld(db: Tx, teamId: string, batch: BatchItem[]) {
  const variants = batch.flatMap(({ checked }) =>
    'url' in checked && checked.url ? pageAddressVariants(checked.url) : [],
  );
  if (!variants.length) return [];
  const rows = await db.swipe.findMany({
    where: atAddresses(teamId, variants),
    select: { url: true, finalUrl: true, canonicalUrl: true },
  });
  return rows.flatMap((row) => [row.url, row.finalUrl, row.canonicalUrl].filter((a) => a !== null));
}

/**
 * Which items of `batch` to save: duplicates (an address in `seen`, which it extends) and items
 * past `room` are counted, not saved.
 */
function choose(batch: BatchItem[], seen: Set<string>, room: number, counts: Counts) {
  const toSave: { index: number; checked: Checked }[] = [];
  const failures: Failure[] = [];
  let remaining = room;
  for (const { index, checked } of batch) {
    counts.processed++;
    if ('reason' in checked) {
      counts.failed++;
      failures.push({ item: index + 1, title: null, url: null, reason: checked.reason });
      continue;
    }
    const addresses = checked.url ? pageAddressVariants(checked.url) : [];
    if (addresses.some((address) => seen.has(address))) {
      counts.duplicates++;
      continue;
    }
    if (remaining <= 0) {
      counts.overCap++;
      continue;
    }
    remaining--;
    for (const address of addresses) seen.add(address);
    toSave.push({ index, checked });
  }
  return { toSave, failures };
}

/**
 * Stores the files of the items likely to be saved, before the batch's transaction: that
 * transaction holds the team's lock, and on the embedded database every other request, while
 * it runs. The transaction decides again; what it does not save is deleted.
 */
async function prepareMedia(
  job: { teamId: string },
  batch: BatchItem[],
  seen: Set<string>,
  context: { zip: ZipReader | null; deps: ImportDeps },
) {
  const prepared = new Map<number, Media>();
  if (!context.zip) return prepared;
  const db = prisma();
  const likelySeen = new Set([...seen, ...(await addressesHeld(db, job.teamId, batch))]);
  const room = await swipeRoom(db, job.teamId, context.deps.settings.freeSwipeLimit);
  const { toSave } = choose(batch, likelySeen, room, { ...ZERO_COUNTS });
  for (const { index, checked } of toSave) {
    prepared.set(index, await mediaOf(checked, context.zip, context.deps.storage));
  }
  return prepared;
}

const ZERO_COUNTS: Counts = { processed: 0, imported: 0, duplicates: 0, overCap: 0, failed: 0 };

const storedKeys = ({ media }: Media) =>
  [
    media.video,
    media.image,
    media.screenshot,
    media.viewport,
    media.thumbnail,
    ...(media.emailImages ?? []),
  ]
    .filter((file) => file !== undefined)
    .map((file) => file.key);

/** Saves one batch in one transaction, its files stored before it (prepareMedia). */
async function saveBatch(
  job: { id: string; teamId: string; userId: string | null },
  batch: BatchItem[],
  state: { seen: Set<string>; counts: Counts; failures: Failure[] },
  context: { collections: Map<string, string>; zip: ZipReader | null; deps: ImportDeps },
) {
  const prepared = await prepareMedia(job, batch, state.seen, context);
  const stored = [...prepared.values()].flatMap(storedKeys);
  const kept = new Set<string>();
  const created: string[] = [];
  // Each new swipe's tags and collections, whose counts its event carries.
  const moved = new Map<string, { tagIds: string[]; collectionIds: string[] }>();
  const counts = { ...state.counts };
  let failures: Failure[] = [];
  const seen = new Set(state.seen);
  try {
    await prisma().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${job.teamId}::uuid FOR UPDATE`;
        for (const address of await addressesHeld(tx, job.teamId, batch)) seen.add(address);
        const room = await swipeRoom(tx, job.teamId, context.deps.settings.freeSwipeLimit);
        const chosen = choose(batch, seen, room, counts);
        failures = chosen.failures;
        const toSave = chosen.toSave.map(({ checked }) => checked);
        const tags = await tagIds(
          tx,
          job.teamId,
          toSave.flatMap((checked) => checked.tags),
        );
        const now = new Date();
        const rows: Prisma.SwipeCreateManyInput[] = [];
        const tagLinks: { swipeId: string; tagId: string }[] = [];
        const collectionLinks: { swipeId: string; collectionId: string }[] = [];
        const captures: { id: string; kind: ImportItem['kind'] }[] = [];
        const reads: string[] = [];
        const videos: string[] = [];
        for (const { index, checked } of chosen.toSave) {
          const { item } = checked;
          // Not prepared only when the team gained room since (swipes deleted meanwhile).
          const files =
            prepared.get(index) ?? (await mediaOf(checked, context.zip, context.deps.storage));
          for (const key of storedKeys(files)) kept.add(key);
          const { media, emailHtml } = files;
          const captured = Boolean(media.screenshot || media.viewport || media.image);
          const capture =
            (!captured && needsCapture(item.kind, checked.url)) || Boolean(item.emailHtml);
          const readImages = imagesToRead(media).length > 0 && !item.imageText;
          const id = uuid7();
          rows.push({
            id,
            teamId: job.teamId,
            authorId: job.userId,
            kind: item.kind,
            title: checked.title,
            url: checked.url,
            source: item.source ?? (checked.url ? sourceOf(checked.url) : null),
            notes: checked.notes,
            createdVia: 'IMPORT',
            captureStatus: capture ? 'PENDING' : captured ? 'DONE' : 'NONE',
            media: media as Prisma.InputJsonValue,
            bodyText: item.bodyText ?? null,
            emailHtml,
            emailText: item.emailText ?? null,
            imageText: item.imageText ?? null,
            imageTextStatus: item.imageText ? 'DONE' : readImages ? 'PENDING' : 'NONE',
            ...(item.kind === 'VIDEO'
              ? media.video
                ? { videoStatus: 'PROCESSING' as const }
                : { videoStatus: 'FAILED' as const, videoFailure: VIDEO_NOT_IN_EXPORT }
              : {}),
            createdAt: item.createdAt ?? now,
          });
          for (const title of checked.tags) {
            const tagId = tags.get(tagKey(title));
            if (tagId) tagLinks.push({ swipeId: id, tagId });
          }
          for (const key of new Set(item.collections.map(collectionKey))) {
            const collectionId = context.collections.get(key);
            if (collectionId) collectionLinks.push({ swipeId: id, collectionId });
          }
          if (capture) captures.push({ id, kind: item.kind });
          if (readImages) reads.push(id);
          if (item.kind === 'VIDEO' && media.video) videos.push(id);
          created.push(id);
        }
        // One statement each for the batch's swipes, their links and their capture jobs.
        await tx.swipe.createMany({ data: rows });
        if (rows.length)
          await recordActivity(tx, {
            teamId: job.teamId,
            kind: 'SWIPE_ADDED',
            actorId: job.userId,
            swipeId: rows.length === 1 ? created[0] : null,
            data: { count: rows.length, ...(rows.length === 1 ? { title: rows[0]?.title } : {}) },
          });
        await tx.swipeTag.createMany({ data: tagLinks });
        await tx.swipeCollection.createMany({ data: collectionLinks });
        const movedBy = (swipeId: string) => {
          const entry = moved.get(swipeId) ?? { tagIds: [], collectionIds: [] };
          moved.set(swipeId, entry);
          return entry;
        };
        for (const link of tagLinks) movedBy(link.swipeId).tagIds.push(link.tagId);
        for (const link of collectionLinks)
          movedBy(link.swipeId).collectionIds.push(link.collectionId);
        await enqueueCaptures(tx, captures);
        for (const id of reads) await enqueueImageText(tx, id);
        for (const id of videos) await enqueueVideo(tx, id);
        counts.imported += rows.length;
        await tx.importJob.update({
          where: { id: job.id },
          data: {
            ...counts,
            ...(failures.length
              ? {
                  report: {
                    failures: [...state.failures, ...failures].slice(0, FAILURES_KEPT),
                  } as unknown as Prisma.InputJsonValue,
                }
              : {}),
          },
        });
      },
      { timeout: 120_000 },
    );
  } catch (error) {
    for (const key of new Set([...stored, ...kept])) {
      await context.deps.storage.delete(SWIPE_IMAGE, key);
    }
    throw error;
  }
  for (const key of stored) if (!kept.has(key)) await context.deps.storage.delete(SWIPE_IMAGE, key);
  state.counts = counts;
  state.seen = seen;
  state.failures = [...state.failures, ...failures].slice(0, FAILURES_KEPT);
  for (const id of created)
    publishTeamEvent(job.teamId, { kind: 'SWIPE_CREATED', id, ...moved.get(id) });
}

async function finish(importId: string, data: Prisma.ImportJobUpdateManyMutationInput) {
  await prisma().importJob.updateMany({
    where: { id: importId, status: { in: ['QUEUED', 'RUNNING'] } },
    data: { ...data, finishedAt: new Date() },
  });
}

/**
 * Runs (or, after a crash, resumes) an import. `lastAttempt`: an unexpected error ends the
 * import as failed rather than leaving it to a retry.
 */
export async function runImport(importId: string, deps: ImportDeps, lastAttempt: boolean) {
  const job = await prisma().importJob.findUnique({ where: { id: importId } });
  const file = importFilePath(deps.dataDir, importId);
  /** Once the import has ended: its file is no longer needed anywhere. */
  const discard = async () => {
    await rm(file, { force: true });
    if (job?.fileKey) await deps.storage.delete(IMPORT_UPLOAD, job.fileKey);
  };
  if (!job || !['QUEUED', 'RUNNING'].includes(job.status)) {
    await discard();
    return;
  }
  await prisma().importJob.update({ where: { id: importId }, data: { status: 'RUNNING' } });
  let zip: ZipReader | null = null;
  try {
    if (job.fileKey) await download(deps.storage, job.fileKey, file);
    let parsed: ParsedImport;
    try {
      ({ parsed, zip } = await parseImportFile(file));
    } catch (error) {
      if (!(error instanceof ImportFormatError)) throw error;
      await finish(importId, { status: 'FAILED', error: error.message });
      await discard();
      return;
    }
    const checked = parsed.items.map((item, index) => ({ index, checked: checkItem(item) }));
    await prisma().importJob.update({
      where: { id: importId },
      data: { format: parsed.format, total: parsed.items.length },
    });
    const collections = await ensureCollections(job.teamId, parsed);
    const state = {
      seen: new Set<string>(),
      counts: {
        processed: job.processed,
        imported: job.imported,
        duplicates: job.duplicates,
        overCap: job.overCap,
        failed: job.failed,
      },
      failures: ((job.report as { failures?: Failure[] } | null)?.failures ?? []) as Failure[],
    };
    // A resumed run: the items before `processed` were saved or counted already.
    for (const { checked: entry } of checked.slice(0, job.processed)) {
      if ('url' in entry && entry.url)
        for (const a of pageAddressVariants(entry.url)) state.seen.add(a);
    }
    for (let start = job.processed; start < checked.length; start += IMPORT_BATCH) {
      const current = await prisma().importJob.findUnique({
        where: { id: importId },
        select: { status: true },
      });
      if (current?.status !== 'RUNNING') break;
      await saveBatch(job, checked.slice(start, start + IMPORT_BATCH), state, {
        collections,
        zip,
        deps,
      });
    }
    await finish(importId, { status: 'DONE' });
    await discard();
  } catch (error) {
    if (!lastAttempt) throw error;
    console.error('Import failed', error);
    await finish(importId, {
      status: 'FAILED',
      error: 'The import stopped on an unexpected error. What was saved before it stays.',
    });
    await discard();
  } finally {
    await zip?.close();
    // A retry may run on another instance: it fetches the file again.
    if (job.fileKey) await rm(file, { force: true });
  }
}

/** Copies the uploaded file from the storage to this instance's disk, where the parsers read it. */
async function download(storage: Storage, key: string, file: string) {
  const blob = await storage.open(IMPORT_UPLOAD, key);
  if (!blob) throw new Error(`The import's file ${key} is missing from the storage`);
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(blob.stream, createWriteStream(file));
}
