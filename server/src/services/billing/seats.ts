import { stripe } from '../../billing/stripe.js';
import { prisma } from '../../db/client.js';
import { enqueueBillingSync } from '../../jobs/queue.js';
import { teamPlan } from './plans.js';

// The Team plan is billed per member: when members join or leave, the Stripe subscription's
// quantity follows (prorated). A deleted team's subscription is cancelled.

/** Called after a membership change is committed (no-op without payments or a Team plan). */
export async function membersChanged(teamId: string) {
  if (!stripe()) return;
  const subscription = await prisma().subscription.findUnique({
    where: { teamId },
    select: { status: true, type: true, stripeSubscriptionId: true },
  });
  if (teamPlan(subscription) !== 'TEAM' || !subscription?.stripeSubscriptionId) return;
  await enqueueBillingSync({ teamId });
}

/** Called after a team is deleted, with the Stripe subscription it had. */
export async function teamDeleted(stripeSubscriptionId: string | null | undefined) {
  if (stripe() && stripeSubscriptionId) {
    await enqueueBillingSync({ cancelSubscriptionId: stripeSubscriptionId });
  }
}

/** The job: sets the quantity to the current member count (idempotent). */
export async function syncSeats(teamId: string) {
  const client = stripe();
  if (!client) return;
  const team = await prisma().team.findUnique({
    where: { id: teamId },
    select: { subscription: true, _count: { select: { members: true } } },
  });
  const subscriptionId = team?.subscription?.stripeSubscriptionId;
  if (!team || !subscriptionId || team.subscription?.status !== 'ACTIVE') return;
  const remote = await client.subscriptions.retrieve(subscriptionId);
  const item = remote.items.data[0];
  const seats = Math.max(1, team._count.members);
  if (!item || item.quantity === seats) return;
  await client.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, quantity: seats }],
    proration_behavior: 'create_prorations',
  });
}

export async function cancelSubscription(subscriptionId: string) {
  const client = stripe();
  if (!client) return;
  try {
    await client.subscriptions.cancel(subscriptionId, { prorate: true });
  } catch (error) {
    // Already cancelled or gone: nothing left to do.
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
}
