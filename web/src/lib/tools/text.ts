const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : null;

/** User-perceived characters: an emoji with modifiers counts once, as inboxes show it. */
export function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return Array.from(text);
}

const EMOJI = /\p{Extended_Pictographic}/u;

export function countEmoji(text: string): number {
  return graphemes(text).filter((g) => EMOJI.test(g)).length;
}

/** Words as a reader sees them: letters, digits, apostrophes and inner hyphens. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}
