import { useEffect, useState } from 'react';
import { imageUrl } from '../../lib/images';
import { useCommentPins } from '../comments/commentPins';
import { PinLayer, PinToolbar } from '../comments/PicturePins';
import { Spinner } from '../swipes/detail/Spinner';
import { VIDEO_FAILED, VIDEO_PROCESSING } from './VideoCardPreview';
import { useVideoPlayback } from './videoPlayback';
import { pinShownAt } from './videoTime';

/** What the detail view plays (Swipe.video). */
export interface PlayerVideo {
  readonly status: string;
  readonly failure?: string | null | undefined;
  readonly url?: string | null | undefined;
  readonly contentType?: string | null | undefined;
  readonly width?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly durationMs?: number | null | undefined;
  readonly posterUrl?: string | null | undefined;
}

export const PAUSE_TO_PIN = 'Pause the video to pin a comment on its frame.';

/** Where the player stands: paused or not, and at which moment (milliseconds). */
function usePlayhead(video: HTMLVideoElement | null) {
  const [state, setState] = useState({ paused: true, ms: 0 });
  useEffect(() => {
    if (!video) return;
    const read = () => setState({ paused: video.paused, ms: Math.round(video.currentTime * 1000) });
    const events = ['play', 'pause', 'seeked', 'timeupdate', 'loadedmetadata'] as const;
    for (const name of events) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of events) video.removeEventListener(name, read);
    };
  }, [video]);
  return state;
}

/**
 * A video swipe in the detail view: the player (`<video controls>`, the file served with range
 * requests, its poster first) fitted to the width and to three quarters of the screen's height,
 * and the comments pinned on its frames (docs/web.md, "Video swipes"): "Pin a comment" only
 * while paused, a new pin takes the paused time, and a pin shows while the video is paused
 * within half a second of it. While the server reads the file, or when it could not, says so.
 */
export function VideoPlayer({ video, title }: { video: PlayerVideo; title: string }) {
  const playback = useVideoPlayback();
  const pins = useCommentPins();
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const { paused, ms } = usePlayhead(element);
  const setPlacing = pins?.setPlacing;
  // Playing on leaves pin mode: a pin belongs to a still frame.
  useEffect(() => {
    if (!paused) setPlacing?.(false);
  }, [paused, setPlacing]);

  if (video.status !== 'READY' || !video.url) {
    const failed = video.status === 'FAILED';
    return (
      <div
        role="status"
        className={`flex aspect-video flex-col items-center justify-center gap-2 rounded-lg p-6 text-center ${
          failed ? 'bg-red-50 text-red-900' : 'bg-slate-900 text-slate-100'
        }`}
      >
        {failed ? (
          <>
            <p className="font-semibold">{VIDEO_FAILED}</p>
            {video.failure ? <p className="text-sm">{video.failure}</p> : null}
          </>
        ) : (
          <p className="inline-flex items-center gap-2 text-sm font-medium">
            <Spinner />
            {VIDEO_PROCESSING}
          </p>
        )}
      </div>
    );
  }

  const ratio = video.width && video.height ? video.width / video.height : 16 / 9;
  return (
    <div className="flex flex-col gap-2">
      <PinToolbar unavailable={paused ? null : PAUSE_TO_PIN} />
      {/* The box has the video's own shape, so pins placed in fractions of it sit on the frame. */}
      <div
        className="relative mx-auto max-w-full overflow-hidden rounded-lg bg-black"
        style={{ aspectRatio: ratio, width: `min(100%, calc(75dvh * ${ratio}))` }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: an uploaded ad comes without captions; its transcript is beside it */}
        <video
          ref={(node) => {
            setElement(node);
            if (playback) playback.video.current = node;
          }}
          src={video.url}
          poster={video.posterUrl ? imageUrl(video.posterUrl, 1200) : undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          className="block h-full w-full"
        />
        {paused ? (
          <PinLayer
            shows={(pin) => pin.timeMs != null && pinShownAt(pin.timeMs, ms)}
            // The browser's end of a video may be a few milliseconds past the server's length.
            stamp={(pin) => ({ ...pin, timeMs: Math.min(ms, video.durationMs ?? ms) })}
          />
        ) : null}
      </div>
    </div>
  );
}
