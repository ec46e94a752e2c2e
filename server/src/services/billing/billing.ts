import { sameSiteUrl } from '@swipestack/common/paths';
import { ANNUAL_PRICE_CENTS, MONTHLY_PRICE_CENTS } from '@swipestack/common/pricing';
import { PAYMENTS_NOT_CONFIGURED, stripe, stripeFailureMessage } from '../../billing/stripe.js';
import type { Config } from '../../config.js';
import { prisma } from '../../db/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { recordActivity } from '../activity/activity.js';
import { isAdministrator } from '../admin/admins.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import {
  FieldError,
  NotAllowedError,
  NotFoundError,
  PaymentsUnavailableError,
  type ServiceResult,
} from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { type Plan, teamPlan } from './plans.js';
import { CURRENCY, type PaidPlan, planProductName } from './pricing.js';
import { teamSwipeAllowance } from './swipe-limits.js';

// A team's plan and paying for it: Stripe Checkout to start, the Billing Portal to change or
// cancel (owners only), the can-swipe check, and plans granted by an administrator (the way
// to give a team a plan when payments are not configured). Webhooks: stripe-webhook.ts.

type BillingError = FieldError | NotAllowedError | NotFoundError | PaymentsUnavailableError;

/** Runs Stripe calls; a failure of Stripe's becomes an expected error instead of a crash. */
async function withStripe<T>(
  call: () => Promise<ServiceResult<T, BillingError>>,
): Promise<ServiceResult<T, BillingError>> {
  try {
    return await call();
  } catch (error) {
    const message = stripeFailureMessage(error);
    if (message === null) throw error;
    return { ok: false, errors: [new PaymentsUnavailableError(message)] };
  }
}

export const NO_SUBSCRIPTION_INFO = 'Unable to get subscription info';
export const MISSING_CHECK_IDS = 'Missing teamId or userId for subscription check';

export interface CheckoutRequest {
  teamId: string;
  /** 'team' for the Team plan (a seat per member); anything else buys Pro. */
  teamType: string;
  annual: boolean;
  /** Where the buyer returns: a path of this site ending in '?' or '&' (spec §7). */
  redirectTo: string;
  referralId: string;
}

/**
 * A path on this site (with its query), never another origin: the shared same-site rule
 * (`@swipestack/common/paths`) decides. Null when it is not one.
 */
export function sameSitePath(value: string): string | null {
  const url = sameSiteUrl(value);
  if (!url) return null;
  return `${url.pathname}${url.search}${value.endsWith('?') && !url.search ? '?' : ''}`;
}

/** Starts Stripe Checkout for a team's owner; returns the page to send the browser to. */
export async function startCheckout(
  userId: string,
  request: CheckoutRequest,
  config: Config,
): Promise<ServiceResult<{ url: string }, BillingError>> {
  const teamId = uuidOrNobody(request.teamId);
  const access = await requireTeamRole(userId, teamId, Permission.manageTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const client = stripe();
  if (!client) return { ok: false, errors: [new NotAllowedError(PAYMENTS_NOT_CONFIGURED)] };
  const redirectTo = sameSitePath(request.redirectTo || '/swipes?');
  if (!redirectTo) {
    return {
      ok: false,
      errors: [new FieldError('redirect_to', 'redirect_to must be a path on this site.')],
    };
  }
  const team = await prisma().team.findUniqueOrThrow({
    where: { id: teamId },
    select: {
      name: true,
      type: true,
      subscription: true,
      _count: { select: { members: true } },
    },
  });
  if (team.subscription?.status === 'ACTIVE') {
    return {
      ok: false,
      errors: [new NotAllowedError('This team already has a plan. Change it with Manage billing.')],
    };
  }
  const plan: PaidPlan = request.teamType === 'team' && team.type === 'TEAM' ? 'team' : 'pro';
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, name: true },
  });

  return withStripe(async () => {
    let customerId = team.subscription?.stripeCustomerId ?? null;
    if (!customerId) {
      const customer = await client.customers.create(
        { email: user.email, name: team.name, metadata: { teamId } },
        { idempotencyKey: `customer-${teamId}` },
      );
      customerId = customer.id;
      await prisma().subscription.upsert({
        where: { teamId },
        create: { teamId, stripeCustomerId: customerId, type: plan },
        update: { stripeCustomerId: customerId },
      });
    }

    const interval = request.annual ? 'year' : 'month';
    const configuredPrice = request.annual
      ? config.STRIPE_PRICE_ANNUAL
      : config.STRIPE_PRICE_MONTHLY;
    const separator = redirectTo.endsWith('?') || redirectTo.endsWith('&') ? '' : '?';
    const back = new URL(`${redirectTo}${separator}`, config.APP_ORIGIN);
    const metadata = { teamId, plan, userId, referralId: request.referralId.slice(0, 200) };
    const session = await client.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: teamId,
      line_items: [
        {
          quantity: plan === 'team' ? team._count.members : 1,
          ...(configuredPrice
            ? { price: configuredPrice }
            : {
                price_data: {
                  currency: CURRENCY,
                  unit_amount: request.annual ? ANNUAL_PRICE_CENTS : MONTHLY_PRICE_CENTS,
                  recurring: { interval },
                  product_data: { name: planProductName[plan] },
                },
              }),
        },
      ],
      // The confirmation page waits for the webhook, then goes on to where the buyer was.
      success_url: `${new URL('/plan-confirmation', config.APP_ORIGIN).href}?teamId=${encodeURIComponent(teamId)}&next=${encodeURIComponent(`${back.pathname}${back.search}`.replace(/[?&]$/, ''))}`,
      cancel_url: back.href.replace(/[?&]$/, ''),
      allow_promotion_codes: true,
      ...(config.STRIPE_AUTOMATIC_TAX
        ? {
            automatic_tax: { enabled: true },
            customer_update: { address: 'auto' as const, name: 'auto' as const },
          }
        : {}),
      metadata,
      subscription_data: { metadata: { teamId, plan } },
    });
    if (!session.url) return { ok: false, errors: [new NotFoundError(NO_SUBSCRIPTION_INFO)] };
    return { ok: true, value: { url: session.url } };
  });
}

