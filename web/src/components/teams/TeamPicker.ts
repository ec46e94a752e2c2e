import { can } from '@swipestack/common/roles';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamPicker_viewer$key } from '../../__generated__/TeamPicker_viewer.graphql';
import { useSelectedTeam } from '../../lib/teamSelection';

// The viewer's teams as every picker of a team reads them. Spread into each query that needs
// them: one field `teams(first: 50)` in the store that teamStore keeps up to date for all.
const TeamPickerFragment = graphql`
  fragment TeamPicker_viewer on User {
    id
    teams(first: 50) {
      edges {
        node {
          id
          name
          type
          plan
          viewerRole
        }
      }
    }
  }
`;

type ViewerRef = TeamPicker_viewer$key | null | undefined;

/** The viewer's id ('' when signed out) and teams, in the server's order. */
export function useViewerTeams(viewer: ViewerRef) {
  const data = useFragment(TeamPickerFragment, viewer);
  return { viewerId: data?.id ?? '', teams: data?.teams.edges.map((edge) => edge.node) ?? [] };
}

/** The viewer's teams and the one selected in the app (spec §4), with its setter. */
export function useTeamPicker(viewer: ViewerRef) {
  const { viewerId, teams } = useViewerTeams(viewer);
  const [team, selectTeam] = useSelectedTeam(viewerId, teams);
  return { teams, team, selectTeam };
}

/** The teams the viewer may add swipes to: where they are an editor, an admin or the owner. */
export function useWritableTeams(viewer: ViewerRef) {
  return useViewerTeams(viewer).teams.filter((team) => can(team.viewerRole, 'editContent'));
}
