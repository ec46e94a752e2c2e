// How server-paged lists (a team's tags and collections, members…) are read and searched by
// the web app and the extension alike (docs/graphql.md, "Pagination").

/** The page of tags or collections every screen loads at first (the server's maximum). */
export const FIRST_PAGE = 100;
/** How many matches a search-as-you-type picker asks the server for. */
export const SEARCH_PAGE = 20;
/** How long the typed text must stay the same before the server is asked. */
export const SEARCH_DELAY_MS = 200;

/** The items of a fetched connection page, in order. */
export function nodesOf<T>(connection: { readonly edges: readonly { readonly node: T }[] }): T[] {
  return connection.edges.map((edge) => edge.node);
}

/** True when the team has more items than the loaded page: pickers must ask the server. */
export function needsServerSearch(totalCount: number | null | undefined, loaded: number): boolean {
  return (totalCount ?? 0) > loaded;
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
