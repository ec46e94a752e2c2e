import { Icon } from '@swipestack/common/ui/Icon';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { imageUrl, srcSet } from '../../lib/images';
import { CARD_PICTURE, CardPictureFrame } from '../CardPictureFrame';
import { pictureRatio } from '../swipes/cards/cardLayout';
import { Spinner } from '../swipes/detail/Spinner';
import { formatDuration, stripFrameIndex, stripPosition } from './videoTime';

/** What a card shows of a video (Swipe.video). */
export interface CardVideo {
  readonly status: string;
  readonly failure?: string | null | undefined;
  readonly durationMs?: number | null | undefined;
  readonly width?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly posterUrl?: string | null | undefined;
  readonly stripUrl?: string | null | undefined;
  readonly stripFrames?: number | null | undefined;
}

export const VIDEO_PROCESSING = 'Processing video…';
export const VIDEO_FAILED = 'This video could not be read';

/**
 * The frame of the strip under a mouse moving across the card (null: none, the poster shows).
 * The card's link covers the whole card, so the card (`article`) is listened to and the pointer
 * placed on this box. Touch and keyboard users see the poster; the card stays a plain link.
 */
function useScrubFrame(box: RefObject<HTMLDivElement | null>, frames: number) {
  const [frame, setFrame] = useState<number | null>(null);
  useEffect(() => {
    const card = box.current?.closest('article');
    if (!card || frames < 2) return;
    const move = (event: PointerEvent) => {
      const rect = box.current?.getBoundingClientRect();
      if (event.pointerType !== 'mouse' || !rect) return;
      const inside = event.clientY >= rect.top && event.clientY <= rect.bottom;
      setFrame(inside ? stripFrameIndex(event.clientX - rect.left, rect.width, frames) : null);
    };
    const leave = () => setFrame(null);
    card.addEventListener('pointermove', move);
    card.addEventListener('pointerleave', leave);
    return () => {
      card.removeEventListener('pointermove', move);
      card.removeEventListener('pointerleave', leave);
    };
  }, [box, frames]);
  return frame;
}

/**
 * The top of a video swipe's card: while the server reads it "Processing video…", when that
 * failed the reason, and once ready its poster with a play glyph and its length ("0:07");
 * moving the mouse across it shows the frames of its strip (docs/web.md, "Video swipes").
 */
export function VideoCardPreview({
  video,
  sizes,
  status,
}: {
  video: CardVideo;
  /** The poster's `sizes` for the grid it sits in. */
  sizes: string;
  status?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const frames = video.status === 'READY' && video.stripUrl ? (video.stripFrames ?? 0) : 0;
  const frame = useScrubFrame(box, frames);
  const ratio = video.width && video.height ? pictureRatio(video.width, video.height) : 16 / 9;

  if (video.status !== 'READY' || !video.posterUrl) {
    const failed = video.status === 'FAILED';
    return (
      <div
        ref={box}
        data-card-layout="video"
        className={`relative flex aspect-video flex-col items-center justify-center gap-2 overflow-hidden p-4 text-center text-sm ${
          failed ? 'bg-red-50 text-red-900' : 'bg-slate-900 text-slate-100'
        }`}
      >
        {failed ? (
          <>
            <p className="font-semibold">{VIDEO_FAILED}</p>
            {video.failure ? (
              <p className="line-clamp-3 text-xs" title={video.failure}>
                {video.failure}
              </p>
            ) : null}
          </>
        ) : (
          <p className="inline-flex items-center gap-2 font-medium">
            <Spinner />
            {VIDEO_PROCESSING}
          </p>
        )}
        {status}
      </div>
    );
  }

  return (
    <div
      ref={box}
      data-card-layout="video"
      className="relative overflow-hidden bg-slate-900"
      style={{ aspectRatio: ratio }}
    >
      <CardPictureFrame>
        <img
          src={imageUrl(video.posterUrl, 640)}
          srcSet={srcSet(video.posterUrl, { min: 256, max: 1080 })}
          sizes={sizes}
          alt=""
          loading="lazy"
          decoding="async"
          className={CARD_PICTURE}
        />
      </CardPictureFrame>
      {frame !== null && video.stripUrl ? (
        <div
          aria-hidden="true"
          data-scrub-frame={frame}
          className="absolute inset-0 bg-no-repeat"
          style={{
            backgroundImage: `url("${video.stripUrl}")`,
            backgroundSize: `${frames * 100}% 100%`,
            backgroundPosition: stripPosition(frame, frames),
          }}
        />
      ) : null}
      {frame === null ? (
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white"
        >
          <Icon name="play" className="ml-0.5 size-5" />
        </span>
      ) : null}
      {video.durationMs != null ? (
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          <span className="sr-only">Length </span>
          {formatDuration(video.durationMs)}
        </span>
      ) : null}
      {status}
    </div>
  );
}
