import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_CHARACTERS, searchShortening, searchWords } from './search';

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased', () => {
    expect(searchWords(' Black-Friday: 50% "off"! ')).toEqual(['black', 'friday', '50', 'off']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it('uses the first 12 words of the first 500 characters', () => {
    const paragraph = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(searchWords(paragraph)).toEqual(Array.from({ length: 12 }, (_, i) => `w${i}`));
    expect(searchWords(`${'x'.repeat(SEARCH_MAX_CHARACTERS)}tail`)).toEqual([
      'x'.repeat(SEARCH_MAX_CHARACTERS),
    ]);
  });
});

describe('searchShortening', () => {
  it('says what a search left out', () => {
    expect(searchShortening('a few words')).toBeNull();
    expect(searchShortening('x'.repeat(SEARCH_MAX_CHARACTERS + 1))).toBe('TOO_LONG');
    expect(
      searchShortening('one two three four five six seven eight nine ten eleven twelve'),
    ).toBeNull();
    expect(
      searchShortening('one two three four five six seven eight nine ten eleven twelve 13'),
    ).toBe('TOO_MANY_WORDS');
  });
});
