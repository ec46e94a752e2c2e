// The arithmetic of a video swipe's card and player (docs/web.md, "Video swipes").

/** A length or moment as the card's badge and the pins say it: "0:07", "2:05", "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * Which frame of the hover strip the pointer points at: the card's width cut into `frames`
 * equal parts, left to right (0 to frames - 1).
 */
export function stripFrameIndex(pointerX: number, width: number, frames: number): number {
  if (frames <= 1 || width <= 0) return 0;
  const share = Math.min(1, Math.max(0, pointerX / width));
  return Math.min(frames - 1, Math.floor(share * frames));
}

/** The strip's CSS background position that shows frame `index` of `frames` (a percentage). */
export function stripPosition(index: number, frames: number): string {
  return frames <= 1 ? '0% 0%' : `${(index / (frames - 1)) * 100}% 0%`;
}

/** How near the paused moment a pin's time must be for the pin to show: half a second. */
export const PIN_SHOWN_WITHIN_MS = 500;

/** Whether a pin placed at `pinMs` shows on the frame paused at `currentMs`. */
export function pinShownAt(pinMs: number, currentMs: number): boolean {
  return Math.abs(pinMs - currentMs) <= PIN_SHOWN_WITHIN_MS;
}
