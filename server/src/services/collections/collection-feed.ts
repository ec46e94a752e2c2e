import { IMAGE_ENDPOINT_PATH } from '../../images/image-endpoint.js';
import { DEFAULT_QUALITY } from '../../images/variant-signing.js';
import { mediaPath, parseMedia } from '../swipes/swipe-media.js';
import {
  PUBLIC_SWIPES_PAGE_DEFAULT,
  publicSwipeId,
  publishedCollectionSwipes,
  publishedCollectionView,
} from './collection-sharing.js';

// What a published collection's feeds hold (docs/swipes.md, "Feeds"): the swipes its public
// page shows first, no more and nothing else. Whether there is a feed at all is the public
// page's own rule (`publishedCollectionView`): no published collection, no feed.

/** The width a feed's pictures are asked for (one of the image endpoint's widths). */
const PICTURE_WIDTH = 1200;

interface FeedPicture {
  /** A path of the image endpoint on this site. */
  path: string;
  width: number;
  height: number;
}

export interface CollectionFeedItem {
  /** Its id on the public page (`?swipe=<id>`). */
  publicId: string;
  title: string;
  notes: string | null;
  url: string | null;
  source: string | null;
  tags: string[];
  picture: FeedPicture | null;
  /** When it was added to the collection. */
  published: Date;
  /** When it, or its place in the collection, last changed. */
  updated: Date;
}

export interface CollectionFeed {
  /** The public page's path, `/collection/<token>`. */
  pagePath: string;
  name: string;
  summary: string;
  teamName: string;
  /** The latest change of the collection or of any item. */
  updated: Date;
  /** Latest added first. */
  items: CollectionFeedItem[];
}

/** The picture the detail view shows first, resized for a feed reader (never enlarged). */
function feedPicture(media: unknown): FeedPicture | null {
  const parsed = parseMedia(media as never);
  const file = parsed.image ?? parsed.viewport ?? parsed.thumbnail;
  const signed = mediaPath(file);
  if (!file || !signed) return null;
  const width = Math.min(file.width, PICTURE_WIDTH);
  return {
    path: `${IMAGE_ENDPOINT_PATH}?url=${encodeURIComponent(signed)}&w=${PICTURE_WIDTH}&q=${DEFAULT_QUALITY}`,
    width,
    height: Math.round((file.height * width) / file.width),
  };
}

const latest = (dates: (Date | null)[]) =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));

/** The feed of the collection behind a share token; null whenever its public page is not shown. */
export async function publishedCollectionFeed(token: string): Promise<CollectionFeed | null> {
  const collection = await publishedCollectionView(token);
  if (!collection) return null;
  const swipes = await publishedCollectionSwipes(
    collection.collectionId,
    0,
    PUBLIC_SWIPES_PAGE_DEFAULT,
  );
  const items = swipes.map(
    (swipe): CollectionFeedItem => ({
      publicId: publicSwipeId(swipe.id),
      title: swipe.title,
      notes: swipe.notes,
      url: swipe.url,
      source: swipe.source,
      tags: swipe.tags.map((link) => link.tag.title).sort((a, b) => a.localeCompare(b)),
      picture: feedPicture(swipe.media),
      published: swipe.addedAt,
      updated: latest([swipe.addedAt, swipe.updatedAt]),
    }),
  );
  return {
    pagePath: `/collection/${token}`,
    name: collection.name,
    summary: collection.summary,
    teamName: collection.teamName,
    updated: latest([
      collection.publishedAt,
      collection.updatedAt,
      ...items.map((item) => item.updated),
    ]),
    items,
  };
}
