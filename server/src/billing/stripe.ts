import Stripe from 'stripe';
import type { Config } from '../config.js';

// The Stripe SDK for this process, or null when payments are not configured
// (STRIPE_SECRET_KEY unset): plans and caps still apply then, and admins grant plans.

let client: Stripe | null = null;
let webhookSecret: string | undefined;

export function bindStripe(config: Config) {
  client = config.STRIPE_SECRET_KEY
    ? new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 10_000 })
    : null;
  webhookSecret = config.STRIPE_WEBHOOK_SECRET;
}

export function stripe(): Stripe | null {
  return client;
}

export function stripeWebhookSecret(): string | undefined {
  return webhookSecret;
}

export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured on this server. Ask its administrator to grant your team a plan.';
