import type { VideoFallback } from './messages';

// What "Save video" says when the video's own file could not be had: on the swipe (its note),
// in the popup and in the page.

/** The longest recording made when the file cannot be downloaded, in seconds. */
export const RECORDING_MAX_SECONDS = 60;

/** Sent as the upload's `note` (the server keeps it with the swipe). */
export const RECORDING_NOTE = "Recorded from the screen: the video's file could not be downloaded.";

/** Added to the notes of the image swipe kept instead. */
export const FRAME_NOTE =
  'A frame of the video: its file could not be downloaded and the browser does not let it be recorded.';

/** The outcome, in the popup and in the page. */
export const VIDEO_FALLBACK_SAVED: Record<VideoFallback, string> = {
  recording: "Saved a screen recording: the video's file could not be downloaded.",
  frame:
    "Saved a frame: the video's file could not be downloaded and the browser does not let it be recorded.",
};
