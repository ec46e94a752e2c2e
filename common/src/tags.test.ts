import { describe, expect, it } from 'vitest';
import { applyTagInput, mergeTags, normaliseTag, parseTags, suggestTags, tagKey } from './tags.js';

describe('tag input', () => {
  it('splits on commas and newlines and trims', () => {
    expect(parseTags(' hero , pricing,,\n  social   proof ')).toEqual([
      'hero',
      'pricing',
      'social proof',
    ]);
  });

  it('merges without case-insensitive duplicates', () => {
    expect(mergeTags(['Hero'], ['hero', 'CTA', 'cta'])).toEqual(['Hero', 'CTA']);
  });

  it('turns text before a comma into tags and keeps the rest', () => {
    expect(applyTagInput(['a'], 'b, c, d')).toEqual({ tags: ['a', 'b', 'c'], rest: 'd' });
    expect(applyTagInput([], 'partial')).toEqual({ tags: [], rest: 'partial' });
    expect(applyTagInput([], 'x,')).toEqual({ tags: ['x'], rest: '' });
  });

  it('commits everything on Enter', () => {
    expect(applyTagInput(['a'], ' b ', true)).toEqual({ tags: ['a', 'b'], rest: '' });
    expect(applyTagInput(['a'], '   ', true)).toEqual({ tags: ['a'], rest: '' });
  });

  it('suggests existing tags by prefix, then substring', () => {
    const all = ['landing', 'ads', 'headline', 'leads'];
    expect(suggestTags(all, [], 'ad')).toEqual(['ads', 'headline', 'leads']);
    expect(suggestTags(all, ['ads'], 'ad')).toEqual(['headline', 'leads']);
    expect(suggestTags(all, [], '', 2)).toEqual(['landing', 'ads']);
  });
});

describe('normaliseTag and tagKey (the server stores and compares tags by them)', () => {
  it('trims and collapses white space', () => {
    expect(normaliseTag('  pricing \t  page\n')).toBe('pricing page');
    expect(normaliseTag(' \n ')).toBe('');
  });
  it('compares titles regardless of case', () => {
    expect(tagKey('Pricing Page')).toBe(tagKey('pricing page'));
  });
});

describe("the extension's tag box (mergeTags of parseTags)", () => {
  it('adds each comma-separated tag once, trimmed', () => {
    expect(mergeTags(['Hero'], parseTags(' hero, pricing  page ,, CTA'))).toEqual([
      'Hero',
      'pricing page',
      'CTA',
    ]);
  });
  it('leaves the list alone for blank input', () => {
    expect(mergeTags(['a'], parseTags(' , '))).toEqual(['a']);
  });
});
