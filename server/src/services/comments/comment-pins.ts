import { PIN_MESSAGES } from '@swipestack/common/comments';
import type { Prisma } from '../../generated/prisma/client.js';
import { FieldError } from '../errors.js';
import { parseMedia } from '../swipes/swipe-media.js';

// A comment pinned on the swipe's picture (docs/collaboration.md): a point, or a rectangle, in
// fractions of the picture's width and height from its top left, so a pin stays put at any size.

export interface PinInput {
  x: number;
  y: number;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

export interface PinColumns {
  pinX: number;
  pinY: number;
  pinWidth: number | null;
  pinHeight: number | null;
}

const inside = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

/** Whether the swipe has a picture a comment can be pinned on (its image or screenshot). */
export function hasPicture(media: Prisma.JsonValue | null) {
  const { image, screenshot, viewport } = parseMedia(media);
  return Boolean(image ?? screenshot ?? viewport);
}

/** The pin's columns, or the error that names what is wrong with it. */
export function cleanPin(
  pin: PinInput,
  where: { picture: boolean; reply: boolean },
): { columns: PinColumns } | { error: FieldError } {
  if (where.reply) return { error: new FieldError('pin', PIN_MESSAGES.reply) };
  if (!where.picture) return { error: new FieldError('pin', PIN_MESSAGES.noPicture) };
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
  return { columns: { pinX: pin.x, pinY: pin.y, pinWidth: width, pinHeight: height } };
}
