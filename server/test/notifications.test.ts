import { mentionToken, PIN_MESSAGES } from '@swipestack/common/comments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMailer } from '../src/email/mailer.js';
import { sendNotificationDigests } from '../src/services/notifications/notification-emails.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { subscribeWs, useServer } from './helpers/live-feeds.js';
import { outboxMails } from './helpers/outbox.js';
import { createTeam, memberIdOf, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';
import { holdsWithin, readUntil, retryUntil } from './helpers/wait.js';

// Pinned comments, @mentions and the inbox (docs/collaboration.md): pins checked whole; mentions
// of members notify them, of anyone else no one; replies and comments on one's swipes; the
// unread count, live; marking read; settings; a removed member's notifications gone at once; the
// mention email after the inactivity window, one per member under 50 parallel mentions, with an
// unsubscribe link that works signed out; the daily digest.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    MENTION_EMAIL_DELAY_SECONDS: '1',
    MENTION_EMAIL_INTERVAL_SECONDS: '3600',
  });
  useServer(server);
});
afterAll(() => server?.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const ADD = `mutation($input: AddCommentInput!) { addComment(input: $input) {
  comment { id pin { x y width height } mentions } ${ERRORS} } }`;
const EDIT = `mutation($input: EditCommentInput!) { editComment(input: $input) {
  comment { id mentions } ${ERRORS} } }`;
const INBOX = `{ viewer { unreadNotificationCount notifications(first: 50) { totalCount
  edges { node { id kind readAt teamName actor { name } comment { body swipe { title } } } } } } }`;
const MARK = `mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  viewer { unreadNotificationCount } ${ERRORS} } }`;
const SETTINGS = `mutation($input: UpdateNotificationSettingsInput!) {
  updateNotificationSettings(input: $input) { settings { mentions replies mentionEmails dailyDigest } ${ERRORS} } }`;
const UNSUBSCRIBE = `mutation($input: UnsubscribeFromEmailsInput!) { unsubscribeFromEmails(input: $input) {
  email ${ERRORS} } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;

interface Inbox {
  unreadNotificationCount: number;
  notifications: {
    totalCount: number;
    edges: {
      node: {
        id: string;
        kind: string;
        readAt: string | null;
        teamName: string;
        actor: { name: string } | null;
        comment: { body: string; swipe: { title: string } } | null;
      };
    }[];
  };
}

const inboxOf = async (client: TestClient): Promise<Inbox> => (await client.gql(INBOX)).data.viewer;
const add = (client: TestClient, input: object) => client.gql(ADD, { input });

async function teamWithSwipe(picture = false) {
  const owner = await newUser(server, { name: 'Olga Owner' });
  const teamId = await createTeam(owner.client, 'Pinners');
  const created = await owner.client.gql(CREATE_SWIPE, {
    input: { teamId, kind: 'AD', title: 'Spring sale ad', notes: 'Big headline' },
  });
  const swipeId = created.data.createSwipe.swipe.id as string;
  if (picture)
    await server.db.prisma.swipe.update({
      where: { id: dbId(swipeId) },
      data: {
        media: { image: { key: 'pinned.png', width: 1280, height: 800, contentType: 'image/png' } },
      },
    });
  return { owner, teamId, swipeId };
}

const outboxFor = async (email: string) => {
  const mails = await outboxMails(server);
  // Not the invites that made them members.
  return mails.filter((mail) => mail.includes(`To: ${email}`) && !mail.includes('invited you to'));
};

/** A mail as plain text: its headers unfolded, its quoted-printable UTF-8 body decoded. */
function decoded(mail: string) {
  const end = mail.search(/\r?\n\r?\n/);
  const headers = mail.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const body = Buffer.from(
    mail
      .slice(end)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
  return `${headers}${body}`;
}

describe('pins', () => {
  test('a thread pins a point or a rectangle on the picture; bad pins are refused whole', async () => {
    const { owner, swipeId } = await teamWithSwipe(true);
    const point = (await add(owner.client, { swipeId, body: 'This CTA', pin: { x: 0.25, y: 0.5 } }))
      .data.addComment;
    expect(point.errors).toEqual([]);
    expect(point.comment.pin).toEqual({ x: 0.25, y: 0.5, width: null, height: null });
    const box = (
      await add(owner.client, {
        swipeId,
        body: 'This headline',
        pin: { x: 0.1, y: 0.1, width: 0.5, height: 0.2 },
      })
    ).data.addComment;
    expect(box.comment.pin).toEqual({ x: 0.1, y: 0.1, width: 0.5, height: 0.2 });

    const outside = [
      { x: 1.2, y: 0.5 },
      { x: -0.1, y: 0.5 },
      { x: 0.6, y: 0.1, width: 0.5, height: 0.2 },
      { x: 0.1, y: 0.1, width: 0.5 },
      { x: 0.1, y: 0.1, width: 0, height: 0.2 },
    ];
    for (const pin of outside) {
      const refused = (await add(owner.client, { swipeId, body: 'Off the picture', pin })).data
        .addComment;
      expect(refused).toEqual({
        comment: null,
        errors: [{ __typename: 'FieldError', message: PIN_MESSAGES.outside, field: 'pin' }],
      });
    }
    const reply = await add(owner.client, {
      swipeId,
      body: 'A pinned reply',
      threadId: point.comment.id,
      pin: { x: 0.5, y: 0.5 },
    });
    expect(reply.data.addComment.errors[0].message).toBe(PIN_MESSAGES.reply);
    const plain = await teamWithSwipe(false);
    const noPicture = await add(plain.owner.client, {
      swipeId: plain.swipeId,
      body: 'Here',
      pin: { x: 0.5, y: 0.5 },
    });
    expect(noPicture.data.addComment.errors[0].message).toBe(PIN_MESSAGES.noPicture);
    expect(await server.db.prisma.comment.count({ where: { body: 'Off the picture' } })).toBe(0);
    expect(await server.db.prisma.comment.count({ where: { body: 'A pinned reply' } })).toBe(0);
  });

  test('on a video a pin keeps the paused frame’s time, within its length; elsewhere it has none', async () => {
    const { owner, swipeId } = await teamWithSwipe();
    await server.db.prisma.swipe.update({
      where: { id: dbId(swipeId) },
      data: {
        kind: 'VIDEO',
        videoStatus: 'READY',
        media: {
          video: { key: 'ad.mp4', contentType: 'video/mp4', bytes: 1000, durationMs: 3000 },
        },
      },
    });
    const TIMED = `mutation($input: AddCommentInput!) { addComment(input: $input) {
      comment { pin { x y timeMs } } ${ERRORS} } }`;
    const timed = async (id: string, pin: object) =>
      (await owner.client.gql(TIMED, { input: { swipeId: id, body: 'At this frame', pin } })).data
        .addComment;
    expect(await timed(swipeId, { x: 0.5, y: 0.25, timeMs: 1200 })).toEqual({
      comment: { pin: { x: 0.5, y: 0.25, timeMs: 1200 } },
      errors: [],
    });
    const refusals: [object, string][] = [
      [{ x: 0.5, y: 0.5 }, PIN_MESSAGES.noTime],
      [{ x: 0.5, y: 0.5, timeMs: 3001 }, PIN_MESSAGES.timeOutside],
      [{ x: 0.5, y: 0.5, timeMs: -1 }, PIN_MESSAGES.timeOutside],
    ];
    for (const [pin, message] of refusals)
      expect((await timed(swipeId, pin)).errors[0].message).toBe(message);
    const picture = await teamWithSwipe(true);
    const onPicture = await picture.owner.client.gql(TIMED, {
      input: {
        swipeId: picture.swipeId,
        body: 'At this frame',
        pin: { x: 0.5, y: 0.5, timeMs: 10 },
      },
    });
    expect(onPicture.data.addComment.errors[0].message).toBe(PIN_MESSAGES.timeOnPicture);
    expect(await server.db.prisma.comment.count({ where: { body: 'At this frame' } })).toBe(1);
  });
});

describe('mentions and the inbox', () => {
  test('a mention notifies the member live; a non-member is plain text; replies and comments on one’s swipe', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const ana = await newMember(server, owner.client, teamId, 'EDITOR');
    const ben = await newMember(server, owner.client, teamId, 'VIEWER');
    const stranger = await newUser(server, { name: 'Stranger' });
    const feed = subscribeWs(
      { cookie: ana.client.cookieHeader() },
      'subscription { viewerEvents { kind viewer { unreadNotificationCount } } }',
      {},
    );
    const body = `Look ${mentionToken('Ana', ana.viewerId)} and ${mentionToken('Stranger', stranger.viewerId)} <script>alert(1)</script>`;
    const thread = (await add(owner.client, { swipeId, body })).data.addComment;
    expect(thread.errors).toEqual([]);
    expect(thread.comment.mentions).toEqual([ana.viewerId]);
    let anaInbox = await inboxOf(ana.client);
    expect(anaInbox.unreadNotificationCount).toBe(1);
    expect(anaInbox.notifications.edges[0]?.node).toMatchObject({
      kind: 'MENTION',
      readAt: null,
      teamName: 'Pinners',
      actor: { name: 'Olga Owner' },
      comment: { body, swipe: { title: 'Spring sale ad' } },
    });
    expect((await inboxOf(stranger.client)).unreadNotificationCount).toBe(0);
    expect((await inboxOf(owner.client)).unreadNotificationCount).toBe(0);

    // Ben (a viewer) cannot comment; Ana replies: Olga hears of the reply (her thread), once.
    const reply = (await add(ana.client, { swipeId, body: 'On it', threadId: thread.comment.id }))
      .data.addComment;
    expect(reply.errors).toEqual([]);
    const ownerInbox = await inboxOf(owner.client);
    expect(ownerInbox.notifications.edges.map((e) => e.node.kind)).toEqual(['REPLY']);
    // A comment by Ana on Olga's swipe in a new thread: a COMMENT for Olga.
    await add(ana.client, { swipeId, body: 'Another thought' });
    expect((await inboxOf(owner.client)).notifications.edges.map((e) => e.node.kind)).toEqual([
      'COMMENT',
      'REPLY',
    ]);
    // An edit that mentions Ben tells Ben, once.
    const edited = await ana.client.gql(EDIT, {
      input: { id: reply.comment.id, body: `On it, ${mentionToken('Ben', ben.viewerId)}` },
    });
    expect(edited.data.editComment.comment.mentions).toEqual([ben.viewerId]);
    await ana.client.gql(EDIT, {
      input: { id: reply.comment.id, body: `On it now, ${mentionToken('Ben', ben.viewerId)}` },
    });
    const benInbox = await inboxOf(ben.client);
    expect(benInbox.notifications.edges.map((e) => e.node.kind)).toEqual(['MENTION']);

    // Marking read: one, then all.
    anaInbox = await inboxOf(ana.client);
    const first = anaInbox.notifications.edges[0]?.node.id;
    const marked = await ana.client.gql(MARK, { input: { ids: [first] } });
    expect(marked.data.markNotificationsRead).toEqual({
      viewer: { unreadNotificationCount: 0 },
      errors: [],
    });
    // Someone else's notification cannot be read or marked.
    const benFirst = benInbox.notifications.edges[0]?.node.id;
    await ana.client.gql(MARK, { input: { ids: [benFirst] } });
    expect((await inboxOf(ben.client)).unreadNotificationCount).toBe(1);
    const peek = await ana.client.gql('query($id: ID!) { node(id: $id) { id } }', { id: benFirst });
    expect(peek.data.node).toBeNull();
    await ben.client.gql(MARK, { input: { all: true } });
    expect((await inboxOf(ben.client)).unreadNotificationCount).toBe(0);

    // Live: a mention reaches Ana's open tab with her unread count (sent again until her
    // subscription, which may not have been live yet, hears one).
    await retryUntil(
      async () => {
        await add(owner.client, { swipeId, body: `Again ${mentionToken('Ana', ana.viewerId)}` });
        return holdsWithin(
          () =>
            feed.events.some(
              (e) =>
                e.viewerEvents.kind === 'NOTIFICATIONS_CHANGED' &&
                e.viewerEvents.viewer.unreadNotificationCount > 0,
            ),
          1000,
        );
      },
      15_000,
      'the notification reaches Ana live',
    );
    await feed.close();
  });

  test('settings turn a kind off; an invite reaches an existing account’s inbox until answered', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const quiet = await newMember(server, owner.client, teamId, 'EDITOR');
    const off = await quiet.client.gql(SETTINGS, { input: { mentions: false } });
    expect(off.data.updateNotificationSettings).toEqual({
      settings: { mentions: false, replies: true, mentionEmails: true, dailyDigest: false },
      errors: [],
    });
    await add(owner.client, { swipeId, body: `Hey ${mentionToken('Q', quiet.viewerId)}` });
    expect((await inboxOf(quiet.client)).notifications.totalCount).toBe(0);

    const invited = await newUser(server, { name: 'Ivy Invited' });
    await owner.client.gql(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
      { input: { teamId, email: invited.email, role: 'EDITOR' } },
    );
    const inbox = await inboxOf(invited.client);
    expect(inbox.notifications.edges.map((e) => e.node)).toMatchObject([
      { kind: 'INVITE', teamName: 'Pinners', actor: { name: 'Olga Owner' }, comment: null },
    ]);
    const invite = await invited.client.gql('{ viewer { invites { edges { node { id } } } } }');
    await invited.client.gql(
      'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } } }',
      { input: { inviteId: invite.data.viewer.invites.edges[0].node.id } },
    );
    expect((await inboxOf(invited.client)).notifications.totalCount).toBe(0);
  });

  test('a removed member’s notifications are gone at once, and no email about them goes out', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const leaving = await newMember(server, owner.client, teamId, 'EDITOR');
    await add(owner.client, { swipeId, body: `Bye ${mentionToken('L', leaving.viewerId)}` });
    expect((await inboxOf(leaving.client)).unreadNotificationCount).toBe(1);
    const memberId = await memberIdOf(owner.client, teamId, leaving.email);
    await owner.client.gql(
      'mutation($id: ID!) { removeMember(input: { memberId: $id }) { deletedId } }',
      { id: memberId },
    );
    expect(await inboxOf(leaving.client)).toMatchObject({
      unreadNotificationCount: 0,
      notifications: { totalCount: 0 },
    });
    // Its email job has run and sent nothing.
    await readUntil(
      () =>
        server.db.prisma.$queryRawUnsafe<{ state: string }[]>(
          `SELECT state::text FROM pgboss.job WHERE name = 'mention-email' AND data->>'userId' = $1`,
          leaving.userId,
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.state === 'completed'),
      30_000,
      'the mention email job',
    );
    expect(await outboxFor(leaving.email)).toEqual([]);
  });
});

describe('emails', () => {
  test('50 parallel mentions send one email after the quiet spell; its link unsubscribes signed out', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const away = await newMember(server, owner.client, teamId, 'EDITOR');
    const token = mentionToken('Away', away.viewerId);
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, n) => add(owner.client, { swipeId, body: `${token} #${n}` })),
    );
    expect(sent.every((r) => r.data.addComment.errors.length === 0)).toBe(true);
    const [mail] = await readUntil(
      () => outboxFor(away.email),
      (mails) => mails.length > 0,
      30_000,
      'the mention email',
    );
    const text = decoded(mail ?? '');
    // The mentions made by the time the quiet spell ended are in it (all 50 unless this machine
    // was slower than the spell); those after wait for the next interval (an hour here).
    const emailed = await server.db.prisma.notification.count({
      where: { userId: away.userId, emailedAt: { not: null } },
    });
    expect(emailed).toBeGreaterThan(0);
    expect(text).toContain(
      emailed === 1
        ? 'Subject: Olga Owner mentioned you in Swipestack'
        : `Subject: You were mentioned ${emailed} times in Swipestack`,
    );
    expect(text).toContain('Olga Owner mentioned you on “Spring sale ad” (Pinners):');
    expect(text).toContain('> @Away #');
    if (emailed > 10)
      expect(text).toContain(`And ${emailed - 10} more: http://localhost:3000/inbox`);
    expect(text).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /Stop emails about mentions: (\S+)/.exec(text)?.[1] ?? '';
    const linkToken = new URL(link).searchParams.get('token');
    expect(new URL(link).pathname).toBe('/unsubscribe');
    // Every job has run, or waits for the next interval: one email in all.
    await readUntil(
      () =>
        server.db.prisma.$queryRawUnsafe<{ state: string; later: boolean }[]>(
          `SELECT state::text, start_after > now() + interval '10 minutes' AS later
           FROM pgboss.job WHERE name = 'mention-email' AND data->>'userId' = $1`,
          away.userId,
        ),
      (rows) =>
        rows.every((row) => row.state === 'completed' || (row.state === 'created' && row.later)),
      30_000,
      'the mention email jobs',
    );
    expect(await outboxFor(away.email)).toHaveLength(1);

    // Signed out: a wrong token is refused, the right one stops the emails.
    const visitor = server.client();
    const wrong = await visitor.gql(UNSUBSCRIBE, {
      input: { token: 'not-a-token', email: 'MENTIONS' },
    });
    expect(wrong.data.unsubscribeFromEmails.errors[0].message).toBe(
      'This unsubscribe link is not valid. Sign in to change your emails.',
    );
    const right = await visitor.gql(UNSUBSCRIBE, {
      input: { token: linkToken, email: 'MENTIONS' },
    });
    expect(right.data.unsubscribeFromEmails).toEqual({ email: 'MENTIONS', errors: [] });
    const settings = await away.client.gql('{ viewer { notificationSettings { mentionEmails } } }');
    expect(settings.data.viewer.notificationSettings.mentionEmails).toBe(false);
    // The one-click POST of a mail program (no cookie, no origin of ours).
    const oneClick = await visitor.request({
      path: `/api/unsubscribe?token=${encodeURIComponent(linkToken ?? '')}&email=DAILY_DIGEST`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const bad = await visitor.request({
      path: '/api/unsubscribe?token=x&email=EVERYTHING',
      method: 'POST',
    });
    expect(bad.status).toBe(400);
  });

  test('a mention read before the quiet spell ends is not emailed', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const reader = await newMember(server, owner.client, teamId, 'EDITOR');
    await add(owner.client, { swipeId, body: `${mentionToken('R', reader.viewerId)} quick one` });
    await reader.client.gql(MARK, { input: { all: true } });
    await readUntil(
      () =>
        server.db.prisma.$queryRawUnsafe<{ state: string }[]>(
          `SELECT state::text FROM pgboss.job WHERE name = 'mention-email' AND data->>'userId' = $1`,
          reader.userId,
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.state === 'completed'),
      30_000,
      'the mention email job',
    );
    expect(await outboxFor(reader.email)).toEqual([]);
  });

  test('the daily digest lists what is unread, for those who asked for it', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const digest = await newMember(server, owner.client, teamId, 'EDITOR');
    const noDigest = await newMember(server, owner.client, teamId, 'EDITOR');
    await digest.client.gql(SETTINGS, { input: { dailyDigest: true, mentionEmails: false } });
    await noDigest.client.gql(SETTINGS, { input: { mentionEmails: false } });
    await add(owner.client, {
      swipeId,
      body: `${mentionToken('D', digest.viewerId)} ${mentionToken('N', noDigest.viewerId)} the digest`,
    });
    const mailer = createMailer(server.config, () => {});
    await sendNotificationDigests({ mailer, appOrigin: server.config.APP_ORIGIN });
    const [mail] = await outboxFor(digest.email);
    expect(decoded(mail ?? '')).toContain('Subject: 1 unread notification in Swipestack');
    expect(decoded(mail ?? '')).toContain(
      'Stop the daily digest: http://localhost:3000/unsubscribe',
    );
    expect(await outboxFor(noDigest.email)).toEqual([]);
    // A second run the same day sends nothing new.
    await sendNotificationDigests({ mailer, appOrigin: server.config.APP_ORIGIN });
    expect(await outboxFor(digest.email)).toHaveLength(1);
    mailer.close();
  });
});
