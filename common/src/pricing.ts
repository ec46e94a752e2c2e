// Plan prices and the Free cap (spec §9), the one definition: the server charges these prices
// and takes the cap as FREE_SWIPE_LIMIT's default; its `Query.billing` carries the numbers it
// runs with, which the web app's paywall prefers once they have loaded, while the public
// pricing page uses these (it must work without the API).

/** Swipes a team on the Free plan may keep (spec §9); the server's default for FREE_SWIPE_LIMIT. */
export const FREE_SWIPE_LIMIT = 10;

/** Pro, or each Team member, paying monthly: $12 (USD cents). */
export const MONTHLY_PRICE_CENTS = 1200;
/** Pro, or each Team member, paying yearly: $120, $10 a month, "save 17%" (USD cents). */
export const ANNUAL_PRICE_CENTS = 12000;

export interface Prices {
  /** Pro, or each Team member, paying monthly (USD cents). */
  readonly monthlyPriceCents: number;
  /** Pro, or each Team member, paying yearly (USD cents). */
  readonly annualPriceCents: number;
}

/** $12 a month, or $120 a year ($10 a month, "save 17%"). */
export const DEFAULT_PRICES: Prices = {
  monthlyPriceCents: MONTHLY_PRICE_CENTS,
  annualPriceCents: ANNUAL_PRICE_CENTS,
};

/** "$12", "$10", "$12.50": whole dollars without cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** What paying yearly saves against twelve monthly payments, in whole percent (17). */
export function annualSavingPercent(prices: Prices): number {
  const twelveMonths = prices.monthlyPriceCents * 12;
  if (twelveMonths <= 0) return 0;
  return Math.max(0, Math.round((1 - prices.annualPriceCents / twelveMonths) * 100));
}

export interface PriceView {
  /** "$12" or "$120". */
  amount: string;
  /** "/mo" or "/yr". */
  period: '/mo' | '/yr';
  /** Annual only: the monthly equivalent, "$10/mo". */
  monthlyEquivalent: string | null;
  /** Annual only: "save 17%" (null when there is no saving). */
  saving: string | null;
}

/** How a paid plan's price reads for the chosen billing period. */
export function priceView(prices: Prices, annual: boolean): PriceView {
  if (!annual) {
    return {
      amount: formatPrice(prices.monthlyPriceCents),
      period: '/mo',
      monthlyEquivalent: null,
      saving: null,
    };
  }
  const percent = annualSavingPercent(prices);
  return {
    amount: formatPrice(prices.annualPriceCents),
    period: '/yr',
    monthlyEquivalent: `${formatPrice(Math.round(prices.annualPriceCents / 12))}/mo`,
    saving: percent > 0 ? `save ${percent}%` : null,
  };
}
