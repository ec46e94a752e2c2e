import { setCollectionDiscoverListing } from '../../../services/collections/collection-sharing.js';
import {
  hideDiscoverItem,
  markDiscoverSeen,
  saveDiscoverItem,
} from '../../../services/discover/discover.js';
import {
  COMMUNITY_CATEGORY,
  type DiscoverItem,
  discoverItems,
  discoverNewCount,
  discoverTotal,
  TRACKED_CATEGORY,
} from '../../../services/discover/discover-feed.js';
import { recordTeamSearch } from '../../../services/discover/discover-interests.js';
import { EXAMPLE_CATEGORIES } from '../../../services/examples/examples.js';
import { builder } from '../../builder.js';
import { cursorCodec, offsetConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { badUserInput } from '../../errors.js';
import { CollectionRef } from '../collections/collection-node.js';
import { AccountError, ContentError, CreateSwipeError } from '../errors.js';
import { nodePayload, toPayload, viewerPayload } from '../payloads.js';
import { SwipeKindEnum } from '../swipes/swipe.js';
import { TeamRef } from '../teams/team.js';

// Discover (docs/discover.md): a team's feed of inspiration it has not saved yet, saving an
// item in one click, hiding one for good, the New marks and their count, and the "List in
// Discover" choice of a shared collection.

const DiscoverSourceEnum = builder.enumType('DiscoverSource', {
  description: 'Where a Discover item comes from.',
  values: {
    EXAMPLE: { description: "Swipestack's examples gallery." },
    COLLECTION: { description: 'A collection another team shared and listed in Discover.' },
    TRACKED: { description: "An ad one of the team's tracked brands ran, not saved yet." },
  } as const,
});

const DiscoverItemRef = builder.objectRef<DiscoverItem>('DiscoverItem').implement({
  description: 'An example or a swipe of a listed collection, shown in Discover.',
  fields: (t) => ({
    id: t.id({
      description:
        'Its key: `example:<id>`, `swipe:<id>` or `meta:<ad id>` (what save and hide take).',
      resolve: (item) => item.key,
    }),
    source: t.field({
      type: DiscoverSourceEnum,
      resolve: (item) => item.source,
      description: 'Where it comes from.',
    }),
    title: t.exposeString('title', { description: 'Its title.' }),
    text: t.exposeString('text', { description: "Its description (an example's) or notes." }),
    kind: t.field({
      type: SwipeKindEnum,
      resolve: (item) => item.kind,
      description: 'What it is.',
    }),
    category: t.exposeString('category', {
      description: `The gallery's category, "${COMMUNITY_CATEGORY}" for a listed collection's swipe, or "${TRACKED_CATEGORY}" for a tracked brand's ad.`,
    }),
    imageUrl: t.exposeString('imageUrl', {
      nullable: true,
      description: 'Its picture (a path for the image endpoint); null: none.',
    }),
    link: t.exposeString('link', {
      description: "Its page: the example's, the collection's, or Meta's page of the ad.",
    }),
    collectionName: t.exposeString('collectionName', {
      nullable: true,
      description: 'The listed collection it is in (null for an example).',
    }),
    addedAt: t.field({
      type: 'DateTime',
      resolve: (item) => item.addedAt,
      description: 'When it was added or listed.',
    }),
    isNew: t.exposeBoolean('isNew', {
      description: 'Added since the viewer last opened Discover.',
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why it is ranked high for the team ("Because you saved “…”"); null: no match.',
    }),
  }),
});

const PAGE_DEFAULT = 24;
const discoverCursor = cursorCodec('discover', (value) =>
  /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : null,
);
const CATEGORIES = [
  ...EXAMPLE_CATEGORIES,
  COMMUNITY_CATEGORY,
  TRACKED_CATEGORY,
] as readonly string[];

builder.prismaObjectFields('Team', (t) => ({
  discover: t.connection(
    {
      type: DiscoverItemRef,
      description: `Discover: examples and listed collections' swipes the team has not saved, best match for the team first (${PAGE_DEFAULT} a page by default, at most 100). Filters: kind, category (the gallery's, or "${COMMUNITY_CATEGORY}"), added since.`,
      select: { id: true },
      args: {
        kind: t.arg({ type: SwipeKindEnum, description: 'Only items of this kind.' }),
        category: t.arg.string({ description: 'Only items of this category.' }),
        since: t.arg({ type: 'DateTime', description: 'Only items added since.' }),
      },
      resolve: async (team, args, context) => {
        if (!context.viewer) throw badUserInput('Sign in to see Discover.');
        if (args.category && !CATEGORIES.includes(args.category))
          throw badUserInput(`Unknown category "${args.category}".`);
        const feed = { ...context.deps, userId: context.viewer.userId, teamId: team.id };
        const filter = { kind: args.kind, category: args.category, since: args.since };
        let total: Promise<number> | undefined;
        const count = () => {
          total ??= discoverTotal(feed, filter);
          return total;
        };
        const connection = await offsetConnection(args, PAGE_DEFAULT, {
          encode: discoverCursor.encode,
          decode: (cursor) => discoverCursor.decode(cursor),
          rows: (offset, limit) => discoverItems(feed, filter, offset, limit),
          total: count,
        });
        return { ...connection, totalCount: count };
      },
    },
    countedConnection,
  ),
  discoverNewCount: t.int({
    description: 'Items of Discover added since the viewer last opened it (the badge).',
    select: { id: true },
    resolve: (team, _args, context) =>
      context.viewer
        ? discoverNewCount({ ...context.deps, userId: context.viewer.userId, teamId: team.id })
        : 0,
  }),
}));

builder.prismaObjectFields('Collection', (t) => ({
  listedInDiscover: t.boolean({
    description: 'Whether its team listed it in Discover (a shared collection only).',
    select: { discoverListedAt: true },
    resolve: (collection) => collection.discoverListedAt !== null,
  }),
}));

const SaveDiscoverItemInput = builder.inputType('SaveDiscoverItemInput', {
  description: 'A Discover item to save into a team.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, description: 'The team to save it into.' }),
    id: t.id({ required: true, description: "The item's id (its key)." }),
  }),
});

