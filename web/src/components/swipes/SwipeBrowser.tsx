import { needsServerSearch } from '@swipestack/common/lists';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { SwipeBrowserFragment$key } from '../../__generated__/SwipeBrowserFragment.graphql';
import type {
  SwipeFilter,
  SwipeKind,
  SwipeSort,
} from '../../__generated__/SwipeBrowserPaginationQuery.graphql';
import type { SwipeBrowserRefreshQuery } from '../../__generated__/SwipeBrowserRefreshQuery.graphql';
import { showLiveSwipeList } from '../../lib/liveSwipeLists';
import { SWIPE_KINDS } from '../../lib/swipeKinds';
import { useDebounced } from '../../lib/useDebounced';
import { SearchSelect } from './SearchSelect';
import { GRID_CLASS, SwipeCard, SwipeGridSkeleton, useSwipeHref } from './SwipeCard';
import type { Found } from './teamSearch';

const PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 250;
const CAPTURE_POLL_MS = 3000;

/** What the add dialog needs to show a new swipe in the list on screen. */
export interface SwipeListHandle {
  /** The connection a new swipe belongs at the top of, or null when it may not fit there. */
  prependConnection(): string | null;
  /** Refetches the list (after a create that could not be prepended). */
  refresh(): void;
}

export interface Filters {
  search: string;
  kind: string;
  tagId: string;
  collectionId: string;
  sort: SwipeSort;
}

const NO_FILTERS: Filters = { search: '', kind: '', tagId: '', collectionId: '', sort: 'NEWEST' };

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

const RefreshQuery = graphql`
  query SwipeBrowserRefreshQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Swipe {
        id
        title
        captureStatus
        captureError
        thumbnailUrl
        imageUrl
        viewportUrl
        imageWidth
        imageHeight
        source
      }
    }
  }
`;

