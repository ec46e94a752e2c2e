// What the paid plans are sold as (spec §9): the prices per seat are shared with the web app
// (`@swipestack/common/pricing`). Pro is one seat; the Team plan has a seat per member.

export const CURRENCY = 'usd';

export type PaidPlan = 'pro' | 'team';
export const planProductName: Record<PaidPlan, string> = {
  pro: 'Swipestack Pro',
  team: 'Swipestack Team',
};
