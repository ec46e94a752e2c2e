// A team's plan as the web app shows it (spec §2 "Other UI": the plan badge).

export type PlanName = 'FREE' | 'PRO' | 'TEAM';

export type PlanTone = 'blue' | 'red';

const LABELS: Record<PlanName, string> = { FREE: 'Free', PRO: 'Pro', TEAM: 'Team' };

function known(plan: string | null | undefined): plan is PlanName {
  return plan === 'FREE' || plan === 'PRO' || plan === 'TEAM';
}

/** The plan by name; anything unknown (or not loaded) is Free, whose limits are the lowest. */
export function planName(plan: string | null | undefined): PlanName {
  return known(plan) ? plan : 'FREE';
}

/** "Free", "Pro" or "Team"; anything unknown (or not loaded) reads as Free. */
export function planLabel(plan: string | null | undefined): string {
  return known(plan) ? LABELS[plan] : LABELS.FREE;
}

/** Pro and Team are blue, anything else is red (spec §2). */
export function planTone(plan: string | null | undefined): PlanTone {
  return plan === 'PRO' || plan === 'TEAM' ? 'blue' : 'red';
}

export interface SubscriptionLike {
  readonly status: string;
  readonly interval?: string | null | undefined;
  readonly seats: number;
  readonly currentPeriodEnd?: unknown;
  readonly cancelAtPeriodEnd: boolean;
}

/** "Billed monthly" / "Billed yearly"; null when the interval is unknown (a granted plan). */
export function intervalText(interval: string | null | undefined): string | null {
  if (interval === 'MONTH') return 'Billed monthly';
  if (interval === 'YEAR') return 'Billed yearly';
  return null;
}

export function seatsText(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/**
 * "Renews on March 5, 2026", or "Ends on …" when the plan is cancelled at the period's end;
 * null without an end date (a plan granted by an administrator) or for an inactive plan.
 */
export function periodEndText(subscription: SubscriptionLike | null | undefined): string | null {
  if (subscription?.status !== 'ACTIVE') return null;
  const end = subscription.currentPeriodEnd;
  if (typeof end !== 'string' && !(end instanceof Date)) return null;
  const date = new Date(end);
  if (Number.isNaN(date.getTime())) return null;
  const when = DATE_FORMAT.format(date);
  return subscription.cancelAtPeriodEnd ? `Ends on ${when}` : `Renews on ${when}`;
}
