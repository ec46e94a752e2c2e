import { SWIPE_KINDS } from '../../lib/swipeKinds';
import { EXAMPLE_CATEGORIES } from '../examples/catalogue';

// Discover's filters (docs/discover.md, "Filters and paging") and where they live: the
// address (?kind=&category=&added=), so a filtered feed survives a reload and can be shared.

/** The pseudo-category of swipes from other teams' listed collections. */
export const COMMUNITY_CATEGORY = 'community';
/** The pseudo-category of the team's tracked brands' ads not saved yet (Ad Finder). */
const TRACKED_CATEGORY = 'tracked-brands';

export interface DiscoverFilters {
  /** A swipe kind, or '' for all. */
  kind: string;
  /** A gallery category's slug, `community`, `tracked-brands`, or '' for all. */
  category: string;
  /** How many days back items were added ('7', '30', '90'), or '' for any time. */
  added: string;
}

export const NO_DISCOVER_FILTERS: DiscoverFilters = { kind: '', category: '', added: '' };

interface Option {
  readonly value: string;
  readonly label: string;
}

/** Kind: the swipe kinds, written copy (TEXT: AI Remix's own) left out. */
export const KIND_OPTIONS: readonly Option[] = [
  { value: '', label: 'All' },
  ...SWIPE_KINDS.filter((kind) => kind.value !== 'TEXT'),
];

/**
 * Category: the gallery's categories, then other teams' public collections and the ads of the
 * team's tracked brands.
 */
export const CATEGORY_OPTIONS: readonly Option[] = [
  { value: '', label: 'All' },
  ...EXAMPLE_CATEGORIES.map((category) => ({ value: category.slug, label: category.label })),
  { value: COMMUNITY_CATEGORY, label: 'Public collections' },
  { value: TRACKED_CATEGORY, label: 'Tracked brands' },
];

/** Added: how recent (the server's `since`). */
export const ADDED_OPTIONS: readonly Option[] = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/** An item's category as the page names it ("Emails", "Public collections"). */
export function categoryLabel(slug: string): string {
  if (!slug) return '';
  return CATEGORY_OPTIONS.find((option) => option.value === slug)?.label ?? slug;
}

const known = (options: readonly Option[], value: string) =>
  value !== '' && options.some((option) => option.value === value) ? value : '';

/** The filters an address holds; a value its filter does not offer is left out. */
export function discoverFiltersFromQuery(params: URLSearchParams): DiscoverFilters {
  const value = (name: string) => params.get(name)?.trim() ?? '';
  return {
    kind: known(KIND_OPTIONS, value('kind')),
    category: known(CATEGORY_OPTIONS, value('category')),
    added: known(ADDED_OPTIONS, value('added')),
  };
}

/** The address's query with these filters (empty ones removed), other parameters kept. */
export function withDiscoverFilters(
  params: URLSearchParams,
  filters: DiscoverFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['kind', 'category', 'added'] as const) {
    if (filters[name]) next.set(name, filters[name]);
    else next.delete(name);
  }
  return next;
}

export function hasDiscoverFilters(filters: DiscoverFilters): boolean {
  return Boolean(filters.kind || filters.category || filters.added);
}

/** One string per set of filters (for keys and comparisons). */
export function discoverFiltersKey(filters: DiscoverFilters): string {
  return `${filters.kind}|${filters.category}|${filters.added}`;
}

/**
 * The start of the day `days` days before `now`, in the viewer's time zone: "the last 7
 * days" names the same moment all day long, so the query's variables (and the feed's
 * connection in the store) stay the same while the page is open.
 */
export function sinceDaysAgo(days: number, now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).toISOString();
}

/** The feed's filter arguments (`Team.discover`): null where a filter is not set. */
export interface DiscoverVariables {
  kind: string | null;
  category: string | null;
  since: string | null;
}

export function discoverVariables(filters: DiscoverFilters, now: Date): DiscoverVariables {
  return {
    kind: filters.kind || null,
    category: filters.category || null,
    since: filters.added ? sinceDaysAgo(Number(filters.added), now) : null,
  };
}

/** "1 item", "24 items". */
export function itemCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;
}

/** The sidebar badge's count: "12 new", "99+ new"; and how it reads aloud. */
export function newCountBadge(count: number): { text: string; label: string } {
  if (count > 99) return { text: '99+ new', label: 'more than 99 new items' };
  return { text: `${count} new`, label: `${count} new ${count === 1 ? 'item' : 'items'}` };
}
