import { can } from '@swipestack/common/roles';
import { useState } from 'react';
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
import { PlanBadge } from './PlanBadge';
import { PlanDetails } from './PlanDetails';

const BillingSectionTeamQuery = graphql`
  query BillingSectionTeamQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        viewerRole
        plan
        subscription {
          billedThroughStripe
        }
        ...PlanDetails_team
      }
    }
  }
`;

/** Opened from here, the paywall is not about a cap. */
const UPGRADE_TITLE = 'Upgrade your plan';
const ONLY_OWNERS = "Only the team's owners can change its plan.";

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
  const isOwner = can(team.viewerRole, 'manageTeam');
  const free = team.plan === 'FREE';
  const billedThroughStripe = Boolean(team.subscription?.billedThroughStripe);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{team.name}</h3>
        <PlanBadge plan={team.plan} />
      </div>
      <PlanDetails team={team} />

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
