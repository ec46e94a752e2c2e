import { graphql } from 'react-relay/hooks';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { TeamRefreshQuery as TeamRefreshQueryType } from '../../__generated__/TeamRefreshQuery.graphql';

// What a team's views read of its tags and collections from the store: the filters and
// pickers, and the first pages of the tag manager and the collections page. Fetched again after
// a change (refreshTeam) and brought by every live team event (LiveTeamEvents).
graphql`
  fragment TeamRefresh_lists on Team {
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
          coverUrl
        }
      }
    }
    # …and the paged lists of the tag manager and the collections page (their first pages).
    ...ManageTagsDialog_team @alias
    ...CollectionsPage_team @alias
  }
`;

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
        ...TeamRefresh_lists @alias
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
