import type { ActivityKind } from '../../__generated__/ActivityPageFeedQuery.graphql';

// The activity feed's filters and where they live: the address (?member=<User id>&kind=<kind>),
// so a filtered feed survives a reload and can be shared.

export interface ActivityFilters {
  /** A member's User id, or '' for everyone. */
  member: string;
  /** An ActivityKind, or '' for all. */
  kind: ActivityKind | '';
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { member: '', kind: '' };

/** The Kind select's options, in its order. */
export const ACTIVITY_KIND_OPTIONS: readonly { value: ActivityKind | ''; label: string }[] = [
  { value: '', label: 'All activity' },
  { value: 'SWIPE_ADDED', label: 'Swipes added' },
  { value: 'SWIPE_TAGGED', label: 'Tagged' },
  { value: 'SWIPE_MOVED', label: 'Moved to collections' },
  { value: 'COMMENTED', label: 'Comments' },
  { value: 'MEMBER_JOINED', label: 'Members joined' },
  { value: 'PLAN_CHANGED', label: 'Plan changes' },
];

function isKind(value: string): value is ActivityKind {
  return value !== '' && ACTIVITY_KIND_OPTIONS.some((option) => option.value === value);
}

/** The filters an address holds; a kind the select does not offer is left out. */
export function activityFiltersFromQuery(params: URLSearchParams): ActivityFilters {
  const member = params.get('member')?.trim() ?? '';
  const kind = params.get('kind')?.trim().toUpperCase() ?? '';
  return { member, kind: isKind(kind) ? kind : '' };
}

/** The address's query with these filters (empty ones removed), other parameters kept. */
export function withActivityFilters(
  params: URLSearchParams,
  filters: ActivityFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.member) next.set('member', filters.member);
  else next.delete('member');
  if (filters.kind) next.set('kind', filters.kind);
  else next.delete('kind');
  return next;
}

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return filters.member !== '' || filters.kind !== '';
}

/** The feed query's variables for these filters. */
export function activityVariables(filters: ActivityFilters): {
  actorId: string | null;
  kinds: ActivityKind[] | null;
} {
  return {
    actorId: filters.member || null,
    kinds: filters.kind ? [filters.kind] : null,
  };
}
