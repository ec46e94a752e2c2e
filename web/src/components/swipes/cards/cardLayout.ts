/** What a card shows of a swipe, above its title. */
export type CardLayout =
  /**
   * Text or ad copy: the first lines of its notes (or its title: a TEXT swipe's is its copy's
   * first line; the whole copy is only loaded by the detail view), set as type.
   */
  | 'copy'
  /** An email: subject, sender and the top of its render when there is one. */
  | 'email'
  /** A web page: the top of its capture (or host, title and notes), favicon and host. */
  | 'website'
  /** A picture: at its own aspect ratio. */
  | 'image'
  /** A video: its poster, length and hover scrub, or how its processing stands. */
  | 'video';

export interface CardSwipe {
  readonly kind: string;
  readonly url?: string | null | undefined;
  readonly thumbnailUrl?: string | null | undefined;
  /** A video swipe's video, where the card's source has it (the team's grid). */
  readonly video?: object | null | undefined;
}

/**
 * Which layout a swipe's card takes: written copy (TEXT, saved from AI Remix) and emails always
 * show as themselves; a swipe with an address shows as a page (captured or not); a picture
 * without one (an upload) as the picture; the rest (text and ad copy) as its copy. A video
 * shows as itself where its video is known (elsewhere its poster is its picture).
 */
export function cardLayout(swipe: CardSwipe): CardLayout {
  if (swipe.kind === 'VIDEO' && swipe.video) return 'video';
  if (swipe.kind === 'TEXT') return 'copy';
  if (swipe.kind === 'EMAIL') return 'email';
  if (swipe.kind === 'IMAGE' && swipe.thumbnailUrl) return 'image';
  if (swipe.url) return 'website';
  return swipe.thumbnailUrl ? 'image' : 'copy';
}

/** The ratio a picture is drawn at in a grid: its own, kept between 1:2 (tall) and 2.5:1. */
export function pictureRatio(
  width: number | null | undefined,
  height: number | null | undefined,
): number {
  if (!width || !height) return 4 / 3;
  return Math.min(2.5, Math.max(0.5, width / height));
}

/** A page's host without "www.", or null for text that is no http(s) address. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The first lines of a copy, without blank runs (the card clamps what it shows). */
export function copyExcerpt(text: string | null | undefined, maxLength = 600): string {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const joined = lines.join('\n');
  return joined.length > maxLength ? `${joined.slice(0, maxLength).trimEnd()}…` : joined;
}
