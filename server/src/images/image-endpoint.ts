import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  assertStorageKey,
  isStorageKey,
  publicFilePath,
  type Storage,
  type StoredBlob,
  SWIPE_IMAGE,
} from '../storage/storage.js';
import { mayReadFile } from './file-access.js';
import { BUSY, ResizeSlots } from './resize-slots.js';
import {
  CONTENT_TYPES,
  type ImageFormat,
  MAX_ANIMATION_PIXELS,
  sniffImageFormat,
  WEBP_MAX_DIMENSION,
} from './upload-rules.js';
import { DEFAULT_QUALITY, signatureHolds, signedImagePath } from './variant-signing.js';
import { isVideoKey, serveVideoFile } from './video-file.js';

/**
 * Two routes:
 * - `GET /files/<namespace>/<key>`: a stored blob as it was stored (the public path of an
 *   original; see `publicFilePath`).
 * - `GET /_next/image?url=/files/swipe_image/<key>?s=<signature>&w=<width>&q=<quality>`: a stored
 *   image resized to one of the spec's widths (never wider than the original), as WebP. Only
 *   for the signed paths the app hands out (variant-signing.ts): anything else is 400. WebP cannot exceed
 *   16383 px, so a taller result (long page screenshots) is JPEG, or PNG when it has alpha.
 *   Variants are cached on disk under `<dataDir>/cache/images/`, keyed by key, width, quality
 *   and requested format, so each is encoded once.
 * Both answer with `Cache-Control: public, max-age=31536000, immutable` and an ETag: a key's
 * content never changes. Both ask `mayReadFile` (file-access.ts) first, so a resized copy is
 * refused exactly when its original is (404), cached or not.
 *
 * Only the spec's widths and `ALLOWED_QUALITIES` are made (anything else: 400), so one image
 * has at most 16 × 3 variants. Resizes run in a few slots (`ResizeSlots`: the core count by
 * default); a request that finds them and their queue full answers 503 with Retry-After.
 */

/** Spec section 9. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
/** The qualities the endpoint makes: the default, a lighter one and a sharper one. */
export const ALLOWED_QUALITIES: readonly number[] = [50, DEFAULT_QUALITY, 90];
/** Resizes running at once by default: one per core. */
export const DEFAULT_CONCURRENT_RESIZES = availableParallelism();
/**
 * Resizes waiting for a slot by default: enough for a page of new pictures (a grid asks for 24
 * at once), bounded so a flood is refused early instead of holding sockets for minutes.
 */
export const DEFAULT_WAITING_RESIZES = 64;
/** Seconds a refused resize is told to wait before asking again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
export const IMAGE_ENDPOINT_PATH = '/_next/image';
export const FILES_PATH_PREFIX = '/files/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const IMAGE_ENDPOINT_MESSAGES = {
  urlRequired: 'The url parameter is required.',
  onlyStored: 'Only stored images can be resized.',
  widthRequired: 'The w parameter (width) is required.',
  widthNotAllowed: `The w parameter (width) must be one of ${ALLOWED_WIDTHS.join(', ')}.`,
  badQuality: `The q parameter (quality) must be one of ${ALLOWED_QUALITIES.join(', ')}.`,
  unsigned:
    'The url parameter must be an image path as the app gives it, signed (/files/swipe_image/<key>?s=…).',
  badSignature: "The url parameter's signature does not match its image and the q parameter.",
  notFound: 'Image not found.',
  busy: 'The server is busy resizing other images. Try again in a few seconds.',
} as const;

/** The format a variant is asked for; only WebP for now (AVIF negotiation would add a second). */
export type VariantFormat = 'webp';

export interface ImageVariant {
  key: string;
  width: number;
  quality: number;
  format: VariantFormat;
}

export interface ImageHandlerOptions {
  storage: Storage;
  dataDir: string;
  /** Called each time a variant is encoded (not when it comes from the disk cache). */
  onEncode?: (variant: ImageVariant) => void;
  /** Resizes running at once (default: the core count). */
  maxConcurrentResizes?: number;
  /** Resizes waiting for a slot before requests are refused with 503 (default 64). */
  maxWaitingResizes?: number;
}

