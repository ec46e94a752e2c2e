import { z } from 'zod';
import type { Config } from '../config.js';
import { jsonResponse } from '../http/json-response.js';
import { declaredOver, readBody, tooLargeResponse } from '../http/request-body.js';
import { type Route, userIdOf } from '../http/route.js';
import {
  canSwipe,
  MISSING_CHECK_IDS,
  NO_SUBSCRIPTION_INFO,
  openBillingPortal,
  sameSitePath,
  startCheckout,
} from '../services/billing/billing.js';
import { handleStripeWebhook } from '../services/billing/stripe-webhook.js';
import { decodeTeamId } from '../services/teams/visibility.js';
import { errorStatus } from './route.js';

// The billing paths of spec §7: Checkout (a browser form post that is redirected to Stripe),
// the Billing Portal, the can-swipe check, and Stripe's webhook (raw body, no session).

const MAX_FORM_BYTES = 16 * 1024;
const MAX_WEBHOOK_BYTES = 1024 * 1024;

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const optionalText = z.string().optional().catch(undefined);

export function billingRoutes(config: Config): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/billing/webhook',
      auth: 'public',
      async handle(c) {
        const body = declaredOver(c.req.raw, MAX_WEBHOOK_BYTES)
          ? null
          : await readBody(c.req.raw, MAX_WEBHOOK_BYTES);
        if (!body) return tooLargeResponse('Stripe events can be at most 1 MB.');
        const result = await handleStripeWebhook(body, c.req.header('stripe-signature'));
        return jsonResponse(result.status, result.body);
      },
    },
    {
      method: 'GET',
      path: '/api/billing/can-swipe',
      auth: 'signedIn',
      async handle(c) {
        const teamId = c.req.query('teamId') || undefined;
        const userId = c.req.query('userId') || undefined;
        const result = await canSwipe(userIdOf(c), teamId && decodeTeamId(teamId), userId, config);
        if (result.ok) return jsonResponse(200, { data: result.value });
        const error = result.errors[0];
        return jsonResponse(errorStatus(error), { error: error?.message ?? MISSING_CHECK_IDS });
      },
    },
    {
      method: 'POST',
      path: '/api/billing/billing-portal',
      auth: 'mayWrite',
      body: z.object({ teamId: optionalText, customerId: optionalText }),
      async handle(c) {
        const body = c.var.body as { teamId?: string; customerId?: string };
        const result = await openBillingPortal(
          userIdOf(c),
          {
            ...(body.teamId !== undefined ? { teamId: decodeTeamId(body.teamId) } : {}),
            ...(body.customerId !== undefined ? { customerId: body.customerId } : {}),
          },
          new URL('/settings', config.APP_ORIGIN).href,
        );
        if (result.ok) return jsonResponse(200, { url: result.value.url });
        return jsonResponse(errorStatus(result.errors[0]), {
          error: result.errors[0]?.message ?? NO_SUBSCRIPTION_INFO,
        });
      },
    },
    {
      // A form post: the browser is sent to Stripe, or back with the reason it was not.
      method: 'POST',
      path: '/api/billing/checkout-session',
      auth: 'mayWrite',
      async handle(c) {
        const raw = declaredOver(c.req.raw, MAX_FORM_BYTES)
          ? null
          : await readBody(c.req.raw, MAX_FORM_BYTES);
        if (!raw) return tooLargeResponse(`The form can be at most ${MAX_FORM_BYTES / 1024} KB.`);
        const form = new URLSearchParams(raw.toString('utf8'));
        const redirectTo = form.get('redirect_to') ?? '';
        const result = await startCheckout(
          userIdOf(c),
          {
            teamId: decodeTeamId(form.get('teamId') ?? ''),
            teamType: form.get('teamType') ?? '',
            annual: form.get('isAnnual') === 'true',
            redirectTo,
            referralId: form.get('referralId') ?? '',
          },
          config,
        );
        if (result.ok) return redirect(result.value.url);
        const message = result.errors[0]?.message ?? 'Unable to start checkout';
        const back = sameSitePath(redirectTo) ?? '/swipes?';
        const separator =
          back.endsWith('?') || back.endsWith('&') ? '' : back.includes('?') ? '&' : '?';
        return redirect(`${back}${separator}checkout_error=${encodeURIComponent(message)}`);
      },
    },
  ];
}
