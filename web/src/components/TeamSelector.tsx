import { Icon } from '@swipestack/common/ui/Icon';
import { Suspense, useId } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { TeamSelector_viewer$key } from '../__generated__/TeamSelector_viewer.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../__generated__/TeamSelectorQuery.graphql';
import { openTeamDialog, requestCreateTeam } from '../lib/teamDialogs';
import { PlanBadge } from './billing/PlanBadge';
import { ErrorBoundary } from './ErrorBoundary';
import { useTeamPicker } from './teams/TeamPicker';

/** The viewer's teams, invites and team-creation check: the selector and the team dialogs. */
export const TeamSelectorQuery = graphql`
  query TeamSelectorQuery {
    viewer {
      ...TeamSelector_viewer
      ...TeamDialogs_viewer
      ...DiscoverNavBadge_viewer
      ...PresenceProvider_viewer
    }
  }
`;

const smallButton =
  'inline-flex flex-1 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50';

function TeamSelect({ id, viewer }: { id: string; viewer: TeamSelector_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TeamSelector_viewer on User {
        canCreateTeam
        # The count alone: the invites dialog pages through the invites themselves.
        inviteCount: invites(first: 0) {
          totalCount
        }
        ...TeamPicker_viewer
      }
    `,
    viewer,
  );
  const { teams, team: selected, selectTeam: select } = useTeamPicker(data);
  const inviteCount = data.inviteCount.totalCount;
  return (
    <div className="space-y-2">
      {teams.length === 0 ? (
        <p className="text-sm text-slate-600">No teams</p>
      ) : (
        <div className="flex items-center gap-2">
          <select
            id={id}
            value={selected?.id ?? ''}
            onChange={(event) => select(event.target.value)}
            className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium"
          >
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
          {/* The selected team's plan (spec §2); live events keep it current. */}
          {selected ? <PlanBadge plan={selected.plan} /> : null}
        </div>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className={smallButton}
          onClick={() => requestCreateTeam(data.canCreateTeam)}
        >
          <Icon name="plus" className="size-3.5" /> New team
        </button>
        {selected ? (
          <button type="button" className={smallButton} onClick={() => openTeamDialog('manage')}>
            Manage team
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => openTeamDialog('invites')}
        aria-label={inviteCount ? `Invites (${inviteCount} pending)` : undefined}
        className={`flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-medium ${
          inviteCount
            ? 'bg-amber-50 text-amber-900 hover:bg-amber-100'
            : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        Invites
        {inviteCount ? (
          <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-white">
            {inviteCount}
          </span>
        ) : null}
      </button>
    </div>
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
