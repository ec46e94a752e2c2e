import { extensionOfType, STORAGE_KEY_PATTERN } from '../../storage/storage.js';
import type { StoredVideo, SwipeMedia } from '../swipes/swipe-media.js';

// Where a swipe's stored files go inside an export ZIP (docs/export.md), and its email HTML
// rewritten to point at them. Paths hold only the swipe's id, a role and a number.

type PictureRole = 'image' | 'screenshot' | 'viewport' | 'thumbnail';
type EmailImageRole = 'emailInline' | 'emailAttachment';
type VideoRole = 'video' | 'poster' | 'strip';
export type ExportFileRole = PictureRole | EmailImageRole | VideoRole;

export interface ExportFile {
  role: ExportFileRole;
  path: string;
  contentType: string;
  /** Unknown only for a video not read yet (PROCESSING). */
  width?: number;
  height?: number;
  /** A video's length in milliseconds, once read. */
  durationMs?: number;
  /** A strip's frame count. */
  frames?: number;
  name?: string;
  /** The file's key in the swipe_image namespace (not exported). */
  key: string;
}

const extensionOf = (file: { contentType: string }) => extensionOfType(file.contentType);

const entry = (
  role: ExportFileRole,
  path: string,
  file: Pick<StoredVideo, 'key' | 'contentType' | 'width' | 'height' | 'durationMs'>,
): ExportFile => ({
  role,
  path,
  contentType: file.contentType,
  ...(file.width ? { width: file.width, height: file.height ?? 0 } : {}),
  ...(file.durationMs ? { durationMs: file.durationMs } : {}),
  key: file.key,
});

/** Every stored file of a swipe, with its path in the ZIP. */
export function exportFilesOf(swipeId: string, media: SwipeMedia): ExportFile[] {
  const files: ExportFile[] = [];
  for (const role of ['image', 'screenshot', 'viewport', 'thumbnail'] as const) {
    const file = media[role];
    if (file) files.push(entry(role, `files/${swipeId}/${role}.${extensionOf(file)}`, file));
  }
  if (media.video) {
    files.push(entry('video', `files/${swipeId}/video.${extensionOf(media.video)}`, media.video));
  }
  if (media.poster) files.push(entry('poster', `files/${swipeId}/poster.jpg`, media.poster));
  if (media.strip) {
    const strip = entry('strip', `files/${swipeId}/strip.jpg`, media.strip);
    files.push({ ...strip, frames: media.strip.frames });
  }
  for (const [index, file] of (media.emailImages ?? []).entries()) {
    const role = file.inline ? 'emailInline' : 'emailAttachment';
    const path = `files/${swipeId}/email-${index + 1}.${extensionOf(file)}`;
    files.push({ ...entry(role, path, file), ...(file.filename ? { name: file.filename } : {}) });
  }
  return files;
}

export const emailHtmlPathOf = (swipeId: string) => `emails/${swipeId}.html`;

/** A stored image's own address: a whole attribute value or `url()` (not inside another URL). */
const STORED_IMAGE_PATH = new RegExp(
  `(?<=^|["'(\\s,])/files/swipe_image/(${STORAGE_KEY_PATTERN.source.slice(1, -1)})`,
  'g',
);

/**
 * An email's stored HTML with each `/files/swipe_image/<key>` pointing at that image inside
 * the ZIP, relative to `emails/` (an address naming no image of the swipe points nowhere).
 */
export function offlineEmailHtml(html: string, files: ExportFile[]): string {
  const pathByKey = new Map(files.map((file) => [file.key, `../${file.path}`]));
  const rewritten = html.replace(STORED_IMAGE_PATH, (_match, key: string) => {
    return pathByKey.get(key) ?? '';
  });
  // Opened from disk there is no Content-Type header to name the encoding.
  if (/<meta[^>]+charset/i.test(rewritten)) return rewritten;
  const head = /<head[^>]*>/i.exec(rewritten);
  const at = head
    ? head.index + head[0].length
    : (/^\s*<!doctype[^>]*>\s*/i.exec(rewritten)?.[0].length ?? 0);
  return `${rewritten.slice(0, at)}<meta charset="utf-8">${head ? '' : '\n'}${rewritten.slice(at)}`;
}
