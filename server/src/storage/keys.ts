import { randomBytes } from 'node:crypto';
import { VIDEO_CONTENT_TYPES } from '@swipestack/common/uploads';

/** Stored images and videos of swipes (the spec's `swipe_image` bucket). */
export const SWIPE_IMAGE = 'swipe_image';

/**
 * Finished export ZIPs (docs/export.md): never served by `/files/`, only downloaded by the user
 * who asked for them, through their export job.
 */
export const SWIPE_EXPORT = 'swipe_export';

/**
 * Uploaded import files (docs/import.md), from the upload until their import ends, so that
 * whichever instance runs the import job reads them. Never served by `/files/`.
 */
export const IMPORT_UPLOAD = 'import_upload';

/**
 * Images shared to the installed app and not saved yet (docs/share.md), until their pending
 * share is saved or expires. Never served by `/files/`, only to the share's owner.
 */
export const SHARE_UPLOAD = 'share_upload';

/** The content type import files are stored under: any format, read by the importers alone. */
export const IMPORT_FILE_TYPE = 'application/vnd.swipestack.import';

/** The fixed set of namespaces; anything else is refused. */
export const NAMESPACES = [SWIPE_IMAGE, SWIPE_EXPORT, IMPORT_UPLOAD, SHARE_UPLOAD] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Content types a blob may have, and the key extension that keeps each one. */
const extensionByType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  // video/mp4 → mp4, video/webm → webm, video/quicktime → mov
  ...Object.fromEntries(Object.entries(VIDEO_CONTENT_TYPES).map(([ext, type]) => [type, ext])),
  'application/zip': 'zip',
  [IMPORT_FILE_TYPE]: 'import',
};

const typeByExtension: Record<string, string> = Object.fromEntries(
  Object.entries(extensionByType).map(([type, ext]) => [ext, type]),
);

/**
 * Generated keys: 24 characters of lowercase base32 (120 random bits) and an extension naming
 * the content type, e.g. `k3m9…q2a.webp`. Nothing from user input ever becomes part of a key.
 */
export const STORAGE_KEY_PATTERN =
  /^[a-z2-7]{24}\.(?:jpg|png|webp|gif|avif|mp4|webm|mov|zip|import)$/;

export class StorageError extends Error {
  override name = 'StorageError';
}

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY_PATTERN.test(value);
}

export function assertNamespace(namespace: string): asserts namespace is Namespace {
  if (!isNamespace(namespace)) throw new StorageError(`Unknown storage namespace: ${namespace}`);
}

export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new StorageError('Invalid storage key.');
}

function normalizeContentType(contentType: string) {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new random key for a blob of this content type. */
export function generateKey(contentType: string): string {
  const type = normalizeContentType(contentType);
  const ext = extensionByType[type];
  if (!ext) throw new StorageError(`Content type not storable: ${contentType}`);
  const bytes = randomBytes(15); // 120 bits = 24 base32 characters
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${out}.${ext}`;
}

/** The extension a stored file of this content type has (`bin` for a type never stored). */
export const extensionOfType = (contentType: string) =>
  extensionByType[normalizeContentType(contentType)] ?? 'bin';

/** The content type a generated key stands for. */
export function contentTypeOfKey(key: string): string {
  return typeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Public path a stored blob is served at (see images/image-endpoint.ts). */
export function publicFilePath(namespace: Namespace, key: string): string {
  return `/files/${namespace}/${key}`;
}
