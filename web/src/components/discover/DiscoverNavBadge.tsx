import { Suspense } from 'react';
import {
  graphql,
  type PreloadedQuery,
  useFragment,
  useLazyLoadQuery,
  usePreloadedQuery,
} from 'react-relay/hooks';
import type { DiscoverNavBadge_viewer$key } from '../../__generated__/DiscoverNavBadge_viewer.graphql';
import type { DiscoverNavBadgeQuery as DiscoverNavBadgeQueryType } from '../../__generated__/DiscoverNavBadgeQuery.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../../__generated__/TeamSelectorQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { NavBadge } from '../NavBadge';
import { TeamSelectorQuery } from '../TeamSelector';
import { useTeamPicker } from '../teams/TeamPicker';
import { newCountBadge } from './discoverFilters';

// The sidebar's Discover badge: "New" (the spec's), or how many items are new to the viewer in
// the selected team's feed ("12 new"). Loading, failing or without a team, it stays "New".

const NEW = <NavBadge>New</NavBadge>;

const DiscoverNavBadgeQuery = graphql`
  query DiscoverNavBadgeQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        discoverNewCount
      }
    }
  }
`;

function NewCount({ teamId }: { teamId: string }) {
  const data = useLazyLoadQuery<DiscoverNavBadgeQueryType>(
    DiscoverNavBadgeQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const count = data.node?.team?.discoverNewCount ?? 0;
  if (count <= 0) return NEW;
  const { text, label } = newCountBadge(count);
  return <NavBadge label={label}>{text}</NavBadge>;
}

function SelectedTeamCount({ viewer }: { viewer: DiscoverNavBadge_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment DiscoverNavBadge_viewer on User {
        ...TeamPicker_viewer
      }
    `,
    viewer,
  );
  const { team } = useTeamPicker(data);
  if (!team) return NEW;
  return (
    <ErrorBoundary key={team.id} fallback={NEW}>
      <Suspense fallback={NEW}>
        <NewCount teamId={team.id} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Teams({ teamsRef }: { teamsRef: PreloadedQuery<TeamSelectorQueryType> }) {
  const data = usePreloadedQuery<TeamSelectorQueryType>(TeamSelectorQuery, teamsRef);
  return data.viewer ? <SelectedTeamCount viewer={data.viewer} /> : NEW;
}

export function DiscoverNavBadge({
  teamsRef,
}: {
  teamsRef: PreloadedQuery<TeamSelectorQueryType>;
}) {
  return (
    <ErrorBoundary fallback={NEW}>
      <Suspense fallback={NEW}>
        <Teams teamsRef={teamsRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