export type ImageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<boolean>;

/** `/files/swipe_image/<key>`, and the query of its signed form (`?s=…`). */
const storedImagePath = /^\/files\/swipe_image\/([^/?]+)(?:\?(.*))?$/;
const filesPath = /^\/files\/([^/]+)\/([^/]+)$/;

/** The endpoint's URL for a stored image at one width (signed). */
export function imageEndpointUrl(key: string, width: number, quality = DEFAULT_QUALITY) {
  const url = signedImagePath(key, quality);
  const params = new URLSearchParams({ url, w: String(width), q: String(quality) });
  return `${IMAGE_ENDPOINT_PATH}?${params}`;
}

/** Where the disk cache keeps one variant. */
export function variantCacheFile(dataDir: string, variant: ImageVariant) {
  return path.resolve(
    dataDir,
    'cache',
    'images',
    SWIPE_IMAGE,
    variant.key,
    `w${variant.width}-q${variant.quality}-${variant.format}`,
  );
}

/**
 * Removes every cached variant of a stored image. Call it after deleting the image from storage:
 * the cache answers without asking storage.
 */
export async function purgeImageVariants(dataDir: string, key: string) {
  assertStorageKey(key);
  await rm(
    path.dirname(variantCacheFile(dataDir, { key, width: 16, quality: 1, format: 'webp' })),
    {
      recursive: true,
      force: true,
    },
  );
}

function text(res: ServerResponse, status: number, message: string) {
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(message);
}

