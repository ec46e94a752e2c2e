/** The widths the image endpoint serves (spec §9: image widths, then device widths). */
export const IMAGE_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;

const QUALITY = 75;

/**
 * `/_next/image?url=<path>&w=<width>&q=75` for a stored image path as the API gives it: signed
 * (`/files/swipe_image/<key>?s=…`, valid for q=75), so the whole path, signature included, is
 * the `url` parameter. The server makes resized copies of signed paths only.
 */
export function imageUrl(path: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=${QUALITY}`;
}

/** The smallest allowed width that is at least `width` (the largest one past the end). */
export function allowedWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? 3840;
}

/**
 * A `srcset` with the allowed widths from `min` to `max`; widths above the image's own
 * width (when known) are left out, keeping the first width that covers it.
 */
export function srcSet(
  path: string,
  {
    min = 256,
    max = 3840,
    naturalWidth,
  }: { min?: number; max?: number; naturalWidth?: number | null } = {},
): string {
  const top = naturalWidth ? Math.min(max, allowedWidth(naturalWidth)) : max;
  const widths = IMAGE_WIDTHS.filter((w) => w >= min && w <= top);
  const list = widths.length ? widths : [allowedWidth(min)];
  return list.map((w) => `${imageUrl(path, w)} ${w}w`).join(', ');
}
