import { needsServerSearch } from '@swipestack/common/lists';
import { useId, useState } from 'react';
import type { SwipeSort } from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';
import { SWIPE_KINDS } from '../../../lib/swipeKinds';
import { SearchSelect } from '../SearchSelect';
import type { Found } from '../teamSearch';
import { AuthorFilter } from './AuthorFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterSelect } from './FilterSelect';
import { type Filters, NO_FILTERS } from './filters';
import { SearchBox } from './SearchBox';
import { SORT_OPTIONS } from './sorts';

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  teamId: string;
  /** The loaded page of the team's tags, and how many it has in all. */
  tags: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  tagCount: number;
  /** The loaded page of the team's collections, and how many it has in all. */
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  collectionCount: number;
  /** Set on a collection page: no collection filter. */
  fixedCollectionId?: string | undefined;
  /** Shows a "Manage tags" button next to the tag filter. */
  onManageTags?: (() => void) | undefined;
}

/**
 * The swipe list's toolbar: search, kind, tag, collection, sort, author and date added. Beyond a page of tags or
 * collections their filters search the server (SearchSelect).
 */
export function SwipeFilters({
  filters,
  onChange,
  teamId,
  tags,
  tagCount,
  collections,
  collectionCount,
  fixedCollectionId,
  onManageTags,
}: Props) {
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
  const manageTags = onManageTags ? (
    <button
      type="button"
      onClick={onManageTags}
      className="rounded text-xs font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      Manage tags
    </button>
  ) : null;

  // On a phone the filters other than search fold away behind a button that counts those set.
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const set = (['kind', 'tagId', 'collectionId', 'authorId', 'from', 'to', 'sort'] as const).filter(
    (key) => filters[key] !== NO_FILTERS[key] && !(key === 'collectionId' && fixedCollectionId),
  ).length;

  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
      <SearchBox value={filters.search} onChange={(search) => onChange({ search })} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((value) => !value)}
        className="btn-secondary col-span-2 sm:hidden"
      >
        {open ? 'Hide filters' : set ? `Filters (${set} set)` : 'Filters'}
      </button>
      <div id={fieldsId} className={open ? 'contents' : 'contents max-sm:hidden'}>
        <FilterSelect label="Kind" value={filters.kind} onChange={(kind) => onChange({ kind })}>
          <option value="">All kinds</option>
          {SWIPE_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </FilterSelect>
        {searchTags ? (
          <SearchSelect
            label="Tag"
            allLabel="All tags"
            kind="tags"
            teamId={teamId}
            value={foundTag(filters.tagId)}
            onChange={(found) => {
              remember(found);
              onChange({ tagId: found?.id ?? '' });
            }}
            action={manageTags}
          />
        ) : (
          <FilterSelect
            label="Tag"
            value={filters.tagId}
            onChange={(tagId) => onChange({ tagId })}
            action={manageTags}
          >
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.title}
              </option>
            ))}
          </FilterSelect>
        )}
        {fixedCollectionId ? null : searchCollections ? (
          <SearchSelect
            label="Collection"
            allLabel="All collections"
            kind="collections"
            teamId={teamId}
            value={foundCollection(filters.collectionId)}
            onChange={(found) => {
              remember(found);
              onChange({ collectionId: found?.id ?? '' });
            }}
          />
        ) : (
          <FilterSelect
            label="Collection"
            value={filters.collectionId}
            onChange={(collectionId) => onChange({ collectionId })}
          >
            <option value="">All collections</option>
            {collections.filter(Boolean).map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          label="Sort"
          value={filters.sort}
          onChange={(sort) => onChange({ sort: sort as SwipeSort })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
        <AuthorFilter
          teamId={teamId}
          value={filters.authorId}
          onChange={(authorId) => onChange({ authorId })}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      </div>
    </search>
  );
}
