import { nodesOf, SEARCH_DELAY_MS, SEARCH_PAGE } from '@swipestack/common/lists';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { teamSearchCollectionsQuery } from '../__generated__/teamSearchCollectionsQuery.graphql';
import type { teamSearchTagsQuery } from '../__generated__/teamSearchTagsQuery.graphql';

const TagsQuery = graphql`
  query teamSearchTagsQuery($teamId: ID!, $search: String!, $first: Int!) {
    node(id: $teamId) {
      ... on Team {
        tags(search: $search, first: $first) {
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

export interface Found {
  readonly id: string;
  readonly name: string;
}

/**
 * The team's tags or collections whose name contains `text` (any case), asked of the server
 * once typing pauses, while `enabled` (a team with more than the loaded page).
 */
export function useTeamSearch(
  kind: 'tags' | 'collections',
  teamId: string,
  text: string,
  enabled: boolean,
): readonly Found[] {
  const environment = useRelayEnvironment();
  const [found, setFound] = useState<readonly Found[]>([]);
  const search = text.trim();
  useEffect(() => {
    if (!enabled || !search) {
      setFound([]);
      return;
    }
    const variables = { teamId, search, first: SEARCH_PAGE };
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription =
        kind === 'tags'
          ? fetchQuery<teamSearchTagsQuery>(environment, TagsQuery, variables).subscribe({
              next: (data) =>
                setFound(
                  data.node?.tags
                    ? nodesOf(data.node.tags).map((tag) => ({ id: tag.id, name: tag.title }))
                    : [],
                ),
              error: () => setFound([]),
            })
          : fetchQuery<teamSearchCollectionsQuery>(
              environment,
              CollectionsQuery,
              variables,
            ).subscribe({
              next: (data) =>
                setFound(data.node?.collections ? nodesOf(data.node.collections) : []),
              error: () => setFound([]),
            });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [enabled, environment, kind, teamId, search]);
  return found;
}
