import { Suspense, startTransition, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router';
import type { PlanConfirmationPageCurrentQuery } from '../__generated__/PlanConfirmationPageCurrentQuery.graphql';
import type { PlanConfirmationPageQuery as PlanConfirmationPageQueryType } from '../__generated__/PlanConfirmationPageQuery.graphql';
import type { PlanConfirmationPageTeamQuery } from '../__generated__/PlanConfirmationPageTeamQuery.graphql';
import { PlanDetails } from '../components/billing/PlanDetails';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageMeta } from '../components/PageMeta';
import { useTeamPicker } from '../components/teams/TeamPicker';
import { loginRedirectPath, safeNext } from '../lib/next';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { planLabel } from '../lib/plans';
import { SUPPORT_EMAIL } from '../lib/site';
import { teamGlobalId } from '../lib/teamIds';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /plan-confirmation (docs/billing.md): where Stripe Checkout sends the buyer back. Stripe
// tells the server by webhook, which may land a few seconds after the buyer does: the page
// reads the team again every 2 seconds until its plan is paid, then says what changed.

const PlanConfirmationPageQuery = graphql`
  query PlanConfirmationPageQuery {
    viewer {
      __typename
    }
  }
`;

export function planConfirmationLoader() {
  return {
    queryRef: preload<PlanConfirmationPageQueryType>(PlanConfirmationPageQuery, {}),
  };
}

/** How often the team is read again while the payment is being confirmed, and for how long. */
const POLL_MS = 2000;
const GIVE_UP_AFTER_POLLS = 30;

export function PlanConfirmationPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof planConfirmationLoader>;
  const data = usePreloadedQuery<PlanConfirmationPageQueryType>(
    PlanConfirmationPageQuery,
    queryRef,
  );
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const teamId = teamGlobalId(params.get('teamId') ?? '');
  const next = safeNext(params.get('next'), '/swipes');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/plan-confirmation']} />
      {!data.viewer ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Your new plan</h1>
          <p className="mt-4 text-slate-700">Sign in to see the plan your team is on now.</p>
          <p className="mt-6">
            <Link to={loginRedirectPath(pathname, search)} className="btn-primary">
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <ErrorBoundary
          fallback={(error) => (
            <p role="alert" className="text-red-700">
              Your plan could not be loaded. {requestErrorMessage(error)}
            </p>
          )}
        >
          <Suspense
            fallback={
              <p role="status" className="text-slate-600">
                Loading your plan…
              </p>
            }
          >
            {teamId ? <Confirmation teamId={teamId} next={next} /> : <CurrentPlan next={next} />}
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/**
 * A link that does not name a team (no `teamId`, or Stripe's `session_id` alone): the plan of
 * the team selected in the app (spec §4), with the way on.
 */
function CurrentPlan({ next }: { next: string }) {
  const data = useLazyLoadQuery<PlanConfirmationPageCurrentQuery>(
    graphql`
      query PlanConfirmationPageCurrentQuery {
        viewer {
          ...TeamPicker_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { team } = useTeamPicker(data.viewer);
  if (!team) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight">Your plan</h1>
        <p className="mt-4 text-slate-700">You are not in any team yet.</p>
        <ContinueLinks next={next} />
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        {team.name} is on the {planLabel(team.plan)} plan
      </h1>
      <p className="mt-4 text-slate-700">
        This is the team you have selected. {team.plan === 'FREE' ? FREE_PLAN_TEXT : PAID_PLAN_TEXT}
      </p>
      <ContinueLinks next={next} />
    </>
  );
}

const FREE_PLAN_TEXT =
  'If you have just paid for another team, switch to it with the team selector in the app: each team’s plan is in Settings → Plan and billing.';
const PAID_PLAN_TEXT = 'Invoices and the card on file are in Settings → Plan and billing.';

function ContinueLinks({ next }: { next: string }) {
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      <Link to={next} className="btn-primary">
        Continue
      </Link>
      <Link to="/settings#billing" className="btn-secondary">
        Plan and billing
      </Link>
    </p>
  );
}

function Confirmation({ teamId, next }: { teamId: string; next: string }) {
  const [polls, setPolls] = useState(0);
  const data = useLazyLoadQuery<PlanConfirmationPageTeamQuery>(
    graphql`
      query PlanConfirmationPageTeamQuery($teamId: ID!) {
        node(id: $teamId) {
          ... on Team @alias(as: "team") {
            name
            plan
            subscription {
              seats
            }
            ...PlanDetails_team
          }
        }
      }
    `,
    { teamId },
    { fetchPolicy: polls === 0 ? 'store-and-network' : 'network-only', fetchKey: polls },
  );
  const team = data.node?.team;
  const paid = team != null && team.plan !== 'FREE';
  const waiting = team != null && !paid && polls < GIVE_UP_AFTER_POLLS;
  useEffect(() => {
    if (!waiting) return;
    // A transition: the page keeps showing "Confirming…" while the next read is on its way.
    const timer = setTimeout(() => startTransition(() => setPolls(polls + 1)), POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls]);

  if (!team) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight">Your new plan</h1>
        <p className="mt-4 text-slate-700">
          This team does not exist, or you are not one of its members.
        </p>
      </>
    );
  }
  if (!paid) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight">Confirming your payment…</h1>
        <div role="status" aria-live="polite" className="mt-4 space-y-3 text-slate-700">
          {waiting ? (
            <>
              <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
                <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-500" />
              </div>
              <p>
                Stripe is telling us about your payment for {team.name}. This usually takes a few
                seconds; this page updates by itself.
              </p>
            </>
          ) : (
            <p>
              We have not heard from Stripe about {team.name} yet. If you paid, the plan turns on as
              soon as we do: reload this page in a minute, or write to {SUPPORT_EMAIL}.
            </p>
          )}
        </div>
      </>
    );
  }
  const seats = team.subscription?.seats ?? 1;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        {team.name} is on the {planLabel(team.plan)} plan
      </h1>
      <p className="mt-4 text-slate-700">Thank you! Here is what changed:</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>No cap on swipes: save as many as you like.</li>
        {team.plan === 'TEAM' ? (
          <li>
            {seats === 1 ? '1 seat' : `${seats} seats`}: every member of the team, and room to
            invite more (seats follow the team's size).
          </li>
        ) : (
          <li>One seat, for you.</li>
        )}
        <li>Invoices and the card on file are in Settings → Plan and billing.</li>
      </ul>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <PlanDetails team={team} />
      </div>
      <p className="mt-6">
        <Link to={next} className="btn-primary">
          Continue
        </Link>
      </p>
    </>
  );
}
