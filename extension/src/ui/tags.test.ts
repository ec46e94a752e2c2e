import { describe, expect, it } from 'vitest';
import { addTags } from './tags';

describe('addTags', () => {
  it('adds each comma-separated tag once, trimmed', () => {
    expect(addTags(['Hero'], ' hero, pricing  page ,, CTA')).toEqual([
      'Hero',
      'pricing page',
      'CTA',
    ]);
  });

  it('leaves the list alone for blank input', () => {
    expect(addTags(['a'], ' , ')).toEqual(['a']);
  });
});