interface Props {
  team: SwipeBrowserFragment$key;
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

function Select({
  label,
  value,
  onChange,
  action,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A small control shown beside the label. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
          {label}
        </label>
        {action}
      </div>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {children}
      </select>
    </div>
  );
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
      fragment SwipeBrowserFragment on Team
      @refetchable(queryName: "SwipeBrowserPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        filter: { type: "SwipeFilter" }
        sort: { type: "SwipeSort", defaultValue: NEWEST }
      ) {
        id
        swipes(first: $count, after: $cursor, filter: $filter, sort: $sort)
          @connection(key: "SwipeBrowser_swipes", filters: ["filter", "sort"]) {
          __id
          edges {
            node {
              id
              captureStatus
              ...SwipeCardFragment
            }
          }
        }
      }
    `,
    team,
  );
  const environment = useRelayEnvironment();
  const swipeHref = useSwipeHref();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const search = useDebounced(filters.search, SEARCH_DELAY_MS);
  const [isPending, startTransition] = useTransition();
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);
  const filter = useMemo(
    () => toSwipeFilter(applied, fixedCollectionId),
    [applied, fixedCollectionId],
  );
  const filterKey = JSON.stringify([filter, applied.sort]);
  const firstKey = useRef(filterKey);
  const searchId = useId();

  // Refetch when the (debounced) filters change; the old list stays while the new one loads.
  useEffect(() => {
    if (filterKey === firstKey.current) return;
    firstKey.current = filterKey;
    const [nextFilter, sort] = JSON.parse(filterKey) as [SwipeFilter | null, SwipeSort];
    startTransition(() => {
      refetch(
        { filter: nextFilter, sort, count: PAGE_SIZE, cursor: null },
        { fetchPolicy: 'store-and-network' },
      );
    });
  }, [filterKey, refetch]);

  const hasFilters = Boolean(
    filters.search.trim() ||
      filters.kind ||
      filters.tagId ||
      (!fixedCollectionId && filters.collectionId),
  );

  // Where a swipe created here goes: the newest-first list without filters (the collection's
  // own list on its page).
  const prependList =
    (!filter || (fixedCollectionId && Object.keys(filter).length === 1)) &&
    applied.sort === 'NEWEST'
      ? data.swipes.__id
      : null;
  // Swipes other members create go to the top of the team's whole list while it shows.
  const liveList = !filter && applied.sort === 'NEWEST' ? data.swipes.__id : null;
  useEffect(() => (liveList ? showLiveSwipeList(liveList) : undefined), [liveList]);

  useImperativeHandle(
    handle,
    () => ({
      prependConnection: () => prependList,
      refresh: () =>
        startTransition(() => {
          refetch(
            { filter, sort: applied.sort, count: PAGE_SIZE, cursor: null },
            { fetchPolicy: 'network-only' },
          );
        }),
    }),
    [filter, applied.sort, refetch, prependList],
  );

  // A deleted swipe leaves a null node behind until the list refetches.
  const nodes = data.swipes.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));

  // Poll the swipes whose page capture is still running (`nodes` takes at most 100 ids).
  const capturingIds = nodes
    .filter((node) => node.captureStatus === 'PENDING' || node.captureStatus === 'CAPTURING')
    .slice(0, 100)
    .map((node) => node.id)
    .join(',');
  useEffect(() => {
    if (!capturingIds) return;
    const timer = setInterval(() => {
      fetchQuery<SwipeBrowserRefreshQuery>(
        environment,
        RefreshQuery,
        { ids: capturingIds.split(',') },
        {
          fetchPolicy: 'network-only',
        },
      ).subscribe({});
    }, CAPTURE_POLL_MS);
    return () => clearInterval(timer);
  }, [capturingIds, environment]);

  // Infinite scroll, with the Load more button as the fallback.
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef({ hasNext, isLoadingNext, loadNext });
  more.current = { hasNext, isLoadingNext, loadNext };
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNext, isLoadingNext, loadNext } = more.current;
        if (entries.some((entry) => entry.isIntersecting) && hasNext && !isLoadingNext) {
          loadNext(PAGE_SIZE);
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Names of tags and collections picked through a server search (beyond the loaded page).
  const [picked, setPicked] = useState<Record<string, string>>({});
  const searchTags = needsServerSearch(tagCount, tags.length);
  const searchCollections = needsServerSearch(collectionCount, collections.length);
  const foundTag = (id: string): Found | null => {
    if (!id) return null;
    const title = tags.find((tag) => tag.id === id)?.title ?? picked[id];
    return { id, label: title ?? 'Chosen tag' };
  };
  const foundCollection = (id: string): Found | null => {
    if (!id) return null;
    const name = collections.find((item) => item?.id === id)?.name ?? picked[id];
    return { id, label: name ?? 'Chosen collection' };
  };
  const remember = (found: Found | null) => {
    if (found) setPicked((current) => ({ ...current, [found.id]: found.label }));
  };

  // A tag deleted (in the tag manager) while it filters the list: show all tags again. Beyond
  // the loaded page, the store tells (the delete mutation removes the record).
  const filteredTagGone =
    Boolean(filters.tagId) &&
    !tags.some((tag) => tag.id === filters.tagId) &&
    (!searchTags || environment.getStore().getSource().get(filters.tagId) === null);
  useEffect(() => {
    if (filteredTagGone) setFilters((current) => ({ ...current, tagId: '' }));
  }, [filteredTagGone]);

  const update = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const clear = () => setFilters(NO_FILTERS);
  const showToolbar = nodes.length > 0 || hasFilters || isPending;
  const manageTags = onManageTags ? (
    <button
      type="button"
      onClick={onManageTags}
      className="rounded text-xs font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      Manage tags
    </button>
  ) : null;

  return (
    <div className="space-y-4">
      {showToolbar ? (
        <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <label htmlFor={searchId} className="block text-xs font-semibold text-slate-600">
              Search swipes
            </label>
            <input
              id={searchId}
              type="search"
              value={filters.search}
              onChange={(event) => update({ search: event.target.value })}
              placeholder="Search titles, notes, sources and page text"
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            />
          </div>
          <Select label="Kind" value={filters.kind} onChange={(kind) => update({ kind })}>
            <option value="">All kinds</option>
            {SWIPE_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </Select>
          {searchTags ? (
            <SearchSelect
              label="Tag"
              allLabel="All tags"
              kind="tags"
              teamId={data.id}
              value={foundTag(filters.tagId)}
              onChange={(found) => {
                remember(found);
                update({ tagId: found?.id ?? '' });
              }}
              action={manageTags}
            />
          ) : (
            <Select
              label="Tag"
              value={filters.tagId}
              onChange={(tagId) => update({ tagId })}
              action={manageTags}
            >
              <option value="">All tags</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.title}
                </option>
              ))}
            </Select>
          )}
          {fixedCollectionId ? null : searchCollections ? (
            <SearchSelect
              label="Collection"
              allLabel="All collections"
              kind="collections"
              teamId={data.id}
              value={foundCollection(filters.collectionId)}
              onChange={(found) => {
                remember(found);
                update({ collectionId: found?.id ?? '' });
              }}
            />
          ) : (
            <Select
              label="Collection"
              value={filters.collectionId}
              onChange={(collectionId) => update({ collectionId })}
            >
              <option value="">All collections</option>
              {collections.filter(Boolean).map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </Select>
          )}
          <Select
            label="Sort"
            value={filters.sort}
            onChange={(sort) => update({ sort: sort as SwipeSort })}
          >
            <option value="NEWEST">Newest</option>
            <option value="OLDEST">Oldest</option>
          </Select>
        </search>
      ) : null}

      <div
        aria-busy={isPending}
        className={isPending ? 'opacity-60 transition-opacity' : undefined}
      >
        {nodes.length > 0 ? (
          <ul className={GRID_CLASS} aria-label="Swipes">
            {nodes.map((node) => (
              <li key={node.id} className="flex">
                <div className="w-full">
                  <SwipeCard swipe={node} href={swipeHref(node.id)} />
                </div>
              </li>
            ))}
          </ul>
        ) : hasFilters ? (
          <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h3 className="text-base font-semibold">
              {filters.search.trim()
                ? `No swipes match “${filters.search.trim()}”`
                : 'No swipes match these filters'}
            </h3>
            <p className="mt-2 text-sm text-slate-600">Try other words or fewer filters.</p>
            <button type="button" onClick={clear} className="btn-secondary mt-5">
              Clear filters
            </button>
          </div>
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
