import { prisma } from '../../db/client.js';
import { uuidOrNobody } from '../teams/visibility.js';

/**
 * How a tab joining a team's presence shows (realtime/presence.ts): the member's name, and the
 * swipe its detail view shows when it is one of the team's. Null: the user is not a member.
 */
export async function presentMemberOf(
  teamId: string,
  userId: string,
  swipeId: string | undefined,
): Promise<{ name: string; swipeId: string | null } | null> {
  const [member, swipe] = await Promise.all([
    prisma().teamMember.findFirst({
      where: { teamId: uuidOrNobody(teamId), userId },
      select: { user: { select: { name: true } } },
    }),
    swipeId
      ? prisma().swipe.findFirst({
          where: { id: uuidOrNobody(swipeId), teamId: uuidOrNobody(teamId) },
          select: { id: true },
        })
      : null,
  ]);
  return member ? { name: member.user.name, swipeId: swipe?.id ?? null } : null;
}
