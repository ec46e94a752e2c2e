import { REMIX_MONTHLY_QUOTA } from '@swipestack/common/remix';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AiRemixSection_query$key } from '../../__generated__/AiRemixSection_query.graphql';
import type { AiRemixSectionRefetchQuery } from '../../__generated__/AiRemixSectionRefetchQuery.graphql';
import { planLabel } from '../../lib/plans';
import { useSelectedTeamRefetch } from '../teams/useSelectedTeamRefetch';
import { AiUsageMeter } from './AiUsageMeter';

const AiRemixSectionFragment = graphql`
  fragment AiRemixSection_query on Query
  @refetchable(queryName: "AiRemixSectionRefetchQuery")
  @argumentDefinitions(teamIds: { type: "[ID!]!" }) {
    teams: nodes(ids: $teamIds) {
      ... on Team @alias(as: "team") {
        name
        plan
        aiUsage {
          quota
        }
        ...AiUsageMeter_team
      }
    }
  }
`;

const PLANS = ['FREE', 'PRO', 'TEAM'] as const;

/** Every plan's monthly variants: "Free 30, Pro 600, Team 3,000". */
function quotasText(): string {
  return PLANS.map(
    (plan) => `${planLabel(plan)} ${REMIX_MONTHLY_QUOTA[plan].toLocaleString('en-US')}`,
  ).join(', ');
}

/** Settings' "AI Remix": the selected team's variants this month against its plan's quota. */
export function AiRemixSection({
  query,
  teamId,
  queriedTeamId,
}: {
  query: AiRemixSection_query$key;
  teamId: string;
  queriedTeamId: string | null;
}) {
  const [data, refetch] = useRefetchableFragment<
    AiRemixSectionRefetchQuery,
    AiRemixSection_query$key
  >(AiRemixSectionFragment, query);
  const ready = useSelectedTeamRefetch(teamId, queriedTeamId, refetch);
  if (!ready) return null;
  const team = data.teams[0]?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold">{team.name}</h3>
      <AiUsageMeter team={team} />
      <p className="text-sm text-slate-700">
        The {planLabel(team.plan)} plan includes {team.aiUsage.quota.toLocaleString('en-US')}{' '}
        variants a month for the whole team ({quotasText()}). Each variant asked for counts once,
        and variants that fail without writing anything are given back.
      </p>
      <Link to="/remix" className="btn-secondary">
        Open AI Remix
      </Link>
    </div>
  );
}
