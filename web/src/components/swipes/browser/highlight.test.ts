import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the words that start with a searched word, in any case', () => {
    expect(highlightParts('Black Friday: blackout deals', ['black', 'fri'])).toEqual([
      { text: 'Black', match: true },
      { text: ' ', match: false },
      { text: 'Friday', match: true },
      { text: ': ', match: false },
      { text: 'blackout', match: true },
      { text: ' deals', match: false },
    ]);
  });

  it('does not mark a searched word inside another word', () => {
    expect(highlightParts('Unblack', ['black'])).toEqual([{ text: 'Unblack', match: false }]);
  });

  it('keeps markup as text', () => {
    const parts = highlightParts('<b>sale</b>', ['sale']);
    expect(parts.map((part) => part.text).join('')).toBe('<b>sale</b>');
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'sale', match: true }]);
  });

  it('is the whole text without words', () => {
    expect(highlightParts('Anything', [])).toEqual([{ text: 'Anything', match: false }]);
  });
});
