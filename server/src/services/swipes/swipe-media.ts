import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { purgeImageVariants } from '../../images/image-endpoint.js';
import { signedImagePath } from '../../images/variant-signing.js';
import { publicFilePath, SWIPE_IMAGE } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';

/** A file in the swipe_image namespace of the storage driver. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  contentType: string;
}

/** An image an inbound email carried: shown in its HTML (inline, by `cid:`) or attached. */
export interface EmailImage extends StoredImage {
  filename: string | null;
  inline: boolean;
}

/** A VIDEO swipe's file, and what its processing read from it (services/videos/). */
export interface StoredVideo {
  key: string;
  contentType: string;
  bytes: number;
  durationMs?: number;
  width?: number;
  height?: number;
}

/** Frames of a video side by side in one JPEG, for a card's hover scrub. */
export interface VideoStrip extends StoredImage {
  frames: number;
}

/** The `media` JSON of a swipe: its stored files and what a capture found on the page. */
export interface SwipeMedia {
  /** An uploaded video; its poster and strip once processed. */
  video?: StoredVideo;
  poster?: StoredImage;
  strip?: VideoStrip;
  /** An uploaded image. */
  image?: StoredImage;
  /** Full-page screenshot of a captured page. */
  screenshot?: StoredImage;
  /** What a visitor first sees (1280×800). */
  viewport?: StoredImage;
  thumbnail?: StoredImage;
  description?: string | null;
  ogImage?: string | null;
  favicon?: string | null;
  /** Images an inbound email carried. */
  emailImages?: EmailImage[];
  /** The swipe keeps an inbound email's sanitised HTML (served by http/email-html.ts). */
  hasEmailHtml?: boolean;
}

export function parseMedia(value: Prisma.JsonValue | null | undefined): SwipeMedia {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as SwipeMedia) : {};
}

export function toMediaJson(media: SwipeMedia): Prisma.InputJsonValue {
  return media as Prisma.InputJsonValue;
}

/** Every stored file a swipe owns (deleted with it). */
export function mediaKeys(media: SwipeMedia): string[] {
  return [
    media.video,
    media.poster,
    media.strip,
    media.image,
    media.screenshot,
    media.viewport,
    media.thumbnail,
    ...(media.emailImages ?? []),
  ].flatMap((file) => (file ? [file.key] : []));
}

/** A stored picture's path as the API gives it: signed for its resized copies. */
export const mediaPath = (file: Pick<StoredImage, 'key'> | undefined) =>
  file ? signedImagePath(file.key) : null;

/** The picture that stands for a swipe in grids and as a collection cover, if it has one. */
export function thumbnailPath(value: Prisma.JsonValue | null | undefined): string | null {
  const media = parseMedia(value);
  return mediaPath(media.thumbnail ?? media.image ?? media.viewport ?? media.poster);
}

export type FileDeps = Pick<ServiceDeps, 'storage' | 'dataDir'>;

/**
 * Of these email image keys, those a swipe still points at. An inbound message's images are
 * stored once and shared by the swipes of all its recipients (email-swipes.ts).
 */
async function emailImagesInUse(keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await prisma().$queryRaw<{ key: string }[]>`
    SELECT k AS key FROM unnest(${keys}::text[]) AS k
    WHERE EXISTS (
      SELECT 1 FROM swipe
      WHERE kind = 'EMAIL'
        AND media @> jsonb_build_object('emailImages', jsonb_build_array(jsonb_build_object('key', k)))
    )`;
  return new Set(rows.map((row) => row.key));
}

/**
 * Removes a swipe's stored files and their cached variants (after the row is gone). An email
 * image another swipe still points at stays: the last swipe to go removes it. (Each deleter
 * checks after its own row is gone, so of two swipes deleted at once one sees the other gone.)
 */
export async function deleteSwipeFiles(deps: FileDeps, media: SwipeMedia) {
  const shared = await emailImagesInUse((media.emailImages ?? []).map((file) => file.key));
  for (const key of mediaKeys(media)) {
    if (shared.has(key)) continue;
    await deps.storage.delete(SWIPE_IMAGE, key);
    await purgeImageVariants(deps.dataDir, key);
  }
}

/**
 * Copies every stored file of the swipes under new keys: a copy never shares a key with its
 * original, so deleting one leaves the other whole. Returns old key → new key.
 */
export async function copySwipeFiles(files: Pick<FileDeps, 'storage'>, keys: string[]) {
  const copied = new Map<string, string>();
  try {
    for (const key of keys) {
      if (copied.has(key)) continue;
      const blob = await files.storage.get(SWIPE_IMAGE, key);
      if (!blob) continue;
      copied.set(key, (await files.storage.put(SWIPE_IMAGE, blob.data, blob.contentType)).key);
    }
  } catch (error) {
    await dropCopiedFiles(files, copied);
    throw error;
  }
  return copied;
}

export async function dropCopiedFiles(
  files: Pick<FileDeps, 'storage'>,
  copied: Map<string, string>,
) {
  for (const key of copied.values()) await files.storage.delete(SWIPE_IMAGE, key);
}

/** The swipe's media and email HTML pointing at the copied files. */
export function rekeyCopiedMedia(
  media: Prisma.JsonValue,
  html: string | null,
  copied: Map<string, string>,
) {
  const parsed = parseMedia(media);
  const swap = <T extends { key: string }>(file: T): T => {
    const key = copied.get(file.key);
    return key ? { ...file, key } : file;
  };
  let emailHtml = html;
  for (const [from, to] of copied) {
    emailHtml =
      emailHtml?.replaceAll(publicFilePath(SWIPE_IMAGE, from), publicFilePath(SWIPE_IMAGE, to)) ??
      null;
  }
  return {
    media: media
      ? toMediaJson({
          ...parsed,
          video: parsed.video && swap(parsed.video),
          poster: parsed.poster && swap(parsed.poster),
          strip: parsed.strip && swap(parsed.strip),
          image: parsed.image && swap(parsed.image),
          screenshot: parsed.screenshot && swap(parsed.screenshot),
          viewport: parsed.viewport && swap(parsed.viewport),
          thumbnail: parsed.thumbnail && swap(parsed.thumbnail),
          ...(parsed.emailImages ? { emailImages: parsed.emailImages.map(swap) } : {}),
        })
      : undefined,
    emailHtml,
  };
}
