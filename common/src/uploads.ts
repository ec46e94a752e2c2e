// The limits of an uploaded image or video and the words that refuse one: the server enforces
// them (server/src/images/upload-rules.ts, server/src/services/videos/), the web app states them
// in its drop zone and checks a file's size and type before sending it (docs/swipes.md,
// "Uploads" and "Videos").

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

const MB = 1024 * 1024;

/** The largest accepted video, by the team's plan: 50 MB on Free, 500 MB on Pro and Team. */
export const MAX_VIDEO_BYTES = { FREE: 50 * MB, PRO: 500 * MB, TEAM: 500 * MB } as const;
export type VideoPlan = keyof typeof MAX_VIDEO_BYTES;
/** The longest accepted video: 10 minutes. */
export const MAX_VIDEO_DURATION_MS = 10 * 60 * 1000;

/** The accepted video formats and their content types (the upload's Content-Type). */
export const VIDEO_CONTENT_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
} as const;

/** What a file input offers to pick for a video (its `accept`). */
export const VIDEO_ACCEPT = Object.values(VIDEO_CONTENT_TYPES).join(',');

/** A plan's video size limit in words: "50 MB". */
export const videoBytesText = (plan: VideoPlan) => `${MAX_VIDEO_BYTES[plan] / MB} MB`;

/** The video limits, as the drop zone states them for the team's plan. */
export const videoLimitsText = (plan: VideoPlan) =>
  `MP4, WebM or MOV · at most ${videoBytesText(plan)} and 10 minutes`;

/** Said where a video would be uploaded while the server has no ffmpeg. */
export const VIDEO_UNAVAILABLE = 'Video is not available on this server: ffmpeg is not installed';

export const VIDEO_MESSAGES = {
  notAccepted: 'This file is not a video we accept. Upload an MP4, WebM or MOV.',
  tooManyBytes: (plan: VideoPlan) =>
    `This video is larger than ${videoBytesText(plan)}, the limit of the ${plan === 'FREE' ? 'Free' : plan === 'PRO' ? 'Pro' : 'Team'} plan.`,
  tooLong: 'This video is longer than 10 minutes.',
  empty: 'The file is empty.',
  unavailable: VIDEO_UNAVAILABLE,
} as const;

/** Whether a file is meant as a video (by its declared type): the drop zone sends it to /videos. */
export function isVideoFile(file: { type: string }): boolean {
  return (Object.values(VIDEO_CONTENT_TYPES) as string[]).includes(file.type);
}

/**
 * Why a video cannot be uploaded, judged by its size and declared type before it is sent, or
 * null when it may go. Only a first check: the server probes the content and has the last word.
 */
export function videoUploadRefusal(
  file: { size: number; type: string },
  plan: VideoPlan,
): string | null {
  if (file.type && !isVideoFile(file)) return VIDEO_MESSAGES.notAccepted;
  if (file.size > MAX_VIDEO_BYTES[plan]) return VIDEO_MESSAGES.tooManyBytes(plan);
  return null;
}
