import { Icon } from '@swipestack/common/ui/Icon';
import type { SwipeSort } from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';
import type { SwipeListRow_swipe$key } from '../../../__generated__/SwipeListRow_swipe.graphql';
import { columnSort, nextSort, type SortColumn } from '../browser/sorts';
import { useSelection } from '../selection/SelectionContext';
import { SwipeListRow } from './SwipeListRow';

const COLUMNS: ReadonlyArray<{ label: string; sort?: SortColumn }> = [
  { label: 'Title', sort: 'TITLE' },
  { label: 'Kind', sort: 'KIND' },
  { label: 'Source', sort: 'SOURCE' },
  { label: 'Tags' },
  { label: 'Collections' },
  { label: 'Added by', sort: 'AUTHOR' },
  { label: 'Date', sort: 'DATE' },
];

const ARROWS = { ascending: 'arrowUp', descending: 'arrowDown', none: null } as const;

/**
 * The list view: a table of swipes whose sortable headers are buttons; a click sorts by the
 * column (again: the other way). The server sorts, so every page follows the order.
 */
export function SwipeListView({
  swipes,
  hrefOf,
  sort,
  onSort,
  searching,
}: {
  swipes: ReadonlyArray<{ readonly id: string } & SwipeListRow_swipe$key>;
  hrefOf: (id: string) => string;
  sort: SwipeSort;
  onSort: (sort: SwipeSort) => void;
  /** A search orders by relevance: the headers say so and sort once the search is cleared. */
  searching: boolean;
}) {
  const canSelect = useSelection()?.canSelect ?? false;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-sm text-slate-700">
        <caption className="sr-only">
          Swipes{searching ? ', best match first' : ''}. Column headers with buttons sort the list.
        </caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
          <tr>
            {canSelect ? (
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            {COLUMNS.map((column) => {
              if (!column.sort) {
                return (
                  <th key={column.label} scope="col" className="px-3 py-2">
                    {column.label}
                  </th>
                );
              }
              const state = searching ? 'none' : columnSort(column.sort, sort);
              const target = column.sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={state === 'none' ? undefined : state}
                  className="px-1 py-1"
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded px-2 py-1 uppercase hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => onSort(nextSort(target, sort))}
                  >
                    {column.label}
                    <span className="w-3">
                      {ARROWS[state] ? <Icon name={ARROWS[state]} className="size-3" /> : null}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {swipes.map((swipe) => (
            <SwipeListRow key={swipe.id} id={swipe.id} swipe={swipe} href={hrefOf(swipe.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
