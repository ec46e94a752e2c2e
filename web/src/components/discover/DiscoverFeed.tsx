import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DiscoverFeed_team$key } from '../../__generated__/DiscoverFeed_team.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { useInfiniteScroll } from '../swipes/browser/useInfiniteScroll';
import { DiscoverItemCard } from './DiscoverItemCard';
import { itemCount } from './discoverFilters';
import { rememberFeed } from './discoverStore';

/** Items a page: the server's default. */
export const DISCOVER_PAGE = 24;

/** The team's feed, best match first, a page at a time, with the page's filters. */
const DiscoverFeed_team = graphql`
  fragment DiscoverFeed_team on Team
  @refetchable(queryName: "DiscoverFeedPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 24 }
    cursor: { type: "String" }
    kind: { type: "SwipeKind" }
    category: { type: "String" }
    since: { type: "DateTime" }
  ) {
    id
    discover(first: $count, after: $cursor, kind: $kind, category: $category, since: $since)
      @connection(key: "DiscoverFeed_discover", filters: ["kind", "category", "since"]) {
      __id
      totalCount
      edges {
        node {
          id
          isNew
          ...DiscoverItemCard_item
        }
      }
    }
  }
`;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const SKELETON_KEYS = Array.from({ length: 8 }, (_, n) => `skeleton-${n}`);

export function DiscoverSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading Discover" className={GRID}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <div
          key={key}
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <div className="aspect-[8/5] bg-slate-200" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-1/3 rounded bg-slate-100" />
            <div className="h-3 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DiscoverFeed({
  team: key,
  teamId,
  canSave,
  filtered,
  knownNew,
  onLoaded,
  onClearFilters,
}: {
  team: DiscoverFeed_team$key;
  teamId: string;
  canSave: boolean;
  /** Some filter is set (the empty state offers to clear them). */
  filtered: boolean;
  /** Items shown as New during this visit: they stay New after the page marks them seen. */
  knownNew: Set<string>;
  /** The first page is on screen. */
  onLoaded: () => void;
  onClearFilters: () => void;
}) {
  const pagination = usePaginationFragment(DiscoverFeed_team, key);
  const { data, hasNext, isLoadingNext, loadNext } = pagination;
  const feedId = data.discover.__id;
  const items = data.discover.edges.map((edge) => edge.node).filter(Boolean);
  const total = data.discover.totalCount;
  const { listRef, showMore } = useShowMore<HTMLUListElement>(
    items.length,
    DISCOVER_PAGE,
    pagination,
  );

  useEffect(() => rememberFeed(teamId, feedId), [teamId, feedId]);
  // Keeps this visit's New marks (opening the page marks every item seen on the server).
  useEffect(() => {
    for (const item of items) if (item.isNew) knownNew.add(item.id);
  });
  const loaded = useRef(onLoaded);
  useEffect(() => loaded.current(), []);

  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, {
    hasNext,
    isLoadingNext,
    loadNext: () => loadNext(DISCOVER_PAGE),
  });

  // A saved or hidden item leaves the list: focus goes to the one that took its place.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    const list = listRef.current;
    const item = list?.children[Math.min(focusAt, list.children.length - 1)];
    if (item instanceof HTMLElement) item.focus();
    setFocusAt(null);
  });

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-600">
        {itemCount(total)}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          {filtered ? (
            <>
              <p className="text-base font-semibold">Nothing new to discover with these filters.</p>
              <button type="button" className="btn-secondary mt-5" onClick={onClearFilters}>
                Clear filters
              </button>
            </>
          ) : (
            <p className="mx-auto max-w-md text-base text-slate-700">
              You have saved or hidden everything here. New examples and public collections will
              show up here.
            </p>
          )}
        </div>
      ) : (
        <ul ref={listRef} aria-label="Discover items" className={GRID}>
          {items.map((item, index) => (
            <li
              key={item.id}
              tabIndex={-1}
              className="rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            >
              <DiscoverItemCard
                item={item}
                teamId={teamId}
                feedId={feedId}
                canSave={canSave}
                isNew={item.isNew || knownNew.has(item.id)}
                onRemoved={() => setFocusAt(index)}
              />
            </li>
          ))}
        </ul>
      )}
      {isLoadingNext ? <DiscoverSkeleton count={4} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      {hasNext ? (
        <div className="flex flex-col items-center gap-1">
          <ShowMoreButton
            remaining={total - items.length}
            pageSize={DISCOVER_PAGE}
            singular="item"
            plural="items"
            loading={isLoadingNext}
            onClick={showMore}
          />
          <p className="text-xs text-slate-600">
            Showing {items.length} of {total}
          </p>
        </div>
      ) : null}
    </div>
  );
}
