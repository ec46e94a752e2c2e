/**
 * Open-tracking pixels in an email: images that exist only to tell the sender the email was
 * opened. Such an `<img>` is removed from the stored HTML, and its URL is never fetched, when:
 * - its `width` or `height` attribute, or its inline `width`/`height` style in px, is 0 or 1;
 * - its URL looks like an open tracker: the last path segment, without extension, is `open`,
 *   `opens`, `pixel`, `beacon` or `track` (`…/track/open.php`, `…/wf/open?upn=…`, `…/o/pixel.gif`).
 * Images that turn out to be at most 1×1 pixels once fetched are dropped too (email-images.ts).
 * Images hidden by their inline style are kept: responsive emails hide the mobile version of a
 * picture that way and show it from a media query.
 */

const TRACKER_SEGMENTS = new Set(['open', 'opens', 'pixel', 'beacon', 'track']);

const pixels = (value: string | null) => {
  const match = value === null ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
};

/** Whether an inline style makes the image at most 1 px wide or tall. */
function tinyByStyle(style: string) {
  const declarations = style.toLowerCase().split(';');
  for (const declaration of declarations) {
    const [property = '', ...rest] = declaration.split(':');
    const name = property.trim();
    const value = rest
      .join(':')
      .replace(/!important/, '')
      .trim();
    // Not max-width/max-height: responsive emails hide mobile pictures with those too.
    if ((name === 'width' || name === 'height') && /^[\d.]+(px)?$/.test(value)) {
      if (Number.parseFloat(value) <= 1) return true;
    }
  }
  return false;
}

/** Whether an image URL looks like an open tracker (see above). */
export function looksLikeOpenTracker(url: string): boolean {
  let path: string;
  try {
    path = new URL(url, 'https://email.invalid/').pathname;
  } catch {
    return false;
  }
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return TRACKER_SEGMENTS.has(last.replace(/\.[a-z0-9]+$/i, '').toLowerCase());
}

/** Whether an `<img>` (attributes as written in the email) is a tracking pixel (see above). */
export function isTrackingPixel(image: Element): boolean {
  for (const name of ['width', 'height']) {
    const size = pixels(image.getAttribute(name));
    if (size !== null && size <= 1) return true;
  }
  const style = image.getAttribute('style');
  if (style && tinyByStyle(style)) return true;
  const src = image.getAttribute('src')?.trim();
  return Boolean(src && /^(https?:)?\/\//i.test(src) && looksLikeOpenTracker(src));
}
