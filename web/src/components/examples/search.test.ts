import { describe, expect, it } from 'vitest';
import catalogue from '../../../../prisma/seed/examples.json';
import { EXAMPLE_CATEGORIES, type Example, relatedExamples } from './catalogue';
import { moveActive } from './combobox';
import { createExampleSearch, MAX_SEARCH_RESULTS, searchTerms } from './search';

const examples: Example[] = catalogue.map((entry, index) => ({ id: `id-${index}`, ...entry }));
const search = createExampleSearch(examples);

describe('createExampleSearch', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('matches titles fuzzily, typos included', () => {
    expect(search('wheel')[0]?.title).toBe('Spin-the-wheel discount popup');
    expect(search('pricing calculatr').map((e) => e.title)).toContain(
      'Usage-based pricing with a calculator',
    );
  });

  it('returns at most 10 results', () => {
    expect(search('e').length).toBe(MAX_SEARCH_RESULTS);
  });

  it('matches on titles only, never descriptions or themes', () => {
    // "discipline" appears only in a description.
    expect(examples.some((e) => e.description.includes('discipline'))).toBe(true);
    expect(search('discipline')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('answers a keystroke well within a frame', () => {
    const started = performance.now();
    for (const query of ['l', 'la', 'lan', 'land', 'landi', 'landin', 'landing']) search(query);
    expect((performance.now() - started) / 7).toBeLessThan(16);
  });
});

describe('searchTerms', () => {
  it("keeps the typed words and drops Fuse's operators", () => {
    expect(searchTerms('  black   friday ')).toBe('black friday');
    expect(searchTerms("'exact =x !not ^start end$ a|b")).toBe('exact x not start end a b');
    expect(searchTerms(' " ')).toBe('');
  });
});

describe('moveActive', () => {
  it('wraps around both ways and has nothing to move over an empty list', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('the catalogue', () => {
  it('has entries in every category and related examples from the same category', () => {
    for (const category of EXAMPLE_CATEGORIES) {
      expect(
        examples.some((e) => e.category === category.slug),
        category.slug,
      ).toBe(true);
    }
    const first = examples[0]!;
    const related = relatedExamples(examples, first);
    expect(related).toHaveLength(4);
    expect(related.every((e) => e.category === first.category && e.path !== first.path)).toBe(true);
    expect(related[0]?.theme).toBe(first.theme);
  });
});
