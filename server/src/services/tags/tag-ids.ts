import { tagKey } from '@swipestack/common/tags';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * The team's tags with these titles (matched case-insensitively), created when missing. Callers
 * that may race hold the team lock.
 */
export async function tagIdsFor(tx: Prisma.TransactionClient, teamId: string, titles: string[]) {
  if (!titles.length) return [];
  const existing = await tx.tag.findMany({
    where: { teamId, title: { in: titles, mode: 'insensitive' } },
    select: { id: true, title: true },
  });
  const known = new Map(existing.map((tag) => [tagKey(tag.title), tag.id]));
  const ids: string[] = [];
  for (const title of titles) {
    const id = known.get(tagKey(title));
    ids.push(id ?? (await tx.tag.create({ data: { teamId, title }, select: { id: true } })).id);
  }
  return ids;
}