const HideDiscoverItemInput = builder.inputType('HideDiscoverItemInput', {
  description: 'A Discover item to hide for good.',
  fields: (t) => ({ id: t.id({ required: true, description: "The item's id (its key)." }) }),
});

const HideDiscoverItemPayload = builder
  .objectRef<{ hiddenId: string | null; errors: object[] }>('HideDiscoverItemPayload')
  .implement({
    description: 'The result of hiding an item.',
    fields: (t) => ({
      hiddenId: t.id({
        nullable: true,
        description: 'The hidden item (drop it from the feed).',
        resolve: (p) => p.hiddenId,
      }),
      errors: t.field({
        type: [ContentError],
        resolve: (p) => p.errors as never,
        description: 'Why it failed.',
      }),
    }),
  });

const SetCollectionDiscoverListingInput = builder.inputType('SetCollectionDiscoverListingInput', {
  description: 'Whether a shared collection is listed in Discover.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: CollectionRef, description: 'The collection.' }),
    listed: t.boolean({ required: true, description: 'List it (true) or take it out.' }),
  }),
});

const MarkDiscoverSeenPayload = viewerPayload('MarkDiscoverSeenPayload', AccountError);

const RecordSwipeSearchInput = builder.inputType('RecordSwipeSearchInput', {
  description: 'A search of a team’s swipes the viewer settled on.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team searched.' }),
    search: t.string({ required: true, description: 'The search text.' }),
  }),
});

const RecordSwipeSearchPayload = builder
  .objectRef<{ recorded: boolean; errors: object[] }>('RecordSwipeSearchPayload')
  .implement({
    description: 'The result of recording a search.',
    fields: (t) => ({
      recorded: t.exposeBoolean('recorded', {
        description: 'Whether the viewer may search the team (the search is then remembered).',
      }),
      errors: t.field({
        type: [ContentError],
        description: 'Why it failed (the team is not the viewer’s); empty when it succeeded.',
        resolve: (p) => p.errors as never,
      }),
    }),
  });

const SaveDiscoverItemPayload = nodePayload(
  'SaveDiscoverItemPayload',
  'swipe',
  'Swipe',
  CreateSwipeError,
);
const SetCollectionDiscoverListingPayload = nodePayload(
  'SetCollectionDiscoverListingPayload',
  'collection',
  'Collection',
  ContentError,
);

builder.mutationFields((t) => ({
  saveDiscoverItem: t.withAuth({ signedIn: true }).field({
    type: SaveDiscoverItemPayload,
    description:
      "Saves a Discover item into the team's swipe file (editors and above; the plan's cap applies). It then leaves the team's feed.",
    args: { input: t.arg({ type: SaveDiscoverItemInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await saveDiscoverItem(
          context.viewer.userId,
          { teamId: input.teamId.id, key: String(input.id) },
          context.deps,
        ),
        (value) => value.swipeId,
      ),
  }),
  hideDiscoverItem: t.withAuth({ signedIn: true }).field({
    type: HideDiscoverItemPayload,
    description: 'Hides an item from the viewer’s Discover for good.',
    args: { input: t.arg({ type: HideDiscoverItemInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await hideDiscoverItem(context.viewer.userId, String(input.id));
      return result.ok
        ? { hiddenId: result.value.key, errors: [] }
        : { hiddenId: null, errors: result.errors };
    },
  }),
  markDiscoverSeen: t.withAuth({ signedIn: true }).field({
    type: MarkDiscoverSeenPayload,
    description:
      'Discover was opened: its items are no longer New to the viewer. Not recorded while an administrator impersonates them.',
    resolve: async (_root, _args, context) => {
      if (!context.viewer.impersonatorId) await markDiscoverSeen(context.viewer.userId);
      return { userId: context.viewer.userId, errors: [] };
    },
  }),
  recordSwipeSearch: t.withAuth({ signedIn: true }).field({
    type: RecordSwipeSearchPayload,
    description:
      "The viewer settled on a search of a team's swipes: Discover ranks by what a team searches for (members of the team; not recorded while impersonating).",
    args: { input: t.arg({ type: RecordSwipeSearchInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await recordTeamSearch(context.viewer, input.teamId.id, input.search);
      return result.ok
        ? { recorded: true, errors: [] }
        : { recorded: false, errors: result.errors };
    },
  }),
  setCollectionDiscoverListing: t.withAuth({ signedIn: true }).field({
    type: SetCollectionDiscoverListingPayload,
    description:
      'Lists a shared collection in Discover, where every Swipestack team may see and save its swipes, or takes it out (editors and above).',
    args: { input: t.arg({ type: SetCollectionDiscoverListingInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await setCollectionDiscoverListing(context.viewer.userId, input.id.id, input.listed),
        (value) => value.collectionId,
      ),
  }),
}));