function etagOf(data: Buffer) {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(req: IncomingMessage, etag: string) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendImage(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  contentType: string,
  extra: Record<string, string> = {},
) {
  const etag = etagOf(body);
  const headers = {
    'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...extra,
  };
  if (matchesEtag(req, etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': contentType, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function writeAtomically(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Resizes a stored image for one variant; the output format is in its magic bytes. */
async function encodeVariant(source: StoredBlob, variant: ImageVariant): Promise<Buffer> {
  const input = { limitInputPixels: MAX_ANIMATION_PIXELS } as const;
  const meta = await sharp(source.data, { ...input, animated: true }).metadata();
  const pages = meta.pages ?? 1;
  const animated = pages > 1 && (meta.format === 'gif' || meta.format === 'webp');
  let frameWidth = meta.width ?? 1;
  let frameHeight = meta.pageHeight ?? meta.height ?? 1;
  if ((meta.orientation ?? 1) >= 5) [frameWidth, frameHeight] = [frameHeight, frameWidth];
  const width = Math.min(variant.width, frameWidth);
  const height = Math.ceil((frameHeight * width) / frameWidth);

  let format: ImageFormat = 'webp';
  if (width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
    format = animated ? 'gif' : meta.hasAlpha ? 'png' : 'jpeg';
  }
  const pipeline = sharp(source.data, { ...input, animated })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  if (format === 'webp') pipeline.webp({ quality: variant.quality });
  else if (format === 'jpeg') pipeline.jpeg({ quality: variant.quality, mozjpeg: true });
  else if (format === 'png') pipeline.png();
  else pipeline.gif();
  return pipeline.toBuffer();
}

export function createImageHandler(options: ImageHandlerOptions): ImageHandler {
  const { storage, dataDir, onEncode } = options;
  const slots = new ResizeSlots(
    options.maxConcurrentResizes ?? DEFAULT_CONCURRENT_RESIZES,
    options.maxWaitingResizes ?? DEFAULT_WAITING_RESIZES,
  );
  /** Variants being encoded, so concurrent requests for one variant encode it once. */
  const inFlight = new Map<string, Promise<Buffer | null | typeof BUSY>>();

  async function variantBytes(
    variant: ImageVariant,
  ): Promise<{ body: Buffer; hit: boolean } | null | typeof BUSY> {
    const file = variantCacheFile(dataDir, variant);
    const cached = await readFile(file).catch(() => null);
    if (cached) return { body: cached, hit: true };
    let pending = inFlight.get(file);
    if (!pending) {
      pending = slots
        .run(async () => {
          const source = await storage.get(SWIPE_IMAGE, variant.key);
          if (!source) return null;
          const body = await encodeVariant(source, variant);
          onEncode?.(variant);
          await writeAtomically(file, body);
          return body;
        })
        .finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    const body = await pending;
    return body === BUSY ? BUSY : body ? { body, hit: false } : null;
  }

  async function serveVariant(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = url.searchParams;
    const source = params.get('url');
    if (!source) return text(res, 400, IMAGE_ENDPOINT_MESSAGES.urlRequired);
    const [, key, query] = storedImagePath.exec(source) ?? [];
    if (!key || !isStorageKey(key)) return text(res, 400, IMAGE_ENDPOINT_MESSAGES.onlyStored);
    const signed = new URLSearchParams(query ?? '');
    if ([...signed.keys()].some((name) => name !== 's')) {
      return text(res, 400, IMAGE_ENDPOINT_MESSAGES.onlyStored);
    }
    const signature = signed.get('s');
    if (!signature) return text(res, 400, IMAGE_ENDPOINT_MESSAGES.unsigned);

    const w = params.get('w');
    if (!w) return text(res, 400, IMAGE_ENDPOINT_MESSAGES.widthRequired);
    const width = /^[1-9]\d{0,4}$/.test(w) ? Number(w) : Number.NaN;
    if (!ALLOWED_WIDTHS.includes(width)) {
      return text(res, 400, IMAGE_ENDPOINT_MESSAGES.widthNotAllowed);
    }
    const q = params.get('q');
    const quality =
      q === null ? DEFAULT_QUALITY : /^[1-9]\d{0,2}$/.test(q) ? Number(q) : Number.NaN;
    if (!ALLOWED_QUALITIES.includes(quality)) {
      return text(res, 400, IMAGE_ENDPOINT_MESSAGES.badQuality);
    }
    if (!signatureHolds(publicFilePath(SWIPE_IMAGE, key), quality, signature)) {
      return text(res, 400, IMAGE_ENDPOINT_MESSAGES.badSignature);
    }

    // The original's rule, before the cache: a copy never outlives or outranks its file.
    if (!mayReadFile(SWIPE_IMAGE, key) || !(await storage.exists(SWIPE_IMAGE, key))) {
      return text(res, 404, IMAGE_ENDPOINT_MESSAGES.notFound);
    }
    const found = await variantBytes({ key, width, quality, format: 'webp' });
    if (found === BUSY) {
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return text(res, 503, IMAGE_ENDPOINT_MESSAGES.busy);
    }
    if (!found) return text(res, 404, IMAGE_ENDPOINT_MESSAGES.notFound);
    const format = sniffImageFormat(found.body) ?? 'webp';
    sendImage(req, res, found.body, CONTENT_TYPES[format], {
      'X-Image-Cache': found.hit ? 'HIT' : 'MISS',
    });
  }

  async function serveOriginal(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, namespace = '', key = ''] = filesPath.exec(url.pathname) ?? [];
    if (!mayReadFile(namespace, key)) return text(res, 404, IMAGE_ENDPOINT_MESSAGES.notFound);
    if (isVideoKey(key)) {
      const headers = {
        'Cache-Control': IMMUTABLE_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      };
      if (await serveVideoFile(req, res, storage, namespace, key, headers)) return;
      return text(res, 404, IMAGE_ENDPOINT_MESSAGES.notFound);
    }
    const blob = await storage.get(namespace, key);
    if (!blob) return text(res, 404, IMAGE_ENDPOINT_MESSAGES.notFound);
    sendImage(req, res, blob.data, blob.contentType);
  }

  return async (req, res, url) => {
    const variant = url.pathname === IMAGE_ENDPOINT_PATH;
    if (!variant && !url.pathname.startsWith(FILES_PATH_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return true;
    }
    if (variant) await serveVariant(req, res, url);
    else await serveOriginal(req, res, url);
    return true;
  };
}
