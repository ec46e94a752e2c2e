import { graphql } from 'react-relay/hooks';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { TeamRefreshQuery as TeamRefreshQueryType } from '../../__generated__/TeamRefreshQuery.graphql';

const TeamRefreshQuery = graphql`
  query TeamRefreshQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        id
        swipeCount
        swipeAllowance {
          count
          limit
          remaining
        }
        # What the filters and pickers read (also the first page of ManageTagsDialog_team's
        # tags: one field for both)…
        tags(first: 100) {
          totalCount
          edges {
            node {
              id
              title
              swipeCount
            }
          }
        }
        collectionPage: collections(first: 100) {
          totalCount
          edges {
            node {
              id
              name
              description
              swipeCount
            }
          }
        }
        # …and the paged lists of the tag manager and the collections page (their first pages).
        ...ManageTagsDialog_team @alias
        ...CollectionsPage_team @alias
      }
    }
  }
`;

/**
 * Refreshes a team's counts, allowance, tags and collections in the store after a swipe
 * was created, changed or deleted (the limits banner and filters read them from there).
 */
export function refreshTeam(environment: Environment, teamId: string): void {
  fetchQuery<TeamRefreshQueryType>(
    environment,
    TeamRefreshQuery,
    { teamId },
    {
      fetchPolicy: 'network-only',
    },
  ).subscribe({});
}
