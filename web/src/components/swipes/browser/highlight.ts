// Which parts of a text a search's words match: a word of the text that starts with one of
// them, as the server's prefix search matches (common/src/search.ts reads the words).

export interface TextPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** `text` cut into runs of matching words and the rest; one unmatched part without words. */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (!words.length || !text) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plain = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0].toLowerCase();
    if (!words.some((searched) => word.startsWith(searched))) continue;
    const start = found.index;
    if (start > plain) parts.push({ text: text.slice(plain, start), match: false });
    parts.push({ text: found[0], match: true });
    plain = start + found[0].length;
  }
  if (plain < text.length) parts.push({ text: text.slice(plain), match: false });
  return parts;
}
