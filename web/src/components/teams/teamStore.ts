import type { Environment, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { fetchQuery } from 'relay-runtime';
import TeamSelectorQueryNode, {
  type TeamSelectorQuery,
} from '../../__generated__/TeamSelectorQuery.graphql';

// Every query of the viewer's team list asks for `teams(first: 50)` (the selector, the pages'
// route queries), so they share one list in the Relay store: changing it here updates them all.
const TEAM_LIST_ARGS = { first: 50 };

/** Delay before the team list is fetched again after a change (spec §4, §9: 100 ms). */
export const TEAMS_REFRESH_DELAY_MS = 100;

function teamList(store: RecordSourceSelectorProxy) {
  const connection = store
    .getRoot()
    .getLinkedRecord('viewer')
    ?.getLinkedRecord('teams', TEAM_LIST_ARGS);
  const edges = connection?.getLinkedRecords('edges');
  return connection && edges ? { connection, edges } : null;
}

/** Adds a team just created or joined to the viewer's team list (until the list refetches). */
export function addTeamToViewer(store: RecordSourceSelectorProxy, team: RecordProxy): void {
  const list = teamList(store);
  if (!list) return;
  const teamId = team.getDataID();
  if (list.edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === teamId)) return;
  const edgeId = `client:UserTeamsConnectionEdge:${teamId}`;
  const edge = store.get(edgeId) ?? store.create(edgeId, 'UserTeamsConnectionEdge');
  edge.setValue(teamId, 'cursor');
  edge.setLinkedRecord(team, 'node');
  list.connection.setLinkedRecords([...list.edges, edge], 'edges');
}

/** Takes a team the viewer left or deleted off their team list. */
export function removeTeamFromViewer(store: RecordSourceSelectorProxy, teamId: string): void {
  const list = teamList(store);
  if (!list) return;
  list.connection.setLinkedRecords(
    list.edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== teamId),
    'edges',
  );
}

/** Takes an accepted or declined invite off `viewer.invites`. */
export function removeInviteFromViewer(store: RecordSourceSelectorProxy, inviteId: string): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const invites = viewer?.getLinkedRecords('invites');
  if (!viewer || !invites) return;
  viewer.setLinkedRecords(
    invites.filter((invite) => invite?.getDataID() !== inviteId),
    'invites',
  );
}

/**
 * Fetches the viewer's teams, `canCreateTeam` and invites again, 100 ms after a team was
 * created, joined, left or deleted (spec §4: query invalidation after a 100 ms delay).
 */
export function refreshTeamsSoon(environment: Environment): void {
  setTimeout(() => {
    fetchQuery<TeamSelectorQuery>(
      environment,
      TeamSelectorQueryNode,
      {},
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({});
  }, TEAMS_REFRESH_DELAY_MS);
}
