import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toSwipeFilter } from './filters';
import { filtersFromQuery, urlFiltersKey, withFilters } from './urlFilters';

describe('filters in the address', () => {
  it('reads every filter back from what it wrote', () => {
    const filters = {
      ...NO_FILTERS,
      search: 'black friday',
      kind: 'EMAIL',
      tagId: 'VGFnOjE=',
      collectionId: 'Q29sbGVjdGlvbjox',
      authorId: 'VGVhbU1lbWJlcjox',
      from: '2026-03-01',
      to: '2026-03-31',
    };
    const query = withFilters(new URLSearchParams(), filters);
    expect(query.toString()).toBe(
      'q=black+friday&kind=EMAIL&tag=VGFnOjE%3D&collection=Q29sbGVjdGlvbjox&author=VGVhbU1lbWJlcjox&from=2026-03-01&to=2026-03-31',
    );
    const { sort: _sort, ...rest } = filters;
    expect(filtersFromQuery(new URLSearchParams(query.toString()))).toEqual(rest);
  });

  it('keeps other parameters and drops empty filters', () => {
    const query = withFilters(new URLSearchParams('swipe=abc&q=old&kind=AD'), {
      ...NO_FILTERS,
      search: '  ',
      tagId: 't1',
    });
    expect(query.toString()).toBe('swipe=abc&tag=t1');
  });

  it('leaves out what is not a valid value', () => {
    const read = filtersFromQuery(
      new URLSearchParams(`q=${'x'.repeat(600)}&kind=PODCAST&from=yesterday&to=2026-02-30x`),
    );
    expect(read.search).toHaveLength(500);
    expect(read.kind).toBe('');
    expect(read.from).toBe('');
    expect(read.to).toBe('');
  });

  it('compares filters as the address holds them', () => {
    expect(urlFiltersKey({ ...NO_FILTERS, search: ' zebra ' })).toBe(
      urlFiltersKey({ ...NO_FILTERS, search: 'zebra' }),
    );
    expect(urlFiltersKey(NO_FILTERS)).not.toBe(urlFiltersKey({ ...NO_FILTERS, to: '2026-01-01' }));
  });
});

describe('the date range', () => {
  it('is sent as the first and last moment of the days, in the local time zone', () => {
    const filter = toSwipeFilter({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-02' });
    expect(new Date(filter?.addedFrom as string).getTime()).toBe(
      new Date(2026, 2, 1, 0, 0, 0, 0).getTime(),
    );
    expect(new Date(filter?.addedTo as string).getTime()).toBe(
      new Date(2026, 2, 2, 23, 59, 59, 999).getTime(),
    );
  });

  it('is not sent when it ends before it starts', () => {
    expect(toSwipeFilter({ ...NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toBeNull();
    expect(toSwipeFilter({ ...NO_FILTERS, authorId: 'm1' })).toEqual({ authorId: 'm1' });
  });
});
