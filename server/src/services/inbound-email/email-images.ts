import { createHash, randomBytes } from 'node:crypto';
import { guardedFetch } from '../../capture/guarded-fetch.js';
import { createUrlGuard } from '../../capture/ssrf-guard.js';
import type { Config } from '../../config.js';
import type { InboundMessage } from '../../email/parse-inbound.js';
import { sanitizeEmailHtml } from '../../email/sanitize-email-html.js';
import { looksLikeOpenTracker } from '../../email/tracking-pixels.js';
import { type NormalizedImage, validateAndNormalizeUpload } from '../../images/upload-rules.js';
import { publicFilePath, type Storage, SWIPE_IMAGE } from '../../storage/storage.js';
import type { EmailImage } from '../swipes/swipe-media.js';

// The images of an inbound email (docs/inbound-email.md), made ready once per message: its
// image parts checked and normalised, its remote images fetched through the SSRF guard (once,
// on arrival) and normalised the same way, its HTML sanitised with every image pointing at a
// placeholder. The images are then stored once (`storeEmailImages`) and every recipient's swipe
// points at the same files; a file is removed with the last swipe using it (swipe-media.ts).

/** Distinct remote image URLs fetched from one message; the rest are dropped. */
export const MAX_REMOTE_IMAGES = 40;
/** Largest remote image kept. */
export const MAX_REMOTE_IMAGE_BYTES = 5 * 1024 * 1024;
/** All remote images of a message together. */
export const MAX_REMOTE_TOTAL_BYTES = 25 * 1024 * 1024;
/** One remote image, redirects included. */
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
/** All remote images of a message: what is not fetched by then is dropped. */
export const REMOTE_IMAGES_TIMEOUT_MS = 30_000;
const CONCURRENT_FETCHES = 4;

export type RemoteImageSettings = {
  config: Pick<Config, 'CAPTURE_ALLOW_PRIVATE_ADDRESSES'>;
};

type ReadyImage = {
  image: NormalizedImage;
  filename: string | null;
  /** Shown in the HTML rather than attached (inline parts and remote images). */
  inline: boolean;
  /** Fetched from the sender's server: stored only where the HTML shows it. */
  remote: boolean;
};

export interface PreparedEmail {
  /** Sanitised HTML whose images are placeholders (see `storeEmailImages`), or null. */
  html: string | null;
  images: ReadyImage[];
  placeholder: RegExp;
}

const remoteUrl = (url: string) => {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute) || !URL.canParse(absolute)) return null;
  return new URL(absolute).href;
};

/** At most 1×1 pixels: a tracking pixel or a spacer, not a picture. */
const isPixel = (image: NormalizedImage) => image.width <= 1 && image.height <= 1;

async function fetchRemoteImages(urls: string[], settings: RemoteImageSettings) {
  const guard = createUrlGuard({ allowPrivate: settings.config.CAPTURE_ALLOW_PRIVATE_ADDRESSES });
  const signal = AbortSignal.timeout(REMOTE_IMAGES_TIMEOUT_MS);
  const fetched = new Map<string, NormalizedImage>();
  let totalBytes = 0;
  const queue = urls.slice(0, MAX_REMOTE_IMAGES);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await guardedFetch(url, {
        guard,
        maxBytes: MAX_REMOTE_IMAGE_BYTES,
        timeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
        signal,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
      });
      if (!response.ok) continue;
      totalBytes += response.data.length;
      if (totalBytes > MAX_REMOTE_TOTAL_BYTES) continue;
      const checked = await validateAndNormalizeUpload(response.data);
      if (checked.ok && !isPixel(checked.image)) fetched.set(url, checked.image);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FETCHES }, worker));
  return fetched;
}

/**
 * Gets a message's images ready and sanitises its HTML (placeholders for images). Remote
 * images are fetched here, so call it only once the message will be saved for someone.
 */
