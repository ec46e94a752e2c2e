import { encodeGlobalID } from '@pothos/plugin-relay';
import { MENTION_PATTERN } from '@swipestack/common/comments';
import { prisma } from '../../db/client.js';
import type { NotificationKind } from '../../generated/prisma/client.js';
import { enqueueMentionEmail } from '../../jobs/queue.js';
import type { ServiceDeps } from '../deps.js';
import { emailFooter } from './notification-settings.js';
import { notificationsVisibleTo } from './notifications.js';

// Notification emails (docs/collaboration.md): a mention is emailed once its member has been
// away for MENTION_EMAIL_DELAY_SECONDS and still has not read it, at most one email per member
// every MENTION_EMAIL_INTERVAL_SECONDS (the next gathers what came meanwhile); and an optional
// daily digest of what is unread. Every email has a link that turns it off without signing in.

export type NotificationEmailDeps = Pick<
  ServiceDeps,
  'mailer' | 'appOrigin' | 'mentionEmailDelaySeconds' | 'mentionEmailIntervalSeconds'
>;

const LISTED_MAX = 10;
const EXCERPT_MAX = 280;

/** A comment's text for an email: mentions as `@Name`, cut to a few lines. */
export function excerpt(body: string) {
  const text = body.replace(MENTION_PATTERN, (_all, name: string) => `@${name}`);
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

const unread = (userId: string) => ({
  AND: [notificationsVisibleTo(userId), { readAt: null, emailedAt: null }],
});

const listed = {
  id: true,
  kind: true,
  actor: { select: { name: true } },
  team: { select: { name: true } },
  comment: { select: { body: true, swipe: { select: { id: true, title: true } } } },
  webhook: { select: { url: true } },
} as const;

type Listed = {
  kind: NotificationKind;
  actor: { name: string } | null;
  team: { name: string };
  comment: { body: string; swipe: { id: string; title: string } } | null;
  webhook: { url: string } | null;
};

const WHAT: Record<Exclude<NotificationKind, 'WEBHOOK_DISABLED'>, string> = {
  MENTION: 'mentioned you',
  REPLY: 'replied in a thread you are in',
  COMMENT: 'commented on your swipe',
  INVITE: 'invited you to join',
};

function itemText(item: Listed, appOrigin: string) {
  if (item.kind === 'WEBHOOK_DISABLED')
    return `A webhook of ${item.team.name} was switched off after failing: ${item.webhook?.url ?? ''}\n${appOrigin}/settings#webhooks`;
  const who = item.actor?.name ?? 'Someone';
  if (!item.comment) return `${who} ${WHAT[item.kind]} ${item.team.name}.\n${appOrigin}/teams`;
  const swipe = item.comment.swipe;
  return [
    `${who} ${WHAT[item.kind]} on “${swipe.title}” (${item.team.name}):`,
    ...excerpt(item.comment.body)
      .split('\n')
      .map((line) => `> ${line}`),
    `${appOrigin}/swipes?swipe=${encodeURIComponent(encodeGlobalID('Swipe', swipe.id))}`,
  ].join('\n');
}

/**
 * The mention email job of a member: sends their unread mentions when they have been away long
 * enough and the rate limit allows, else checks again when it will.
 */
export async function emailMentions(userId: string, deps: NotificationEmailDeps) {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      name: true,
      disabledAt: true,
      notificationSettings: {
        select: { mentionEmails: true, lastActiveAt: true, mentionEmailedAt: true },
      },
    },
  });
  const settings = user?.notificationSettings;
  if (!user || user.disabledAt || settings?.mentionEmails === false) return;
  const where = { AND: [unread(userId), { kind: 'MENTION' as const }] };
  if (!(await prisma().notification.count({ where }))) return;
  const now = Date.now();
  const away = deps.mentionEmailDelaySeconds * 1000;
  const lastActive = settings?.lastActiveAt?.getTime() ?? 0;
  if (lastActive > now - away) {
    await enqueueMentionEmail({ userId }, new Date(lastActive + away));
    return;
  }
  const interval = deps.mentionEmailIntervalSeconds * 1000;
  // The claim is one statement: of jobs racing for this member, one sends.
  const claimed = await prisma().notificationSettings.updateMany({
    where: {
      userId,
      OR: [{ mentionEmailedAt: null }, { mentionEmailedAt: { lte: new Date(now - interval) } }],
    },
    data: { mentionEmailedAt: new Date(now) },
  });
  if (!claimed.count) {
    const last = settings?.mentionEmailedAt?.getTime() ?? now;
    await enqueueMentionEmail({ userId }, new Date(Math.max(now, last + interval) + 1000));
    return;
  }
  const items = await prisma().notification.findMany({
    where,
    select: listed,
    orderBy: { id: 'desc' },
  });
  if (!items.length) return;
  await prisma().notification.updateMany({
    where: { id: { in: items.map((item) => item.id) } },
    data: { emailedAt: new Date() },
  });
  const end = await emailFooter(userId, deps.appOrigin, 'MENTIONS', 'emails about mentions');
  const first = items[0] as Listed;
  await deps.mailer.send({
    to: user.email,
    subject:
      items.length === 1
        ? `${first.actor?.name ?? 'Someone'} mentioned you in Swipestack`
        : `You were mentioned ${items.length} times in Swipestack`,
    text: [
      `Hi ${user.name},`,
      '',
      ...items.slice(0, LISTED_MAX).flatMap((item) => [itemText(item, deps.appOrigin), '']),
      items.length > LISTED_MAX
        ? `And ${items.length - LISTED_MAX} more: ${deps.appOrigin}/inbox`
        : `Your inbox: ${deps.appOrigin}/inbox`,
      end.text,
    ].join('\n'),
    unsubscribeUrl: end.unsubscribeUrl,
  });
}

/** The daily digest: each member who wants it gets what is unread and was not emailed. */
export async function sendNotificationDigests(
  deps: Pick<NotificationEmailDeps, 'mailer' | 'appOrigin'>,
) {
  const since = new Date(Date.now() - 24 * 3600 * 1000);
  const wanting = await prisma().notificationSettings.findMany({
    where: { dailyDigest: true, user: { disabledAt: null } },
    select: { userId: true, digestedAt: true, user: { select: { email: true, name: true } } },
  });
  for (const member of wanting) {
    const after = member.digestedAt && member.digestedAt > since ? member.digestedAt : since;
    const items = await prisma().notification.findMany({
      where: { AND: [unread(member.userId), { createdAt: { gt: after } }] },
      select: listed,
      orderBy: { id: 'desc' },
    });
    // Marked first: a retried job does not send it twice.
    await prisma().notificationSettings.update({
      where: { userId: member.userId },
      data: { digestedAt: new Date() },
    });
    if (!items.length) continue;
    const end = await emailFooter(
      member.userId,
      deps.appOrigin,
      'DAILY_DIGEST',
      'the daily digest',
    );
    await deps.mailer.send({
      to: member.user.email,
      subject: `${items.length} unread notification${items.length === 1 ? '' : 's'} in Swipestack`,
      text: [
        `Hi ${member.user.name},`,
        '',
        'Here is what you have not read yet:',
        '',
        ...items.slice(0, LISTED_MAX).flatMap((item) => [itemText(item, deps.appOrigin), '']),
        `Your inbox: ${deps.appOrigin}/inbox`,
        end.text,
      ].join('\n'),
      unsubscribeUrl: end.unsubscribeUrl,
    });
  }
}
