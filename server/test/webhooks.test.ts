import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { envelope, slackMessage } from '../src/services/webhooks/webhook-payloads.js';
import { startTestRouter, startTestServer, type TestClient, type TestServer } from './harness.js';
import { outboxMails } from './helpers/outbox.js';
import { addMember, createTeam, newMember } from './helpers/teams.js';
import { newUser } from './helpers/users.js';
import { readUntil, until } from './helpers/wait.js';

// Outgoing webhooks (services/webhooks/, docs/webhooks.md): receivers on loopback (real HTTP
// servers of this test, reached because CAPTURE_ALLOW_PRIVATE_ADDRESSES is on here as for
// captures), signed events from several entry points, Slack's shape, retries with backoff, the
// switch-off and who is told, who may manage webhooks, and the SSRF guard outside tests.

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

const received: Received[] = [];
/** The status each path answers (200 unless set). */
const answers = new Map<string, number>();
let receiver: http.Server;
let receiverUrl: string;
let server: TestServer;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      response.writeHead(answers.get(path) ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
    // Retries after 0.05, 0.2, 0.8 and 3.2 s instead of 30 s to 32 minutes.
    WEBHOOK_RETRY_BASE_SECONDS: '0.05',
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) {
  secret webhook { id url kind events enabled }
  errors { __typename ... on Error { message } ... on FieldError { field } } } }`;

const WEBHOOKS = `query($id: ID!) { node(id: $id) { ... on Team { webhooks {
  id url enabled disabledReason consecutiveFailures
  deliveries(first: 50) { event status attempts responseCode error nextAttemptAt } } } } }`;

async function addWebhook(
  client: TestClient,
  teamId: string,
  path: string,
  events: string[],
  kind?: string,
) {
  const result = await client.gql(CREATE, {
    input: { teamId, url: `${receiverUrl}${path}`, events, ...(kind ? { kind } : {}) },
  });
  expect(result.data.createWebhook.errors).toEqual([]);
  return result.data.createWebhook as { secret: string; webhook: { id: string; kind: string } };
}

async function saveSwipe(client: TestClient, teamId: string, title: string) {
  const result = await client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title, url: 'https://example.com/ad' } },
  );
  return result.data.createSwipe.swipe.id as string;
}

/** The requests a path got whose event is `event`, waited for until there are `count`. */
async function receivedAt(path: string, event: string, count = 1, ms = 15_000) {
  const matching = () =>
    received.filter((r) => r.path === path && r.headers['swipestack-event'] === event);
  await until(() => matching().length >= count, ms, `${count} ${event} at ${path}`);
  return matching();
}

/** As docs/webhooks.md shows a receiver doing it. */
function verify(secret: string, header: string, body: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(String(parts.v1)));
}

describe('webhooks', () => {
  test('signed events reach a receiver from GraphQL, bulk actions, comments and joins', async () => {
    const owner = await newUser(server, { name: 'Olga' });
    const teamId = await createTeam(owner.client, 'Growth');
    const { secret } = await addWebhook(owner.client, teamId, '/generic', [
      'swipe.created',
      'swipe.deleted',
      'comment.created',
      'member.joined',
    ]);
    expect(secret).toMatch(/^whsec_/);

    const swipeId = await saveSwipe(owner.client, teamId, 'Summer sale');
    const [created] = await receivedAt('/generic', 'swipe.created');
    if (!created) throw new Error('unreachable');
    expect(verify(secret, String(created.headers['swipestack-signature']), created.body)).toBe(
      true,
    );
    expect(
      verify('whsec_wrong', String(created.headers['swipestack-signature']), created.body),
    ).toBe(false);
    expect(created.headers['swipestack-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const payload = JSON.parse(created.body);
    expect(payload).toMatchObject({
      type: 'swipe.created',
      team: { id: teamId, name: 'Growth' },
      data: {
        swipe: {
          id: swipeId,
          kind: 'AD',
          title: 'Summer sale',
          url: 'https://example.com/ad',
          savedBy: { name: 'Olga' },
        },
      },
    });
    expect(payload.data.swipe.link).toBe(
      `http://localhost:3000/swipes?swipe=${encodeURIComponent(swipeId)}`,
    );
    expect(payload.data.swipe).not.toHaveProperty('bodyText');

    // A bulk action (not the single-swipe mutation) sends its deletions too.
    await owner.client.gql(
      'mutation($input: DeleteSwipesInput!) { deleteSwipes(input: $input) { errors { __typename } } }',
      { input: { swipeIds: [swipeId] } },
    );
    const [deleted] = await receivedAt('/generic', 'swipe.deleted');
    expect(JSON.parse(deleted?.body ?? '').data).toEqual({ swipe: { id: swipeId } });

    const other = await saveSwipe(owner.client, teamId, 'Winter sale');
    await owner.client.gql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { __typename } } }',
      { input: { swipeId: other, body: 'Love the **headline**' } },
    );
    const [comment] = await receivedAt('/generic', 'comment.created');
    expect(JSON.parse(comment?.body ?? '').data.comment).toMatchObject({
      body: 'Love the **headline**',
      author: { name: 'Olga' },
      swipe: { id: other, title: 'Winter sale' },
    });

    const ana = await newUser(server, { name: 'Ana' });
    await addMember(owner.client, teamId, ana, 'EDITOR');
    const [joined] = await receivedAt('/generic', 'member.joined');
    expect(JSON.parse(joined?.body ?? '').data.member).toMatchObject({
      name: 'Ana',
      role: 'EDITOR',
    });

    const log = await readUntil(
      () => owner.client.gql(WEBHOOKS, { id: teamId }),
      (result) =>
        result.data.node.webhooks[0].deliveries.every(
          (d: { status: string }) => d.status === 'SUCCEEDED',
        ),
      10_000,
      'every delivery succeeded',
    );
    const deliveries = log.data.node.webhooks[0].deliveries;
    expect(deliveries.map((d: { event: string }) => d.event).sort()).toEqual([
      'comment.created',
      'member.joined',
      'swipe.created',
      'swipe.created',
      'swipe.deleted',
    ]);
    expect(deliveries[0]).toMatchObject({ responseCode: 200, attempts: 1, nextAttemptAt: null });
  });

  test('a Slack webhook gets a Slack message; rotating the secret signs the test event anew', async () => {
    const owner = await newUser(server, { name: 'Sam' });
    const teamId = await createTeam(owner.client, 'Brand <team>');
    const { webhook } = await addWebhook(
      owner.client,
      teamId,
      '/slack',
      ['swipe.created'],
      'SLACK',
    );
    expect(webhook.kind).toBe('SLACK');
    await saveSwipe(owner.client, teamId, 'Black Friday');
    const [message] = await receivedAt('/slack', 'swipe.created');
    const body = JSON.parse(message?.body ?? '');
    expect(body.text).toMatch(
      /^\*Sam\* saved <http:\/\/localhost:3000\/swipes\?swipe=[^|]+\|Black Friday> \(ad\) to Brand &lt;team&gt;$/,
    );
    expect(body.blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: body.text } });
    expect(body.blocks.at(-1).elements[0]).toMatchObject({
      type: 'button',
      url: expect.any(String),
    });

    const rotated = await owner.client.gql(
      'mutation($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) { secret errors { __typename } } }',
      { input: { id: webhook.id } },
    );
    const secret = rotated.data.rotateWebhookSecret.secret as string;
    const sent = await owner.client.gql(
      'mutation($input: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $input) { delivery { status } errors { __typename } } }',
      { input: { id: webhook.id } },
    );
    expect(sent.data.sendWebhookTestEvent).toEqual({ delivery: { status: 'PENDING' }, errors: [] });
    const [test] = await receivedAt('/slack', 'webhook.test');
    expect(verify(secret, String(test?.headers['swipestack-signature']), test?.body ?? '')).toBe(
      true,
    );
    expect(JSON.parse(test?.body ?? '').text).toBe(
      "Swipestack will post Brand &lt;team&gt;'s events in this channel.",
    );
  });

  test('failures are retried with backoff, logged with the code, and switch the webhook off', {
    timeout: 90_000,
  }, async () => {
    answers.set('/failing', 500);
    const owner = await newUser(server, { name: 'Owen' });
    const teamId = await createTeam(owner.client, 'Flaky');
    const admin = await newMember(server, owner.client, teamId, 'ADMIN');
    const editor = await newMember(server, owner.client, teamId, 'EDITOR');
    await addWebhook(owner.client, teamId, '/failing', ['swipe.created']);
    for (const title of ['one', 'two', 'three', 'four', 'five'])
      await saveSwipe(editor.client, teamId, title);
    // Five deliveries of five attempts each: 4.25 s of backoff each, and the worker's polls.
    await receivedAt('/failing', 'swipe.created', 25, 40_000);
    const log = await readUntil(
      () => owner.client.gql(WEBHOOKS, { id: teamId }),
      (result) => !result.data.node.webhooks[0].enabled,
      20_000,
      'the webhook switched off',
    );
    const [webhook] = log.data.node.webhooks;
    expect(webhook).toMatchObject({
      enabled: false,
      consecutiveFailures: 5,
      disabledReason: 'Switched off after 5 deliveries in a row failed every attempt.',
    });
    for (const delivery of webhook.deliveries)
      expect(delivery).toMatchObject({
        status: 'FAILED',
        attempts: 5,
        responseCode: 500,
        error: 'The receiver answered 500.',
        nextAttemptAt: null,
      });
    // The attempts of one delivery were spaced out: 0.05, 0.2, 0.8 and 3.2 s at least.
    const firstId = received.find((r) => r.path === '/failing')?.headers['swipestack-delivery'];
    const times = received
      .filter((r) => r.headers['swipestack-delivery'] === firstId)
      .map((r) => r.at);
    expect(times).toHaveLength(5);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(50 * 4 ** i - 5);
    });

    const INBOX =
      '{ viewer { notifications(first: 10) { edges { node { kind teamName webhookUrl } } } } }';
    for (const who of [owner, admin]) {
      const inbox = await who.client.gql(INBOX);
      expect(inbox.data.viewer.notifications.edges).toContainEqual({
        node: { kind: 'WEBHOOK_DISABLED', teamName: 'Flaky', webhookUrl: `${receiverUrl}/failing` },
      });
    }
    const editorInbox = await editor.client.gql(INBOX);
    expect(editorInbox.data.viewer.notifications.edges).toEqual([]);
    const mails = await readUntil(
      () => outboxMails(server),
      (all) =>
        all.filter((mail) => mail.includes('A webhook of Flaky was switched off')).length >= 2,
      10_000,
      'the emails to the owner and the admin',
    );
    const told = mails.filter((mail) => mail.includes('A webhook of Flaky was switched off'));
    expect(told.some((mail) => mail.includes(`To: ${owner.email}`))).toBe(true);
    expect(told.some((mail) => mail.includes(`To: ${admin.email}`))).toBe(true);
    expect(told.some((mail) => mail.includes(`To: ${editor.email}`))).toBe(false);

    // Off: a new save is not sent; switched on again, the count starts over.
    const before = received.filter((r) => r.path === '/failing').length;
    answers.set('/failing', 204);
    const on = await owner.client.gql(
      'mutation($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { enabled disabledReason consecutiveFailures } errors { __typename } } }',
      { input: { id: webhook.id, enabled: true } },
    );
    expect(on.data.updateWebhook.webhook).toEqual({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    expect(received.filter((r) => r.path === '/failing')).toHaveLength(before);
  });

  test('only admins and owners list and change webhooks', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Private');
    const editor = await newMember(server, owner.client, teamId, 'EDITOR');
    const stranger = await newUser(server);
    const { webhook } = await addWebhook(owner.client, teamId, '/private', ['swipe.created']);

    const listed = await editor.client.gql(WEBHOOKS, { id: teamId });
    expect(listed.data.node.webhooks).toBeNull();
    const byId = await editor.client.gql('query($id: ID!) { node(id: $id) { id } }', {
      id: webhook.id,
    });
    expect(byId.data.node).toBeNull();
    const refused = await editor.client.gql(CREATE, {
      input: { teamId, url: `${receiverUrl}/x`, events: ['swipe.created'] },
    });
    expect(refused.data.createWebhook).toMatchObject({
      secret: null,
      webhook: null,
      errors: [
        {
          __typename: 'NotAllowedError',
          message: 'Your role in this team (editor) cannot do this.',
        },
      ],
    });
    const deleted = await stranger.client.gql(
      'mutation($input: DeleteWebhookInput!) { deleteWebhook(input: $input) { errors { __typename ... on Error { message } } } }',
      { input: { id: webhook.id } },
    );
    expect(deleted.data.deleteWebhook.errors).toEqual([
      { __typename: 'NotFoundError', message: 'This webhook does not exist.' },
    ]);
    const bad = await owner.client.gql(CREATE, {
      input: { teamId, url: 'ftp://example.com', events: [] },
    });
    expect(bad.data.createWebhook.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'url',
        message: 'Enter the http(s) address to send events to.',
      },
      { __typename: 'FieldError', field: 'events', message: 'Choose at least one event to send.' },
    ]);
  });
});

