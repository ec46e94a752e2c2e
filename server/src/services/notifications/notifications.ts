import { prisma } from '../../db/client.js';
import type { NotificationKind, Prisma } from '../../generated/prisma/client.js';
import { enqueueMentionEmail } from '../../jobs/queue.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import type { ServiceDeps } from '../deps.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { DEFAULT_CHOICES, type NotificationChoices } from './notification-settings.js';

// The inbox (docs/collaboration.md): a notification for a mention, a reply in a thread one wrote
// in, a comment on a swipe one saved, and an invite. One per comment and recipient: the
// strongest reason wins (mention, then reply, then comment). Members read only what reaches them
// while they belong to the team: leaving or being removed hides the team's notifications at
// once, and no email about them goes out.

/** The kinds a member may turn off (a switched-off webhook always reaches its team's admins). */
type ChosenKind = Exclude<NotificationKind, 'WEBHOOK_DISABLED'>;

const CHOICE_OF: Record<ChosenKind, keyof NotificationChoices> = {
  MENTION: 'mentions',
  REPLY: 'replies',
  COMMENT: 'comments',
  INVITE: 'invites',
};

/**
 * The user's notifications they may see now: their teams' notifications, and invites still
 * waiting for an answer (an accepted or withdrawn invite leaves the inbox).
 */
export function notificationsVisibleTo(userId: string): Prisma.NotificationWhereInput {
  return {
    userId,
    OR: [
      { kind: 'INVITE', invite: { status: 'PENDING', expiresAt: { gt: new Date() } } },
      { kind: { not: 'INVITE' }, team: { members: { some: { userId } } } },
    ],
  };
}

/** The reasons of those who want notifications of that kind in their inbox (one read). */
async function wanted(reasons: [userId: string, kind: ChosenKind][]) {
  if (!reasons.length) return [];
  const rows = await prisma().notificationSettings.findMany({
    where: { userId: { in: reasons.map(([userId]) => userId) } },
  });
  const settings = new Map(rows.map((row) => [row.userId, row]));
  return reasons
    .filter(([userId, kind]) => (settings.get(userId) ?? DEFAULT_CHOICES)[CHOICE_OF[kind]])
    .map(([userId, kind]) => ({ userId, kind }));
}

export interface CommentNotice {
  comment: { id: string; teamId: string; swipeId: string; threadId: string | null };
  actorId: string;
  /** The members the comment newly mentions. */
  mentioned: string[];
  /** A new comment (replies and comments notify); an edit notifies new mentions only. */
  isNew: boolean;
}

/** Tells the members a comment concerns, in their inbox, live, and by email for mentions. */
export async function notifyAboutComment(
  notice: CommentNotice,
  deps: Pick<ServiceDeps, 'mentionEmailDelaySeconds'>,
) {
  const { comment, actorId } = notice;
  const reasons = new Map<string, ChosenKind>();
  for (const id of notice.mentioned) reasons.set(id, 'MENTION');
  if (notice.isNew) {
    if (comment.threadId) {
      const inThread = await prisma().comment.findMany({
        where: { OR: [{ id: comment.threadId }, { threadId: comment.threadId }] },
        select: { authorId: true },
        distinct: ['authorId'],
      });
      for (const { authorId } of inThread)
        if (authorId && !reasons.has(authorId)) reasons.set(authorId, 'REPLY');
    }
    const swipe = await prisma().swipe.findUnique({
      where: { id: comment.swipeId },
      select: { authorId: true },
    });
    if (swipe?.authorId && !reasons.has(swipe.authorId)) reasons.set(swipe.authorId, 'COMMENT');
  }
  reasons.delete(actorId);
  if (!reasons.size) return;
  const members = new Set(
    (
      await prisma().teamMember.findMany({
        where: { teamId: comment.teamId, userId: { in: [...reasons.keys()] } },
        select: { userId: true },
      })
    ).map((member) => member.userId),
  );
  const told = await wanted([...reasons].filter(([userId]) => members.has(userId)));
  if (!told.length) return;
  const base = { teamId: comment.teamId, actorId, commentId: comment.id };
  await prisma().notification.createMany({
    data: told.map(({ userId, kind }) => ({ ...base, userId, kind })),
    skipDuplicates: true,
  });
  const mentionedIds = told.filter((t) => t.kind === 'MENTION').map((t) => t.userId);
  // An edit that mentions someone the comment already notified (as a reply, say) makes theirs a
  // mention, unread again.
  if (mentionedIds.length)
    await prisma().notification.updateMany({
      where: { commentId: comment.id, userId: { in: mentionedIds }, kind: { not: 'MENTION' } },
      data: { kind: 'MENTION', readAt: null },
    });
  for (const { userId } of told) publishUserEvent(userId, 'NOTIFICATIONS_CHANGED');
  const at = new Date(Date.now() + deps.mentionEmailDelaySeconds * 1000);
  for (const userId of mentionedIds) await enqueueMentionEmail({ userId }, at);
}

/** Tells an invited person who has an account about the invite, in their inbox. */
export async function notifyAboutInvite(invite: {
  id: string;
  teamId: string;
  email: string;
  invitedById: string | null;
}) {
  const user = await prisma().user.findUnique({
    where: { email: invite.email },
    select: { id: true },
  });
  if (!user || !(await wanted([[user.id, 'INVITE']])).length) return;
  await prisma().notification.createMany({
    data: [
      {
        userId: user.id,
        teamId: invite.teamId,
        kind: 'INVITE',
        actorId: invite.invitedById,
        inviteId: invite.id,
      },
    ],
    skipDuplicates: true,
  });
  publishUserEvent(user.id, 'NOTIFICATIONS_CHANGED');
}

export function unreadNotificationCount(userId: string) {
  return prisma().notification.count({
    where: { AND: [notificationsVisibleTo(userId), { readAt: null }] },
  });
}

/** Marks some of the user's notifications read (`ids`), or all of them. */
export async function markNotificationsRead(
  userId: string,
  which: { ids?: string[]; all?: boolean },
) {
  const ids = (which.ids ?? []).map(uuidOrNobody);
  const changed = await prisma().notification.updateMany({
    where: { userId, readAt: null, ...(which.all ? {} : { id: { in: ids } }) },
    data: { readAt: new Date() },
  });
  if (changed.count) publishUserEvent(userId, 'NOTIFICATIONS_CHANGED');
  return changed.count;
}
