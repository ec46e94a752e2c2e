import type { IncomingMessage, ServerResponse } from 'node:http';
import { READ_ONLY_TOKEN, requestSession } from '../auth/request-session.js';
import { handleStripeWebhook } from '../billing/webhooks.js';
import type { Config } from '../config.js';
import { json } from '../http/json-response.js';
import { isCrossSite, requestInfo } from '../http/request-info.js';
import {
  canSwipe,
  MISSING_CHECK_IDS,
  NO_SUBSCRIPTION_INFO,
  openBillingPortal,
  sameSitePath,
  startCheckout,
} from '../services/billing.js';
import { NotAllowedError, NotFoundError, PaymentsUnavailableError } from '../services/errors.js';
import { decodeTeamId } from '../services/visibility.js';

// The billing paths of spec §7: Checkout (a browser form post that is redirected to Stripe),
// the Billing Portal, the can-swipe check, and Stripe's webhook (raw body, no session).

const MAX_FORM_BYTES = 16 * 1024;
const MAX_WEBHOOK_BYTES = 1024 * 1024;

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const errorStatus = (error: unknown) =>
  error instanceof NotFoundError
    ? 404
    : error instanceof NotAllowedError
      ? 403
      : error instanceof PaymentsUnavailableError
        ? 503
        : 400;

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** Paths under /api/billing/; false when there is no such path (the REST router answers). */
export async function handleBilling(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: Config,
): Promise<boolean> {
  const route = url.pathname.replace(/\/$/, '');
  if (route === '/api/billing/webhook') {
    if (req.method !== 'POST')
      return json(res, 405, { error: 'Use POST.' }, { Allow: 'POST' }), true;
    const body = await readBody(req, MAX_WEBHOOK_BYTES);
    if (!body) return json(res, 413, { error: 'The event is too large.' }), true;
    const signature = req.headers['stripe-signature'];
    const result = await handleStripeWebhook(
      body,
      typeof signature === 'string' ? signature : undefined,
    );
    json(res, result.status, result.body);
    return true;
  }

  const method = {
    '/api/billing/checkout-session': 'POST',
    '/api/billing/billing-portal': 'POST',
    '/api/billing/can-swipe': 'GET',
  }[route];
  if (!method) return false;
  if (req.method !== method)
    return json(res, 405, { error: `Use ${method}.` }, { Allow: method }), true;
  const info = requestInfo(req, config);
  if (method === 'POST' && isCrossSite(info, config)) {
    json(res, 403, { error: 'Requests from other sites are refused.' });
    return true;
  }
  const { session, refreshCookie } = await requestSession(info, config);
  const headers: Record<string, string> = refreshCookie ? { 'Set-Cookie': refreshCookie } : {};
  if (!session) {
    json(res, 401, { error: 'Sign in to continue.' }, headers);
    return true;
  }
  if (method === 'POST' && session.readOnly) {
    json(res, 403, { error: READ_ONLY_TOKEN }, headers);
    return true;
  }

  if (route === '/api/billing/can-swipe') {
    const teamId = url.searchParams.get('teamId') || undefined;
    const userId = url.searchParams.get('userId') || undefined;
    const result = await canSwipe(session.userId, teamId && decodeTeamId(teamId), userId, config);
    if (!result.ok) {
      const error = result.errors[0];
      const message = error?.message ?? MISSING_CHECK_IDS;
      json(res, errorStatus(error), { error: message }, headers);
    } else json(res, 200, { data: result.value }, headers);
    return true;
  }

  if (route === '/api/billing/billing-portal') {
    const raw = await readBody(req, MAX_FORM_BYTES);
    let body: { teamId?: unknown; customerId?: unknown } = {};
    try {
      body = raw?.length ? JSON.parse(raw.toString('utf8')) : {};
    } catch {
      json(res, 400, { error: 'The request body is not valid JSON.' }, headers);
      return true;
    }
    const result = await openBillingPortal(
      session.userId,
      {
        ...(typeof body.teamId === 'string' ? { teamId: decodeTeamId(body.teamId) } : {}),
        ...(typeof body.customerId === 'string' ? { customerId: body.customerId } : {}),
      },
      new URL('/settings', config.APP_ORIGIN).href,
    );
    if (result.ok) json(res, 200, { url: result.value.url }, headers);
    else
      json(
        res,
        errorStatus(result.errors[0]),
        { error: result.errors[0]?.message ?? NO_SUBSCRIPTION_INFO },
        headers,
      );
    return true;
  }

  // Checkout: a form post; the browser is sent to Stripe, or back with the reason it was not.
  const raw = await readBody(req, MAX_FORM_BYTES);
  const form = new URLSearchParams(raw?.toString('utf8') ?? '');
  const redirectTo = form.get('redirect_to') ?? '';
  const result = await startCheckout(
    session.userId,
    {
      teamId: decodeTeamId(form.get('teamId') ?? ''),
      teamType: form.get('teamType') ?? '',
      annual: form.get('isAnnual') === 'true',
      redirectTo,
      referralId: form.get('referralId') ?? '',
    },
    config,
  );
  if (result.ok) {
    redirect(res, result.value.url);
    return true;
  }
  const message = result.errors[0]?.message ?? 'Unable to start checkout';
  const back = sameSitePath(redirectTo) ?? '/swipes?';
  const separator = back.endsWith('?') || back.endsWith('&') ? '' : back.includes('?') ? '&' : '?';
  redirect(res, `${back}${separator}checkout_error=${encodeURIComponent(message)}`);
  return true;
}
