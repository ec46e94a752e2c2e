// Preloaded into the e2e server process (playwright.config.ts, NODE_OPTIONS): Stripe's API is
// answered by the msw fake the server tests use, so checkout, webhooks and the portal run
// through the real server code without reaching the network.
import { createFakeStripe } from '../server/test/stripe/fake-stripe.js';

createFakeStripe().listen();
