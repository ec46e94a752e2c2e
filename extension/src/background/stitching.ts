import type { Rect } from '../shared/messages';

// The arithmetic of screenshots: where to scroll for a full page, which strip of each
// screen goes where in the stitched picture, and how a drawn rectangle maps onto a capture.
// Page measures are CSS pixels; captures are device pixels (`scale` = device pixel ratio).

/** The stitched picture stays within what the server takes (50 megapixels) and WebP's sides. */
export const STITCH_LIMITS = { maxPixels: 40_000_000, maxSide: 16_000 };

/** How much of a page (CSS pixels) fits in one stitched picture at this width and scale. */
export function fullPageHeightLimit(
  viewportWidth: number,
  scale: number,
  limits = STITCH_LIMITS,
): number {
  return Math.floor(
    Math.min(limits.maxSide / scale, limits.maxPixels / (viewportWidth * scale * scale)),
  );
}

/** Where to scroll for each screen, so that the screens cover `height` of the page. */
export function scrollPositions(
  pageHeight: number,
  viewportHeight: number,
  height: number,
): number[] {
  const maxScroll = Math.max(0, pageHeight - viewportHeight);
  const positions: number[] = [];
  for (let y = 0; y < height; y += viewportHeight) {
    const position = Math.min(y, maxScroll);
    if (positions.at(-1) !== position) positions.push(position);
  }
  return positions.length ? positions : [0];
}

export interface StitchStep {
  /** Index of the screen in the order they were captured. */
  frame: number;
  sourceY: number;
  targetY: number;
  height: number;
}

/**
 * Which strip of each screen to draw where. `scrollYs` are the positions the page actually
 * reached (it may stop short of what was asked); screens that overlap the ones before them
 * give only their new part.
 */
export function stitchSteps(scrollYs: number[], viewportHeight: number, height: number) {
  const order = scrollYs.map((y, frame) => ({ y, frame })).sort((a, b) => a.y - b.y);
  const steps: StitchStep[] = [];
  let covered = 0;
  for (const { y, frame } of order) {
    const start = Math.max(covered, y);
    const end = Math.min(y + viewportHeight, height);
    if (end <= start) continue;
    steps.push({ frame, sourceY: start - y, targetY: start, height: end - start });
    covered = end;
  }
  return steps;
}

/** A step in device pixels; edges are rounded, so neighbouring strips meet without a gap. */
export function toDevicePixels(step: StitchStep, scale: number): StitchStep {
  const targetY = Math.round(step.targetY * scale);
  const sourceY = Math.round(step.sourceY * scale);
  return {
    frame: step.frame,
    sourceY,
    targetY,
    height: Math.round((step.targetY + step.height) * scale) - targetY,
  };
}

/** The part of a capture (device pixels) under a rectangle drawn on the viewport, or null. */
export function cropRegion(
  rect: Rect,
  viewport: { width: number; height: number },
  image: { width: number; height: number },
): Rect | null {
  const scaleX = image.width / viewport.width;
  const scaleY = image.height / viewport.height;
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const left = clamp(rect.x * scaleX, image.width);
  const top = clamp(rect.y * scaleY, image.height);
  const right = clamp((rect.x + rect.width) * scaleX, image.width);
  const bottom = clamp((rect.y + rect.height) * scaleY, image.height);
  if (right - left < 4 || bottom - top < 4) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}
