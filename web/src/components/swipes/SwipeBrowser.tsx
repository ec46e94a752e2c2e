import { can } from '@swipestack/common/roles';
import { type ReactNode, type Ref, useMemo, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SwipeBrowser_team$key } from '../../__generated__/SwipeBrowser_team.graphql';
import { type Filters, hasFilters, NO_FILTERS, toSwipeFilter } from './browser/filters';
import { NoSwipesMatch } from './browser/NoSwipesMatch';
import { SearchError } from './browser/SearchError';
import { SwipeFilters } from './browser/SwipeFilters';
import { SwipeGridItem } from './browser/SwipeGridItem';
import { useCapturePolling } from './browser/useCapturePolling';
import { useInfiniteScroll } from './browser/useInfiniteScroll';
import { useListRefetch } from './browser/useListRefetch';
import { useRecordSearch } from './browser/useRecordSearch';
import { type SwipeListHandle, useSwipeListHandle } from './browser/useSwipeListHandle';
import { useTagFilterReset } from './browser/useTagFilterReset';
import { useUrlFilters } from './browser/useUrlFilters';
import { isCapturing } from './capture';
import { SwipeGridSkeleton, useSwipeHref } from './SwipeCard';
import { useCardActions, useListedSwipes, useSelection } from './selection/SelectionContext';
import { densityOf, SwipeGridView } from './views/SwipeGridView';
import { SwipeListView } from './views/SwipeListView';
import { useSwipeView } from './views/useSwipeView';
import { ViewSwitch } from './views/ViewSwitch';

const PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 250;

export type { SwipeListHandle };

interface Props {
  team: SwipeBrowser_team$key;
  /** The loaded page of the team's tags, and how many it has in all. */
  tags: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  tagCount: number;
  /** The loaded page of the team's collections, and how many it has in all. */
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  collectionCount: number;
  /** Set on a collection page: the list is that collection's swipes. */
  fixedCollectionId?: string;
  /** Shown when the team (or collection) has no swipes at all. */
  emptyState: ReactNode;
  handle?: Ref<SwipeListHandle>;
  /** Shows a "Manage tags" button next to the tag filter. */
  onManageTags?: () => void;
}

