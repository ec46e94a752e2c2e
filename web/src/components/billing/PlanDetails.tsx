import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PlanDetails_team$key } from '../../__generated__/PlanDetails_team.graphql';
import { intervalText, periodEndText, planLabel, seatsText } from '../../lib/plans';

/**
 * A team's plan and billing as the app knows them: the plan, the Free allowance and the
 * subscription. Every document that brings a team's billing news spreads this fragment (the
 * billing page, a live team event, an administrator's grant), so they all refresh the same
 * records: the badge, the limits banner and Settings follow whichever arrives.
 */
const planDetailsFragment = graphql`
  fragment PlanDetails_team on Team {
    id
    plan
    swipeAllowance {
      count
      limit
      remaining
    }
    subscription {
      status
      plan
      seats
      interval
      currentPeriodEnd
      cancelAtPeriodEnd
      billedThroughStripe
      grantedByAdmin
    }
  }
`;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 py-1.5">
      <dt className="w-32 shrink-0 text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** Settings' plan details: plan, free swipes used, seats, billing period, the team's ID. */
export function PlanDetails({ team }: { team: PlanDetails_team$key }) {
  const data = useFragment(planDetailsFragment, team);
  const subscription = data.subscription?.status === 'ACTIVE' ? data.subscription : null;
  const periodEnd = periodEndText(subscription);
  const interval = intervalText(subscription?.interval);
  const allowance = data.swipeAllowance;
  return (
    <>
      <dl className="divide-y divide-slate-100">
        <Detail term="Plan">{planLabel(data.plan)}</Detail>
        {data.plan === 'FREE' && allowance.limit != null ? (
          <Detail term="Swipes">
            {allowance.count} of {allowance.limit} free swipes used
          </Detail>
        ) : null}
        {subscription ? <Detail term="Seats">{seatsText(subscription.seats)}</Detail> : null}
        {interval ? <Detail term="Billing">{interval}</Detail> : null}
        {periodEnd ? <Detail term="Period">{periodEnd}</Detail> : null}
        <Detail term="Team ID">
          <code className="font-mono text-xs select-all">{data.id}</code>
        </Detail>
      </dl>
      {subscription?.grantedByAdmin ? (
        <p className="text-sm text-slate-700">Granted by an administrator</p>
      ) : null}
    </>
  );
}
