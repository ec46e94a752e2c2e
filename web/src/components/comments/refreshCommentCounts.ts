import { graphql } from 'react-relay/hooks';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { refreshCommentCountsQuery } from '../../__generated__/refreshCommentCountsQuery.graphql';

const CommentCountsQuery = graphql`
  query refreshCommentCountsQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Swipe {
        id
        commentCount
      }
    }
  }
`;

/** `nodes` takes at most 100 ids. */
const PAGE = 100;

/**
 * Asks again for the comment counts of the swipes the store holds with comments: after a
 * comment the store never held was deleted (a live event says only its id), one of them is
 * one (or a thread's worth) too high.
 */
export function refreshCommentCounts(environment: Environment): void {
  const source = environment.getStore().getSource();
  const ids = source.getRecordIDs().filter((id) => {
    const record = source.get(id) as { __typename?: unknown; commentCount?: unknown } | null;
    return (
      record?.__typename === 'Swipe' &&
      typeof record.commentCount === 'number' &&
      record.commentCount > 0
    );
  });
  for (let start = 0; start < ids.length; start += PAGE) {
    fetchQuery<refreshCommentCountsQuery>(
      environment,
      CommentCountsQuery,
      { ids: ids.slice(start, start + PAGE) },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }
}
