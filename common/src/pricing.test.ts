import { describe, expect, it } from 'vitest';
import { annualSavingPercent, DEFAULT_PRICES, formatPrice, priceView } from './pricing.js';

describe('formatPrice', () => {
  it('shows whole dollars without cents, otherwise two decimals', () => {
    expect(formatPrice(1200)).toBe('$12');
    expect(formatPrice(12000)).toBe('$120');
    expect(formatPrice(1000)).toBe('$10');
    expect(formatPrice(1250)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0');
  });
});

describe('priceView', () => {
  it('monthly: $12/mo', () => {
    expect(priceView(DEFAULT_PRICES, false)).toEqual({
      amount: '$12',
      period: '/mo',
      monthlyEquivalent: null,
      saving: null,
    });
  });

  it('annual: $120/yr, $10/mo, save 17% (spec §9)', () => {
    expect(priceView(DEFAULT_PRICES, true)).toEqual({
      amount: '$120',
      period: '/yr',
      monthlyEquivalent: '$10/mo',
      saving: 'save 17%',
    });
    expect(annualSavingPercent(DEFAULT_PRICES)).toBe(17);
  });

  it('follows the server prices and shows no saving when there is none', () => {
    const prices = { monthlyPriceCents: 1500, annualPriceCents: 18000 };
    expect(priceView(prices, false).amount).toBe('$15');
    expect(priceView(prices, true)).toMatchObject({
      amount: '$180',
      monthlyEquivalent: '$15/mo',
      saving: null,
    });
  });
});
