import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { subscribeWs, useServer } from './helpers/live-feeds.js';
import { outboxMails } from './helpers/outbox.js';
import { newUser, type SignedUp } from './helpers/users.js';
import { readUntil, until } from './helpers/wait.js';

// Support chat (services/support/support.ts, docs/support.md): a user writes, administrators answer
// from their inbox, both sides see it live, a reply left unread is emailed, and bad input is
// refused with nothing saved. Nobody but administrators reads the inbox.

const adminEmail = uniqueEmail('admin');
let server: TestServer;
let admin: SignedUp;
beforeAll(async () => {
  // The unread-reply email goes out 10 s after a reply (300 s in production): time enough, on a
  // busy machine, for the test's reader to read the reply before its job looks.
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, SUPPORT_EMAIL_DELAY_SECONDS: '10' });
  useServer(server);
  admin = await newUser(server, { email: adminEmail });
});
afterAll(() => server?.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const SEND = `mutation($body: String!) { sendSupportMessage(input: {body: $body}) {
  conversation { id status messages(last: 50) { totalCount edges { node { body fromSupport } } } } ${ERRORS} } }`;
const INBOX = `query($status: SupportStatus!) { adminSupportInbox(status: $status) {
  id awaitingSupport userEmail assigneeEmail lastMessage { body } } }`;
const REPLY = `mutation($id: ID!, $body: String!) { adminReplySupport(input: {conversationId: $id, body: $body}) {
  conversation { id awaitingSupport } ${ERRORS} } }`;
const UPDATE = `mutation($input: AdminUpdateSupportConversationInput!) {
  adminUpdateSupportConversation(input: $input) { conversation { status assigneeEmail awaitingSupport } ${ERRORS} } }`;
const UNREAD = '{ viewer { supportUnreadCount } }';

const send = async (client: TestClient, body: string) =>
  (await client.gql(SEND, { body })).data.sendSupportMessage;

/** The user's conversation as the admin inbox lists it. */
async function inboxEntry(email: string, status = 'OPEN') {
  const inbox = (await admin.client.gql(INBOX, { status })).data.adminSupportInbox;
  return inbox.find((entry: { userEmail: string }) => entry.userEmail === email);
}

/** A message with a file, as the browser sends it (GraphQL multipart request). */
async function sendWithFile(
  client: TestClient,
  body: string,
  file: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) {
        conversation { messages(last: 5) { edges { node { body attachmentUrl attachmentWidth } } } } ${ERRORS} } }`,
      variables: { input: { body, attachment: null } },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.attachment'] }));
  form.append('0', new Blob([new Uint8Array(file)], { type }), name);
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  return ((await response.json()) as any).data.sendSupportMessage;
}

const outboxFor = async (email: string) => {
  const mails = await outboxMails(server);
  return mails.filter((mail) => mail.includes(`To: ${email}`));
};

describe('bad input', () => {
  test('an empty message, one over 5,000 characters and a bad file are refused; nothing is saved', async () => {
    const user = await newUser(server);
    const empty = await send(user.client, '   ');
    expect(empty.errors).toEqual([
      { __typename: 'FieldError', message: 'Write a message first.', field: 'body' },
    ]);
    const long = await send(user.client, 'x'.repeat(5001));
    expect(long.errors[0].message).toBe(
      'A message can be at most 5,000 characters (this one has 5,001).',
    );
    const file = await sendWithFile(
      user.client,
      'see attached',
      Buffer.from('not an image'),
      'notes.txt',
      'text/plain',
    );
    expect(file.errors[0]).toMatchObject({ __typename: 'FieldError', field: 'attachment' });
    expect(
      await server.db.prisma.supportConversation.count({ where: { userId: user.userId } }),
    ).toBe(0);
    // 5,000 exactly is fine.
    expect((await send(user.client, 'y'.repeat(5000))).errors).toEqual([]);
  });

  test('a screenshot is stored with the message', async () => {
    const user = await newUser(server);
    const png = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer();
    const sent = await sendWithFile(
      user.client,
      'This page looks wrong',
      png,
      'shot.png',
      'image/png',
    );
    expect(sent.errors).toEqual([]);
    const [message] = sent.conversation.messages.edges;
    expect(message.node).toMatchObject({ body: 'This page looks wrong', attachmentWidth: 640 });
    const picture = await user.client.request({ path: message.node.attachmentUrl });
    expect(picture.status).toBe(200);
  });
});

describe('flood limit', () => {
  test('50 messages at once: the burst of 10 is stored and reaches the inbox, the rest are refused saying when to try again', async () => {
    const user = await newUser(server);
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(user.client, `Message ${i}`)),
    );
    const stored = sent.filter((payload) => payload.errors.length === 0);
    const refused = sent.filter((payload) => payload.errors.length > 0);
    expect(stored).toHaveLength(10);
    for (const payload of refused) {
      expect(payload.conversation).toBeNull();
      expect(payload.errors).toEqual([
        {
          __typename: 'RateLimitError',
          message: expect.stringMatching(
            /^Too many messages: you can send support at most 10 messages in 10 seconds\. Try again in \d+ seconds?\.$/,
          ),
        },
      ]);
    }
    expect(
      await server.db.prisma.supportMessage.count({
        where: { conversation: { userId: user.userId } },
      }),
    ).toBe(10);
    // What administrators see: the conversation holds the 10 stored messages only.
    const entry = await inboxEntry(user.email);
    const messages = (
      await admin.client.gql(
        'query($id: ID!) { node(id: $id) { ... on AdminSupportConversation { messages(last: 100) { totalCount } } } }',
        { id: entry.id },
      )
    ).data.node.messages;
    expect(messages.totalCount).toBe(10);
  });
});

describe('who reads the inbox', () => {
  test('only administrators in a browser session: others get FORBIDDEN and no data', async () => {
    const user = await newUser(server);
    await send(user.client, 'Hello?');
    const entry = await inboxEntry(user.email);
    for (const [query, variables] of [
      [INBOX, { status: 'OPEN' }],
      [REPLY, { id: entry.id, body: 'hi' }],
      [UPDATE, { input: { conversationId: entry.id, status: 'CLOSED' } }],
    ] as const) {
      const result = await user.client.gql(query, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.data === null || Object.values(result.data).every((v) => v === null)).toBe(
        true,
      );
    }
    const node = await user.client.gql('query($id: ID!) { node(id: $id) { id } }', {
      id: entry.id,
    });
    expect(node.data.node).toBeNull();
    // Another user's conversation is never theirs to read.
    const other = await newUser(server);
    expect(
      (await other.client.gql('{ viewer { supportConversation { id } } }')).data.viewer
        .supportConversation,
    ).toBeNull();
  });
});

describe('a conversation', () => {
  test('the user writes, the admin sees it live and first; the reply reaches the user live with an unread count', async () => {
    const user = await newUser(server);
    const inboxFeed = subscribeWs(
      { cookie: admin.client.cookieHeader() },
      'subscription { adminSupportEvents { conversation { userEmail awaitingSupport } } }',
      {},
    );
    const userFeed = subscribeWs(
      { cookie: user.client.cookieHeader() },
      'subscription { viewerEvents { kind viewer { supportUnreadCount } } }',
      {},
    );
    // Both streams are up once an event of the other's arrives; send until the admin's has one,
    // a message a second at most, so the flood limit (10 in 10 s) never refuses one.
    let sentAt = 0;
    await readUntil(
      async () => {
        if (Date.now() - sentAt >= 1_000) {
          sentAt = Date.now();
          await send(user.client, 'My captures fail');
        }
        return inboxFeed.events.length;
      },
      (count) => count > 0,
      30_000,
      'the inbox event',
    );
    expect(inboxFeed.events.at(-1).adminSupportEvents.conversation).toEqual({
      userEmail: user.email,
      awaitingSupport: true,
    });
    const entry = await inboxEntry(user.email);
    expect(entry).toMatchObject({
      awaitingSupport: true,
      lastMessage: { body: 'My captures fail' },
    });
    const inbox = (await admin.client.gql(INBOX, { status: 'OPEN' })).data.adminSupportInbox;
    const firstRead = inbox.findIndex((e: { awaitingSupport: boolean }) => !e.awaitingSupport);
    expect(
      firstRead === -1 ||
        inbox.slice(firstRead).every((e: { awaitingSupport: boolean }) => !e.awaitingSupport),
    ).toBe(true);

    const replied = (await admin.client.gql(REPLY, { id: entry.id, body: 'Looking into it now.' }))
      .data.adminReplySupport;
    expect(replied).toMatchObject({ conversation: { awaitingSupport: false }, errors: [] });
    await until(
      () =>
        userFeed.events.some(
          (e) =>
            e.viewerEvents.kind === 'SUPPORT_CHANGED' &&
            e.viewerEvents.viewer.supportUnreadCount === 1,
        ),
      10_000,
      'the reply, live',
    );
    expect((await user.client.gql(UNREAD)).data.viewer.supportUnreadCount).toBe(1);
    await user.client.gql('mutation { markSupportRead { conversation { id } } }');
    expect((await user.client.gql(UNREAD)).data.viewer.supportUnreadCount).toBe(0);
    await inboxFeed.close();
    await userFeed.close();
  });

  test('assign, close and reopen; the user writing again reopens it', async () => {
    const user = await newUser(server);
    await send(user.client, 'Billing question');
    const { id } = await inboxEntry(user.email);
    const update = async (input: object) =>
      (await admin.client.gql(UPDATE, { input: { conversationId: id, ...input } })).data
        .adminUpdateSupportConversation;
    expect((await update({ assignToSelf: true, read: true })).conversation).toMatchObject({
      assigneeEmail: adminEmail,
      awaitingSupport: false,
    });
    expect((await update({ status: 'CLOSED' })).conversation.status).toBe('CLOSED');
    expect(await inboxEntry(user.email)).toBeUndefined();
    expect(await inboxEntry(user.email, 'CLOSED')).toBeDefined();
    expect((await update({ status: 'OPEN' })).conversation.status).toBe('OPEN');
    await update({ status: 'CLOSED' });
    const again = await send(user.client, 'One more thing');
    expect(again.conversation.status).toBe('OPEN');
    expect(await inboxEntry(user.email)).toMatchObject({ awaitingSupport: true });
    expect((await update({ assignToSelf: false })).conversation.assigneeEmail).toBeNull();
  });

  test('a reply the user does not read is emailed to them; one they read is not', async () => {
    const reader = await newUser(server);
    const away = await newUser(server);
    await send(reader.client, 'Question one');
    await send(away.client, 'Question two');
    const readerEntry = await inboxEntry(reader.email);
    readerEntry.dbId = (
      await server.db.prisma.supportConversation.findUniqueOrThrow({
        where: { userId: reader.userId },
      })
    ).id;
    const awayEntry = await inboxEntry(away.email);
    await admin.client.gql(REPLY, { id: readerEntry.id, body: 'Answer one' });
    await reader.client.gql('mutation { markSupportRead { conversation { id } } }');
    await admin.client.gql(REPLY, { id: awayEntry.id, body: 'Answer two: try again now.' });
    const [mail] = await readUntil(
      () => outboxFor(away.email),
      (mails) => mails.length > 0,
      30_000,
      'the email',
    );
    expect(mail).toContain('Subject: Swipestack support replied to you');
    expect(mail).toContain('Answer two: try again now.');
    expect(mail).toContain('/swipes?support=open');
    // The reader's job has run too, and sent nothing.
    const readerReply = await server.db.prisma.supportMessage.findFirstOrThrow({
      where: { conversationId: readerEntry.dbId, fromSupport: true },
    });
    await readUntil(
      () =>
        server.db.prisma.$queryRawUnsafe<{ state: string }[]>(
          `SELECT state::text FROM pgboss.job WHERE name = 'support-reply-email' AND data->>'messageId' = $1`,
          readerReply.id,
        ),
      (rows) => rows[0]?.state === 'completed',
      30_000,
      "the reader's job",
    );
    expect(await outboxFor(reader.email)).toEqual([]);
  });
});
