import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { SubscriptionStatus } from '../../generated/prisma/enums.js';
import { SwipeLimitError } from '../errors.js';

type Tx = Prisma.TransactionClient;

export interface SwipeAllowance {
  count: number;
  /** Null when the team's plan has no cap. */
  limit: number | null;
  remaining: number | null;
}

/** Only an active subscription lifts the cap (spec: inactive means Free). */
function planHasCap(subscription: { status: SubscriptionStatus } | null) {
  return subscription?.status !== 'ACTIVE';
}

/** From a team's swipe count and subscription, loaded by the caller in whatever query it runs. */
export function swipeAllowance(
  team: { swipeCount: number; subscription: { status: SubscriptionStatus } | null },
  freeLimit: number,
): SwipeAllowance {
  const limit = planHasCap(team.subscription) ? freeLimit : null;
  return {
    count: team.swipeCount,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - team.swipeCount),
  };
}

/** How many swipes the team has (0 for a team that does not exist). */
export async function teamSwipeCount(teamId: string) {
  const team = await prisma().team.findUnique({
    where: { id: teamId },
    select: { swipeCount: true },
  });
  return team?.swipeCount ?? 0;
}

/**
 * The team's allowance now, with its subscription (null for a team that does not exist). The
 * cap is checked again, under a lock, when a swipe is inserted (`reserveSwipeSlot`).
 */
export async function teamSwipeAllowance(teamId: string, freeLimit: number) {
  const team = await prisma().team.findUnique({
    where: { id: teamId },
    select: { swipeCount: true, subscription: true },
  });
  if (!team) return null;
  const allowance = swipeAllowance(team, freeLimit);
  return { ...allowance, canSwipe: allowance.remaining !== 0, subscription: team.subscription };
}

/**
 * How many more swipes the team may hold now (Infinity on a plan with no cap). It counts the
 * rows rather than reading `team.swipe_count`, so that the cap does not rest on the triggers (a
 * capped team holds few swipes: the count is cheap). Whoever inserts on it holds the team's lock.
 */
export async function swipeRoom(db: Tx, teamId: string, freeLimit: number) {
  const subscription = await db.subscription.findUnique({
    where: { teamId },
    select: { status: true },
  });
  if (!planHasCap(subscription)) return Number.POSITIVE_INFINITY;
  return Math.max(0, freeLimit - (await db.swipe.count({ where: { teamId } })));
}

/**
 * Inside the transaction that inserts the swipe: locks the team row so concurrent creates
 * on one team queue up, then counts. Returns the error when the cap is reached.
 */
export async function reserveSwipeSlot(tx: Tx, teamId: string, freeLimit: number) {
  await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${teamId}::uuid FOR UPDATE`;
  return (await swipeRoom(tx, teamId, freeLimit)) === 0 ? new SwipeLimitError(freeLimit) : null;
}
