import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// The embedded default: no STRIPE_SECRET_KEY. Plans and caps still apply, upgrading says
// payments are off, and an administrator grants plans (recorded in the audit log).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GRANT = `mutation($input: GrantTeamPlanInput!) { grantTeamPlan(input: $input) {
  team { id plan } errors { __typename ... on Error { message } } } }`;
const CREATE =
  'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } errors { __typename ... on Error { message } } } }';

it('says payments are off, at checkout and in the schema, and refuses webhooks', async () => {
  const owner = await newUser(server);
  const billing = await owner.client.gql(
    '{ billing { paymentsConfigured freeSwipeLimit monthlyPriceCents annualPriceCents } }',
  );
  expect(billing.data.billing).toEqual({
    paymentsConfigured: false,
    freeSwipeLimit: 10,
    monthlyPriceCents: 1200,
    annualPriceCents: 12000,
  });
  const checkout = await owner.client.request({
    method: 'POST',
    path: '/api/billing/checkout-session',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.config.APP_ORIGIN,
    },
    body: new URLSearchParams({ teamId: owner.teamId, redirect_to: '/swipes?' }).toString(),
    redirect: 'manual',
  });
  expect(decodeURIComponent(checkout.headers.get('location') ?? '')).toBe(
    '/swipes?checkout_error=Payments are not configured on this server. Ask its administrator to grant your team a plan.',
  );
  const webhook = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
  expect(webhook.status).toBe(404);
});

it('tells administrators alone how to switch payments on', async () => {
  const SETUP = '{ billing { paymentsSetupHelp } }';
  const user = await newUser(server);
  expect((await user.client.gql(SETUP)).data.billing.paymentsSetupHelp).toBeNull();
  const signedOut = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SETUP }),
  });
  expect((await signedOut.json()).data.billing.paymentsSetupHelp).toBeNull();
  const admin = await newUser(server);
  await server.db.prisma.user.update({ where: { email: admin.email }, data: { isAdmin: true } });
  expect((await admin.client.gql(SETUP)).data.billing.paymentsSetupHelp).toMatch(
    /^To take payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET .*grant a team a plan in the admin area/,
  );
});

it('lets an administrator grant a plan, which lifts the cap; others may not', async () => {
  const owner = await newUser(server);
  for (let i = 0; i < 10; i++) {
    await owner.client.gql(CREATE, { input: { teamId: owner.teamId, kind: 'AD', title: `S${i}` } });
  }
  const capped = await owner.client.gql(CREATE, {
    input: { teamId: owner.teamId, kind: 'AD', title: 'Eleventh' },
  });
  expect(capped.data.createSwipe.errors[0].__typename).toBe('SwipeLimitError');

  const selfGrant = await owner.client.gql(GRANT, { input: { teamId: owner.teamId, plan: 'PRO' } });
  expect(selfGrant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(selfGrant.data?.grantTeamPlan ?? null).toBeNull();

  const admin = await newUser(server);
  await server.db.prisma.user.update({ where: { email: admin.email }, data: { isAdmin: true } });
  const granted = await admin.client.gql(GRANT, { input: { teamId: owner.teamId, plan: 'PRO' } });
  expect(granted.data.grantTeamPlan.errors).toEqual([]);
  const team = await owner.client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { plan subscription { grantedByAdmin status } } } }',
    { id: owner.teamId },
  );
  expect(team.data.node).toEqual({
    plan: 'PRO',
    subscription: { grantedByAdmin: true, status: 'ACTIVE' },
  });
  const eleventh = await owner.client.gql(CREATE, {
    input: { teamId: owner.teamId, kind: 'AD', title: 'Eleventh' },
  });
  expect(eleventh.data.createSwipe.errors).toEqual([]);
  const audit = await server.db.prisma.auditEvent.findFirst({ where: { type: 'PLAN_GRANTED' } });
  expect(audit?.data).toEqual({ from: 'FREE', to: 'PRO' });

  await admin.client.gql(GRANT, { input: { teamId: owner.teamId, plan: 'FREE' } });
  const back = await owner.client.gql(CREATE, {
    input: { teamId: owner.teamId, kind: 'AD', title: 'Twelfth' },
  });
  expect(back.data.createSwipe.errors[0].__typename).toBe('SwipeLimitError');
});
