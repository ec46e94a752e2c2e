// Paying for a plan (spec §7): Stripe Checkout through a plain browser form post, and the
// Billing Portal through a same-origin JSON request.

export const CHECKOUT_PATH = '/api/billing/checkout-session';
export const BILLING_PORTAL_PATH = '/api/billing/billing-portal';

/** The server sends a refused checkout back to `redirect_to` with this parameter. */
export const CHECKOUT_ERROR_PARAM = 'checkout_error';

/** The server's answer too, when it has no Stripe key. */
export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured on this server. Ask its administrator to grant your team a plan.';

/** Spec §8: the billing portal answered without a url (or failed). */
export const NO_SUBSCRIPTION_INFO = 'Unable to get subscription info';

// Parameters of a previous return that must not be sent back into the next one.
const RETURN_PARAMS = [CHECKOUT_ERROR_PARAM, 'teamId'];

/**
 * Where checkout returns to: the current path and query, ending in '?' or '&' so the server
 * (or Stripe) can append `teamId=…` or `checkout_error=…`: '/swipes?' or '/swipes?x=1&'.
 */
export function checkoutRedirectTo(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}&` : `${pathname}?`;
}

export interface CheckoutRequest {
  /** The team's GraphQL global id. */
  teamId: string;
  /** The team's type: a TEAM team buys the Team plan (a seat per member), others Pro. */
  teamType: string;
  referralId: string | null | undefined;
  annual: boolean;
  pathname: string;
  search: string;
}

/**
 * The checkout form's fields, in order (spec §5, §7): teamType is sent only as 'team' for a
 * team (omitted otherwise); isAnnual is 'true' or empty.
 */
export function checkoutFields(request: CheckoutRequest): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [
    ['teamId', request.teamId],
    ['referralId', request.referralId ?? ''],
    ['redirect_to', checkoutRedirectTo(request.pathname, request.search)],
  ];
  if (request.teamType === 'TEAM') fields.push(['teamType', 'team']);
  fields.push(['isAnnual', request.annual ? 'true' : '']);
  return fields;
}

/**
 * The message of `?checkout_error=` and the address without it (other parameters kept, in
 * order); null when the parameter is absent.
 */
export function takeCheckoutError(search: string): { message: string; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has(CHECKOUT_ERROR_PARAM)) return null;
  const message = params.get(CHECKOUT_ERROR_PARAM)?.trim() || 'Unable to start checkout';
  params.delete(CHECKOUT_ERROR_PARAM);
  const rest = params.toString();
  return { message, search: rest ? `?${rest}` : '' };
}

/** Thrown when the portal cannot be opened; `detail` is the server's reason, if any. */
export class BillingPortalError extends Error {
  constructor(readonly detail: string | null) {
    super(NO_SUBSCRIPTION_INFO);
    this.name = 'BillingPortalError';
  }
}

/** Asks for a Billing Portal session for a team (its global id); resolves to its address. */
export async function billingPortalUrl(
  teamId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let body: { url?: unknown; error?: unknown } | null = null;
  try {
    const response = await fetchImpl(BILLING_PORTAL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ teamId }),
    });
    body = await response.json().catch(() => null);
  } catch {
    throw new BillingPortalError(null);
  }
  if (body && typeof body.url === 'string' && body.url) return body.url;
  throw new BillingPortalError(body && typeof body.error === 'string' ? body.error : null);
}
