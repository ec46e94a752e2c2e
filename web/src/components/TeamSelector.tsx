import { Suspense, useId } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { TeamSelectorFragment$key } from '../__generated__/TeamSelectorFragment.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../__generated__/TeamSelectorQuery.graphql';
import { useSelectedTeam } from '../lib/teamSelection';
import { ErrorBoundary } from './ErrorBoundary';

export const TeamSelectorQuery = graphql`
  query TeamSelectorQuery {
    viewer {
      ...TeamSelectorFragment
    }
  }
`;

function TeamSelect({ id, viewer }: { id: string; viewer: TeamSelectorFragment$key }) {
  const data = useFragment(
    graphql`
      fragment TeamSelectorFragment on User {
        id
        teams(first: 50) {
          edges {
            node {
              id
              name
              type
            }
          }
        }
      }
    `,
    viewer,
  );
  const teams = data.teams.edges.map((edge) => edge.node);
  const [selected, select] = useSelectedTeam(data.id, teams);
  if (teams.length === 0) return <p className="text-sm text-slate-600">No teams</p>;
  return (
    <select
      id={id}
      value={selected?.id ?? ''}
      onChange={(event) => select(event.target.value)}
      className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium"
    >
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </select>
  );
}

function TeamSelectLoader({
  id,
  queryRef,
}: {
  id: string;
  queryRef: PreloadedQuery<TeamSelectorQueryType>;
}) {
  const data = usePreloadedQuery<TeamSelectorQueryType>(TeamSelectorQuery, queryRef);
  if (!data.viewer) return <p className="text-sm text-red-700">Error</p>;
  return <TeamSelect id={id} viewer={data.viewer} />;
}

/** The viewer's teams; 'Loading...' while loading and 'Error' on failure (spec §2, §8). */
export function TeamSelector({ queryRef }: { queryRef: PreloadedQuery<TeamSelectorQueryType> }) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Team
      </label>
      <ErrorBoundary fallback={<p className="text-sm text-red-700">Error</p>}>
        <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
          <TeamSelectLoader id={id} queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
