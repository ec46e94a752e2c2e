import { ANNUAL_PRICE_CENTS, MONTHLY_PRICE_CENTS } from '@swipestack/common/pricing';
import { PAYMENTS_SETUP_HELP, stripe } from '../../../billing/stripe.js';
import { SubscriptionStatus } from '../../../generated/prisma/enums.js';
import { setupHelpFor } from '../../../services/admin/setup-help.js';
import { grantTeamPlan } from '../../../services/billing/billing.js';
import { type Plan, paidPlan, teamPlan } from '../../../services/billing/plans.js';
import { builder } from '../../builder.js';
import { TeamError } from '../errors.js';
import { nodePayload, toPayload } from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// A team's plan and subscription (readable by its members; Stripe ids stay on the server),
// what the plans cost, and an administrator's grant of a plan.

export const PlanEnum = builder.enumType('Plan', {
  description: 'Free (capped swipes), Pro (individuals) or Team (a seat per member).',
  values: {
    FREE: {
      description: 'No subscription: the number of swipes is capped (Billing.freeSwipeLimit).',
    },
    PRO: { description: 'Unlimited swipes, for one person.' },
    TEAM: { description: 'Unlimited swipes and members, paid per seat.' },
  } as const,
});
const SubscriptionStatusEnum = builder.enumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description: 'Whether a subscription gives its team a paid plan.',
  values: {
    ACTIVE: { description: 'Paid for, or granted: the team has the Pro or Team plan.' },
    INACTIVE: { description: 'Ended, unpaid or never started: the team is on the Free plan.' },
  },
});

const SubscriptionTypeEnum = builder.enumType('SubscriptionType', {
  description: 'Which paid plan a subscription is for (it gives it only while ACTIVE).',
  values: {
    PRO: { description: 'The Pro plan.' },
    TEAM: { description: 'The Team plan.' },
  },
});

// Stripe's recurring intervals (our prices are monthly or yearly).
const BillingIntervalEnum = builder.enumType('BillingInterval', {
  description: 'How often a subscription is billed.',
  values: {
    DAY: { value: 'day', description: 'Daily.' },
    WEEK: { value: 'week', description: 'Weekly.' },
    MONTH: { value: 'month', description: 'Monthly.' },
    YEAR: { value: 'year', description: 'Yearly.' },
  } as const,
});
const BILLING_INTERVALS = new Set<string>(['day', 'week', 'month', 'year']);

const TeamSubscription = builder.prismaObject('Subscription', {
  name: 'TeamSubscription',
  description: "A team's subscription: inactive means the Free plan.",
  fields: (t) => ({
    status: t.expose('status', {
      type: SubscriptionStatusEnum,
      description: 'Whether it gives the team its plan now.',
    }),
    type: t.field({
      type: SubscriptionTypeEnum,
      description: 'The plan the subscription is for; `plan` is the one the team has now.',
      resolve: (subscription) => paidPlan(subscription.type),
    }),
    plan: t.field({
      type: PlanEnum,
      description: 'The plan the team has now (FREE unless ACTIVE).',
      resolve: (subscription) => teamPlan(subscription),
    }),
    seats: t.exposeInt('seats', {
      description: 'Seats paid for (Team plan: one per member; Pro: 1).',
    }),
    interval: t.field({
      type: BillingIntervalEnum,
      nullable: true,
      description: 'How often Stripe bills it; null for a plan granted by an administrator.',
      resolve: (subscription) =>
        subscription.interval && BILLING_INTERVALS.has(subscription.interval)
          ? (subscription.interval as 'day' | 'week' | 'month' | 'year')
          : null,
    }),
    currentPeriodEnd: t.expose('currentPeriodEnd', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the paid period ends (it renews then, unless cancelled); null for a granted plan.',
    }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', {
      description: 'Cancelled: the plan ends at currentPeriodEnd instead of renewing.',
    }),
    billedThroughStripe: t.boolean({
      description: 'Whether the plan is paid through Stripe (then Manage billing changes it).',
      resolve: (subscription) => Boolean(subscription.stripeCustomerId),
    }),
    grantedByAdmin: t.boolean({
      description: 'Whether an administrator set the plan by hand (grantTeamPlan).',
      resolve: (subscription) => Boolean(subscription.grantedById),
    }),
  }),
});

builder.prismaObjectFields('Team', (t) => ({
  plan: t.field({
    type: PlanEnum,
    description: "The team's plan now: FREE unless its subscription is active.",
    select: { subscription: { select: { status: true, type: true } } },
    resolve: (team): Plan => teamPlan(team.subscription),
  }),
  subscription: t.relation('subscription', {
    type: TeamSubscription,
    nullable: true,
    description: 'Null until the team has had a plan: the Free plan.',
  }),
}));

interface BillingShape {
  paymentsConfigured: boolean;
  paymentsSetupHelp: string | null;
  freeSwipeLimit: number;
}

const Billing = builder.objectRef<BillingShape>('Billing').implement({
  description: 'What the plans cost and whether this server takes payments.',
  fields: (t) => ({
    paymentsConfigured: t.exposeBoolean('paymentsConfigured', {
      description: 'False when the server has no Stripe key: an administrator grants plans.',
    }),
    paymentsSetupHelp: t.exposeString('paymentsSetupHelp', {
      nullable: true,
      description:
        'How to switch payments on, for administrators while they are off; null for everyone else.',
    }),
    freeSwipeLimit: t.exposeInt('freeSwipeLimit', {
      description: 'The most swipes a team on the Free plan holds.',
    }),
    monthlyPriceCents: t.int({
      description: 'Pro, or each Team member, paying monthly (USD cents).',
      resolve: () => MONTHLY_PRICE_CENTS,
    }),
    annualPriceCents: t.int({
      description: 'Pro, or each Team member, paying yearly (USD cents).',
      resolve: () => ANNUAL_PRICE_CENTS,
    }),
  }),
});

builder.queryField('billing', (t) =>
  t.field({
    type: Billing,
    description: 'What the plans cost and whether payments are taken (no sign-in needed).',
    resolve: async (_root, _args, context) => {
      const paymentsConfigured = stripe() !== null;
      return {
        paymentsConfigured,
        paymentsSetupHelp: paymentsConfigured
          ? null
          : await setupHelpFor(context.viewer, PAYMENTS_SETUP_HELP),
        freeSwipeLimit: context.config.FREE_SWIPE_LIMIT,
      };
    },
  }),
);

const GrantTeamPlanInput = builder.inputType('GrantTeamPlanInput', {
  description: 'A plan to set on a team.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team.' }),
    plan: t.field({
      type: PlanEnum,
      required: true,
      description: 'Its new plan (FREE ends a granted plan).',
    }),
  }),
});

const GrantTeamPlanPayload = nodePayload('GrantTeamPlanPayload', 'team', 'Team', TeamError);

builder.mutationField('grantTeamPlan', (t) =>
  t.withAuth({ admin: true }).field({
    type: GrantTeamPlanPayload,
    description: "Administrators: sets a team's plan by hand (recorded in the audit log).",
    args: { input: t.arg({ type: GrantTeamPlanInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await grantTeamPlan(context.viewer.userId, input.teamId.id, input.plan),
        (v) => v.teamId,
      ),
  }),
);
