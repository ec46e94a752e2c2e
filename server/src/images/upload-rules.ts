import {
  MAX_ANIMATION_PIXELS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MESSAGES,
} from '@swipestack/common/uploads';
import sharp, { type Metadata } from 'sharp';

/**
 * The rules an uploaded image must meet, and its normalisation. The limits and messages live in
 * `@swipestack/common/uploads`, which the web app's drop zone states and checks too.
 *
 * - Accepted: JPEG, PNG, WebP, GIF and AVIF, recognised by their content (magic bytes,
 *   confirmed by sharp's header parse). The file name and declared content type are ignored.
 * - At most `MAX_UPLOAD_BYTES` (20 MB) and `MAX_UPLOAD_PIXELS` (50 megapixels per frame; an
 *   animation at most `MAX_ANIMATION_PIXELS` over all frames). Dimensions are read from the
 *   header before anything is decoded, and sharp's `limitInputPixels` guards the decode too,
 *   so a decompression bomb costs a header read.
 * - Damaged or truncated data is refused (the full decode must succeed).
 *
 * Re-encoding (every accepted image; metadata stripped, colour converted to sRGB, pixels
 * rotated by the EXIF orientation):
 * - still JPEG → JPEG (q 90), PNG → PNG, WebP → WebP (q 90), AVIF → AVIF (q 70);
 * - still GIF → PNG (lossless, no palette limits);
 * - animated GIF or WebP → animated WebP (q 90, frame delays and loop count kept), or GIF when a
 *   frame is wider or taller than WebP allows (16383 px).
 * The format is kept for stills because sizes for display are made by the image endpoint;
 * WebP's 16383 px limit would refuse tall full-page screenshots.
 */

export { MAX_ANIMATION_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_MESSAGES };
export type ImageFormat = keyof typeof UPLOAD_CONTENT_TYPES;

/** Largest width or height of a WebP image. */
export const WEBP_MAX_DIMENSION = 16383;

export const CONTENT_TYPES: Record<ImageFormat, string> = UPLOAD_CONTENT_TYPES;

export interface NormalizedImage {
  data: Buffer;
  contentType: string;
  width: number;
  /** Height of one frame. */
  height: number;
  format: ImageFormat;
  animated: boolean;
}

export type UploadResult = { ok: true; image: NormalizedImage } | { ok: false; message: string };

function ascii(data: Buffer, start: number, end: number) {
  return data.length >= end ? data.toString('latin1', start, end) : '';
}

/** The accepted format these bytes are, judged by their magic bytes only; null for anything else. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(data, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (ascii(data, 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8, compatible brands from 16 to the end of the ftyp box.
    const end = Math.min(data.readUInt32BE(0), data.length, 256);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      const brand = ascii(data, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

function refuse(message: string): UploadResult {
  return { ok: false, message };
}

/**
 * Checks an upload against the rules above and re-encodes it. `declared` (the client's file name
 * and content type) is accepted for the callers' convenience and deliberately not trusted.
 */
export async function validateAndNormalizeUpload(
  data: Buffer,
  _declared?: { filename?: string; contentType?: string },
): Promise<UploadResult> {
  if (data.length > MAX_UPLOAD_BYTES) return refuse(UPLOAD_MESSAGES.tooManyBytes);
  const sniffed = sniffImageFormat(data);
  if (!sniffed) return refuse(UPLOAD_MESSAGES.notAccepted);

  // Header only: sharp (libvips) does not decode pixels for metadata().
  let meta: Metadata;
  try {
    meta = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return refuse(UPLOAD_MESSAGES.damaged);
  }
  const parsed: string | undefined =
    meta.format === 'heif' ? `heif/${meta.compression}` : meta.format;
  const expected = sniffed === 'avif' ? 'heif/av1' : sniffed;
  if (parsed !== expected) return refuse(UPLOAD_MESSAGES.notAccepted);

  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const pages = meta.pages ?? 1;
  if (width <= 0 || frameHeight <= 0) return refuse(UPLOAD_MESSAGES.damaged);
  if (width * frameHeight > MAX_UPLOAD_PIXELS) return refuse(UPLOAD_MESSAGES.tooManyPixels);
  const animated = pages > 1 && (sniffed === 'gif' || sniffed === 'webp');
  if (animated && width * frameHeight * pages > MAX_ANIMATION_PIXELS) {
    return refuse(UPLOAD_MESSAGES.animationTooLarge);
  }

  const fitsWebp = width <= WEBP_MAX_DIMENSION && frameHeight <= WEBP_MAX_DIMENSION;
  let format: ImageFormat = sniffed;
  if (sniffed === 'gif' && !animated) format = 'png';
  else if (sniffed === 'gif' && fitsWebp) format = 'webp';

  const pipeline = sharp(data, {
    animated,
    failOn: 'error',
    limitInputPixels: animated ? MAX_ANIMATION_PIXELS : MAX_UPLOAD_PIXELS,
  }).autoOrient();
  switch (format) {
    case 'jpeg':
      pipeline.jpeg({ quality: 90, mozjpeg: true });
      break;
    case 'png':
      pipeline.png();
      break;
    case 'webp':
      pipeline.webp({ quality: 90 });
      break;
    case 'gif':
      pipeline.gif();
      break;
    case 'avif':
      pipeline.avif({ quality: 70, effort: 4 });
      break;
  }
  try {
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: {
        data: out,
        contentType: CONTENT_TYPES[format],
        width: info.width,
        height: animated ? (info.pageHeight ?? info.height / pages) : info.height,
        format,
        animated,
      },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return refuse(UPLOAD_MESSAGES.tooManyPixels);
    }
    return refuse(UPLOAD_MESSAGES.damaged);
  }
}
