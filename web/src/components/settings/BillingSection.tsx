import { can } from '@swipestack/common/roles';
import { type ReactNode, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { BillingSectionTeamQuery as BillingSectionTeamQueryType } from '../../__generated__/BillingSectionTeamQuery.graphql';
import {
  BillingPortalError,
  billingPortalUrl,
  NO_SUBSCRIPTION_INFO,
  PAYMENTS_NOT_CONFIGURED,
} from '../../lib/checkout';
import { openPaywall } from '../../lib/paywall';
import { intervalText, periodEndText, planLabel, seatsText } from '../../lib/plans';
import { PlanBadge } from '../billing/PlanBadge';

const BillingSectionTeamQuery = graphql`
  query BillingSectionTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        type
        viewerRole
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
    }
  }
`;

/** Opened from here, the paywall is not about a cap. */
const UPGRADE_TITLE = 'Upgrade your plan';
const ONLY_OWNERS = "Only the team's owners can change its plan.";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 py-1.5">
      <dt className="w-32 shrink-0 text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

function ManageBillingButton({ teamId }: { teamId: string }) {
  const [opening, setOpening] = useState(false);
  const onClick = async () => {
    setOpening(true);
    try {
      window.location.assign(await billingPortalUrl(teamId));
    } catch (error) {
      const detail = error instanceof BillingPortalError ? error.detail : null;
      toast.error(NO_SUBSCRIPTION_INFO, detail ? { description: detail } : {});
      setOpening(false);
    }
  };
  return (
    <button type="button" className="btn-secondary" disabled={opening} onClick={onClick}>
      {opening ? 'Opening…' : 'Manage billing'}
    </button>
  );
}

export function BillingSection({
  teamId,
  paymentsConfigured,
}: {
  teamId: string;
  paymentsConfigured: boolean;
}) {
  const data = useLazyLoadQuery<BillingSectionTeamQueryType>(
    BillingSectionTeamQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  const subscription = team.subscription?.status === 'ACTIVE' ? team.subscription : null;
  const isOwner = can(team.viewerRole, 'manageTeam');
  const free = team.plan === 'FREE';
  const billedThroughStripe = Boolean(team.subscription?.billedThroughStripe);
  const periodEnd = periodEndText(subscription);
  const interval = intervalText(subscription?.interval);
  const allowance = team.swipeAllowance;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{team.name}</h3>
        <PlanBadge plan={team.plan} />
      </div>
      <dl className="divide-y divide-slate-100">
        <Detail term="Plan">{planLabel(team.plan)}</Detail>
        {free && allowance.limit != null ? (
          <Detail term="Swipes">
            {allowance.count} of {allowance.limit} free swipes used
          </Detail>
        ) : null}
        {subscription ? <Detail term="Seats">{seatsText(subscription.seats)}</Detail> : null}
        {interval ? <Detail term="Billing">{interval}</Detail> : null}
        {periodEnd ? <Detail term="Period">{periodEnd}</Detail> : null}
        <Detail term="Team ID">
          <code className="font-mono text-xs select-all">{team.id}</code>
        </Detail>
      </dl>
      {subscription?.grantedByAdmin ? (
        <p className="text-sm text-slate-700">Granted by an administrator</p>
      ) : null}

      {isOwner ? (
        free || billedThroughStripe ? (
          <div className="flex flex-wrap gap-3">
            {free ? (
              <button
                type="button"
                className="btn-primary"
                onClick={() => openPaywall(UPGRADE_TITLE)}
              >
                Upgrade
              </button>
            ) : null}
            {billedThroughStripe ? <ManageBillingButton teamId={team.id} /> : null}
          </div>
        ) : null
      ) : (
        <p className="text-sm text-slate-700">{ONLY_OWNERS}</p>
      )}
      {free && !paymentsConfigured ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {PAYMENTS_NOT_CONFIGURED}
        </p>
      ) : null}
    </div>
  );
}
