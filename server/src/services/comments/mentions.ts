import { MENTION_PATTERN } from '@swipestack/common/comments';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { decodeId, nobody } from '../teams/visibility.js';

// @mentions in comments (docs/collaboration.md): the composer writes `@[Name](user:<User id>)`.
// Only members of the comment's team count; a mention of anyone else notifies no one.

/** The ids of the team's members the text mentions (the author excluded). */
export async function mentionedMembers(teamId: string, body: string, authorId: string) {
  const ids = new Set(
    [...body.matchAll(MENTION_PATTERN)]
      .map((match) => decodeId(match[2] ?? '', 'User'))
      .filter((id) => id !== nobody && id !== authorId),
  );
  if (!ids.size) return [];
  const members = await prisma().teamMember.findMany({
    where: { teamId, userId: { in: [...ids] } },
    select: { userId: true },
  });
  return members.map((member) => member.userId);
}

/** Replaces the comment's mentions; answers the members it newly mentions. */
export async function saveMentions(
  tx: Prisma.TransactionClient,
  commentId: string,
  userIds: string[],
) {
  const before = await tx.commentMention.findMany({
    where: { commentId },
    select: { userId: true },
  });
  const had = new Set(before.map((mention) => mention.userId));
  await tx.commentMention.deleteMany({ where: { commentId, userId: { notIn: userIds } } });
  await tx.commentMention.createMany({
    data: userIds.map((userId) => ({ commentId, userId })),
    skipDuplicates: true,
  });
  return userIds.filter((id) => !had.has(id));
}
