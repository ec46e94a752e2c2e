// The limits of an uploaded image and the words that refuse one: the server enforces them
// (server/src/images/upload-rules.ts), the web app states them in its drop zone and checks a
// file's size and type before sending it (docs/swipes.md, "Uploads").

/** The largest accepted file: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The largest accepted image: 50 megapixels per frame. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** The largest accepted animation: 100 megapixels over all its frames. */
export const MAX_ANIMATION_PIXELS = 100_000_000;

/** The accepted formats and their content types. */
export const UPLOAD_CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

/** What a file input offers to pick (its `accept`). */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_CONTENT_TYPES).join(',');

/** The limits, as the drop zone states them. */
export const UPLOAD_LIMITS_TEXT = 'JPEG, PNG, WebP, GIF or AVIF · at most 20 MB and 50 megapixels';

export const UPLOAD_MESSAGES = {
  notAccepted: 'This file is not an image we accept. Upload a JPEG, PNG, WebP, GIF or AVIF.',
  tooManyBytes: 'This image is larger than 20 MB.',
  tooManyPixels: 'This image is larger than 50 megapixels.',
  animationTooLarge: 'This animation is larger than 100 megapixels across all its frames.',
  damaged: 'This image is damaged and cannot be read.',
} as const;

/**
 * Why a file cannot be uploaded, judged by its size and declared type before it is sent, or
 * null when it may go. Only a first check: the server reads the content and has the last word.
 * A file without a declared type (some systems give none) is left to the server.
 */
export function uploadRefusal(file: { size: number; type: string }): string | null {
  const accepted: readonly string[] = Object.values(UPLOAD_CONTENT_TYPES);
  if (file.type && !accepted.includes(file.type)) return UPLOAD_MESSAGES.notAccepted;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooManyBytes;
  return null;
}
