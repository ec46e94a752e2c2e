import { describe, expect, it, vi } from 'vitest';
import {
  BILLING_PORTAL_PATH,
  BillingPortalError,
  billingPortalUrl,
  checkoutFields,
  checkoutRedirectTo,
  NO_SUBSCRIPTION_INFO,
  takeCheckoutError,
} from './checkout';

describe('checkoutRedirectTo', () => {
  it("ends a path without a query in '?'", () => {
    expect(checkoutRedirectTo('/swipes', '')).toBe('/swipes?');
    expect(checkoutRedirectTo('/settings', '?')).toBe('/settings?');
  });

  it("keeps the query and ends it in '&'", () => {
    expect(checkoutRedirectTo('/swipes', '?x=1')).toBe('/swipes?x=1&');
    expect(checkoutRedirectTo('/collections/c1', '?swipe=s%201&guide=true')).toBe(
      '/collections/c1?swipe=s+1&guide=true&',
    );
  });

  it('drops the parameters of an earlier return', () => {
    expect(checkoutRedirectTo('/swipes', '?checkout_error=No&x=1&teamId=t')).toBe('/swipes?x=1&');
    expect(checkoutRedirectTo('/swipes', '?checkout_error=No')).toBe('/swipes?');
  });
});

describe('checkoutFields', () => {
  const base = {
    teamId: 'VGVhbTox',
    referralId: 'ref-1',
    annual: false,
    pathname: '/swipes',
    search: '',
  };

  it('sends teamType only as team for a TEAM team', () => {
    expect(checkoutFields({ ...base, teamType: 'TEAM' })).toEqual([
      ['teamId', 'VGVhbTox'],
      ['referralId', 'ref-1'],
      ['redirect_to', '/swipes?'],
      ['teamType', 'team'],
      ['isAnnual', ''],
    ]);
    const personal = checkoutFields({ ...base, teamType: 'PERSONAL' });
    expect(personal.map(([name]) => name)).toEqual([
      'teamId',
      'referralId',
      'redirect_to',
      'isAnnual',
    ]);
  });

  it("sends isAnnual as 'true' or empty, and an empty referralId when there is none", () => {
    const annual = new Map(
      checkoutFields({ ...base, teamType: 'PERSONAL', annual: true, referralId: null }),
    );
    expect(annual.get('isAnnual')).toBe('true');
    expect(annual.get('referralId')).toBe('');
    const monthly = new Map(checkoutFields({ ...base, teamType: 'TEAM', search: '?x=1' }));
    expect(monthly.get('isAnnual')).toBe('');
    expect(monthly.get('redirect_to')).toBe('/swipes?x=1&');
  });
});

describe('takeCheckoutError', () => {
  it('reads the message and removes only that parameter', () => {
    expect(takeCheckoutError('?guide=true&checkout_error=Only%20owners&x=1')).toEqual({
      message: 'Only owners',
      search: '?guide=true&x=1',
    });
    expect(takeCheckoutError('?checkout_error=Nope')).toEqual({ message: 'Nope', search: '' });
  });

  it('is null without the parameter and has a default message when it is empty', () => {
    expect(takeCheckoutError('?x=1')).toBeNull();
    expect(takeCheckoutError('?checkout_error=')?.message).toBe('Unable to start checkout');
  });
});

describe('billingPortalUrl', () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('posts the team id as JSON with same-origin credentials and returns the url', async () => {
    const fetchImpl = respond(200, { url: 'https://billing.stripe.com/p/session' });
    await expect(billingPortalUrl('VGVhbTox', fetchImpl)).resolves.toBe(
      'https://billing.stripe.com/p/session',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      BILLING_PORTAL_PATH,
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: JSON.stringify({ teamId: 'VGVhbTox' }),
      }),
    );
  });

  it("fails with 'Unable to get subscription info' and the server's reason", async () => {
    const error = await billingPortalUrl('t', respond(403, { error: 'Only owners.' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BillingPortalError);
    expect((error as BillingPortalError).message).toBe(NO_SUBSCRIPTION_INFO);
    expect((error as BillingPortalError).detail).toBe('Only owners.');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(billingPortalUrl('t', offline)).rejects.toMatchObject({ detail: null });
    await expect(billingPortalUrl('t', respond(200, {}))).rejects.toBeInstanceOf(
      BillingPortalError,
    );
  });
});
