import { SEARCH_MAX_CHARACTERS } from '@swipestack/common/search';
import { SWIPE_KINDS } from '../../../lib/swipeKinds';
import type { Filters } from './filters';

// The swipe list's filters in the address (?q=&kind=&tag=&collection=&author=&from=&to=), so
// a search can be shared and bookmarked (docs/web.md, "Search and filters"). The sort is not
// part of it: it is how the list is read, not which swipes it holds.

type UrlFilter = Exclude<keyof Filters, 'sort'>;

/** Each filter's query parameter, in the order they are written. */
const PARAMS: ReadonlyArray<[UrlFilter, string]> = [
  ['search', 'q'],
  ['kind', 'kind'],
  ['tagId', 'tag'],
  ['collectionId', 'collection'],
  ['authorId', 'author'],
  ['from', 'from'],
  ['to', 'to'],
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The filters an address holds; what is not a valid value of its filter is left out. */
export function filtersFromQuery(params: URLSearchParams): Omit<Filters, 'sort'> {
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const kind = value('kind');
  const from = value('from');
  const to = value('to');
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARACTERS),
    kind: SWIPE_KINDS.some((known) => known.value === kind) ? kind : '',
    tagId: value('tag'),
    collectionId: value('collection'),
    authorId: value('author'),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** The address's query with these filters (empty ones removed), every other parameter kept. */
export function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [filter, name] of PARAMS) {
    const value = filter === 'search' ? filters.search.trim() : filters[filter];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Compares the filters an address holds (the sort and the search's outer spaces aside). */
export function urlFiltersKey(filters: Omit<Filters, 'sort'> & { sort?: unknown }): string {
  return JSON.stringify(
    PARAMS.map(([filter]) => (filter === 'search' ? filters.search.trim() : filters[filter])),
  );
}
