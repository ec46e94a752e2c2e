import type { SwipeKind } from '../../../generated/prisma/enums.js';
import {
  PUBLIC_SWIPES_PAGE_DEFAULT,
  PUBLIC_SWIPES_PAGE_MAX,
  type PublishedCollectionView,
  publicSwipeId,
  publishedCollectionSwipes,
  publishedCollectionView,
} from '../../../services/collections/collection-sharing.js';
import { mediaPath, parseMedia, thumbnailPath } from '../../../services/swipes/swipe-media.js';
import { builder } from '../../builder.js';
import { offsetConnection, offsetCursor, pageRequest } from '../../connections.js';
import { SwipeKindEnum } from '../swipes/swipe.js';

// The public view of a published collection (/collection/{token}): its own types with only
// what may be shown to anyone, never a Collection or Swipe node (those carry team, author,
// capture errors, and lead on to members). docs/swipes.md, "Public collections".

interface PublicSwipeShape {
  id: string;
  kind: SwipeKind;
  title: string;
  url: string | null;
  source: string | null;
  notes: string | null;
  media: unknown;
  tags: { tag: { title: string } }[];
}

const PublicSwipeRef = builder.objectRef<PublicSwipeShape>('PublicSwipe').implement({
  description: 'A swipe of a published collection, as anyone may see it.',
  fields: (t) => ({
    id: t.id({
      description: 'Opaque; addresses the swipe on the public page (?swipe=<id>).',
      resolve: (swipe) => publicSwipeId(swipe.id),
    }),
    kind: t.field({
      type: SwipeKindEnum,
      description: 'What it keeps.',
      resolve: (swipe) => swipe.kind,
    }),
    title: t.exposeString('title', { description: 'Its title.' }),
    url: t.exposeString('url', { nullable: true, description: 'The address of its page, if any.' }),
    source: t.exposeString('source', {
      nullable: true,
      description: 'The site, sender or brand it came from.',
    }),
    notes: t.exposeString('notes', { nullable: true, description: "The team's notes on it." }),
    imageUrl: t.string({
      nullable: true,
      description:
        'The uploaded image or the full-page screenshot (a path for the image endpoint).',
      resolve: (swipe) => {
        const media = parseMedia(swipe.media as never);
        return mediaPath(media.image ?? media.screenshot);
      },
    }),
    imageWidth: t.int({
      nullable: true,
      description: 'The width of imageUrl, in pixels.',
      resolve: (swipe) => {
        const media = parseMedia(swipe.media as never);
        return (media.image ?? media.screenshot)?.width ?? null;
      },
    }),
    imageHeight: t.int({
      nullable: true,
      description: 'The height of imageUrl, in pixels.',
      resolve: (swipe) => {
        const media = parseMedia(swipe.media as never);
        return (media.image ?? media.screenshot)?.height ?? null;
      },
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'A small preview for grids (a path for the image endpoint).',
      resolve: (swipe) => thumbnailPath(swipe.media as never),
    }),
    tags: t.stringList({
      description: "The titles of the swipe's tags, alphabetical.",
      resolve: (swipe) =>
        swipe.tags.map((link) => link.tag.title).sort((a, b) => a.localeCompare(b)),
    }),
  }),
});

const PublicCollectionRef = builder
  .objectRef<PublishedCollectionView>('PublicCollection')
  .implement({
    description: 'A published collection, as anyone with its link sees it.',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'Its name.' }),
      description: t.exposeString('description', {
        nullable: true,
        description: 'What it gathers, in the words of the team.',
      }),
      summary: t.exposeString('summary', {
        description:
          'One line about the collection for previews: its description, else its swipe count and team.',
      }),
      teamName: t.exposeString('teamName', { description: 'The name of the team sharing it.' }),
      coverUrl: t.exposeString('coverUrl', {
        nullable: true,
        description: "The cover image's path for the image endpoint.",
      }),
      swipeCount: t.exposeInt('swipeCount', { description: 'How many swipes it holds.' }),
      publishedAt: t.expose('publishedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When it was published.',
      }),
      swipes: t.connection({
        type: PublicSwipeRef,
        description: `Latest added first; at most ${PUBLIC_SWIPES_PAGE_MAX} a page (a larger first or last, up to 100, is cut to it).`,
        resolve: (collection, args) => {
          // 0–100 like every connection (BAD_USER_INPUT outside); a page holds at most 50.
          pageRequest(args, PUBLIC_SWIPES_PAGE_DEFAULT);
          const cut = (size: number | null | undefined) =>
            size == null ? size : Math.min(size, PUBLIC_SWIPES_PAGE_MAX);
          const bounded = { ...args, first: cut(args.first), last: cut(args.last) };
          return offsetConnection(bounded, PUBLIC_SWIPES_PAGE_DEFAULT, {
            encode: offsetCursor.encode,
            decode: (cursor) => offsetCursor.decode(cursor),
            rows: (offset, limit) =>
              publishedCollectionSwipes(collection.collectionId, offset, limit) as Promise<
                PublicSwipeShape[]
              >,
            total: async () => collection.swipeCount,
          });
        },
      }),
    }),
  });

builder.queryFields((t) => ({
  publicCollection: t.field({
    type: PublicCollectionRef,
    nullable: true,
    description:
      'A published collection by its share token; null when the token is unknown or the collection is no longer shared. No sign-in needed.',
    args: {
      token: t.arg.string({
        required: true,
        description: 'The share token of its link (/collection/<token>).',
      }),
    },
    resolve: (_root, { token }) => publishedCollectionView(token),
  }),
}));
