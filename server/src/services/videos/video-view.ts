import type { Prisma } from '../../generated/prisma/client.js';
import type { SwipeKind, VideoStatus } from '../../generated/prisma/enums.js';
import { publicFilePath, SWIPE_IMAGE } from '../../storage/storage.js';
import { mediaPath, parseMedia } from '../swipes/swipe-media.js';

/** A VIDEO swipe's video as the API gives it. */
export interface SwipeVideoView {
  status: VideoStatus;
  failure: string | null;
  url: string | null;
  contentType: string | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  posterUrl: string | null;
  stripUrl: string | null;
  stripFrames: number | null;
}

/** The video of a swipe from its stored row; null for other kinds. */
export function swipeVideoView(swipe: {
  kind: SwipeKind;
  media: Prisma.JsonValue;
  videoStatus: VideoStatus | null;
  videoFailure: string | null;
}): SwipeVideoView | null {
  if (swipe.kind !== 'VIDEO') return null;
  const { video, poster, strip } = parseMedia(swipe.media);
  return {
    status: swipe.videoStatus ?? 'PROCESSING',
    failure: swipe.videoStatus === 'FAILED' ? swipe.videoFailure : null,
    url: video ? publicFilePath(SWIPE_IMAGE, video.key) : null,
    contentType: video?.contentType ?? null,
    durationMs: video?.durationMs ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    posterUrl: mediaPath(poster),
    stripUrl: mediaPath(strip),
    stripFrames: strip?.frames ?? null,
  };
}
