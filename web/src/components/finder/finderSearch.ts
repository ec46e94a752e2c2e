import { AD_COUNTRIES, AD_PLATFORMS, FINDER_LIMITS } from '@swipestack/common/finder';

// Ad Finder's search (docs/finder.md) and where it lives: the address
// (?keyword=&brand=&country=&platform=&from=&to=&source=), so a search survives a reload and the
// browser's back button, and can be shared. The rules the server enforces are checked here
// first, so a search the page sends is never refused.

/** Where the results come from: the tabs, in order. */
export const FINDER_SOURCES = [
  { value: 'team', source: 'TEAM', label: 'Your ads' },
  { value: 'gallery', source: 'GALLERY', label: 'Gallery' },
  { value: 'meta', source: 'META', label: 'Meta Ad Library' },
] as const;

export type FinderTab = (typeof FINDER_SOURCES)[number]['value'];

export interface FinderSearch {
  keyword: string;
  /** A brand's name, or a Facebook page id (digits). */
  brand: string;
  /** An AD_COUNTRIES value; ALL for anywhere. */
  country: string;
  /** An AD_PLATFORMS value, or '' for any platform. */
  platform: string;
  /** Running from / to: `YYYY-MM-DD`, or ''. */
  from: string;
  to: string;
}

export const NO_FINDER_SEARCH: FinderSearch = {
  keyword: '',
  brand: '',
  country: 'ALL',
  platform: '',
  from: '',
  to: '',
};

/** The server's words (services/finder/ad-search.ts). */
export const META_NEEDS_A_TERM = 'Enter a keyword or a brand to search Meta’s Ad Library.';
export const END_BEFORE_START = 'The end date is before the start date.';
const tooLong = (field: 'keyword' | 'brand') =>
  `The ${field} can be at most ${FINDER_LIMITS.termMax} characters.`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (what a date input gives). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const PARAMS = ['keyword', 'brand', 'country', 'platform', 'from', 'to'] as const;

/**
 * The search an address holds. What the form could not have sent is left out (an unknown
 * country or platform, a date that is not one, an end before the start) or cut to the limit.
 */
export function finderSearchFromQuery(params: URLSearchParams): FinderSearch {
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const term = (name: string) => value(name).slice(0, FINDER_LIMITS.termMax).trim();
  const country = value('country').toUpperCase();
  const platform = value('platform').toUpperCase();
  const from = isDay(value('from')) ? value('from') : '';
  const to = isDay(value('to')) && (!from || value('to') >= from) ? value('to') : '';
  return {
    keyword: term('keyword'),
    brand: term('brand'),
    country: AD_COUNTRIES.some((c) => c.value === country) ? country : 'ALL',
    platform: AD_PLATFORMS.some((p) => p.value === platform) ? platform : '',
    from,
    to,
  };
}

/** The address's query with this search (empty and default parts removed), the rest kept. */
export function withFinderSearch(params: URLSearchParams, search: FinderSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS) {
    const value = search[name].trim();
    if (value && value !== NO_FINDER_SEARCH[name]) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The tab an address names (`?source=`), the first one by default. */
export function finderTabFromQuery(params: URLSearchParams): FinderTab {
  const value = params.get('source');
  return FINDER_SOURCES.find((s) => s.value === value)?.value ?? 'team';
}

export function withFinderTab(params: URLSearchParams, tab: FinderTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'team') next.delete('source');
  else next.set('source', tab);
  return next;
}

/** One string per search (for keys and comparisons). */
export function finderSearchKey(search: FinderSearch): string {
  return PARAMS.map((name) => search[name].trim()).join('|');
}

/** A keyword or a brand: what Meta's Ad Library needs to search. */
export function hasTerms(search: FinderSearch): boolean {
  return Boolean(search.keyword.trim() || search.brand.trim());
}

/** Filters only Meta's ads (and those saved from it) have: the gallery's ads have none. */
export function hasMetaOnlyFilters(search: FinderSearch): boolean {
  return Boolean(search.country !== 'ALL' || search.platform || search.from || search.to);
}

export function hasFinderSearch(search: FinderSearch): boolean {
  return hasTerms(search) || hasMetaOnlyFilters(search);
}

export type FinderSearchErrors = Partial<Record<'keyword' | 'brand' | 'to', string>>;

/** The form's fields, in order: the first one with an error takes the focus. */
export const SEARCH_FIELDS = ['keyword', 'brand', 'to'] as const;

/**
 * What the server would refuse: a keyword or brand over the limit, an end before the start,
 * and (searching Meta's Ad Library) neither a keyword nor a brand.
 */
export function finderSearchErrors(search: FinderSearch, tab: FinderTab): FinderSearchErrors {
  const errors: FinderSearchErrors = {};
  if (search.keyword.trim().length > FINDER_LIMITS.termMax) errors.keyword = tooLong('keyword');
  if (search.brand.trim().length > FINDER_LIMITS.termMax) errors.brand = tooLong('brand');
  if (tab === 'meta' && !hasTerms(search)) errors.keyword ??= META_NEEDS_A_TERM;
  if (search.from && search.to && search.to < search.from) errors.to = END_BEFORE_START;
  return errors;
}

/** `Team.adSearch`'s arguments besides the source and paging: null where not set. */
export interface AdSearchVariables {
  keyword: string | null;
  brand: string | null;
  country: string | null;
  platform: string | null;
  since: string | null;
  until: string | null;
}

/** The days as the server takes them: midnight UTC (it compares whole days). */
export function adSearchVariables(search: FinderSearch): AdSearchVariables {
  const day = (value: string) => (value ? `${value}T00:00:00.000Z` : null);
  return {
    keyword: search.keyword.trim() || null,
    brand: search.brand.trim() || null,
    country: search.country === 'ALL' ? null : search.country,
    platform: search.platform || null,
    since: day(search.from),
    until: day(search.to),
  };
}
