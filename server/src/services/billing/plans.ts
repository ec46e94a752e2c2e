import type { SubscriptionStatus } from '../../generated/prisma/enums.js';

// A team's plan from its subscription (spec §3): inactive or none is Free; an active one whose
// type contains 'team' is the Team plan, any other active one Pro.

export type Plan = 'FREE' | 'PRO' | 'TEAM';

export interface PlanSource {
  status: SubscriptionStatus;
  type: string;
}

export function teamPlan(subscription: PlanSource | null | undefined): Plan {
  if (subscription?.status !== 'ACTIVE') return 'FREE';
  return paidPlan(subscription.type);
}

/** The paid plan a subscription's type is for, active or not. */
export function paidPlan(type: string): Exclude<Plan, 'FREE'> {
  return type.toLowerCase().includes('team') ? 'TEAM' : 'PRO';
}

/**
 * People a team may hold, members and pending invites together: unlimited on the Team plan
 * (spec §1), a small group otherwise (our decision, docs/permissions.md).
 */
export const SMALL_TEAM_LIMIT = 3;

export function memberLimit(plan: Plan): number | null {
  return plan === 'TEAM' ? null : SMALL_TEAM_LIMIT;
}
