import { describe, expect, it } from 'vitest';
import { bannerState, SWIPE_WARNING_THRESHOLD } from './swipeAllowance';

describe('bannerState', () => {
  it('is hidden without data or without a cap', () => {
    expect(bannerState(null)).toBeNull();
    expect(bannerState({ count: 40, limit: null, remaining: null })).toBeNull();
  });

  it('is blue while more than the warning threshold remains', () => {
    expect(SWIPE_WARNING_THRESHOLD).toBe(3);
    expect(bannerState({ count: 0, limit: 10, remaining: 10 })).toEqual({
      tone: 'info',
      text: '10 of 10 free swipes remaining',
    });
    expect(bannerState({ count: 6, limit: 10, remaining: 4 })?.tone).toBe('info');
  });

  it('is orange from 3 remaining down to 1', () => {
    expect(bannerState({ count: 7, limit: 10, remaining: 3 })).toEqual({
      tone: 'warning',
      text: 'Only 3 swipes remaining!',
    });
    expect(bannerState({ count: 9, limit: 10, remaining: 1 })).toEqual({
      tone: 'warning',
      text: 'Only 1 swipe remaining!',
    });
  });

  it('is red at or over the cap', () => {
    const atCap = { tone: 'limit', text: "You've reached the 10-swipe cap on the Free plan" };
    expect(bannerState({ count: 10, limit: 10, remaining: 0 })).toEqual(atCap);
    expect(bannerState({ count: 12, limit: 10, remaining: null })).toEqual(atCap);
  });
});
