import {
  type FormEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation } from 'react-router';
import { toast } from 'sonner';
import type {
  Plan,
  SettingsPageGrantPlanMutation,
} from '../__generated__/SettingsPageGrantPlanMutation.graphql';
import type { SettingsPageQuery as SettingsPageQueryType } from '../__generated__/SettingsPageQuery.graphql';
import type { SettingsPageTeamQuery as SettingsPageTeamQueryType } from '../__generated__/SettingsPageTeamQuery.graphql';
import { PlanBadge } from '../components/billing/PlanBadge';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { TextField } from '../components/forms';
import {
  BillingPortalError,
  billingPortalUrl,
  NO_SUBSCRIPTION_INFO,
  PAYMENTS_NOT_CONFIGURED,
} from '../lib/checkout';
import { splitPayloadErrors } from '../lib/formErrors';
import { openPaywall } from '../lib/paywall';
import { intervalText, periodEndText, planLabel, seatsText } from '../lib/plans';
import { pageTitle } from '../lib/site';
import { teamGlobalId } from '../lib/teamIds';
import { can } from '../lib/teamRoles';
import { useSelectedTeam } from '../lib/teamSelection';
import { preload } from '../relay/preload';

export const SettingsPageQuery = graphql`
  query SettingsPageQuery {
    billing {
      paymentsConfigured
    }
    viewer {
      id
      isAdmin
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
  }
`;

const SettingsPageTeamQuery = graphql`
  query SettingsPageTeamQuery($teamId: ID!) {
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

export function settingsLoader() {
  return { queryRef: preload<SettingsPageQueryType>(SettingsPageQuery, {}) };
}

/** Opened from here, the paywall is not about a cap. */
const UPGRADE_TITLE = 'Upgrade your plan';
const ONLY_OWNERS = "Only the team's owners can change its plan.";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

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

function TeamBilling({
  teamId,
  paymentsConfigured,
}: {
  teamId: string;
  paymentsConfigured: boolean;
}) {
  const data = useLazyLoadQuery<SettingsPageTeamQueryType>(
    SettingsPageTeamQuery,
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

const PLAN_OPTIONS: ReadonlyArray<{ value: Plan; label: string }> = [
  { value: 'FREE', label: 'Free' },
  { value: 'PRO', label: 'Pro' },
  { value: 'TEAM', label: 'Team' },
];

const GRANT_FAILED = 'Unable to grant the plan';

/** Administrators set a team's plan by hand (the way to give plans without payments). */
function GrantPlanForm() {
  const planId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [teamId, setTeamId] = useState('');
  const [plan, setPlan] = useState<Plan>('PRO');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [commit, inFlight] = useMutation<SettingsPageGrantPlanMutation>(graphql`
    mutation SettingsPageGrantPlanMutation($input: GrantTeamPlanInput!) {
      grantTeamPlan(input: $input) {
        team {
          id
          name
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
        errors {
          __typename
          ... on Error {
            message
          }
          ... on FieldError {
            field
          }
        }
      }
    }
  `);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = teamGlobalId(teamId);
    if (!id || inFlight) {
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    commit({
      variables: { input: { teamId: id, plan } },
      onCompleted: ({ grantTeamPlan }) => {
        if (grantTeamPlan.errors.length === 0) {
          const name = grantTeamPlan.team?.name;
          toast.success('Plan granted', {
            description: `${name ?? 'The team'} is on the ${planLabel(plan)} plan.`,
          });
          setTeamId('');
          return;
        }
        const split = splitPayloadErrors(grantTeamPlan.errors);
        const fieldMessage = split.fields.teamId;
        setFieldError(fieldMessage);
        toast.error(split.form ?? fieldMessage ?? GRANT_FAILED);
        if (fieldMessage) input.current?.focus();
      },
      onError: () => {
        toast.error(GRANT_FAILED, { description: 'Check the team ID and try again.' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h3 className="text-base font-semibold">Grant a plan</h3>
      <TextField
        ref={input}
        name="teamId"
        label="Team ID"
        hint="The team's ID from its Settings page, or its database UUID."
        autoComplete="off"
        spellCheck={false}
        value={teamId}
        onChange={(event) => setTeamId(event.target.value)}
        error={fieldError}
      />
      <div>
        <label htmlFor={planId} className="block text-sm font-medium text-slate-800">
          Plan
        </label>
        <select
          id={planId}
          value={plan}
          onChange={(event) => setPlan(event.target.value as Plan)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-48"
        >
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary" disabled={inFlight}>
        {inFlight ? 'Granting…' : 'Grant plan'}
      </button>
    </form>
  );
}

interface SectionLink {
  id: string;
  title: string;
}

/** Scrolls to `#billing` (and the later sections) after the page has rendered. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function SettingsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof settingsLoader>;
  const data = usePreloadedQuery<SettingsPageQueryType>(SettingsPageQuery, queryRef);
  const viewer = data.viewer;
  const teams = viewer?.teams.edges.map((edge) => edge.node) ?? [];
  const [team] = useSelectedTeam(viewer?.id ?? '', teams);
  useHashScroll();
  if (!viewer) return null;

  // Later sections (profile, inbound email #email-swipes, tokens, sessions) join this list.
  const sections: SectionLink[] = [
    { id: 'billing', title: 'Plan and billing' },
    ...(viewer.isAdmin ? [{ id: 'administration', title: 'Administration' }] : []),
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Settings')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <nav aria-label="Settings sections" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 space-y-6">
        <Section
          id="billing"
          title="Plan and billing"
          description="The plan of the team selected in the sidebar."
        >
          {team ? (
            <ErrorBoundary
              key={team.id}
              fallback={<p className="text-red-700">Unable to fetch team info</p>}
            >
              <Suspense
                fallback={
                  <p className="text-slate-600" role="status">
                    Loading plan…
                  </p>
                }
              >
                <TeamBilling
                  teamId={team.id}
                  paymentsConfigured={data.billing.paymentsConfigured}
                />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p className="text-slate-600">You are not a member of any team yet.</p>
          )}
        </Section>

        {viewer.isAdmin ? (
          <Section
            id="administration"
            title="Administration"
            description="Only administrators see this section."
          >
            <GrantPlanForm />
          </Section>
        ) : null}
      </div>
    </div>
  );
}
