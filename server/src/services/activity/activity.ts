import type { ActivityKind, Prisma } from '../../generated/prisma/client.js';

// A team's activity feed (docs/collaboration.md): swipes added, tagged and moved into
// collections, comments, members joining, plan changes. Each entry is written in the same
// transaction as the change it tells of, by the service that makes the change; a bulk change is
// one entry with its count.

type Tx = Prisma.TransactionClient;

export interface ActivityData {
  /** The swipe's title then. */
  title?: string;
  /** Tags added. */
  tags?: string[];
  /** Collections the swipes were put in, and taken out of. */
  collections?: string[];
  removedCollections?: string[];
  /** How many swipes a bulk change touched. */
  count?: number;
  /** Plans before and after. */
  from?: string;
  to?: string;
  /** The role a member joined with. */
  role?: string;
}

export interface ActivityEntry {
  teamId: string;
  kind: ActivityKind;
  actorId: string | null;
  swipeId?: string | null;
  collectionId?: string | null;
  commentId?: string | null;
  data?: ActivityData;
}

export async function recordActivity(tx: Tx, entry: ActivityEntry) {
  await tx.activity.create({
    data: {
      teamId: entry.teamId,
      kind: entry.kind,
      actorId: entry.actorId,
      swipeId: entry.swipeId ?? null,
      collectionId: entry.collectionId ?? null,
      commentId: entry.commentId ?? null,
      data: (entry.data ?? {}) as Prisma.InputJsonObject,
    },
  });
}

/** What `updateSwipe` changed in a swipe's tags and collections, as feed entries. */
export async function recordSwipeRefiled(
  tx: Tx,
  change: {
    teamId: string;
    actorId: string;
    swipeId: string;
    title: string;
    tagsBefore: string[];
    tagsAfter?: string[] | undefined;
    collectionsBefore: string[];
    collectionsAfter?: string[] | undefined;
  },
) {
  const base = {
    teamId: change.teamId,
    actorId: change.actorId,
    swipeId: change.swipeId,
  };
  if (change.tagsAfter) {
    const added = change.tagsAfter.filter((id) => !change.tagsBefore.includes(id));
    if (added.length) {
      const tags = await tx.tag.findMany({ where: { id: { in: added } }, select: { title: true } });
      await recordActivity(tx, {
        ...base,
        kind: 'SWIPE_TAGGED',
        data: { title: change.title, tags: tags.map((tag) => tag.title) },
      });
    }
  }
  if (change.collectionsAfter) {
    const after = change.collectionsAfter;
    const added = after.filter((id) => !change.collectionsBefore.includes(id));
    const removed = change.collectionsBefore.filter((id) => !after.includes(id));
    if (added.length || removed.length) {
      const named = await tx.collection.findMany({
        where: { id: { in: [...added, ...removed] } },
        select: { id: true, name: true },
      });
      const names = (ids: string[]) =>
        named.filter((collection) => ids.includes(collection.id)).map((c) => c.name);
      await recordActivity(tx, {
        ...base,
        kind: 'SWIPE_MOVED',
        collectionId: added[0] ?? null,
        data: {
          title: change.title,
          collections: names(added),
          removedCollections: names(removed),
        },
      });
    }
  }
}

/** The filters of the feed: a member (their user id) and kinds. */
export function activityWhere(
  teamId: string,
  filter: { actorId?: string | null; kinds?: readonly ActivityKind[] | null },
): Prisma.ActivityWhereInput {
  return {
    teamId,
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.kinds?.length ? { kind: { in: [...filter.kinds] } } : {}),
  };
}
