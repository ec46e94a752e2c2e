import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FIELD_LIMITS } from '@swipestack/common/limits';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@swipestack/common/uploads';
import { z } from 'zod';
import { prisma } from '../../db/client.js';
import { validateAndNormalizeUpload } from '../../images/upload-rules.js';
import { SHARE_UPLOAD, type Storage, type StoredBlob } from '../../storage/storage.js';
import type { ServiceResult } from '../errors.js';
import { FieldError, NotFoundError } from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';

/** How long a pending share waits to be saved. */
export const SHARE_TTL_HOURS = 24;
/** The most images one share may hold. */
export const MAX_SHARE_FILES = 10;
/** The largest share request: a few full-size images and the fields. */
export const MAX_SHARE_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES;

export const SHARE_MESSAGES = {
  empty: 'Nothing was shared: no link, text or image arrived.',
  tooManyFiles: `A share can hold at most ${MAX_SHARE_FILES} images.`,
  requestTooLarge: `A share can be at most ${MAX_SHARE_REQUEST_BYTES / 1024 / 1024} MB in all.`,
  notFound: `This shared item is not here any more: shared items wait ${SHARE_TTL_HOURS} hours to be saved. Share it again.`,
} as const;

export interface SharedFile {
  data: Buffer;
  name: string;
}

/** What a share carries, as the share sheet sends it (every field optional). */
export interface SharedContent {
  title?: string | null | undefined;
  text?: string | null | undefined;
  url?: string | null | undefined;
}

/** Who is sharing: a signed-in user, or a signed-out visitor (then a claim secret is made). */
export type Sharer = { userId: string | null; claimSecret?: string | undefined };

