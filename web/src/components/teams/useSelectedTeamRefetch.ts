import { useEffect, useState } from 'react';

type TeamRefetch = (
  variables: { teamIds: string[] },
  options: { fetchPolicy: 'store-and-network' },
) => unknown;

/**
 * For a fragment of the team selected in the sidebar (`nodes(ids: $teamIds)`): the page's query
 * asked for `queriedTeamId`, the loader's guess; while another team is selected the fragment is
 * fetched again for it (the section suspends until it has it). True once the fragment holds the
 * selected team.
 */
export function useSelectedTeamRefetch(
  teamId: string,
  queriedTeamId: string | null,
  refetch: TeamRefetch,
): boolean {
  const [fetchedId, setFetchedId] = useState(queriedTeamId);
  useEffect(() => {
    if (fetchedId === teamId) return;
    setFetchedId(teamId);
    refetch({ teamIds: [teamId] }, { fetchPolicy: 'store-and-network' });
  }, [fetchedId, teamId, refetch]);
  return fetchedId === teamId;
}
