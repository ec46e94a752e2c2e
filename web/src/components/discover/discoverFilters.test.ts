import { describe, expect, it } from 'vitest';
import {
  CATEGORY_OPTIONS,
  categoryLabel,
  discoverFiltersFromQuery,
  discoverVariables,
  hasDiscoverFilters,
  itemCount,
  KIND_OPTIONS,
  NO_DISCOVER_FILTERS,
  newCountBadge,
  sinceDaysAgo,
  withDiscoverFilters,
} from './discoverFilters';

// Discover's filters in the address (?kind=&category=&added=) and what the feed is asked for.

describe('the filters in the address', () => {
  it('reads the kind, category and days a link names', () => {
    expect(
      discoverFiltersFromQuery(new URLSearchParams('kind=EMAIL&category=emails&added=30')),
    ).toEqual({ kind: 'EMAIL', category: 'emails', added: '30' });
    expect(discoverFiltersFromQuery(new URLSearchParams('category=community'))).toEqual({
      ...NO_DISCOVER_FILTERS,
      category: 'community',
    });
  });

  it('leaves out what a filter does not offer (written copy, unknown categories, other days)', () => {
    expect(
      discoverFiltersFromQuery(new URLSearchParams('kind=TEXT&category=nope&added=365')),
    ).toEqual(NO_DISCOVER_FILTERS);
    expect(discoverFiltersFromQuery(new URLSearchParams('kind=ad&added='))).toEqual(
      NO_DISCOVER_FILTERS,
    );
  });

  it('writes the set ones, removes the others and keeps other parameters', () => {
    const next = withDiscoverFilters(new URLSearchParams('teamId=t1&kind=AD&added=7'), {
      kind: '',
      category: 'ads',
      added: '90',
    });
    expect(next.toString()).toBe('teamId=t1&added=90&category=ads');
    expect(withDiscoverFilters(next, NO_DISCOVER_FILTERS).toString()).toBe('teamId=t1');
  });

  it('round-trips every option', () => {
    for (const kind of KIND_OPTIONS)
      for (const category of CATEGORY_OPTIONS) {
        const filters = { kind: kind.value, category: category.value, added: '7' };
        expect(
          discoverFiltersFromQuery(withDiscoverFilters(new URLSearchParams(), filters)),
        ).toEqual(filters);
      }
  });

  it('knows when some filter is set', () => {
    expect(hasDiscoverFilters(NO_DISCOVER_FILTERS)).toBe(false);
    expect(hasDiscoverFilters({ ...NO_DISCOVER_FILTERS, added: '7' })).toBe(true);
  });
});

describe('the options and labels', () => {
  it('offers every kind but written copy, and public collections after the gallery’s categories', () => {
    expect(KIND_OPTIONS.map((option) => option.label)).toEqual([
      'All',
      'Website',
      'Landing page',
      'Ad',
      'Email',
      'Image',
      'Video',
    ]);
    expect(CATEGORY_OPTIONS[0]).toEqual({ value: '', label: 'All' });
    expect(CATEGORY_OPTIONS.slice(-2)).toEqual([
      { value: 'community', label: 'Public collections' },
      { value: 'tracked-brands', label: 'Tracked brands' },
    ]);
    expect(categoryLabel('emails')).toBe('Emails');
    expect(categoryLabel('community')).toBe('Public collections');
    expect(categoryLabel('tracked-brands')).toBe('Tracked brands');
    expect(categoryLabel('something-new')).toBe('something-new');
  });

  it('counts items and new items', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(1234)).toBe('1,234 items');
    expect(newCountBadge(1)).toEqual({ text: '1 new', label: '1 new item' });
    expect(newCountBadge(12)).toEqual({ text: '12 new', label: '12 new items' });
    expect(newCountBadge(99)).toEqual({ text: '99 new', label: '99 new items' });
    expect(newCountBadge(100)).toEqual({ text: '99+ new', label: 'more than 99 new items' });
  });
});

describe('what the feed is asked for', () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it('sends null for the filters not set', () => {
    expect(discoverVariables(NO_DISCOVER_FILTERS, now)).toEqual({
      kind: null,
      category: null,
      since: null,
    });
  });

  it('starts "the last 7 days" at the start of a day, the same all day long', () => {
    const morning = discoverVariables({ kind: 'AD', category: 'ads', added: '7' }, now);
    expect(morning).toEqual({
      kind: 'AD',
      category: 'ads',
      since: new Date(2026, 10, 19).toISOString(),
    });
    expect(sinceDaysAgo(7, new Date(2026, 10, 26, 23, 59))).toBe(morning.since);
    expect(sinceDaysAgo(30, now)).toBe(new Date(2026, 9, 27).toISOString());
  });
});
