import { describe, expect, it } from 'vitest';
import { deleteTagQuestion, swipeCountLabel } from './tags';

describe('tag manager wording', () => {
  it('counts swipes', () => {
    expect(swipeCountLabel(0)).toBe('0 swipes');
    expect(swipeCountLabel(1)).toBe('1 swipe');
    expect(swipeCountLabel(2)).toBe('2 swipes');
  });

  it('says how many swipes lose the tag', () => {
    expect(deleteTagQuestion({ title: 'seo', swipeCount: 2 })).toBe(
      'Delete tag “seo”? It is removed from 2 swipes.',
    );
    expect(deleteTagQuestion({ title: 'seo', swipeCount: 1 })).toBe(
      'Delete tag “seo”? It is removed from 1 swipe.',
    );
    expect(deleteTagQuestion({ title: 'old', swipeCount: 0 })).toBe(
      'Delete tag “old”? No swipe uses it.',
    );
  });
});
