import type {
  SwipeFilter,
  SwipeKind,
  SwipeSort,
} from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';

/** The swipe list's filters as the toolbar holds them ('' for none). */
export interface Filters {
  search: string;
  kind: string;
  tagId: string;
  collectionId: string;
  /** A member of the team (TeamMember id): the swipes they added. */
  authorId: string;
  /** Added on or after this day, on or before that one (YYYY-MM-DD, the viewer's time zone). */
  from: string;
  to: string;
  sort: SwipeSort;
}

export const NO_FILTERS: Filters = {
  search: '',
  kind: '',
  tagId: '',
  collectionId: '',
  authorId: '',
  from: '',
  to: '',
  sort: 'NEWEST',
};

/** Why the date range cannot be used, or null: it ends before it starts. */
export function dateRangeProblem(filters: Pick<Filters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to
    ? 'The end date is before the start date.'
    : null;
}

/** The first (or, with `end`, the last) moment of a day in the viewer's time zone. */
function dayBound(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number);
  const moment = end
    ? new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999)
    : new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
  return moment.toISOString();
}

/** The server's filter for the toolbar's filters (a collection page's own collection always). */
export function toSwipeFilter(filters: Filters, fixedCollectionId?: string): SwipeFilter | null {
  const filter: { -readonly [K in keyof SwipeFilter]: SwipeFilter[K] } = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (filters.kind) filter.kind = filters.kind as SwipeKind;
  if (filters.tagId) filter.tagId = filters.tagId;
  const collectionId = fixedCollectionId ?? filters.collectionId;
  if (collectionId) filter.collectionId = collectionId;
  if (filters.authorId) filter.authorId = filters.authorId;
  // A range that ends before it starts is not sent (the toolbar says why).
  if (!dateRangeProblem(filters)) {
    if (filters.from) filter.addedFrom = dayBound(filters.from, false);
    if (filters.to) filter.addedTo = dayBound(filters.to, true);
  }
  return Object.keys(filter).length ? filter : null;
}

/** Whether the visitor narrowed the list (a collection page's own collection does not count). */
export function hasFilters(filters: Filters, fixedCollectionId?: string): boolean {
  return Boolean(
    filters.search.trim() ||
      filters.kind ||
      filters.tagId ||
      filters.authorId ||
      filters.from ||
      filters.to ||
      (!fixedCollectionId && filters.collectionId),
  );
}

/**
 * Whether a swipe created here belongs at the top of the list: newest first and unfiltered
 * (on a collection page, filtered by its collection only).
 */
export function takesNewSwipes(
  filter: SwipeFilter | null,
  sort: SwipeSort,
  fixedCollectionId?: string,
): boolean {
  const onlyOwnCollection = Boolean(fixedCollectionId) && Object.keys(filter ?? {}).length === 1;
  return (!filter || onlyOwnCollection) && sort === 'NEWEST';
}

/** Whether swipes other members create go to the top: the team's whole list, newest first. */
export function showsWholeTeam(filter: SwipeFilter | null, sort: SwipeSort): boolean {
  return !filter && sort === 'NEWEST';
}
