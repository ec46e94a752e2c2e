import { randomBytes } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// Stripe's HTTP API, intercepted with msw (the only mock the project allows: a third party's
// API). It keeps the objects the server creates, so a checkout leads to a subscription that
// `subscriptions.retrieve` returns, and records every request for assertions. Used by the
// server tests in-process, and preloaded into the e2e server process (server/test/third-party-apis.ts).

const API = 'https://api.stripe.com/v1';

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  quantity: number;
  interval: 'month' | 'year';
  priceId: string;
  itemId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

const suffixOf = (id: string) => id.slice(id.indexOf('_', id.indexOf('_') + 1) + 1);

function subscriptionJson(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          quantity: sub.quantity,
          current_period_end: sub.currentPeriodEnd,
          price: { id: sub.priceId, object: 'price', recurring: { interval: sub.interval } },
        },
      ],
    },
  };
}

const missing = (what: string) =>
  HttpResponse.json(
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    },
    { status: 404 },
  );

export function createFakeStripe() {
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: StripeRequest[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}${randomBytes(6).toString('hex')}`;

  const hooks: { beforeAnswer?: (request: StripeRequest) => Promise<void> | void } = {};

  async function record(request: Request): Promise<StripeRequest> {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    const entry = { method: request.method, path: url.pathname.replace('/v1', ''), form };
    requests.push(entry);
    await hooks.beforeAnswer?.(entry);
    return entry;
  }

  const handlers = [
    http.post(`${API}/customers`, async ({ request }) => {
      const { form } = await record(request);
      return HttpResponse.json({ id: nextId('cus'), object: 'customer', email: form.get('email') });
    }),
    // A checkout session's subscription exists (active) as soon as the session does: the
    // "customer paid" moment is simulated by sending the checkout.session.completed webhook.
    http.post(`${API}/checkout/sessions`, async ({ request }) => {
      const { form } = await record(request);
      const id = nextId('cs');
      const annual = form.get('line_items[0][price_data][recurring][interval]') === 'year';
      const subscription: FakeSubscription = {
        id: `sub_test_${suffixOf(id)}`,
        customer: form.get('customer') ?? nextId('cus'),
        status: 'active',
        metadata: {
          teamId: form.get('subscription_data[metadata][teamId]') ?? '',
          plan: form.get('subscription_data[metadata][plan]') ?? 'pro',
        },
        quantity: Number(form.get('line_items[0][quantity]') ?? 1),
        interval: annual ? 'year' : 'month',
        priceId: form.get('line_items[0][price]') ?? nextId('price'),
        itemId: nextId('si'),
        currentPeriodEnd: Math.floor(Date.now() / 1000) + (annual ? 365 : 30) * 86_400,
        cancelAtPeriodEnd: false,
      };
      subscriptions.set(subscription.id, subscription);
      return HttpResponse.json({
        id,
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        subscription: null,
      });
    }),
    http.post(`${API}/billing_portal/sessions`, async ({ request }) => {
      const { form } = await record(request);
      return HttpResponse.json({
        id: nextId('bps'),
        object: 'billing_portal.session',
        customer: form.get('customer'),
        url: `https://billing.stripe.com/p/session/${nextId('bps')}`,
      });
    }),
    http.get(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      const sub = subscriptions.get(String(params.id));
      return sub ? HttpResponse.json(subscriptionJson(sub)) : missing('subscription');
    }),
    http.post(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const { form } = await record(request);
      const sub = subscriptions.get(String(params.id));
      if (!sub) return missing('subscription');
      const quantity = form.get('items[0][quantity]');
      if (quantity) sub.quantity = Number(quantity);
      return HttpResponse.json(subscriptionJson(sub));
    }),
    http.delete(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      const sub = subscriptions.get(String(params.id));
      if (!sub) return missing('subscription');
      sub.status = 'canceled';
      return HttpResponse.json(subscriptionJson(sub));
    }),
  ];

  const server = setupServer(...handlers);
  return {
    /** Stripe's routes, for a process that intercepts other APIs too (server/test/third-party-apis.ts). */
    handlers,
    subscriptions,
    requests,
    /** Runs before each request is answered (e.g. to look at the server's database meanwhile). */
    hooks,
    /** The subscription a checkout session leads to. */
    subscriptionOfSession: (sessionId: string) =>
      subscriptions.get(`sub_test_${suffixOf(sessionId)}`),
    /**
     * Until `restore()`, every request to Stripe fails: a network error (as when Stripe cannot
     * be reached) or an HTTP 500 from Stripe.
     */
    unreachable(how: 'network' | 500 = 'network') {
      server.use(
        http.all(`${API}/*`, async ({ request }) => {
          await record(request);
          return how === 'network'
            ? HttpResponse.error()
            : HttpResponse.json(
                { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
                { status: 500 },
              );
        }),
      );
    },
    restore() {
      server.resetHandlers();
    },
    listen() {
      // Anything else (our own server on loopback) goes through untouched.
      server.listen({ onUnhandledRequest: 'bypass' });
    },
    close() {
      server.close();
    },
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
