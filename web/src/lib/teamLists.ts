/** How the web treats a team's tags and collections beyond the first page (see docs/graphql.md). */

/** The page of tags or collections every screen loads at first (the server's maximum). */
export const FIRST_PAGE = 100;
/** How many matches a search-as-you-type picker asks the server for. */
export const SEARCH_PAGE = 20;
/** How long the typed text must stay the same before the server is asked. */
export const SEARCH_DELAY_MS = 200;

/** True when the team has more items than the loaded page: pickers must ask the server. */
export function needsServerSearch(totalCount: number, loaded: number): boolean {
  return totalCount > loaded;
}

/**
 * The active option after a key press in a listbox of `count` options (-1: none active).
 * Returns null for keys that do not move it.
 */
export function moveActive(current: number, key: string, count: number): number | null {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current <= 0 ? 0 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The choices to show: `chosen` items missing from `shown` (kept so a choice made beyond the
 * first page stays visible and checked) first, then `shown`, without duplicates by id.
 */
export function withChosen<T extends { readonly id: string }>(
  shown: readonly T[],
  chosen: readonly T[],
): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...chosen.filter((item) => !ids.has(item.id)), ...shown];
}
