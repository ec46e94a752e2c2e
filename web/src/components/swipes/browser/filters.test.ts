import { describe, expect, it } from 'vitest';
import { hasFilters, NO_FILTERS, showsWholeTeam, takesNewSwipes, toSwipeFilter } from './filters';

describe('toSwipeFilter', () => {
  it('is null without filters', () => {
    expect(toSwipeFilter({ ...NO_FILTERS, search: '  ' })).toBeNull();
  });

  it('sends the trimmed search and the chosen filters', () => {
    expect(
      toSwipeFilter({
        ...NO_FILTERS,
        search: ' zebra ',
        kind: 'AD',
        tagId: 't1',
        collectionId: 'c1',
      }),
    ).toEqual({ search: 'zebra', kind: 'AD', tagId: 't1', collectionId: 'c1' });
  });

  it('always filters a collection page by its collection', () => {
    expect(toSwipeFilter({ ...NO_FILTERS, collectionId: 'other' }, 'c1')).toEqual({
      collectionId: 'c1',
    });
  });
});

describe('hasFilters', () => {
  it("does not count a collection page's own collection", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, collectionId: 'c1' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, collectionId: 'c1' }, 'c1')).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: ' x ' }, 'c1')).toBe(true);
  });
});

describe('where new swipes go', () => {
  it('to the top of the unfiltered newest-first list, or of a collection page', () => {
    expect(takesNewSwipes(null, 'NEWEST')).toBe(true);
    expect(takesNewSwipes(null, 'OLDEST')).toBe(false);
    expect(takesNewSwipes({ kind: 'AD' }, 'NEWEST')).toBe(false);
    expect(takesNewSwipes({ collectionId: 'c1' }, 'NEWEST', 'c1')).toBe(true);
    expect(takesNewSwipes({ collectionId: 'c1', kind: 'AD' }, 'NEWEST', 'c1')).toBe(false);
  });

  it("other members' swipes only to the team's whole list", () => {
    expect(showsWholeTeam(null, 'NEWEST')).toBe(true);
    expect(showsWholeTeam({ collectionId: 'c1' }, 'NEWEST')).toBe(false);
    expect(showsWholeTeam(null, 'OLDEST')).toBe(false);
  });
});