export async function prepareEmail(
  message: InboundMessage,
  settings: RemoteImageSettings,
): Promise<PreparedEmail> {
  const nonce = randomBytes(12).toString('hex');
  const images: ReadyImage[] = [];
  const placeholderOf = (index: number) => `/files/swipe_image/${nonce}-${index}.pending`;

  const cids = new Map<string, number>();
  for (const part of message.images) {
    // Same rules as uploads: recognised by content, bounded, re-encoded; others are skipped.
    const checked = await validateAndNormalizeUpload(part.data);
    if (!checked.ok) continue;
    images.push({
      image: checked.image,
      filename: part.filename?.slice(0, 200) ?? null,
      inline: part.inline,
      remote: false,
    });
    if (part.cid) cids.set(part.cid.toLowerCase(), images.length - 1);
  }
  if (!message.html) return { html: null, images, placeholder: placeholderRegExp(nonce) };

  // First pass: sanitise, resolve cid: links, collect the remote images that survive it.
  const remote = new Set<string>();
  let html = sanitizeEmailHtml(message.html, {
    dropForwardHeader: message.forwarded,
    resolveImage: (url) => {
      if (/^cid:/i.test(url)) {
        let cid = url.slice(4);
        try {
          cid = decodeURIComponent(cid);
        } catch {}
        const index = cids.get(cid.toLowerCase());
        return index === undefined ? null : placeholderOf(index);
      }
      const absolute = remoteUrl(url);
      if (!absolute || looksLikeOpenTracker(absolute)) return null;
      remote.add(absolute);
      return absolute;
    },
  });
  if (remote.size) {
    // Second pass over the sanitised copy: remote images become our copies, or nothing.
    const fetched = await fetchRemoteImages([...remote], settings);
    // The same picture at several addresses (a redirect, a tracking parameter) is kept once.
    const indexByUrl = new Map<string, number>();
    const indexByHash = new Map<string, number>();
    for (const [url, image] of fetched) {
      const hash = createHash('sha256').update(image.data).digest('hex');
      let index = indexByHash.get(hash);
      if (index === undefined) {
        index = images.push({ image, filename: null, inline: true, remote: true }) - 1;
        indexByHash.set(hash, index);
      }
      indexByUrl.set(url, index);
    }
    html = sanitizeEmailHtml(html, {
      resolveImage: (url) => {
        if (url.startsWith(`/files/swipe_image/${nonce}-`)) return url;
        const absolute = remoteUrl(url);
        const index = absolute ? indexByUrl.get(absolute) : undefined;
        return index === undefined ? null : placeholderOf(index);
      },
    });
  }
  return { html, images, placeholder: placeholderRegExp(nonce) };
}

function placeholderRegExp(nonce: string) {
  return new RegExp(`/files/swipe_image/${nonce}-(\\d+)\\.pending`, 'g');
}

/**
 * Stores a prepared email's images for one swipe and returns them with its HTML pointing at
 * them. Images the HTML does not show and that were not attached are not stored. On an error
 * the files stored so far are deleted again.
 */
export async function storeEmailImages(storage: Storage, prepared: PreparedEmail) {
  const used = new Set<number>();
  for (const match of prepared.html?.matchAll(prepared.placeholder) ?? []) {
    used.add(Number(match[1]));
  }
  const files: EmailImage[] = [];
  const pathOf = new Map<number, string>();
  try {
    for (const [index, ready] of prepared.images.entries()) {
      // Every image part is kept; remote images only where the HTML shows them.
      if (ready.remote && !used.has(index)) continue;
      const { data, contentType, width, height } = ready.image;
      const { key } = await storage.put(SWIPE_IMAGE, data, contentType);
      files.push({
        key,
        width,
        height,
        contentType,
        filename: ready.filename,
        inline: ready.inline,
      });
      pathOf.set(index, publicFilePath(SWIPE_IMAGE, key));
    }
  } catch (error) {
    for (const file of files) await storage.delete(SWIPE_IMAGE, file.key);
    throw error;
  }
  const html =
    prepared.html?.replace(prepared.placeholder, (_match, index: string) => {
      return pathOf.get(Number(index)) ?? '';
    }) ?? null;
  return { files, html };
}
