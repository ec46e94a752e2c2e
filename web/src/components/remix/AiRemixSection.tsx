import { REMIX_MONTHLY_QUOTA } from '@swipestack/common/remix';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AiRemixSectionQuery as AiRemixSectionQueryType } from '../../__generated__/AiRemixSectionQuery.graphql';
import { planLabel } from '../../lib/plans';
import { AiUsageMeter } from './AiUsageMeter';

const AiRemixSectionQuery = graphql`
  query AiRemixSectionQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
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
export function AiRemixSection({ teamId }: { teamId: string }) {
  const data = useLazyLoadQuery<AiRemixSectionQueryType>(
    AiRemixSectionQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
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
