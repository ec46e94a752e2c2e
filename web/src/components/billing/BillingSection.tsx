import { can } from '@swipestack/common/roles';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { BillingSection_query$key } from '../../__generated__/BillingSection_query.graphql';
import type { BillingSectionRefetchQuery } from '../../__generated__/BillingSectionRefetchQuery.graphql';
import { BillingPortalError, billingPortalUrl, NO_SUBSCRIPTION_INFO } from '../../lib/checkout';
import { openPaywall } from '../../lib/paywall';
import { useSelectedTeamRefetch } from '../teams/useSelectedTeamRefetch';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { PlanBadge } from './PlanBadge';
import { PlanDetails } from './PlanDetails';

const BillingSectionFragment = graphql`
  fragment BillingSection_query on Query
  @refetchable(queryName: "BillingSectionRefetchQuery")
  @argumentDefinitions(teamIds: { type: "[ID!]!" }) {
    billing {
      paymentsConfigured
      paymentsSetupHelp
    }
    teams: nodes(ids: $teamIds) {
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
const PAYMENTS_OFF_ID = 'billing-payments-off';

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

/** Settings' "Plan and billing" of the team selected in the sidebar (`teamId`). */
export function BillingSection({
  query,
  teamId,
  queriedTeamId,
}: {
  query: BillingSection_query$key;
  teamId: string;
  queriedTeamId: string | null;
}) {
  const [data, refetch] = useRefetchableFragment<
    BillingSectionRefetchQuery,
    BillingSection_query$key
  >(BillingSectionFragment, query);
  const ready = useSelectedTeamRefetch(teamId, queriedTeamId, refetch);
  if (!ready) return null;
  const team = data.teams[0]?.team;
  if (!team) return <p className="text-slate-600">This team could not be loaded.</p>;
  const paymentsConfigured = data.billing.paymentsConfigured;
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
                disabled={!paymentsConfigured}
                aria-describedby={paymentsConfigured ? undefined : PAYMENTS_OFF_ID}
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
        <PaymentsOffNotice id={PAYMENTS_OFF_ID} setupHelp={data.billing.paymentsSetupHelp} />
      ) : null}
    </div>
  );
}
