// The tags and collections swipes are filed in, as their live events name them: a swipe event
// carries the tags and collections whose swipe counts it moved (realtime/channels.ts).

/** The links to select of a swipe about to change or go. */
export const swipeLinks = {
  tags: { select: { tagId: true } },
  collections: { select: { collectionId: true } },
} as const;

/** The distinct ids of the swipes' tags and collections. */
export function linkedIds(
  swipes: readonly {
    tags: readonly { tagId: string }[];
    collections: readonly { collectionId: string }[];
  }[],
): { tagIds: string[]; collectionIds: string[] } {
  return {
    tagIds: [...new Set(swipes.flatMap((swipe) => swipe.tags.map((link) => link.tagId)))],
    collectionIds: [
      ...new Set(swipes.flatMap((swipe) => swipe.collections.map((link) => link.collectionId))),
    ],
  };
}
