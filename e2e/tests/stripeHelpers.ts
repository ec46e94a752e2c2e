import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';

/** The webhook signing secret the e2e server runs with (playwright.config.ts). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_secret';

const signer = new Stripe('sk_test_signer');

/**
 * Stripe tells the server a checkout completed: an event signed as Stripe signs it. The
 * server then reads the subscription from Stripe's API (msw in the server process).
 */
export async function sendCheckoutCompleted(
  request: APIRequestContext,
  sessionId: string,
  teamId: string,
) {
  const suffix = sessionId.slice(sessionId.indexOf('_', sessionId.indexOf('_') + 1) + 1);
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: `sub_test_${suffix}`,
        metadata: { teamId },
      },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE_WEBHOOK_SECRET,
  });
  return request.post('/api/billing/webhook', {
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    data: payload,
  });
}
