import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncStripeSubscription } from '../src/services/billing/subscription-sync.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { createTeam, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';
import { createFakeStripe, type FakeStripe } from './stripe/fake-stripe.js';

// Billing with Stripe's API intercepted by msw (test/stripe/fake-stripe.ts): checkout, the
// portal, signed webhooks (bad signatures, replays, concurrency, order), can-swipe, seats.

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let server: TestServer;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = createFakeStripe();
  stripe.listen();
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_AUTOMATIC_TAX: 'false',
  });
});
afterAll(async () => {
  await server.close();
  stripe.close();
});

function checkout(
  client: TestClient,
  fields: Record<string, string>,
  origin = server.config.APP_ORIGIN,
) {
  return client.request({
    method: 'POST',
    path: '/api/billing/checkout-session',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function event(type: string, object: object, id = `evt_${randomBytes(8).toString('hex')}`) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

function sendWebhook(
  body: object,
  options: { signature?: string | null; timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  return fetch(`${server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
}

async function plan(client: TestClient, teamId: string) {
  return (
    await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Team { plan swipeAllowance { limit } subscription { status type seats interval cancelAtPeriodEnd billedThroughStripe } } } }',
      { id: teamId },
    )
  ).data.node;
}

/** Checks out as the owner and returns the session id of the Stripe page it was sent to. */
async function checkedOut(client: TestClient, teamId: string, extra: Record<string, string> = {}) {
  const response = await checkout(client, {
    teamId,
    redirect_to: '/swipes?',
    isAnnual: '',
    ...extra,
  });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  return location.split('/').at(-1) ?? '';
}

async function activate(sessionId: string, teamId: string) {
  const sub = stripe.subscriptionOfSession(sessionId);
  const response = await sendWebhook(
    event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: sub?.id,
      client_reference_id: dbId(teamId),
      metadata: { teamId: dbId(teamId) },
    }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ received: true, outcome: 'queued' });
  await untilPlan(teamId, (p) => p.plan !== 'FREE');
  return sub;
}

/**
 * The webhook answers once the event is recorded and its job queued; a job applies it a
 * moment later. Waits (with a deadline) until the team's stored subscription satisfies `done`.
 */
async function untilPlan(
  teamId: string,
  done: (subscription: { plan: string; status: string; cancelAtPeriodEnd: boolean }) => boolean,
) {
  const id = dbId(teamId);
  await expect
    .poll(
      async () => {
        const row = await server.db.prisma.subscription.findUnique({ where: { teamId: id } });
        const plan = row?.status !== 'ACTIVE' ? 'FREE' : row.type.includes('team') ? 'TEAM' : 'PRO';
        return done({
          plan,
          status: row?.status ?? 'INACTIVE',
          cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
        });
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(true);
}

/** Waits until every queued Stripe event has been applied (its job completed). */
async function untilJobsDone() {
  await expect
    .poll(
      async () =>
        Number(
          (
            await server.db.prisma.$queryRaw<{ n: bigint }[]>`
              SELECT count(*) AS n FROM pgboss.job
              WHERE name = 'stripe-event' AND state IN ('created', 'retry', 'active')`
          )[0]?.n,
        ),
      { timeout: 20_000, interval: 50 },
    )
    .toBe(0);
}

const auditCount = (type: string, teamId: string) =>
  server.db.prisma.auditEvent.count({ where: { type, teamId: dbId(teamId) } });

describe('checkout', () => {
  it('sends an owner to Stripe Checkout: Pro is one seat, the Team plan a seat per member', async () => {
    const owner = await newUser(server);
    const before = stripe.requests.length;
    const sessionId = await checkedOut(owner.client, owner.teamId, {
      redirect_to: '/collections?x=1&',
      referralId: 'ref_42',
    });
    const created = stripe.requests.slice(before).find((r) => r.path === '/checkout/sessions');
    expect(created?.form.get('mode')).toBe('subscription');
    expect(created?.form.get('line_items[0][quantity]')).toBe('1');
    expect(created?.form.get('line_items[0][price_data][unit_amount]')).toBe('1200');
    expect(created?.form.get('success_url')).toBe(
      `http://localhost:3000/plan-confirmation?teamId=${dbId(owner.teamId)}&next=${encodeURIComponent('/collections?x=1')}`,
    );
    expect(created?.form.get('cancel_url')).toBe('http://localhost:3000/collections?x=1');
    expect(created?.form.get('metadata[referralId]')).toBe('ref_42');
    expect(created?.form.get('subscription_data[metadata][plan]')).toBe('pro');
    expect(sessionId).toMatch(/^cs_test_/);

    const team = await createTeam(owner.client);
    await newMember(server, owner.client, team);
    const teamSession = await checkedOut(owner.client, team, {
      teamType: 'team',
      isAnnual: 'true',
    });
    const teamForm = stripe.requests.filter((r) => r.path === '/checkout/sessions').at(-1)?.form;
    expect(teamForm?.get('line_items[0][quantity]')).toBe('2');
    expect(teamForm?.get('line_items[0][price_data][unit_amount]')).toBe('12000');
    expect(teamForm?.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(stripe.subscriptionOfSession(teamSession)?.metadata.plan).toBe('team');
  });

  it.each([
    ['network', 'network'],
    ['500', 500],
  ] as const)(
    'sends the browser back with checkout_error when Stripe fails (%s)',
    async (_, how) => {
      const owner = await newUser(server);
      stripe.unreachable(how);
      try {
        const before = stripe.requests.length;
        const response = await checkout(owner.client, {
          teamId: owner.teamId,
          redirect_to: '/settings?tab=billing&',
        });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(
          `/settings?tab=billing&checkout_error=${encodeURIComponent(
            'Payments are unavailable right now (Stripe could not be reached). Try again in a few minutes.',
          )}`,
        );
        // Stripe was asked (with the SDK's retries), and nothing was half-written.
        expect(stripe.requests.length).toBeGreaterThan(before);
        const subscription = await server.db.prisma.subscription.findUnique({
          where: { teamId: dbId(owner.teamId) },
        });
        expect(subscription).toBeNull();
      } finally {
        stripe.restore();
      }
      const retried = await checkout(owner.client, {
        teamId: owner.teamId,
        redirect_to: '/swipes?',
      });
      expect(retried.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    },
  );

  it('answers the billing portal with a JSON 503 when Stripe cannot be reached', async () => {
    const owner = await newUser(server);
    await checkedOut(owner.client, owner.teamId, { redirect_to: '/swipes?' });
    stripe.unreachable('network');
    try {
      const response = await owner.client.request({
        method: 'POST',
        path: '/api/billing/billing-portal',
        headers: { 'content-type': 'application/json', origin: server.config.APP_ORIGIN },
        body: JSON.stringify({ teamId: owner.teamId }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error:
          'Payments are unavailable right now (Stripe could not be reached). Try again in a few minutes.',
      });
    } finally {
      stripe.restore();
    }
  });

  it('refuses members who are not owners, strangers, other sites and foreign redirects', async () => {
    const owner = await newUser(server);
    const team = await createTeam(owner.client);
    const editor = await newMember(server, owner.client, team, 'ADMIN');
    const stranger = await newUser(server);
    const before = stripe.requests.filter((r) => r.path === '/checkout/sessions').length;

    const byAdmin = await checkout(editor.client, { teamId: team, redirect_to: '/swipes?' });
    expect(byAdmin.status).toBe(303);
    expect(decodeURIComponent(byAdmin.headers.get('location') ?? '')).toBe(
      '/swipes?checkout_error=Your role in this team (admin) cannot do this.',
    );
    const byStranger = await checkout(stranger.client, { teamId: team, redirect_to: '/swipes?' });
    expect(decodeURIComponent(byStranger.headers.get('location') ?? '')).toContain(
      'checkout_error=This team does not exist.',
    );
    const crossSite = await checkout(owner.client, { teamId: team }, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    // Each of these is another site to a browser (tabs and newlines are dropped from URLs).
    for (const elsewhere of [
      '//evil.example/?',
      '/\\evil.example/?',
      '/\t/evil.example/?',
      '/\n/evil.example?',
    ]) {
      const away = await checkout(owner.client, { teamId: team, redirect_to: elsewhere });
      expect(away.headers.get('location'), elsewhere).toBe(
        `/swipes?checkout_error=${encodeURIComponent('redirect_to must be a path on this site.')}`,
      );
    }
    const anonymous = await checkout(server.client(), { teamId: team, redirect_to: '/swipes?' });
    expect(anonymous.status).toBe(401);
    expect(stripe.requests.filter((r) => r.path === '/checkout/sessions').length).toBe(before);
  });
});

describe('webhooks', () => {
  it('refuse missing, wrong and stale signatures, and change nothing', async () => {
    const owner = await newUser(server);
    const sessionId = await checkedOut(owner.client, owner.teamId);
    const sub = stripe.subscriptionOfSession(sessionId);
    const body = event('customer.subscription.updated', { id: sub?.id, object: 'subscription' });
    expect((await sendWebhook(body, { signature: null })).status).toBe(400);
    expect((await sendWebhook(body, { secret: 'whsec_wrong' })).status).toBe(400);
    const stale = await sendWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: expect.stringMatching(/tolerance/) });
    // Signed, but the body was changed on the way.
    const payload = JSON.stringify(body);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload.replace('customer.subscription.updated', 'customer.subscription.created'),
    });
    expect(tampered.status).toBe(400);
    expect((await plan(owner.client, owner.teamId)).plan).toBe('FREE');
    expect(await server.db.prisma.stripeEvent.count({ where: { id: body.id } })).toBe(0);
  });

  it('activates the plan once, however often or concurrently the event comes', async () => {
    const owner = await newUser(server);
    const sessionId = await checkedOut(owner.client, owner.teamId);
    const sub = stripe.subscriptionOfSession(sessionId);
    const completed = event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: sub?.id,
      metadata: { teamId: dbId(owner.teamId) },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => sendWebhook(completed).then((r) => r.json())),
    );
    expect(results.filter((r) => r.outcome === 'queued')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(4);
    expect((await sendWebhook(completed).then((r) => r.json())).outcome).toBe('duplicate');
    await untilPlan(owner.teamId, (p) => p.plan === 'PRO');
    await untilJobsDone();

    expect(await plan(owner.client, owner.teamId)).toEqual({
      plan: 'PRO',
      swipeAllowance: { limit: null },
      subscription: {
        status: 'ACTIVE',
        type: 'PRO',
        seats: 1,
        interval: 'MONTH',
        cancelAtPeriodEnd: false,
        billedThroughStripe: true,
      },
    });
    expect(await auditCount('SUBSCRIPTION_ACTIVATED', owner.teamId)).toBe(1);
    const goal = await server.db.prisma.auditEvent.findFirst({
      where: { type: 'SUBSCRIPTION_ACTIVATED', teamId: dbId(owner.teamId) },
    });
    expect(goal?.data).toMatchObject({ goal: 'SubscriptionActivated', plan: 'PRO' });
  });

  it("converges on Stripe's current state when events come out of order", async () => {
    const owner = await newUser(server);
    const sessionId = await checkedOut(owner.client, owner.teamId);
    const sub = await activate(sessionId, owner.teamId);
    if (!sub) throw new Error('no subscription');
    // Stripe cancelled it; the deletion arrives before an older update that still says active.
    sub.status = 'canceled';
    const deleted = event('customer.subscription.deleted', { id: sub.id, status: 'canceled' });
    const olderUpdate = event('customer.subscription.updated', { id: sub.id, status: 'active' });
    expect((await sendWebhook(deleted)).status).toBe(200);
    expect((await sendWebhook(olderUpdate)).status).toBe(200);
    await untilJobsDone();
    expect((await plan(owner.client, owner.teamId)).plan).toBe('FREE');
    // An invoice event names the subscription through its parent (current API versions).
    sub.status = 'active';
    sub.cancelAtPeriodEnd = true;
    const paid = event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    expect((await sendWebhook(paid)).status).toBe(200);
    await untilPlan(owner.teamId, (p) => p.cancelAtPeriodEnd);
    expect((await plan(owner.client, owner.teamId)).subscription).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
    });
  });

  it('answers at once and reads Stripe in a job, with no database transaction open', async () => {
    const owner = await newUser(server);
    const sessionId = await checkedOut(owner.client, owner.teamId);
    const sub = stripe.subscriptionOfSession(sessionId);
    // While the job reads the subscription from Stripe, the database must be free: on
    // PostgreSQL no session sits in an open transaction; on PGlite (one transaction at a
    // time) a query from another connection is answered rather than kept waiting.
    const seen: string[] = [];
    let answered = false;
    stripe.hooks.beforeAnswer = async (request) => {
      if (request.method !== 'GET' || request.path !== `/subscriptions/${sub?.id}`) return;
      const probe = server.db.prisma.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND state LIKE 'idle in transaction%'`;
      const outcome = await Promise.race([
        probe.then((rows) => (Number(rows[0]?.n) === 0 ? 'free' : 'in a transaction')),
        new Promise<string>((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
      ]);
      seen.push(`${answered ? 'after' : 'before'} the answer: ${outcome}`);
    };
    try {
      const response = await sendWebhook(
        event('checkout.session.completed', {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          subscription: sub?.id,
          metadata: { teamId: dbId(owner.teamId) },
        }),
      );
      answered = true;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'queued' });
      await untilPlan(owner.teamId, (p) => p.plan === 'PRO');
    } finally {
      stripe.hooks.beforeAnswer = undefined;
    }
    expect(seen).toEqual(['after the answer: free']);
  });

  it('does not store a read that started before one already stored', async () => {
    const owner = await newUser(server);
    const sub = await activate(await checkedOut(owner.client, owner.teamId), owner.teamId);
    if (!sub) throw new Error('no subscription');
    // Two jobs for the same subscription (as on two instances): the first one's read of
    // Stripe (still active) is answered late, after the second read (cancelled) was stored.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    let firstArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    stripe.hooks.beforeAnswer = async (request) => {
      if (request.path !== `/subscriptions/${sub.id}`) return;
      reads += 1;
      if (reads === 1) {
        firstArrived();
        await held;
        sub.status = 'active'; // what Stripe said when the first read was made
      }
    };
    try {
      const job = { eventId: 'evt_a', subscriptionId: sub.id, teamId: dbId(owner.teamId) };
      const first = syncStripeSubscription(job);
      await arrived;
      sub.status = 'canceled';
      expect(await syncStripeSubscription({ ...job, eventId: 'evt_b' })).toBe('applied');
      expect((await plan(owner.client, owner.teamId)).plan).toBe('FREE');
      release();
      expect(await first).toBe('ignored');
    } finally {
      stripe.hooks.beforeAnswer = undefined;
      sub.status = 'canceled';
    }
    expect((await plan(owner.client, owner.teamId)).plan).toBe('FREE');
  });

  it('retries a job whose Stripe read failed, until it applies', async () => {
    const owner = await newUser(server);
    const sessionId = await checkedOut(owner.client, owner.teamId);
    const sub = stripe.subscriptionOfSession(sessionId);
    // The SDK itself tries a failed request 3 times; the 4th try is the job's own retry.
    let failures = 0;
    stripe.hooks.beforeAnswer = (request) => {
      if (request.path === `/subscriptions/${sub?.id}` && failures < 3) {
        failures += 1;
        throw new Error('Stripe is down');
      }
    };
    try {
      const response = await sendWebhook(
        event('customer.subscription.created', {
          id: sub?.id,
          object: 'subscription',
          metadata: { teamId: dbId(owner.teamId) },
        }),
      );
      expect(await response.json()).toEqual({ received: true, outcome: 'queued' });
      await untilPlan(owner.teamId, (p) => p.plan === 'PRO');
    } finally {
      stripe.hooks.beforeAnswer = undefined;
    }
    expect(failures).toBe(3);
  }, 60_000);

  it('records events it has nothing to do with, once', async () => {
    const ignored = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await (await sendWebhook(ignored)).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(await (await sendWebhook(ignored)).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
  });
});

describe('billing portal', () => {
  const portal = (client: TestClient, body: object) =>
    client.request({
      method: 'POST',
      path: '/api/billing/billing-portal',
      headers: { 'content-type': 'application/json', origin: server.config.APP_ORIGIN },
      body: JSON.stringify(body),
    });

  it("opens for the team's owners only, by team or by the spec's customerId", async () => {
    const owner = await newUser(server);
    const team = await createTeam(owner.client);
    const admin = await newMember(server, owner.client, team, 'ADMIN');
    const stranger = await newUser(server);
    const none = await portal(owner.client, { teamId: team });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'Unable to get subscription info' });

    await activate(await checkedOut(owner.client, team), team);
    const opened = await portal(owner.client, { teamId: team });
    expect(opened.status).toBe(200);
    expect((await opened.json()).url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const customerId = stripe.requests
      .findLast((r) => r.path === '/billing_portal/sessions')
      ?.form.get('customer');
    expect(
      stripe.requests
        .findLast((r) => r.path === '/billing_portal/sessions')
        ?.form.get('return_url'),
    ).toBe('http://localhost:3000/settings');
    expect((await portal(owner.client, { customerId })).status).toBe(200);
    expect((await portal(admin.client, { teamId: team })).status).toBe(403);
    expect((await portal(stranger.client, { customerId })).status).toBe(404);
  });
});

describe('can-swipe', () => {
  const check = (client: TestClient, query: string) =>
    client.request({ path: `/api/billing/can-swipe${query}` });

  it('needs both ids, answers for the caller about their team, and follows the Free cap', async () => {
    const owner = await newUser(server);
    const missing = await check(owner.client, `?teamId=${owner.teamId}`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Missing teamId or userId for subscription check',
    });
    const other = await newUser(server);
    expect(
      (await check(owner.client, `?teamId=${owner.teamId}&userId=${other.userId}`)).status,
    ).toBe(403);
    expect(
      (await check(other.client, `?teamId=${owner.teamId}&userId=${other.userId}`)).status,
    ).toBe(404);
    const free = await check(owner.client, `?teamId=${owner.teamId}&userId=${owner.userId}`);
    expect(await free.json()).toEqual({
      data: { canSwipe: true, plan: 'FREE', count: 0, limit: 10, remaining: 10 },
    });
    for (let i = 0; i < 10; i++) {
      await owner.client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId: owner.teamId, kind: 'AD', title: `Swipe ${i}` } },
      );
    }
    const capped = await check(
      owner.client,
      `?teamId=${dbId(owner.teamId)}&userId=${owner.userId}`,
    );
    expect((await capped.json()).data).toMatchObject({ canSwipe: false, remaining: 0 });
    await activate(await checkedOut(owner.client, owner.teamId), owner.teamId);
    const paid = await check(owner.client, `?teamId=${owner.teamId}&userId=${owner.userId}`);
    expect((await paid.json()).data).toEqual({
      canSwipe: true,
      plan: 'PRO',
      count: 10,
      limit: null,
      remaining: null,
    });
  });
});

describe('seats', () => {
  it('follow members joining and leaving a Team plan, and a deleted team is cancelled', async () => {
    const owner = await newUser(server);
    const team = await createTeam(owner.client);
    const sub = await activate(await checkedOut(owner.client, team, { teamType: 'team' }), team);
    expect(sub?.quantity).toBe(1);
    const mate = await newMember(server, owner.client, team);
    await expect.poll(() => sub?.quantity, { timeout: 15_000 }).toBe(2);
    await mate.client.gql(
      'mutation($id: ID!) { leaveTeam(input: { teamId: $id }) { deletedId } }',
      {
        id: team,
      },
    );
    await expect.poll(() => sub?.quantity, { timeout: 15_000 }).toBe(1);
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/subscriptions/${sub?.id}`,
    );
    expect(update?.form.get('proration_behavior')).toBe('create_prorations');

    await owner.client.gql('mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId } }', {
      id: team,
    });
    await expect.poll(() => sub?.status, { timeout: 15_000 }).toBe('canceled');
  });
});
