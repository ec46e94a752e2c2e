import { VIDEO_CONTENT_TYPES } from '@swipestack/common/uploads';
import { fetchFromPage } from './fetch-from-page';

// Downloads a page's video in the service worker (the extension's host permissions: the tab's
// own site under activeTab, other sites when they allow cross-origin reads), counting its
// bytes against the plan's limit before and while it arrives.

/** The video is over the plan's limit: said as is, never worked around with a recording. */
export class VideoTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoTooLargeError';
  }
}

type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[keyof typeof VIDEO_CONTENT_TYPES];

export interface DownloadedVideo {
  blob: Blob;
  contentType: VideoContentType;
}

const BY_EXTENSION: Record<string, VideoContentType> = {
  ...VIDEO_CONTENT_TYPES,
  m4v: VIDEO_CONTENT_TYPES.mp4,
};

/**
 * The content type to declare for the upload (the server probes the content: this only has to
 * be one it takes). The response's own when it is one of those, else the address's extension,
 * else MP4, the common case.
 */
export function videoContentType(src: string, declared: string | null): VideoContentType {
  const type = (declared ?? '').split(';')[0]?.trim().toLowerCase();
  const accepted = Object.values(VIDEO_CONTENT_TYPES) as string[];
  if (type && accepted.includes(type)) return type as VideoContentType;
  let extension = '';
  try {
    extension = new URL(src).pathname.split('.').pop()?.toLowerCase() ?? '';
  } catch {
    // no extension to go by
  }
  return BY_EXTENSION[extension] ?? VIDEO_CONTENT_TYPES.mp4;
}

/** Whether a `currentSrc` is a file the extension could download (not MediaSource, not blob:). */
export const isFetchable = (src: string) => /^https?:/i.test(src);

/**
 * The video's file, or an error saying why not: a refusal (403, CORS, network) or an address
 * that is not a file is `Error`; over the limit is `VideoTooLargeError`.
 */
export async function downloadVideo(
  src: string,
  maxBytes: number,
  tooLarge: string,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<DownloadedVideo> {
  if (!isFetchable(src))
    throw new Error(`${src.slice(0, 60)} is not a file that can be downloaded.`);
  const response = await fetchFromPage(src);
  if (!response?.ok || !response.body) {
    throw new Error(`The video's file could not be downloaded (${response?.status ?? 'refused'}).`);
  }
  const type = response.headers.get('content-type');
  // A page, a picture, a streaming playlist (HLS, DASH): nothing the server could take.
  if (type && !/^(video\/|application\/octet-stream|binary\/octet-stream)/i.test(type)) {
    await response.body.cancel();
    throw new Error("The video's address does not give a video file.");
  }
  const declared = Number(response.headers.get('content-length'));
  const total = Number.isFinite(declared) && declared > 0 ? declared : null;
  if (total !== null && total > maxBytes) {
    await response.body.cancel();
    throw new VideoTooLargeError(tooLarge);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    if (loaded > maxBytes) {
      await reader.cancel();
      throw new VideoTooLargeError(tooLarge);
    }
    chunks.push(value);
    onProgress(loaded, total);
  }
  const contentType = videoContentType(src, type);
  return { blob: new Blob(chunks as BlobPart[], { type: contentType }), contentType };
}
