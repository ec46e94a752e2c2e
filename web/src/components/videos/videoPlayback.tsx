import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef } from 'react';

// The detail view's video player, for the parts beside it that lead to a moment of the video:
// a comment pinned on a frame (its badge in the list) and the transcript's lines. The player
// registers its element; `seek` goes there.

interface VideoPlaybackApi {
  /** The player's element (set by VideoPlayer). */
  video: RefObject<HTMLVideoElement | null>;
  /** Goes to `ms` from the start, brought into view; paused unless `play`. */
  seek: (ms: number, options?: { play?: boolean }) => void;
}

const VideoPlaybackContext = createContext<VideoPlaybackApi | null>(null);

export function VideoPlaybackProvider({ children }: { children: ReactNode }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const value = useMemo<VideoPlaybackApi>(
    () => ({
      video,
      seek: (ms, options) => {
        const element = video.current;
        if (!element) return;
        element.currentTime = ms / 1000;
        if (options?.play) void element.play().catch(() => {});
        else element.pause();
        element.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      },
    }),
    [],
  );
  return <VideoPlaybackContext.Provider value={value}>{children}</VideoPlaybackContext.Provider>;
}

/** The detail view's player, or null where there is none. */
export function useVideoPlayback(): VideoPlaybackApi | null {
  return useContext(VideoPlaybackContext);
}
