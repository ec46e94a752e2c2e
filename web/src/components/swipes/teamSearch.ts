import { nodesOf, SEARCH_DELAY_MS, SEARCH_PAGE } from '@swipestack/common/lists';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { teamSearchCollectionsQuery } from '../../__generated__/teamSearchCollectionsQuery.graphql';
import type { teamSearchTagsQuery } from '../../__generated__/teamSearchTagsQuery.graphql';
import { useDebounced } from '../../lib/useDebounced';

const TagsQuery = graphql`
  query teamSearchTagsQuery($teamId: ID!, $search: String!, $first: Int!) {
    node(id: $teamId) {
      ... on Team {
        tags(search: $search, first: $first) {
          totalCount
          edges {
            node {
              id
              title
            }
          }
        }
      }
    }
  }
`;

const CollectionsQuery = graphql`
  query teamSearchCollectionsQuery($teamId: ID!, $search: String!, $first: Int!) {
    node(id: $teamId) {
      ... on Team {
        collections(search: $search, first: $first) {
          totalCount
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

export type TeamListKind = 'tags' | 'collections';

/** One tag or collection found by a search: its id and what it is called. */
export interface Found {
  readonly id: string;
  readonly label: string;
}

export interface TeamSearch {
  /** The matches of the last answered search (at most SEARCH_PAGE). */
  items: readonly Found[];
  /** How many match in all (more than `items` when the page is cut). */
  totalCount: number;
  /** True while the server has not answered the latest text yet. */
  loading: boolean;
}

/**
 * Asks the server for the team's tags or collections containing `text` (any case), debounced,
 * while `enabled`. Used by pickers when the team has more than the loaded page.
 */
export function useTeamSearch(
  kind: TeamListKind,
  teamId: string,
  text: string,
  enabled: boolean,
): TeamSearch {
  const environment = useRelayEnvironment();
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const [result, setResult] = useState<{ key: string; items: Found[]; totalCount: number }>({
    key: '',
    items: [],
    totalCount: 0,
  });
  const key = `${kind}:${teamId}:${search}`;

  useEffect(() => {
    if (!enabled) return;
    const variables = { teamId, search, first: SEARCH_PAGE };
    const subscription =
      kind === 'tags'
        ? fetchQuery<teamSearchTagsQuery>(environment, TagsQuery, variables).subscribe({
            next: (data) => {
              const tags = data.node?.tags;
              setResult({
                key,
                items: tags ? nodesOf(tags).map((tag) => ({ id: tag.id, label: tag.title })) : [],
                totalCount: tags?.totalCount ?? 0,
              });
            },
            error: () => setResult({ key, items: [], totalCount: 0 }),
          })
        : fetchQuery<teamSearchCollectionsQuery>(
            environment,
            CollectionsQuery,
            variables,
          ).subscribe({
            next: (data) => {
              const collections = data.node?.collections;
              setResult({
                key,
                items: collections
                  ? nodesOf(collections).map((item) => ({ id: item.id, label: item.name }))
                  : [],
                totalCount: collections?.totalCount ?? 0,
              });
            },
            error: () => setResult({ key, items: [], totalCount: 0 }),
          });
    return () => subscription.unsubscribe();
  }, [enabled, environment, kind, teamId, search, key]);

  return {
    items: result.items,
    totalCount: result.totalCount,
    loading: enabled && (result.key !== key || search !== text.trim()),
  };
}
