import type Stripe from 'stripe';
import type { Config } from '../config.js';
import { serverBinding } from '../server-scope.js';

// The Stripe SDK of this server, or null when payments are not configured
// (STRIPE_SECRET_KEY unset): plans and caps still apply then, and admins grant plans. The SDK is
// loaded only when it is configured (docs/performance.md, "Memory").

const bound = serverBinding<{ client: Stripe | null; webhookSecret: string | undefined }>('stripe');
let errors: typeof Stripe.errors | null = null;

export async function bindStripe(config: Config) {
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!config.STRIPE_SECRET_KEY) {
    bound.bind({ client: null, webhookSecret });
    return;
  }
  const { default: StripeSdk } = await import('stripe');
  const client = new StripeSdk(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
  errors = StripeSdk.errors;
  bound.bind({ client, webhookSecret });
}

export function stripe(): Stripe | null {
  return bound.get()?.client ?? null;
}

export function stripeWebhookSecret(): string | undefined {
  return bound.get()?.webhookSecret;
}

export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured on this server. Ask its administrator to grant your team a plan.';

/** What an administrator is told while payments are off (services/admin/setup-help.ts). */
export const PAYMENTS_SETUP_HELP =
  'To take payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/billing.md, “Paying through Stripe”), then restart Swipestack. Until then, grant a team a plan in the admin area: Users, the user’s page, “Set plan” on the team’s row.';

export const PAYMENTS_UNAVAILABLE =
  'Payments are unavailable right now (Stripe could not be reached). Try again in a few minutes.';
export const PAYMENTS_REFUSED =
  'Stripe refused to start this payment. Ask the administrator of this server to check its Stripe settings.';

/**
 * The message for a failed Stripe call (after the SDK's own retries), or null when the error
 * did not come from Stripe (a bug of ours: let it crash the request). Stripe unreachable, slow,
 * failing (5xx) or rate limiting: try again later. Anything else Stripe refused (a bad key, an
 * unknown price): the server's settings.
 */
export function stripeFailureMessage(error: unknown): string | null {
  if (!errors || !(error instanceof errors.StripeError)) return null;
  console.error('Stripe request failed', error.type, error.message);
  return error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError
    ? PAYMENTS_UNAVAILABLE
    : PAYMENTS_REFUSED;
}
