import type Stripe from 'stripe';
import { stripe, stripeWebhookSecret } from '../../billing/stripe.js';
import { receiveStripeEvent } from './subscription-sync.js';

// POST /api/billing/webhook: the signature is checked on the raw body with the SDK's default
// tolerance (5 minutes), then the event is recorded once and its job queued
// (services/billing/subscription-sync.ts); the answer does not wait for Stripe or for the job.

export async function handleStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ status: number; body: unknown }> {
  const client = stripe();
  const secret = stripeWebhookSecret();
  if (!client || !secret) {
    return { status: 404, body: { error: 'Payments are not configured on this server.' } };
  }
  if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header.' } };
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    return {
      status: 400,
      body: { error: `Webhook signature verification failed: ${(error as Error).message}` },
    };
  }
  const outcome = await receiveStripeEvent(event);
  return { status: 200, body: { received: true, outcome } };
}