test('outside tests a private address is refused', async () => {
  const router = await startTestRouter();
  try {
    const owner = await newUser(router);
    const result = await owner.client.gql(CREATE, {
      input: { teamId: owner.teamId, url: 'http://127.0.0.1:9/hook', events: ['swipe.created'] },
    });
    expect(result.data.createWebhook.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'url',
        message: 'This address points to a private network; webhooks go to public addresses.',
      },
    ]);
  } finally {
    await router.close();
  }
});

describe('slackMessage', () => {
  const swipe = (picture: string | null) => ({
    id: 'U3dpcGU6MQ==',
    kind: 'IMAGE',
    title: 'Spring launch',
    url: null,
    source: null,
    notes: null,
    tags: [],
    savedBy: { name: 'Sam' },
    createdAt: '2026-11-30T00:00:00.000Z',
    updatedAt: '2026-11-30T00:00:00.000Z',
    link: 'https://swipes.example/swipes?swipe=U3dpcGU6MQ%3D%3D',
    picture,
  });
  const team = { id: '0190c3d0-0000-7000-8000-000000000000', name: 'Brand' };

  test('shows the swipe’s picture when it has one, and none for a deleted swipe', () => {
    const picture = 'https://swipes.example/files/swipe_image/abc.webp?s=sig';
    const saved = slackMessage(envelope('swipe.created', team, { swipe: swipe(picture) }));
    expect(saved.blocks).toContainEqual({
      type: 'image',
      image_url: picture,
      alt_text: 'Spring launch',
    });
    const plain = slackMessage(envelope('swipe.created', team, { swipe: swipe(null) }));
    expect(plain.blocks.some((block) => (block as { type: string }).type === 'image')).toBe(false);
  });
});
