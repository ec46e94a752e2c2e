// What the paid plans cost (spec §9): $12 a month per seat, or $120 a year ($10 a month,
// "save 17%"). Pro is one seat; the Team plan has a seat per member.

export const MONTHLY_PRICE_CENTS = 1200;
export const ANNUAL_PRICE_CENTS = 12000;
export const CURRENCY = 'usd';

export type PaidPlan = 'pro' | 'team';
export const planProductName: Record<PaidPlan, string> = {
  pro: 'Swipestack Pro',
  team: 'Swipestack Team',
};
