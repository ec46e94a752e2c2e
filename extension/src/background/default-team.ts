import { getRequest, graphql } from 'relay-runtime';
import type { defaultTeamQuery$data } from '../__generated__/defaultTeamQuery.graphql';
import { dataOf, runOperation } from '../shared/graphql';
import { getLastTeamId } from '../shared/storage';

const TeamsQuery = graphql`
  query defaultTeamQuery {
    viewer {
      teams(first: 50) {
        edges {
          node {
            id
            type
            viewerRole
          }
        }
      }
    }
  }
`;

/**
 * The team a context-menu save goes to: the one last chosen in the popup while the person may
 * still add to it, else their Personal team.
 */
export async function defaultTeamId(): Promise<string> {
  const data = dataOf<defaultTeamQuery$data>(await runOperation(getRequest(TeamsQuery).params, {}));
  const teams = data.viewer?.teams.edges.map((edge) => edge.node) ?? [];
  const writable = teams.filter((team) => team.viewerRole && team.viewerRole !== 'VIEWER');
  const last = await getLastTeamId();
  const chosen =
    writable.find((team) => team.id === last) ??
    writable.find((team) => team.type === 'PERSONAL') ??
    writable[0];
  if (!chosen) throw new Error('You have no team you can add swipes to.');
  return chosen.id;
}