export function SwipeBrowser({
  team,
  tags,
  tagCount,
  collections,
  collectionCount,
  fixedCollectionId,
  emptyState,
  handle,
  onManageTags,
}: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SwipeBrowser_team on Team
      @refetchable(queryName: "SwipeBrowserPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        filter: { type: "SwipeFilter" }
        sort: { type: "SwipeSort", defaultValue: NEWEST }
      ) {
        id
        viewerRole
        swipes(first: $count, after: $cursor, filter: $filter, sort: $sort)
          @connection(key: "SwipeBrowser_swipes", filters: ["filter", "sort"]) {
          __id
          edges {
            foundIn
            node {
              id
              title
              captureStatus
              video {
                status
              }
              ...SwipeCard_swipe
              ...SwipeListRow_swipe
            }
          }
        }
      }
    `,
    team,
  );
  const canEdit = can(data.viewerRole, 'editContent');
  const swipeHref = useSwipeHref();
  // The filters start from the address (?q=&kind=&tag=…) and are kept in it.
  const { filters, setFilters, applied } = useUrlFilters(SEARCH_DELAY_MS);
  useRecordSearch(data.id, applied.search);
  const [isRefreshing, startTransition] = useTransition();
  const [view, setView] = useSwipeView();
  const filter = useMemo(
    () => toSwipeFilter(applied, fixedCollectionId),
    [applied, fixedCollectionId],
  );
  const filterKey = JSON.stringify([filter, applied.sort]);
  // What the page's query loaded the list with.
  const initialKey = JSON.stringify([toSwipeFilter(NO_FILTERS, fixedCollectionId), 'NEWEST']);
  // Refetch when the (debounced) filters change; the old list stays while the new one loads,
  // and a failed search is said beside it.
  const list = useListRefetch(data.id, filterKey, initialKey, PAGE_SIZE, refetch);
  const isPending = list.loading || isRefreshing;

  const filtered = hasFilters(filters, fixedCollectionId);
  useSwipeListHandle(handle, {
    connectionId: data.swipes.__id,
    filter,
    sort: applied.sort,
    fixedCollectionId,
    pageSize: PAGE_SIZE,
    refetch,
    startTransition,
  });

  // A deleted swipe leaves a null node behind until the list refetches. Relay keeps the
  // objects of unchanged edges, so the memoised cards below skip them.
  const edges = data.swipes.edges;
  const nodes = useMemo(() => edges.flatMap((edge) => (edge?.node ? [edge.node] : [])), [edges]);
  // While searching, each card says where the words were found.
  const foundIn = useMemo(
    () => new Map(edges.flatMap((edge) => (edge?.node ? [[edge.node.id, edge.foundIn]] : []))),
    [edges],
  );
  useListedSwipes(nodes.map((node) => node.id));
  const selection = useSelection();
  const cardActions = useCardActions(selection);
  // Swipes whose delete can still be undone are not shown.
  const shown = selection?.hidden.size
    ? nodes.filter((node) => !selection.hidden.has(node.id))
    : nodes;
  useCapturePolling(
    nodes
      .filter((node) => isCapturing(node.captureStatus) || node.video?.status === 'PROCESSING')
      .map((node) => node.id),
  );

  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, { hasNext, isLoadingNext, loadNext: () => loadNext(PAGE_SIZE) });

  useTagFilterReset(filters, setFilters, tags, tagCount);

  const update = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const showToolbar = nodes.length > 0 || filtered || isPending;

  return (
    <div className="space-y-4">
      {showToolbar ? (
        <SwipeFilters
          filters={filters}
          onChange={update}
          teamId={data.id}
          tags={tags}
          tagCount={tagCount}
          collections={collections}
          collectionCount={collectionCount}
          fixedCollectionId={fixedCollectionId}
          onManageTags={onManageTags}
        />
      ) : null}
      {showToolbar ? (
        <div className="flex justify-end">
          <ViewSwitch value={view} onChange={setView} />
        </div>
      ) : null}

      {list.error ? <SearchError onRetry={list.retry} /> : null}
      <div
        aria-busy={isPending}
        className={isPending ? 'opacity-60 transition-opacity' : undefined}
      >
        {!list.loadedOnce ? (
          <SwipeGridSkeleton />
        ) : shown.length > 0 && view === 'LIST' ? (
          <SwipeListView
            swipes={shown}
            hrefOf={swipeHref}
            sort={applied.sort}
            onSort={(sort) => update({ sort })}
            searching={Boolean(filter?.search)}
          />
        ) : shown.length > 0 ? (
          <SwipeGridView
            view={view}
            swipes={shown}
            renderItem={(node, className) => (
              <SwipeGridItem
                key={node.id}
                swipe={node}
                id={node.id}
                title={node.title}
                className={className}
                href={swipeHref(node.id)}
                canEdit={canEdit}
                density={densityOf(view)}
                foundIn={foundIn.get(node.id)}
                canSelect={selection ? selection.canSelect : null}
                selected={selection?.selection.ids.has(node.id) ?? false}
                anySelected={(selection?.selection.ids.size ?? 0) > 0}
                focused={selection?.focusId === node.id}
                {...cardActions}
              />
            )}
          />
        ) : filtered ? (
          <NoSwipesMatch search={filters.search.trim()} onClear={() => setFilters(NO_FILTERS)} />
        ) : (
          emptyState
        )}
      </div>

      {isLoadingNext ? <SwipeGridSkeleton count={4} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      {hasNext && !isLoadingNext ? (
        <div className="flex justify-center">
          <button type="button" className="btn-secondary" onClick={() => loadNext(PAGE_SIZE)}>
            Load more
          </button>
        </div>
      ) : null}
    </div>
  );
}