const storedFile = z.object({ key: z.string(), contentType: z.string(), name: z.string() });
const storedFiles = z.array(storedFile);
type StoredFile = z.infer<typeof storedFile>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameHash(hash: string, secret: string | undefined) {
  if (!secret) return false;
  const a = Buffer.from(hash);
  const b = Buffer.from(sha256(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/i;

/**
 * The fields trimmed, at most their swipe limits; a share with no `url` whose text holds one
 * (Android apps often send the link inside `text`) gets it as its URL, and the text loses it.
 */
export function cleanSharedContent(input: SharedContent) {
  const clip = (value: string | null | undefined, max: number) =>
    value?.trim().slice(0, max) || null;
  let url = clip(input.url, FIELD_LIMITS.swipeUrl);
  let text = input.text?.trim() || null;
  if (!url && text) {
    const found = URL_IN_TEXT.exec(text)?.[0];
    if (found) {
      url = found.slice(0, FIELD_LIMITS.swipeUrl);
      text = text.replace(found, '').trim() || null;
    }
  }
  return {
    title: clip(input.title, FIELD_LIMITS.swipeTitle),
    text: text ? text.slice(0, FIELD_LIMITS.swipeNotes) : null,
    url,
  };
}

/** Removes expired pending shares and their files (run before each new share is kept). */
export async function deleteExpiredShares(storage: Storage, now = new Date()) {
  const expired = await prisma().pendingShare.findMany({
    where: { expiresAt: { lt: now } },
    select: { id: true, files: true },
    take: 100,
  });
  for (const share of expired) await discardShare(share, storage);
}

/** Deletes a pending share and its files. */
export async function discardShare(share: { id: string; files: unknown }, storage: Storage) {
  await prisma().pendingShare.deleteMany({ where: { id: share.id } });
  for (const file of storedFiles.parse(share.files)) await storage.delete(SHARE_UPLOAD, file.key);
}

/**
 * Keeps what the share sheet sent as a pending share: each file must be an image the web's
 * upload accepts (checked and re-encoded by the same rules); one refused file refuses the share
 * and nothing is kept (a file over the size limit: field `fileSize`). Signed out, the share is held for whoever signs in with its claim
 * secret (the caller puts it in an HttpOnly cookie).
 */
export async function receiveShare(
  sharer: Sharer,
  content: SharedContent,
  files: SharedFile[],
  storage: Storage,
): Promise<ServiceResult<{ shareId: string; claimSecret: string | null }, FieldError>> {
  const fields = cleanSharedContent(content);
  if (!fields.url && !fields.text && !fields.title && files.length === 0) {
    return { ok: false, errors: [new FieldError('share', SHARE_MESSAGES.empty)] };
  }
  if (files.length > MAX_SHARE_FILES) {
    return { ok: false, errors: [new FieldError('files', SHARE_MESSAGES.tooManyFiles)] };
  }
  const checked = [];
  for (const file of files) {
    const result = await validateAndNormalizeUpload(file.data);
    if (!result.ok) {
      const field = result.message === UPLOAD_MESSAGES.tooManyBytes ? 'fileSize' : 'files';
      const named = file.name ? `${file.name}: ${result.message}` : result.message;
      return { ok: false, errors: [new FieldError(field, named)] };
    }
    checked.push({ name: file.name, image: result.image });
  }
  await deleteExpiredShares(storage);

  const stored: StoredFile[] = [];
  try {
    for (const { name, image } of checked) {
      const { key } = await storage.put(SHARE_UPLOAD, image.data, image.contentType);
      stored.push({ key, contentType: image.contentType, name: name.slice(0, 200) });
    }
    const claimSecret = sharer.userId ? null : randomBytes(24).toString('base64url');
    const share = await prisma().pendingShare.create({
      data: {
        userId: sharer.userId,
        claimHash: claimSecret ? sha256(claimSecret) : null,
        ...fields,
        files: stored,
        expiresAt: new Date(Date.now() + SHARE_TTL_HOURS * 3600_000),
      },
      select: { id: true },
    });
    return { ok: true, value: { shareId: share.id, claimSecret } };
  } catch (error) {
    for (const file of stored) await storage.delete(SHARE_UPLOAD, file.key);
    throw error;
  }
}

const notFound = () => new NotFoundError(SHARE_MESSAGES.notFound);

/**
 * The pending share, for its owner only: the signed-in user it belongs to, or the holder of its
 * claim secret. A signed-in holder of the secret claims it: from then on it is theirs alone.
 * Anyone else, and an expired share, get "not here".
 */
export async function ownShare(sharer: Sharer, shareId: string) {
  const share = await prisma().pendingShare.findUnique({ where: { id: uuidOrNobody(shareId) } });
  if (!share || share.expiresAt <= new Date()) return { ok: false as const, error: notFound() };
  if (share.userId) {
    return share.userId === sharer.userId
      ? { ok: true as const, share }
      : { ok: false as const, error: notFound() };
  }
  if (!share.claimHash || !sameHash(share.claimHash, sharer.claimSecret)) {
    return { ok: false as const, error: notFound() };
  }
  if (!sharer.userId) return { ok: true as const, share };
  // Claimed once: a second sign-in with the same cookie finds it taken.
  const claimed = await prisma().pendingShare.updateMany({
    where: { id: share.id, userId: null, claimHash: share.claimHash },
    data: { userId: sharer.userId, claimHash: null },
  });
  if (claimed.count !== 1) return { ok: false as const, error: notFound() };
  return { ok: true as const, share: { ...share, userId: sharer.userId, claimHash: null } };
}

/** What the save screen shows of a pending share. */
export async function sharePreview(sharer: Sharer, shareId: string) {
  const found = await ownShare(sharer, shareId);
  if (!found.ok) return found;
  const { share } = found;
  return {
    ok: true as const,
    preview: {
      id: share.id,
      title: share.title,
      text: share.text,
      url: share.url,
      files: storedFiles
        .parse(share.files)
        .map((file, index) => ({ index, name: file.name, contentType: file.contentType })),
      expiresAt: share.expiresAt.toISOString(),
      /** Whether it belongs to a signed-in user yet (false: waiting for sign-in). */
      claimed: Boolean(share.userId),
    },
  };
}

/** One of a pending share's images, for its owner. */
export async function shareFile(
  sharer: Sharer,
  shareId: string,
  index: number,
  storage: Storage,
): Promise<StoredBlob | null> {
  const found = await ownShare(sharer, shareId);
  if (!found.ok) return null;
  const file = storedFiles.parse(found.share.files)[index];
  return file ? storage.get(SHARE_UPLOAD, file.key) : null;
}

/** The images of an owned share, read back for saving. */
export async function sharedImages(files: unknown, storage: Storage) {
  const images: { data: Buffer; filename: string; key: string }[] = [];
  for (const file of storedFiles.parse(files)) {
    const blob = await storage.get(SHARE_UPLOAD, file.key);
    if (blob) images.push({ data: blob.data, filename: file.name, key: file.key });
  }
  return images;
}

/**
 * Takes the files already saved out of a pending share (a save stopped midway), so that trying
 * again saves only the rest instead of saving the first ones twice.
 */
export async function forgetSavedFiles(
  share: { id: string; files: unknown },
  savedKeys: readonly string[],
  storage: Storage,
) {
  const rest = storedFiles.parse(share.files).filter((file) => !savedKeys.includes(file.key));
  await prisma().pendingShare.updateMany({ where: { id: share.id }, data: { files: rest } });
  for (const key of savedKeys) await storage.delete(SHARE_UPLOAD, key);
}
