import type { Environment, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { fetchQuery } from 'relay-runtime';
import TeamSelectorQueryNode, {
  type TeamSelectorQuery,
} from '../../__generated__/TeamSelectorQuery.graphql';
import {
  addToTotalCount,
  connectionOf,
  insertIntoConnection,
  removeFromConnection,
} from '../../relay/connections';

// Every query of the viewer's team list asks for `teams(first: 50)` (TeamPicker_viewer, spread
// by the selector and the pages' route queries), so they share one list in the Relay store:
// changing it here updates them all.
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

/** The team's members list (TeamMembers_team); LiveTeamEvents adds to and takes from it. */
export const TEAM_MEMBERS_CONNECTION = 'TeamMembers_members';

/** The team's pending invites in the store; LiveTeamEvents adds to and takes from it too. */
export const TEAM_INVITES_CONNECTION = 'TeamInvites_invites';

/**
 * A new invite goes first (the list is newest first). Inviting an address again replaces its
 * pending invite, so an older one for the same address leaves the list (the count stays).
 */
export function addTeamInvite(store: RecordSourceSelectorProxy, teamId: string, inviteId: string) {
  const connection = connectionOf(store, teamId, TEAM_INVITES_CONNECTION);
  const invite = store.get(inviteId);
  if (!connection || !invite) return;
  if (!insertIntoConnection(store, connection, invite, 'TeamInvitesConnectionEdge', 'first')) {
    return;
  }
  const email = invite.getValue('email');
  for (const edge of connection.getLinkedRecords('edges') ?? []) {
    const other = edge?.getLinkedRecord('node');
    if (other && other.getDataID() !== inviteId && other.getValue('email') === email) {
      removeFromConnection(connection, other.getDataID());
    }
  }
}

/** The invites list of the invites dialog (InvitesDialog_viewer's `@connection`). */
export const VIEWER_INVITES_CONNECTION = 'InvitesDialog_invites';

/**
 * Takes an accepted or declined invite off the viewer's invites list and lowers both its count
 * and the invites button's (TeamSelector_viewer's `invites(first: 0) { totalCount }`), once:
 * when LiveViewerEvents already brought the invites as they are now, the invite is not in the
 * list any more and nothing is counted twice.
 */
export function removeInviteFromViewer(
  store: RecordSourceSelectorProxy,
  viewerId: string,
  inviteId: string,
): void {
  if (!removeFromConnection(connectionOf(store, viewerId, VIEWER_INVITES_CONNECTION), inviteId)) {
    return;
  }
  addToTotalCount(store.get(viewerId)?.getLinkedRecord('invites', { first: 0 }) ?? null, -1);
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
