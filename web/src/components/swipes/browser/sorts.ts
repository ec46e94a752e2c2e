import type { SwipeSort } from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';

/** The list's orders as the toolbar's Sort menu names them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SwipeSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
  { value: 'TITLE_ASC', label: 'Title A–Z' },
  { value: 'TITLE_DESC', label: 'Title Z–A' },
  { value: 'KIND_ASC', label: 'Kind A–Z' },
  { value: 'KIND_DESC', label: 'Kind Z–A' },
  { value: 'SOURCE_ASC', label: 'Source A–Z' },
  { value: 'SOURCE_DESC', label: 'Source Z–A' },
  { value: 'AUTHOR_ASC', label: 'Added by A–Z' },
  { value: 'AUTHOR_DESC', label: 'Added by Z–A' },
];

/** A column of the list view that sorts: its ascending and descending orders. */
export type SortColumn = 'TITLE' | 'KIND' | 'SOURCE' | 'AUTHOR' | 'DATE';

const ORDERS: Record<SortColumn, [first: SwipeSort, second: SwipeSort]> = {
  TITLE: ['TITLE_ASC', 'TITLE_DESC'],
  KIND: ['KIND_ASC', 'KIND_DESC'],
  SOURCE: ['SOURCE_ASC', 'SOURCE_DESC'],
  AUTHOR: ['AUTHOR_ASC', 'AUTHOR_DESC'],
  // Dates start newest first, as the list does.
  DATE: ['NEWEST', 'OLDEST'],
};

/** How a column sorts the list now, as aria-sort says it. */
export function columnSort(
  column: SortColumn,
  sort: SwipeSort,
): 'ascending' | 'descending' | 'none' {
  const [first, second] = ORDERS[column];
  if (sort === 'OLDEST' && column === 'DATE') return 'ascending';
  if (sort === 'NEWEST' && column === 'DATE') return 'descending';
  if (sort === first) return 'ascending';
  if (sort === second) return 'descending';
  return 'none';
}

/** The order a click on a column's header gives: its first order, or the other one when it already sorts. */
export function nextSort(column: SortColumn, sort: SwipeSort): SwipeSort {
  const [first, second] = ORDERS[column];
  return sort === first ? second : first;
}
