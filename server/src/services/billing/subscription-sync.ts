import type Stripe from 'stripe';
import { stripe } from '../../billing/stripe.js';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { enqueueStripeEvent, type StripeEventJob } from '../../jobs/queue.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { recordActivity } from '../activity/activity.js';
import { trackGoal } from '../admin/analytics.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { teamPlan } from './plans.js';

// Stripe's events about a team's subscription, each applied once. Events can come twice, at
// the same time or out of order, so an event only says which subscription to look at.
// 1. The webhook records the event's id and queues a job for it in one short transaction (a
//    replay, or a concurrent duplicate, finds the id and queues nothing), then answers.
// 2. The job reads the subscription's current state from Stripe with no transaction open,
//    noting the database's clock before the read; then, in a short transaction under a lock
//    per subscription, stores that state unless a read that started later is already stored
//    (so jobs that finish out of order converge on the newest state).

type Tx = Prisma.TransactionClient;

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Stripe keeps a subscription in these while it is paid for (past_due: retrying a card). */
const PAID_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

interface SubscriptionRef {
  subscriptionId: string | null;
  teamId: string | null;
}

function subscriptionRef(event: Stripe.Event): SubscriptionRef | null {
  if (!HANDLED.has(event.type)) return null;
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'subscription') return null;
    return {
      subscriptionId: idOf(session.subscription),
      teamId: session.metadata?.teamId ?? session.client_reference_id ?? null,
    };
  }
  if (event.type.startsWith('invoice.')) {
    const details = (event.data.object as Stripe.Invoice).parent?.subscription_details;
    const legacy = object.subscription as string | { id: string } | undefined;
    return {
      subscriptionId: idOf(details?.subscription) ?? idOf(legacy),
      teamId: details?.metadata?.teamId ?? null,
    };
  }
  const subscription = event.data.object as Stripe.Subscription;
  return { subscriptionId: subscription.id, teamId: subscription.metadata?.teamId ?? null };
}

/** The subscription's state; null when Stripe no longer has it. Throws when it cannot be read. */
async function retrieveSubscription(id: string): Promise<Stripe.Subscription | null> {
  const client = stripe();
  if (!client) throw new Error('Stripe is not configured');
  try {
    return await client.subscriptions.retrieve(id);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error;
  }
}

async function findTeamId(tx: Tx, subscriptionId: string, hints: (string | null | undefined)[]) {
  for (const hint of hints) {
    if (!hint) continue;
    const team = await tx.team.findUnique({
      where: { id: uuidOrNobody(hint) },
      select: { id: true },
    });
    if (team) return team.id;
  }
  const row = await tx.subscription.findUnique({
    where: { stripeSubscriptionId: subscriptionId },
    select: { teamId: true },
  });
  return row?.teamId ?? null;
}

/** Stores the subscription as Stripe has it now; returns the team whose plan it is. */
async function storeSubscription(
  tx: Tx,
  subscriptionId: string,
  current: Stripe.Subscription | null,
  ref: SubscriptionRef,
  readAt: bigint,
): Promise<string | null> {
  const teamId = await findTeamId(tx, subscriptionId, [current?.metadata?.teamId, ref.teamId]);
  if (!teamId) return null;
  const existing = await tx.subscription.findUnique({ where: { teamId } });
  // Another job read this subscription after this one did and stored it: this is older news.
  if (
    existing?.stripeSubscriptionId === subscriptionId &&
    existing.stripeReadAt !== null &&
    existing.stripeReadAt > readAt
  ) {
    return null;
  }
  const paid = current ? PAID_STATUSES.has(current.status) : false;
  // A team that moved to a new subscription keeps it while late news of an old one arrives.
  if (existing?.stripeSubscriptionId && existing.stripeSubscriptionId !== subscriptionId) {
    if (existing.status === 'ACTIVE' && !paid) return null;
  }
  const item = current?.items.data[0];
  const fields = {
    status: paid ? ('ACTIVE' as const) : ('INACTIVE' as const),
    type: current?.metadata?.plan === 'team' ? 'team' : (existing?.type ?? 'pro'),
    seats: item?.quantity ?? existing?.seats ?? 1,
    interval: item?.price.recurring?.interval ?? existing?.interval ?? null,
    stripeCustomerId: idOf(current?.customer) ?? existing?.stripeCustomerId ?? null,
    stripeSubscriptionId: subscriptionId,
    stripePriceId: item?.price.id ?? existing?.stripePriceId ?? null,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: Boolean(current?.cancel_at_period_end || current?.cancel_at),
    grantedById: null,
    stripeReadAt: readAt,
  };
  await tx.subscription.upsert({
    where: { teamId },
    create: { teamId, ...fields },
    update: fields,
  });
  const before = teamPlan(existing);
  const after = teamPlan(fields);
  if (before !== after)
    await recordActivity(tx, {
      teamId,
      kind: 'PLAN_CHANGED',
      actorId: null,
      data: { from: before, to: after },
    });
  if (before === 'FREE' && after !== 'FREE') {
    await recordAudit(
      {
        type: AuditType.subscriptionActivated,
        teamId,
        data: { goal: 'SubscriptionActivated', plan: after, subscriptionId },
      },
      tx,
    );
    const owner = await tx.teamMember.findFirst({
      where: { teamId, role: 'OWNER' },
      select: { userId: true },
    });
    await trackGoal('SubscriptionActivated', owner?.userId ?? null, { plan: after, teamId }, tx);
  } else if (before !== after || existing?.seats !== fields.seats) {
    await recordAudit(
      {
        type: AuditType.subscriptionChanged,
        teamId,
        data: {
          from: before,
          to: after,
          seats: fields.seats,
          status: current?.status ?? 'deleted',
        },
      },
      tx,
    );
  }
  return teamId;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'P2002';

export type StripeEventOutcome = 'queued' | 'ignored' | 'duplicate';

/**
 * Records a verified Stripe event once and, when it concerns a subscription, queues the job
 * that applies it, in the same short transaction. Nothing here calls Stripe.
 */
export async function receiveStripeEvent(event: Stripe.Event): Promise<StripeEventOutcome> {
  if (await prisma().stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) {
    return 'duplicate';
  }
  const ref = subscriptionRef(event);
  try {
    return await prisma().$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (!ref?.subscriptionId) return 'ignored' as const;
      await enqueueStripeEvent(tx, {
        eventId: event.id,
        subscriptionId: ref.subscriptionId,
        teamId: ref.teamId,
      });
      return 'queued' as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** The database's clock in microseconds: reads of Stripe are ordered by when they started. */
async function databaseClock(): Promise<bigint> {
  const [row] = await prisma().$queryRaw<{ now: bigint }[]>`
    SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS now`;
  if (row === undefined) throw new Error('The database did not tell the time');
  return BigInt(row.now);
}

/**
 * The job of a queued event: reads the subscription from Stripe with no transaction open, then
 * stores it in a short transaction under the subscription's lock ('ignored': no team of ours,
 * or older news than what is stored). Throws when Stripe cannot be read (the job is retried).
 */
export async function syncStripeSubscription(job: StripeEventJob): Promise<'applied' | 'ignored'> {
  const readAt = await databaseClock();
  const current = await retrieveSubscription(job.subscriptionId);
  const ref = { subscriptionId: job.subscriptionId, teamId: job.teamId };
  const teamId = await prisma().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${job.subscriptionId}))::text`;
      return storeSubscription(tx, job.subscriptionId, current, ref, readAt);
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  if (!teamId) return 'ignored';
  publishTeamEvent(teamId, { kind: 'TEAM_UPDATED', id: teamId });
  return 'applied';
}
