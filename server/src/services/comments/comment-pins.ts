import { PIN_MESSAGES } from '@swipestack/common/comments';
import type { Prisma } from '../../generated/prisma/client.js';
import { FieldError } from '../errors.js';
import { parseMedia } from '../swipes/swipe-media.js';

// A comment pinned on the swipe's picture (docs/collaboration.md): a point, or a rectangle, in
// fractions of the picture's width and height from its top left, so a pin stays put at any size.
// On a video the picture is the paused frame: the pin also keeps its time.

export interface PinInput {
  x: number;
  y: number;
  width?: number | null | undefined;
  height?: number | null | undefined;
  /** On a video: the paused frame's time, in milliseconds from the start. */
  timeMs?: number | null | undefined;
}

export interface PinColumns {
  pinX: number;
  pinY: number;
  pinWidth: number | null;
  pinHeight: number | null;
  pinTimeMs: number | null;
}

const inside = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

/** Whether the swipe has a picture a comment can be pinned on (its image or screenshot). */
export function hasPicture(media: Prisma.JsonValue | null) {
  const { image, screenshot, viewport } = parseMedia(media);
  return Boolean(image ?? screenshot ?? viewport);
}

/**
 * The pin's columns, or the error that names what is wrong with it. `video` is set for a video
 * swipe (its length when known): its pins need a time within it, other pins have none.
 */
export function cleanPin(
  pin: PinInput,
  where: { picture: boolean; reply: boolean; video: { durationMs: number | null } | null },
): { columns: PinColumns } | { error: FieldError } {
  if (where.reply) return { error: new FieldError('pin', PIN_MESSAGES.reply) };
  if (!where.picture && !where.video)
    return { error: new FieldError('pin', PIN_MESSAGES.noPicture) };
  const timeMs = pin.timeMs ?? null;
  if (!where.video && timeMs !== null)
    return { error: new FieldError('pin', PIN_MESSAGES.timeOnPicture) };
  if (where.video && timeMs === null) return { error: new FieldError('pin', PIN_MESSAGES.noTime) };
  if (
    where.video &&
    timeMs !== null &&
    (!Number.isInteger(timeMs) ||
      timeMs < 0 ||
      (where.video.durationMs !== null && timeMs > where.video.durationMs))
  )
    return { error: new FieldError('pin', PIN_MESSAGES.timeOutside) };
  const width = pin.width ?? null;
  const height = pin.height ?? null;
  const point = width === null && height === null;
  const rectangle =
    width !== null &&
    height !== null &&
    width > 0 &&
    height > 0 &&
    inside(pin.x + width) &&
    inside(pin.y + height);
  if (!inside(pin.x) || !inside(pin.y) || !(point || rectangle))
    return { error: new FieldError('pin', PIN_MESSAGES.outside) };
  return {
    columns: { pinX: pin.x, pinY: pin.y, pinWidth: width, pinHeight: height, pinTimeMs: timeMs },
  };
}
