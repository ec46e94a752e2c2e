import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../db/client.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { NotAllowedError, type NotFoundError, type ServiceResult } from '../errors.js';
import { requireContentEditor } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { coverPath, coverSelect } from './collection-covers.js';

// Publishing a collection at /collection/{token} (docs/swipes.md, "Public collections"). The
// rules live here alone; GraphQL (schema/collections/collection.ts,
// schema/collections/public-collection.ts) and the public page's HTML head (http/page-heads.ts)
// call them.

/** 32 base64url characters: 192 random bits, so a link cannot be guessed. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const PUBLIC_SWIPES_PAGE_MAX = 50;
/** The public page's first page of swipes (and the feed's items). */
export const PUBLIC_SWIPES_PAGE_DEFAULT = 24;

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether text has the shape of a share token (anything else is answered without a query). */
export function isShareTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function shareUrl(appOrigin: string, token: string): string {
  return `${appOrigin.replace(/\/$/, '')}/collection/${token}`;
}

/** A swipe's id on the public page (`?swipe=<id>`): opaque, never the swipe node's id. */
export function publicSwipeId(swipeId: string): string {
  return encodeGlobalID('PublicSwipe', swipeId);
}

type SharingError = NotAllowedError | NotFoundError;

async function sharableCollection(userId: string, collectionId: string) {
  const collection = await prisma().collection.findUnique({
    where: { id: uuidOrNobody(collectionId) },
    select: { teamId: true },
  });
  return requireContentEditor(userId, collection?.teamId, 'This collection does not exist.');
}

/**
 * Publishes the collection (editors and above of its team). A collection that is already
 * published keeps its link, so publishing twice never breaks a link that was handed out.
 */
export async function publishCollection(
  userId: string,
  collectionId: string,
): Promise<ServiceResult<{ collectionId: string; token: string }, SharingError>> {
  const found = await sharableCollection(userId, collectionId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  // Only a collection without a token gets one: concurrent publishes agree on one link.
  await prisma().collection.updateMany({
    where: { id: collectionId, publicToken: null },
    data: { publicToken: newShareToken(), publishedAt: new Date() },
  });
  const { publicToken } = await prisma().collection.findUniqueOrThrow({
    where: { id: collectionId },
    select: { publicToken: true },
  });
  publishTeamEvent(found.teamId, { kind: 'COLLECTION_CHANGED', id: collectionId });
  return { ok: true, value: { collectionId, token: publicToken ?? '' } };
}

/** Removes the link (editors and above): the old address stops working at once. */
export async function unpublishCollection(
  userId: string,
  collectionId: string,
): Promise<ServiceResult<{ collectionId: string }, SharingError>> {
  const found = await sharableCollection(userId, collectionId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().collection.update({
    where: { id: collectionId },
    // A collection that is no longer shared leaves Discover too.
    data: { publicToken: null, publishedAt: null, discoverListedAt: null },
  });
  publishTeamEvent(found.teamId, { kind: 'COLLECTION_CHANGED', id: collectionId });
  return { ok: true, value: { collectionId } };
}

/**
 * Lists the collection in Discover, or takes it out (editors and above; docs/discover.md).
 * Only a shared collection can be listed: its swipes are then shown to every Swipestack team
 * in Discover, as anyone with its link sees them.
 */
export async function setCollectionDiscoverListing(
  userId: string,
  collectionId: string,
  listed: boolean,
): Promise<ServiceResult<{ collectionId: string }, SharingError>> {
  const found = await sharableCollection(userId, collectionId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const changed = await prisma().collection.updateMany({
    where: listed ? { id: collectionId, publicToken: { not: null } } : { id: collectionId },
    data: { discoverListedAt: listed ? new Date() : null },
  });
  if (!changed.count)
    return {
      ok: false,
      errors: [
        new NotAllowedError(
          'Share the collection first: only a shared collection can be listed in Discover.',
        ),
      ],
    };
  publishTeamEvent(found.teamId, { kind: 'COLLECTION_CHANGED', id: collectionId });
  return { ok: true, value: { collectionId } };
}

/** What anyone with the link may see of a published collection (never more). */
export interface PublishedCollectionView {
  collectionId: string;
  name: string;
  description: string | null;
  /** The description, else a line naming the swipe count and the sharing team. */
  summary: string;
  teamName: string;
  /** The cover's stored path (for the image endpoint), or null. */
  coverUrl: string | null;
  swipeCount: number;
  publishedAt: Date | null;
  /** When its name, description or cover choice last changed. */
  updatedAt: Date;
}

/**
 * The public view of the collection behind a share token, or null when it is not shared
 * (unknown, revoked or malformed token).
 */
export async function publishedCollectionView(
  token: string,
): Promise<PublishedCollectionView | null> {
  if (!isShareTokenShape(token)) return null;
  const collection = await prisma().collection.findUnique({
    where: { publicToken: token },
    select: {
      id: true,
      name: true,
      description: true,
      publishedAt: true,
      updatedAt: true,
      team: { select: { name: true } },
      _count: { select: { swipes: true } },
      ...coverSelect,
    },
  });
  if (!collection) return null;
  const swipeCount = collection._count.swipes;
  const count = `${swipeCount} ${swipeCount === 1 ? 'swipe' : 'swipes'}`;
  return {
    collectionId: collection.id,
    name: collection.name,
    description: collection.description,
    summary:
      collection.description ??
      `${collection.name}: ${count} collected by ${collection.team.name}.`,
    teamName: collection.team.name,
    coverUrl: coverPath(collection as never),
    swipeCount,
    publishedAt: collection.publishedAt,
    updatedAt: collection.updatedAt,
  };
}

/**
 * A page of a published collection's swipes, latest added first. Only the columns the public
 * view shows are read (never page text, email HTML or capture errors).
 */
export async function publishedCollectionSwipes(
  collectionId: string,
  offset: number,
  limit: number,
) {
  const links = await prisma().swipeCollection.findMany({
    where: { collectionId },
    orderBy: [{ addedAt: 'desc' }, { swipeId: 'desc' }],
    skip: offset,
    take: Math.min(limit, PUBLIC_SWIPES_PAGE_MAX + 1),
    select: {
      addedAt: true,
      swipe: {
        select: {
          id: true,
          kind: true,
          title: true,
          url: true,
          source: true,
          notes: true,
          media: true,
          updatedAt: true,
          tags: { select: { tag: { select: { title: true } } } },
        },
      },
    },
  });
  return links.map((link) => ({ ...link.swipe, addedAt: link.addedAt }));
}
