import { thumbnailPath } from '../swipes/swipe-media.js';

// A collection's cover (docs/swipes.md): the swipe chosen as cover while it is still in the
// collection, else the latest added swipe with a picture.

/** The automatic cover is the first image among this many of the latest added swipes. */
const AUTOMATIC_COVER_CANDIDATES = 12;

/** What a collection's cover needs (the collection itself and its public view). */
export const coverSelect = {
  coverSwipe: { select: { media: true, collections: { select: { collectionId: true } } } },
  swipes: {
    orderBy: { addedAt: 'desc' },
    take: AUTOMATIC_COVER_CANDIDATES,
    select: { swipe: { select: { media: true } } },
  },
} as const;

type CoverSource = Parameters<typeof isCoverInCollection>[0] & {
  coverSwipe: { media: unknown } | null;
  swipes: { swipe: { media: unknown } }[];
};

/** The cover's stored path: the chosen swipe's picture, else the latest added one's. */
export function coverPath(collection: CoverSource): string | null {
  return (
    [
      isCoverInCollection(collection) ? collection.coverSwipe : null,
      ...collection.swipes.map((link) => link.swipe),
    ]
      .map((swipe) => swipe && thumbnailPath(swipe.media as never))
      .find(Boolean) ?? null
  );
}

/** Whether the chosen cover swipe is still in the collection (else the cover is automatic). */
export function isCoverInCollection(collection: {
  id: string;
  coverSwipe: { collections: { collectionId: string }[] } | null;
}): boolean {
  return Boolean(
    collection.coverSwipe?.collections.some((link) => link.collectionId === collection.id),
  );
}
