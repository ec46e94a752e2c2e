import { graphql } from 'react-relay/hooks';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { TeamRefreshQuery as TeamRefreshQueryType } from '../../__generated__/TeamRefreshQuery.graphql';

// What a team's views read of its counts, tags and collections from the store, as the fragments
// of the modules that read them: the swipes page's count and lists (the same fields as the
// collection page's and the swipe editor's), and the first pages of the tag manager and the
// collections page. Fetched again after a change (refreshTeam), and when a live team event
// names a tag or collection that the lists lack (LiveTeamEvents, teamLists.ts).
graphql`
  fragment TeamRefresh_lists on Team {
    ...SwipesPage_lists
    ...ManageTagsDialog_team @alias
    ...CollectionsPage_team @alias
  }
`;

const TeamRefreshQuery = graphql`
  query TeamRefreshQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        ...LimitsBanner_team @alias
        ...useAddSwipeGate_team @alias
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
