import { describe, expect, it } from 'vitest';
import { intervalText, periodEndText, planLabel, planName, planTone, seatsText } from './plans';

describe('plan badge', () => {
  it('shows Free, Pro or Team', () => {
    expect(planLabel('FREE')).toBe('Free');
    expect(planLabel('PRO')).toBe('Pro');
    expect(planLabel('TEAM')).toBe('Team');
    expect(planLabel(undefined)).toBe('Free');
  });

  it('is blue for Pro and Team, red for anything else (spec §2)', () => {
    expect(planTone('PRO')).toBe('blue');
    expect(planTone('TEAM')).toBe('blue');
    expect(planTone('FREE')).toBe('red');
    expect(planTone(null)).toBe('red');
    expect(planTone('SOMETHING')).toBe('red');
  });

  it('names the plan whose limits apply; anything unknown is Free, the lowest', () => {
    expect(planName('PRO')).toBe('PRO');
    expect(planName('TEAM')).toBe('TEAM');
    expect(planName('%future added value')).toBe('FREE');
    expect(planName(null)).toBe('FREE');
  });
});

describe('subscription texts', () => {
  const active = {
    status: 'ACTIVE',
    interval: 'MONTH',
    seats: 3,
    currentPeriodEnd: '2026-03-05T12:00:00.000Z',
    cancelAtPeriodEnd: false,
  };

  it('renews, or ends when cancelled at the period end', () => {
    expect(periodEndText(active)).toBe('Renews on March 5, 2026');
    expect(periodEndText({ ...active, cancelAtPeriodEnd: true })).toBe('Ends on March 5, 2026');
  });

  it('says nothing without an end date or for an inactive plan', () => {
    expect(periodEndText({ ...active, currentPeriodEnd: null })).toBeNull();
    expect(periodEndText({ ...active, status: 'INACTIVE' })).toBeNull();
    expect(periodEndText(null)).toBeNull();
  });

  it('names the interval and the seats', () => {
    expect(intervalText('MONTH')).toBe('Billed monthly');
    expect(intervalText('YEAR')).toBe('Billed yearly');
    expect(intervalText(null)).toBeNull();
    expect(seatsText(1)).toBe('1 seat');
    expect(seatsText(4)).toBe('4 seats');
  });
});
