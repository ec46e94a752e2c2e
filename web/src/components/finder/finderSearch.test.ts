import { describe, expect, it } from 'vitest';
import {
  adSearchVariables,
  END_BEFORE_START,
  finderSearchErrors,
  finderSearchFromQuery,
  finderSearchKey,
  finderTabFromQuery,
  hasMetaOnlyFilters,
  isDay,
  META_NEEDS_A_TERM,
  NO_FINDER_SEARCH,
  withFinderSearch,
  withFinderTab,
} from './finderSearch';

// Ad Finder's search in the address (?keyword=&brand=&country=&platform=&from=&to=&source=),
// the server's rules checked before asking, and what `Team.adSearch` is asked for.

describe('the search in the address', () => {
  it('reads what a link names', () => {
    expect(
      finderSearchFromQuery(
        new URLSearchParams(
          'keyword=cold+brew&brand=Northwind&country=GB&platform=INSTAGRAM&from=2026-11-01&to=2026-11-20',
        ),
      ),
    ).toEqual({
      keyword: 'cold brew',
      brand: 'Northwind',
      country: 'GB',
      platform: 'INSTAGRAM',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(finderSearchFromQuery(new URLSearchParams(''))).toEqual(NO_FINDER_SEARCH);
  });

  it('leaves out what the form could not have sent, and cuts terms to the limit', () => {
    const search = finderSearchFromQuery(
      new URLSearchParams(
        `keyword=${'a'.repeat(150)}&country=XX&platform=TV&from=2026-02-30&to=yesterday`,
      ),
    );
    expect(search.keyword).toHaveLength(100);
    expect({ ...search, keyword: '' }).toEqual(NO_FINDER_SEARCH);
    // An end before the start is dropped.
    expect(finderSearchFromQuery(new URLSearchParams('from=2026-11-20&to=2026-11-01')).to).toBe('');
  });

  it('writes the set parts, removes the others and keeps other parameters', () => {
    const next = withFinderSearch(new URLSearchParams('teamId=t1&brand=old&source=meta'), {
      ...NO_FINDER_SEARCH,
      keyword: ' coffee ',
      platform: 'FACEBOOK',
    });
    expect(next.toString()).toBe('teamId=t1&source=meta&keyword=coffee&platform=FACEBOOK');
  });

  it('keeps the tab as ?source=, the first one by default', () => {
    expect(finderTabFromQuery(new URLSearchParams('source=meta'))).toBe('meta');
    expect(finderTabFromQuery(new URLSearchParams('source=elsewhere'))).toBe('team');
    expect(withFinderTab(new URLSearchParams('source=meta&keyword=x'), 'team').toString()).toBe(
      'keyword=x',
    );
    expect(withFinderTab(new URLSearchParams(''), 'gallery').toString()).toBe('source=gallery');
  });

  it('tells days from other text', () => {
    expect(isDay('2026-11-20')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('20/11/2026')).toBe(false);
  });
});

describe('the rules', () => {
  it('needs a keyword or a brand for Meta’s Ad Library only', () => {
    expect(finderSearchErrors(NO_FINDER_SEARCH, 'team')).toEqual({});
    expect(finderSearchErrors(NO_FINDER_SEARCH, 'meta')).toEqual({ keyword: META_NEEDS_A_TERM });
    expect(finderSearchErrors({ ...NO_FINDER_SEARCH, brand: '123456' }, 'meta')).toEqual({});
  });

  it('limits the keyword and the brand to 100 characters, and the end to after the start', () => {
    expect(
      finderSearchErrors(
        {
          ...NO_FINDER_SEARCH,
          keyword: 'k'.repeat(101),
          brand: 'b'.repeat(101),
          from: '2026-11-05',
          to: '2026-11-01',
        },
        'gallery',
      ),
    ).toEqual({
      keyword: 'The keyword can be at most 100 characters.',
      brand: 'The brand can be at most 100 characters.',
      to: END_BEFORE_START,
    });
  });

  it('knows the filters the gallery’s ads do not have', () => {
    expect(hasMetaOnlyFilters(NO_FINDER_SEARCH)).toBe(false);
    expect(hasMetaOnlyFilters({ ...NO_FINDER_SEARCH, keyword: 'x' })).toBe(false);
    expect(hasMetaOnlyFilters({ ...NO_FINDER_SEARCH, country: 'US' })).toBe(true);
    expect(hasMetaOnlyFilters({ ...NO_FINDER_SEARCH, to: '2026-01-01' })).toBe(true);
  });
});

describe('what the server is asked', () => {
  it('sends null for what is not set, and days as midnight UTC', () => {
    expect(adSearchVariables(NO_FINDER_SEARCH)).toEqual({
      keyword: null,
      brand: null,
      country: null,
      platform: null,
      since: null,
      until: null,
    });
    expect(
      adSearchVariables({
        keyword: ' coffee ',
        brand: '123456789',
        country: 'US',
        platform: 'FACEBOOK',
        from: '2026-11-01',
        to: '2026-11-05',
      }),
    ).toEqual({
      keyword: 'coffee',
      brand: '123456789',
      country: 'US',
      platform: 'FACEBOOK',
      since: '2026-11-01T00:00:00.000Z',
      until: '2026-11-05T00:00:00.000Z',
    });
  });

  it('names each search once, whatever the spaces around its terms', () => {
    expect(finderSearchKey({ ...NO_FINDER_SEARCH, keyword: ' a ' })).toBe(
      finderSearchKey({ ...NO_FINDER_SEARCH, keyword: 'a' }),
    );
  });
});
