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
  sort: SwipeSort;
}

export const NO_FILTERS: Filters = {
  search: '',
  kind: '',
  tagId: '',
  collectionId: '',
  sort: 'NEWEST',
};

/** The server's filter for the toolbar's filters (a collection page's own collection always). */
export function toSwipeFilter(filters: Filters, fixedCollectionId?: string): SwipeFilter | null {
  const filter: { -readonly [K in keyof SwipeFilter]: SwipeFilter[K] } = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (filters.kind) filter.kind = filters.kind as SwipeKind;
  if (filters.tagId) filter.tagId = filters.tagId;
  const collectionId = fixedCollectionId ?? filters.collectionId;
  if (collectionId) filter.collectionId = collectionId;
  return Object.keys(filter).length ? filter : null;
}

/** Whether the visitor narrowed the list (a collection page's own collection does not count). */
export function hasFilters(filters: Filters, fixedCollectionId?: string): boolean {
  return Boolean(
    filters.search.trim() ||
      filters.kind ||
      filters.tagId ||
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
