import { REMIX_MONTHLY_QUOTA } from '@swipestack/common/remix';
import { prisma } from '../../db/client.js';
import { type Plan, teamPlan } from '../billing/plans.js';

// AI Remix's monthly quota (docs/remix.md, docs/billing.md): variants written per team per
// calendar month (UTC), by plan. Reserved before writing with one atomic statement, so
// concurrent remixes cannot pass the quota together; given back for variants that failed
// without writing anything.

export class AiQuotaError {
  readonly message: string;
  constructor(
    readonly quota: number,
    readonly used: number,
    resetsAt: Date,
  ) {
    const left = Math.max(0, quota - used);
    const day = resetsAt.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    this.message = `Your team has ${left} of its ${quota} AI Remix variants left this month; the quota starts again on ${day}.`;
  }
}

export interface AiUsage {
  plan: Plan;
  used: number;
  quota: number;
  /** The first moment of the next month (UTC), when the count starts again. */
  resetsAt: Date;
}

export function monthOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function nextMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

async function planOf(teamId: string): Promise<Plan> {
  const subscription = await prisma().subscription.findUnique({
    where: { teamId },
    select: { status: true, type: true },
  });
  return teamPlan(subscription);
}

export async function aiUsage(teamId: string, now = new Date()): Promise<AiUsage> {
  const [plan, row] = await Promise.all([
    planOf(teamId),
    prisma().aiUsage.findUnique({
      where: { teamId_month: { teamId, month: monthOf(now) } },
      select: { used: true },
    }),
  ]);
  return { plan, used: row?.used ?? 0, quota: REMIX_MONTHLY_QUOTA[plan], resetsAt: nextMonth(now) };
}

/** Takes `count` variants from this month's quota, or says why not (nothing is taken then). */
export async function reserveAiVariants(
  teamId: string,
  count: number,
  now = new Date(),
): Promise<AiQuotaError | null> {
  const quota = REMIX_MONTHLY_QUOTA[await planOf(teamId)];
  const month = monthOf(now);
  const taken =
    count <= quota
      ? await prisma().$queryRaw<{ used: number }[]>`
          INSERT INTO ai_usage (team_id, month, used) VALUES (${teamId}::uuid, ${month}::date, ${count})
          ON CONFLICT (team_id, month) DO UPDATE SET used = ai_usage.used + EXCLUDED.used
          WHERE ai_usage.used + EXCLUDED.used <= ${quota}
          RETURNING used`
      : [];
  if (taken.length) return null;
  const { used } = await aiUsage(teamId, now);
  return new AiQuotaError(quota, used, nextMonth(now));
}

/** Gives back variants that were reserved this month but not written. */
export async function releaseAiVariants(teamId: string, count: number, reservedAt: Date) {
  if (count <= 0) return;
  await prisma().$executeRaw`
    UPDATE ai_usage SET used = GREATEST(used - ${count}, 0)
    WHERE team_id = ${teamId}::uuid AND month = ${monthOf(reservedAt)}::date`;
}

/** Administrators' view: variants written this month, and by how many teams. */
export async function aiUsageTotals(now = new Date()) {
  const totals = await prisma().aiUsage.aggregate({
    where: { month: monthOf(now), used: { gt: 0 } },
    _sum: { used: true },
    _count: true,
  });
  return { month: monthOf(now), variants: totals._sum.used ?? 0, teams: totals._count };
}
