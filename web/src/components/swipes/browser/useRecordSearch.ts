import { useEffect } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRecordSearchMutation } from '../../../__generated__/useRecordSearchMutation.graphql';
import { useDebounced } from '../../../lib/useDebounced';

/** How long a search must stay unchanged to count as one the member settled on. */
const SETTLED_MS = 1000;

/**
 * Tells the server the searches a member settles on: Discover ranks by what a team looks for
 * (docs/discover.md). Typing is not recorded letter by letter; failures are not the member's
 * concern and are ignored.
 */
export function useRecordSearch(teamId: string, search: string) {
  const environment = useRelayEnvironment();
  const settled = useDebounced(search.trim(), SETTLED_MS);
  useEffect(() => {
    if (settled.length < 3) return;
    commitMutation<useRecordSearchMutation>(environment, {
      mutation: graphql`
        mutation useRecordSearchMutation($input: RecordSwipeSearchInput!) {
          recordSwipeSearch(input: $input) {
            recorded
          }
        }
      `,
      variables: { input: { teamId, search: settled } },
    });
  }, [environment, teamId, settled]);
}
