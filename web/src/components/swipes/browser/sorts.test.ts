import { describe, expect, it } from 'vitest';
import { columnSort, nextSort, SORT_OPTIONS } from './sorts';

describe('list view sorting', () => {
  it('a header click sorts by its column, and again the other way', () => {
    expect(nextSort('TITLE', 'NEWEST')).toBe('TITLE_ASC');
    expect(nextSort('TITLE', 'TITLE_ASC')).toBe('TITLE_DESC');
    expect(nextSort('TITLE', 'TITLE_DESC')).toBe('TITLE_ASC');
    expect(nextSort('DATE', 'TITLE_ASC')).toBe('NEWEST');
    expect(nextSort('DATE', 'NEWEST')).toBe('OLDEST');
  });

  it('says which column sorts and which way (aria-sort)', () => {
    expect(columnSort('TITLE', 'TITLE_ASC')).toBe('ascending');
    expect(columnSort('AUTHOR', 'AUTHOR_DESC')).toBe('descending');
    expect(columnSort('TITLE', 'NEWEST')).toBe('none');
    expect(columnSort('DATE', 'NEWEST')).toBe('descending');
    expect(columnSort('DATE', 'OLDEST')).toBe('ascending');
  });

  it('offers every order in the Sort menu', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toHaveLength(10);
  });
});
