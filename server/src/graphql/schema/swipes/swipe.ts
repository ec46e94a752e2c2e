import { queryFromInfo } from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { prisma } from '../../../db/client.js';
import { CreatedVia, SwipeKind } from '../../../generated/prisma/enums.js';
import { isExtensionToken } from '../../../services/accounts/access.js';
import { parseCaptureReport } from '../../../services/captures/capture-report.js';
import { retryCapture, seenCaptureStatus } from '../../../services/captures/captures.js';
import { isCoverInCollection } from '../../../services/collections/collection-covers.js';
import { createImageSwipe } from '../../../services/swipes/image-swipes.js';
import { checkSwipeFilter, searchNotice } from '../../../services/swipes/swipe-filters.js';
import {
  countSearchMatches,
  findSwipePage,
  pageRowsCarry,
  prefixQuery,
  type SwipePageRow,
  type SwipeSort,
  swipeByUrlQuery,
  swipeExists,
} from '../../../services/swipes/swipe-list.js';
import { mediaPath, parseMedia, thumbnailPath } from '../../../services/swipes/swipe-media.js';
import {
  createSwipe,
  deleteSwipe,
  swipeRules,
  updateSwipe,
} from '../../../services/swipes/swipes.js';
import { teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { idCursor, keysetConnection, offsetConnection, offsetCursor } from '../../connections.js';
import type { Context } from '../../context.js';
import { badUserInput } from '../../errors.js';
import { CaptureReportRef } from '../captures/capture-report.js';
import { CollectionRef } from '../collections/collection-node.js';
import { ContentError, CreateSwipeError } from '../errors.js';
import { deletePayload, idInput, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { TagRef } from '../tags/tag.js';
import { TeamMemberRef } from '../teams/member.js';
import { TeamRef } from '../teams/team.js';
import { FoundInEnum, foundInOf, searchNoticeConnection } from './swipe-text.js';

export const SwipeKindEnum = builder.enumType(SwipeKind, {
  name: 'SwipeKind',
  description: 'What a swipe keeps.',
  values: {
    WEBSITE: { description: 'A web page, captured as a full-page screenshot.' },
    LANDING_PAGE: { description: 'A landing page, captured like a website.' },
    AD: { description: 'An ad: a page or a picture of it.' },
    EMAIL: { description: 'An email, forwarded to the inbound address or saved as an image.' },
    IMAGE: { description: 'An uploaded or saved image.' },
    TEXT: { description: 'Written copy: a variant saved from AI Remix (its text is bodyText).' },
    VIDEO: { description: 'An uploaded video (MP4, WebM or MOV): see video.' },
  },
});
const CreatedViaEnum = builder.enumType(CreatedVia, {
  name: 'CreatedVia',
  description: 'Where a swipe was saved from.',
  values: {
    WEB: { description: 'The web app.' },
    EXTENSION: { description: 'The browser extension.' },
    API: { description: 'An API client with a personal token.' },
    EMAIL: { description: 'An email forwarded to the inbound address.' },
    UPLOAD: { description: 'An image uploaded in the web app.' },
    EXAMPLES: { description: 'The examples gallery (saveExample).' },
    ONBOARDING: { description: 'A task of the onboarding guide.' },
    REMIX: { description: 'A variant saved from AI Remix (saveRemixVariant).' },
    DISCOVER: { description: "A swipe of another team's listed collection, saved from Discover." },
    IMPORT: { description: 'A file of bookmarks or an export, imported.' },
    FINDER: {
      description: "An ad of Meta's Ad Library, saved from Ad Finder or by a tracked brand.",
    },
  },
});
const CaptureStatusEnum = builder.enumType('CaptureStatus', {
  description: "Where the capture of a swipe's page (its screenshot and text) stands.",
  values: {
    NONE: { description: 'Nothing to capture (an image or an email).' },
    PENDING: { description: 'Waiting for a capture worker.' },
    CAPTURING: { description: 'Being captured now.' },
    WAITING_TO_RETRY: {
      description:
        'Started, but no worker holds it any more (its server stopped, or the attempt failed unexpectedly): it waits for the queue to try again.',
    },
    DONE: { description: 'Captured.' },
    PARTIAL: {
      description:
        'Captured in part: what had rendered when the capture was cut short was kept (the reason is in captureReport).',
    },
    FAILED: { description: 'The capture failed: see captureError; retryCapture tries again.' },
  },
});

export const SwipeRef = builder.prismaNode('Swipe', {
  description:
    "A saved ad, email, page or image in a team's swipe file. Members of the team (any role) see it.",
  id: { field: 'id' },
  nullable: true,
  // Swipes carry page text and email HTML: load only the columns a query asks for.
  select: { id: true },
  findUnique: teamContentById,
  fields: (t) => ({
    kind: t.expose('kind', { description: 'What it keeps.', type: SwipeKindEnum }),
    title: t.exposeString('title', { description: 'Its title.' }),
    url: t.exposeString('url', { nullable: true, description: 'The address of its page, if any.' }),
    finalUrl: t.exposeString('finalUrl', {
      nullable: true,
      description:
        'The address its page ended on when it was last captured (after redirects); url keeps the one given.',
    }),
    canonicalUrl: t.exposeString('canonicalUrl', {
      nullable: true,
      description:
        'The canonical address its captured page declares (<link rel="canonical">), if any.',
    }),
    source: t.exposeString('source', {
      nullable: true,
      description: 'The site, sender or brand it came from.',
    }),
    notes: t.exposeString('notes', { nullable: true, description: "The team's notes on it." }),
    createdVia: t.expose('createdVia', {
      type: CreatedViaEnum,
      description: 'Where it was saved from.',
    }),
    captureStatus: t.field({
      type: CaptureStatusEnum,
      description: 'Where the capture of its page stands.',
      select: { captureStatus: true, captureHeldUntil: true },
      resolve: (swipe) => seenCaptureStatus(swipe),
    }),
    captureError: t.exposeString('captureError', {
      nullable: true,
      description: 'Why the last capture failed (FAILED only).',
    }),
    captureReport: t.field({
      type: CaptureReportRef,
      nullable: true,
      description:
        'What the last successful capture of its page did beyond its pictures: why it is partial, the limits that applied, the consent banners dismissed (null: no page capture yet).',
      select: { captureReport: true },
      resolve: (swipe) => parseCaptureReport(swipe.captureReport),
    }),
    authorName: t.string({
      nullable: true,
      description: 'The name of the member who added it; null when their account is gone.',
      select: { author: { select: { name: true } } },
      resolve: (swipe) => swipe.author?.name ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    team: t.relation('team', { description: 'The team whose swipe file holds it.' }),
    imageUrl: t.string({
      nullable: true,
      description:
        'The uploaded image or the full-page screenshot (a path for the image endpoint).',
      select: { media: true },
      resolve: (swipe) => {
        const media = parseMedia(swipe.media);
        return mediaPath(media.image ?? media.screenshot);
      },
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'A small preview for lists and grids (a path for the image endpoint).',
      select: { media: true },
      resolve: (swipe) => thumbnailPath(swipe.media),
    }),
    viewportUrl: t.string({
      nullable: true,
      description: 'What a visitor first saw of a captured page.',
      select: { media: true },
      resolve: (swipe) => mediaPath(parseMedia(swipe.media).viewport),
    }),
    imageWidth: t.int({
      nullable: true,
      description: 'The width of imageUrl, in pixels.',
      select: { media: true },
      resolve: (swipe) => {
        const media = parseMedia(swipe.media);
        return (media.image ?? media.screenshot)?.width ?? null;
      },
    }),
    imageHeight: t.int({
      nullable: true,
      description: 'The height of imageUrl, in pixels.',
      select: { media: true },
      resolve: (swipe) => {
        const media = parseMedia(swipe.media);
        return (media.image ?? media.screenshot)?.height ?? null;
      },
    }),
    description: t.string({
      nullable: true,
      description: "The captured page's meta description.",
      select: { media: true },
      resolve: (swipe) => parseMedia(swipe.media).description ?? null,
    }),
    faviconUrl: t.string({
      nullable: true,
      description: "The captured page's icon (an address), if it had one.",
      select: { media: true },
      resolve: (swipe) => parseMedia(swipe.media).favicon ?? null,
    }),
    tags: t.field({
      type: [TagRef],
      description: `Its tags, alphabetical (a swipe has at most ${swipeRules.tagsMax}).`,
      select: (_args, _context, nestedSelection) => ({
        tags: { select: { tag: nestedSelection(true) } },
      }),
      resolve: (swipe) =>
        swipe.tags.map((link) => link.tag).sort((a, b) => a.title.localeCompare(b.title)),
    }),
    collections: t.field({
      type: [CollectionRef],
      description:
        'The collections it is in, by name (at most 100: they are set in whole sets of 100 or fewer, like `collectionIds`).',
      select: (_args, _context, nestedSelection) => ({
        collections: { select: { collection: nestedSelection(true) } },
      }),
      resolve: (swipe) =>
        swipe.collections
          .map((link) => link.collection)
          .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  }),
});

builder.prismaObjectFields('Collection', (t) => ({
  coverSwipe: t.field({
    type: SwipeRef,
    nullable: true,
    description: 'The swipe chosen as the cover (null: the cover is picked automatically).',
    select: (_args, _context, nestedSelection) => ({
      coverSwipe: nestedSelection({
        select: { id: true, collections: { select: { collectionId: true } } },
      }),
    }),
    resolve: (collection) => (isCoverInCollection(collection) ? collection.coverSwipe : null),
  }),
}));

/** A browser session's swipes come from the web app; the extension's token marks its own. */
async function createdVia(context: Context, session: CreatedVia, token: CreatedVia) {
  if (context.viewer?.sessionId) return session;
  return (await isExtensionToken(context.viewer?.tokenId)) ? 'EXTENSION' : token;
}

const listOf100 = z.array(z.unknown()).max(100, 'must hold at most 100 items');
const SwipeFields = {
  title: { description: 'Required, except for a URL swipe (its page title is used).' },
  tags: {
    description: 'Tag titles (at most 100 given); missing tags are created in the team.',
    validate: listOf100,
  },
  collectionIds: { description: 'At most 100.', validate: listOf100 },
} as const;

const CreateSwipeInput = builder.inputType('CreateSwipeInput', {
  description: 'A new swipe, saved from an address or described by hand.',
  fields: (t) => ({
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team to save it to (editors and above).',
    }),
    kind: t.field({ type: SwipeKindEnum, required: true, description: 'What it keeps.' }),
    title: t.string({ ...SwipeFields.title }),
    url: t.string({
      description: 'The address of its page: a WEBSITE or LANDING_PAGE is captured.',
    }),
    notes: t.string({ description: 'Notes on it.' }),
    tags: t.stringList({ ...SwipeFields.tags }),
    collectionIds: t.globalIDList({ for: CollectionRef, ...SwipeFields.collectionIds }),
  }),
});

const UpdateSwipeInput = builder.inputType('UpdateSwipeInput', {
  description: 'Only the fields given change; tags and collectionIds replace the current sets.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: SwipeRef, description: 'The swipe to change.' }),
    title: t.string({ description: 'A new title.' }),
    url: t.string({ description: 'A new address.' }),
    notes: t.string({ description: 'New notes.' }),
    tags: t.stringList({ ...SwipeFields.tags }),
    collectionIds: t.globalIDList({ for: CollectionRef, ...SwipeFields.collectionIds }),
  }),
});

const FileScalar = builder.scalarType('File', {
  description: 'A file sent in a multipart request (GraphQL multipart request spec).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  // Yoga's multipart parser hands over a fetch-API File (possibly a ponyfill's).
  parseValue: (value) => {
    const file = value as File | null;
    if (typeof file?.arrayBuffer !== 'function' || typeof file.name !== 'string') {
      throw new GraphQLError('Expected a file upload');
    }
    return file;
  },
});

const CreateImageSwipeInput = builder.inputType('CreateImageSwipeInput', {
  description: 'A new swipe from an uploaded image.',
  fields: (t) => ({
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team to save it to (editors and above).',
    }),
    file: t.field({
      type: FileScalar,
      required: true,
      description: 'The image: JPEG, PNG, WebP, GIF or AVIF, at most 20 MB and 50 megapixels.',
    }),
    kind: t.field({
      type: SwipeKindEnum,
      description:
        'IMAGE unless given: a screenshot of a page (WEBSITE, LANDING_PAGE, AD) is kept as it is, never captured again.',
    }),
    url: t.string({ description: 'The page the image shows or was found on (its source).' }),
    title: t.string({ description: 'Defaults to a title made from the file name.' }),
    notes: t.string({ description: 'Notes on it.' }),
    tags: t.stringList({ ...SwipeFields.tags }),
    collectionIds: t.globalIDList({ for: CollectionRef, ...SwipeFields.collectionIds }),
  }),
});

const CreateSwipePayload = nodePayload('CreateSwipePayload', 'swipe', 'Swipe', CreateSwipeError);
const UpdateSwipePayload = nodePayload('UpdateSwipePayload', 'swipe', 'Swipe', ContentError);
const DeleteSwipePayload = deletePayload('DeleteSwipePayload', 'Swipe', ContentError);

const RetryCaptureInput = idInput('RetryCaptureInput', 'The swipe to capture again.', {
  ref: SwipeRef,
  description: 'The swipe whose page is captured again.',
});

const DeleteSwipeInput = idInput('DeleteSwipeInput', 'The swipe to delete.', {
  ref: SwipeRef,
  description: 'The swipe to delete (with its files).',
});

builder.mutationFields((t) => ({
  createSwipe: t.withAuth({ signedIn: true }).field({
    type: CreateSwipePayload,
    description:
      "Saves a swipe to a team's swipe file (editors and above); a page address is captured in the background. The Free plan's cap applies.",
    args: { input: t.arg({ type: CreateSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await createSwipe(
        context.viewer.userId,
        {
          ...input,
          teamId: input.teamId.id,
          collectionIds: input.collectionIds?.map((id) => id.id),
          createdVia: await createdVia(context, 'WEB', 'API'),
        },
        context.deps.settings,
      );
      return toPayload(result, (value) => value.swipeId);
    },
  }),
  createImageSwipe: t.withAuth({ signedIn: true }).field({
    type: CreateSwipePayload,
    description:
      'An IMAGE swipe from an uploaded JPEG, PNG, WebP, GIF or AVIF (20 MB, 50 megapixels at most).',
    args: { input: t.arg({ type: CreateImageSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const file = input.file as File;
      const result = await createImageSwipe(
        context.viewer.userId,
        {
          data: Buffer.from(await file.arrayBuffer()),
          filename: file.name,
          contentType: file.type,
        },
        {
          ...input,
          teamId: input.teamId.id,
          collectionIds: input.collectionIds?.map((id) => id.id),
          createdVia: await createdVia(context, 'UPLOAD', 'UPLOAD'),
        },
        context.deps,
      );
      return toPayload(result, (value) => value.swipeId);
    },
  }),
  retryCapture: t.withAuth({ signedIn: true }).field({
    type: UpdateSwipePayload,
    description: "Captures the swipe's page again (after a failure, or to refresh it).",
    args: { input: t.arg({ type: RetryCaptureInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(await retryCapture(context.viewer.userId, input.id.id), (value) => value.swipeId),
  }),
  updateSwipe: t.withAuth({ signedIn: true }).field({
    type: UpdateSwipePayload,
    description: 'Changes a swipe (editors and above).',
    args: { input: t.arg({ type: UpdateSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await updateSwipe(context.viewer.userId, input.id.id, {
        ...input,
        collectionIds: input.collectionIds?.map((id) => id.id),
      });
      return toPayload(result, (value) => value.swipeId);
    },
  }),
  deleteSwipe: t.withAuth({ signedIn: true }).field({
    type: DeleteSwipePayload,
    description: 'Deletes a swipe and its files (editors and above).',
    args: { input: t.arg({ type: DeleteSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await deleteSwipe(context.viewer.userId, input.id.id, context.deps),
        (value) => value.swipeId,
      ),
  }),
}));

const SwipeFilterInput = builder.inputType('SwipeFilter', {
  description: "Narrows a team's swipes; the conditions given must all hold.",
  fields: (t) => ({
    kind: t.field({ type: SwipeKindEnum, description: 'Only swipes of this kind.' }),
    tagId: t.globalID({ for: TagRef, description: 'Only swipes with this tag.' }),
    collectionId: t.globalID({
      for: CollectionRef,
      description: 'Only swipes in this collection.',
    }),
    authorId: t.globalID({
      for: TeamMemberRef,
      description: "Only swipes this member of the team added (a member's id, from `members`).",
    }),
    addedFrom: t.field({
      type: 'DateTime',
      description: 'Only swipes added at or after this moment.',
    }),
    addedTo: t.field({
      type: 'DateTime',
      description: 'Only swipes added at or before this moment (not before addedFrom).',
    }),
    search: t.string({
      description:
        'Words to find in title, notes, source, page or email text, text in its pictures and the names of its tags and collections; each matches as a prefix. Any length: the first 500 characters and the first 12 words of them are used (`searchNotice` says when text was left out).',
    }),
  }),
});

const SwipeSortEnum = builder.enumType('SwipeSort', {
  description:
    'Order when not searching (a search orders by relevance); ties are broken by save order, so every sort pages stably.',
  values: {
    NEWEST: { description: 'Latest saved first.' },
    OLDEST: { description: 'Earliest saved first.' },
    TITLE_ASC: { description: 'By title, A to Z (ignoring case).' },
    TITLE_DESC: { description: 'By title, Z to A (ignoring case).' },
    KIND_ASC: {
      description: 'By kind, A to Z by name (AD, EMAIL, IMAGE, LANDING_PAGE, TEXT, WEBSITE).',
    },
    KIND_DESC: { description: 'By kind, Z to A by name.' },
    SOURCE_ASC: {
      description:
        "By source, A to Z: the host of the swipe's address (without www.), else its source text; none first.",
    },
    SOURCE_DESC: { description: 'By source, Z to A; none last.' },
    AUTHOR_ASC: {
      description: 'By the name of who added it, A to Z; swipes whose author left first.',
    },
    AUTHOR_DESC: { description: 'By the name of who added it, Z to A.' },
  } satisfies Record<SwipeSort, unknown>,
});

builder.prismaObjectField('Team', 'swipes', (t) =>
  t.connection(
    {
      type: SwipeRef,
      description:
        "The team's swipes, filtered, newest first unless sorted otherwise; a search orders by relevance. Pages forward (first/after) and backward (last/before), 50 by default, at most 100.",
      args: {
        filter: t.arg({ type: SwipeFilterInput }),
        sort: t.arg({ type: SwipeSortEnum, defaultValue: 'NEWEST' }),
      },
      resolve: async (team, args, context, info) => {
        const checked = await checkSwipeFilter(team.id, {
          kind: args.filter?.kind,
          tagId: args.filter?.tagId?.id,
          collectionId: args.filter?.collectionId?.id,
          authorMemberId: args.filter?.authorId?.id,
          addedFrom: args.filter?.addedFrom,
          addedTo: args.filter?.addedTo,
        });
        if ('error' in checked) throw badUserInput(checked.error);
        const { filter } = checked;
        const query = queryFromInfo({ context, info, typeName: 'Swipe', path: ['edges', 'node'] });
        // The page's rows answer the usual selections; anything more (the team, counts) is
        // loaded for the same ids by Prisma.
        const complete = async (found: SwipePageRow[]): Promise<{ id: string }[]> => {
          if (pageRowsCarry(query)) return found;
          const loaded = await prisma().swipe.findMany({
            ...query,
            where: { id: { in: found.map((row) => row.id) } },
          });
          const byId = new Map(loaded.map((row) => [row.id, row]));
          return found.flatMap((row) => {
            const node = byId.get(row.id);
            return node ? [{ ...node, foundIn: row.foundIn }] : [];
          });
        };
        // Cursors: the id of a swipe while browsing (keyset), its rank while searching.
        const search = prefixQuery(args.filter?.search);
        if (search) {
          const connection = await offsetConnection(args, 50, {
            encode: offsetCursor.encode,
            decode: (cursor) => offsetCursor.decode(cursor),
            rows: async (offset, limit) =>
              complete(await findSwipePage(team.id, filter, { search, offset }, limit)),
            total: () => countSearchMatches(team.id, filter, search),
          });
          return { ...connection, searchNotice: searchNotice(args.filter?.search) };
        }
        const sort = args.sort ?? 'NEWEST';
        return keysetConnection(args, 50, {
          key: (row: { id: string }) => row.id,
          encode: idCursor.encode,
          decode: (cursor) => idCursor.decode(cursor),
          rows: async ({ after, before, backward, limit }) =>
            complete(
              await findSwipePage(
                team.id,
                filter,
                { sort, afterId: after, beforeId: before, backward },
                limit,
              ),
            ),
          exists: (id, side) => swipeExists(team.id, filter, sort, id, side),
        });
      },
    },
    searchNoticeConnection,
    {
      fields: (edge) => ({
        foundIn: edge.field({
          type: [FoundInEnum],
          nullable: true,
          description:
            "While searching: which of the swipe's texts hold a searched word, in this order: title, notes, source, page or email text, text in its pictures, a tag's name, a collection's name. Null when not searching.",
          resolve: (parent) => foundInOf(parent.node),
        }),
      }),
    },
  ),
);

builder.prismaObjectField('Team', 'swipeByUrl', (t) =>
  t.prismaField({
    type: 'Swipe',
    nullable: true,
    description:
      "The newest of the team's swipes saved from this address or from it without its #fragment (also as the address its capture ended on or the page's canonical address), or null.",
    args: {
      url: t.arg.string({
        required: true,
        validate: z.string().max(4096),
        description: 'An absolute address, at most 4096 characters.',
      }),
    },
    resolve: (query, team, { url }) => {
      const found = swipeByUrlQuery(team.id, url);
      return found ? prisma().swipe.findFirst({ ...query, ...found }) : null;
    },
  }),
);