/**
 * The Billing Portal for a team's owner. The team is named by id, or by its Stripe customer
 * (what the spec's client sends); either way the caller must own it.
 */
export async function openBillingPortal(
  userId: string,
  by: { teamId?: string; customerId?: string },
  returnUrl: string,
): Promise<ServiceResult<{ url: string }, BillingError>> {
  const client = stripe();
  if (!client) return { ok: false, errors: [new NotAllowedError(PAYMENTS_NOT_CONFIGURED)] };
  const subscription = by.teamId
    ? await prisma().subscription.findUnique({ where: { teamId: uuidOrNobody(by.teamId) } })
    : by.customerId
      ? await prisma().subscription.findFirst({ where: { stripeCustomerId: by.customerId } })
      : null;
  const teamId = subscription?.teamId ?? uuidOrNobody(by.teamId ?? '');
  const access = await requireTeamRole(userId, teamId, Permission.manageTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  if (!subscription?.stripeCustomerId) {
    return { ok: false, errors: [new NotFoundError(NO_SUBSCRIPTION_INFO)] };
  }
  const customer = subscription.stripeCustomerId;
  return withStripe(async () => {
    const session = await client.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
    });
    return { ok: true, value: { url: session.url } };
  });
}

/** The team's subscription row, or null while it never had one (Free). */
export function teamSubscription(teamId: string) {
  return prisma().subscription.findUnique({ where: { teamId } });
}

export interface CanSwipe {
  canSwipe: boolean;
  plan: Plan;
  count: number;
  limit: number | null;
  remaining: number | null;
}

/**
 * Whether the team can take another swipe (the Free cap of services/billing/swipe-limits.ts). Both
 * ids are required (spec §5); the caller asks for themself, about a team they are in.
 */
export async function canSwipe(
  callerId: string,
  teamId: string | undefined,
  userId: string | undefined,
  config: Config,
): Promise<ServiceResult<CanSwipe, BillingError>> {
  if (!teamId || !userId)
    return { ok: false, errors: [new FieldError('teamId', MISSING_CHECK_IDS)] };
  if (userId !== callerId) {
    return { ok: false, errors: [new NotAllowedError('You can only check your own teams.')] };
  }
  const id = uuidOrNobody(teamId);
  const access = await requireTeamRole(callerId, id, Permission.readTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const allowance = await teamSwipeAllowance(id, config.FREE_SWIPE_LIMIT);
  if (!allowance) return { ok: false, errors: [new NotFoundError('This team does not exist.')] };
  const { canSwipe, count, limit, remaining, subscription } = allowance;
  return {
    ok: true,
    value: { canSwipe, plan: teamPlan(subscription), count, limit, remaining },
  };
}

/**
 * An administrator sets a team's plan by hand (recorded in the audit log). A team that pays
 * through Stripe keeps what Stripe says: its plan changes there.
 */
export async function grantTeamPlan(
  adminId: string,
  teamId: string,
  plan: Plan,
): Promise<ServiceResult<{ teamId: string }, BillingError>> {
  if (!(await isAdministrator(adminId))) {
    return { ok: false, errors: [new NotAllowedError('Only administrators can grant plans.')] };
  }
  const id = uuidOrNobody(teamId);
  const team = await prisma().team.findUnique({
    where: { id },
    select: { id: true, subscription: true },
  });
  if (!team) return { ok: false, errors: [new NotFoundError('This team does not exist.')] };
  if (team.subscription?.stripeSubscriptionId && team.subscription.status === 'ACTIVE') {
    return {
      ok: false,
      errors: [new NotAllowedError('This team pays through Stripe: change its plan there.')],
    };
  }
  const before = teamPlan(team.subscription);
  const fields = {
    status: plan === 'FREE' ? ('INACTIVE' as const) : ('ACTIVE' as const),
    type: plan === 'TEAM' ? 'team' : 'pro',
    grantedById: adminId,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
  await prisma().$transaction(async (tx) => {
    await tx.subscription.upsert({
      where: { teamId: id },
      create: { teamId: id, ...fields },
      update: fields,
    });
    await recordAudit(
      {
        type: AuditType.planGranted,
        userId: adminId,
        actorId: adminId,
        teamId: id,
        data: { from: before, to: plan },
      },
      tx,
    );
    if (before !== plan)
      await recordActivity(tx, {
        teamId: id,
        kind: 'PLAN_CHANGED',
        actorId: null,
        data: { from: before, to: plan },
      });
  });
  publishTeamEvent(id, { kind: 'TEAM_UPDATED', id });
  return { ok: true, value: { teamId: id } };
}
