import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanBadge } from './PlanBadge';
import { BillingPeriodToggle, PlanPrice } from './PlanPricing';

afterEach(cleanup);

describe('PlanBadge', () => {
  it('reads "Plan: Pro" in blue, "Plan: Free" in red', () => {
    const { container, rerender } = render(<PlanBadge plan="PRO" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.textContent).toBe('Plan: Pro');
    expect(badge.dataset.tone).toBe('blue');
    rerender(<PlanBadge plan="TEAM" />);
    expect(badge.dataset.tone).toBe('blue');
    rerender(<PlanBadge plan="FREE" />);
    expect(badge.textContent).toBe('Plan: Free');
    expect(badge.dataset.tone).toBe('red');
  });
});

describe('BillingPeriodToggle and PlanPrice', () => {
  it('marks the chosen period pressed and shows its price', () => {
    const { rerender } = render(
      <>
        <BillingPeriodToggle annual={false} onChange={() => {}} />
        <PlanPrice annual={false} perMember />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('$12')).toBeTruthy();
    expect(screen.getByText('/mo per team member')).toBeTruthy();
    rerender(
      <>
        <BillingPeriodToggle annual onChange={() => {}} />
        <PlanPrice annual perMember />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Annual' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('$120')).toBeTruthy();
    expect(screen.getByText('($10/mo per team member)')).toBeTruthy();
    expect(screen.getByText('save 17%')).toBeTruthy();
  });
});
