import { OperationTypeNode, parse } from 'graphql';

/**
 * The persisted operations whose answers may be cached, with the variable that names the team
 * they read. Each reads one team's data only (its swipes, tags, collections, members' names and
 * plan), all of it in tables whose writes bump the team's data version, and nothing that changes
 * with time alone (test/router/response-cache.test.ts checks both).
 */
export const CACHED_OPERATIONS: Record<string, string> = {
  SwipesPageTeamQuery: 'teamId',
  CollectionPageSwipesQuery: 'teamId',
  SwipeBrowserPaginationQuery: 'id',
};

export interface CachedOperation {
  /** The persisted id (SHA-256 of the text). */
  id: string;
  name: string;
  teamVariable: string;
}

/** The cached operations among the persisted ones, by their text. */
export function cachedOperationsByText(
  persisted: Iterable<[id: string, text: string]>,
): Map<string, CachedOperation> {
  const byText = new Map<string, CachedOperation>();
  for (const [id, text] of persisted) {
    const name = /^\s*query\s+(\w+)/.exec(text)?.[1];
    const teamVariable = name && CACHED_OPERATIONS[name];
    if (!teamVariable) continue;
    const operations = parse(text).definitions.filter((d) => d.kind === 'OperationDefinition');
    if (operations.length !== 1 || operations[0]?.operation !== OperationTypeNode.QUERY) continue;
    byText.set(text, { id, name, teamVariable });
  }
  return byText;
}
