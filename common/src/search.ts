// How a swipe search reads the text typed into it, the same on the server (which turns the
// words into a prefix query) and in the web app (which marks them in the results).

/** Searches use at most this many characters of the text typed (the rest is left out). */
export const SEARCH_MAX_CHARACTERS = 500;
/** Searches use at most this many words (every one must match, each as a prefix). */
export const SEARCH_MAX_WORDS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words a search looks for: letters and digits only, lower-cased, the first 12 of the first 500 characters. */
export function searchWords(text: string | null | undefined): string[] {
  const words = (text ?? '').slice(0, SEARCH_MAX_CHARACTERS).toLowerCase().match(WORD) ?? [];
  return words.slice(0, SEARCH_MAX_WORDS);
}

/** How a search shortened the text typed: too many characters, too many words, or not at all. */
export function searchShortening(
  text: string | null | undefined,
): 'TOO_LONG' | 'TOO_MANY_WORDS' | null {
  const value = text ?? '';
  if (value.length > SEARCH_MAX_CHARACTERS) return 'TOO_LONG';
  return (value.match(WORD) ?? []).length > SEARCH_MAX_WORDS ? 'TOO_MANY_WORDS' : null;
}
