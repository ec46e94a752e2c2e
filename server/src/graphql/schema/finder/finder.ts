import { FINDER_LIMITS } from '@swipestack/common/finder';
import { prisma } from '../../../db/client.js';
import { META_SETUP_HELP, metaAvailable } from '../../../finder/meta-ad-library.js';
import { setupHelpFor } from '../../../services/admin/setup-help.js';
import {
  FieldError,
  MetaAdLibraryFailure,
  NotAllowedError,
  NotFoundError,
  SwipeLimitError,
} from '../../../services/errors.js';
import { saveFoundAd } from '../../../services/finder/ad-saving.js';
import { type AdSource, type FoundAd, searchAds } from '../../../services/finder/ad-search.js';
import {
  checkTrackedBrandNow,
  removeTrackedBrand,
  setTrackedBrandPaused,
  trackBrand,
  trackedBrandAllowance,
} from '../../../services/finder/tracked-brands.js';
import { teamContentById, teamContentVisibleTo } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { cursorCodec, pageRequest } from '../../connections.js';
import { badUserInput } from '../../errors.js';
import { CollectionRef } from '../collections/collection-node.js';
import { ErrorInterface } from '../errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// Ad Finder (docs/finder.md): searching ads in the team's swipes, the gallery and Meta's Ad
// Library, saving one in one click, and tracked brands (the spec's "ads tracking sources").

const AdSourceEnum = builder.enumType('AdSource', {
  description: 'Where Ad Finder searches.',
  values: {
    TEAM: { description: "The team's own ad swipes." },
    GALLERY: { description: "The ads of Swipestack's examples gallery." },
    META: { description: "Meta's Ad Library (when META_AD_LIBRARY_TOKEN is set)." },
  } as const,
});

const MetaFailureEnum = builder.enumType('MetaFailure', {
  description: "What went wrong asking Meta's Ad Library.",
  values: {
    TOKEN: { description: 'The access token was refused (expired or revoked).' },
    RATE_LIMIT: { description: 'Meta is throttling requests; try again in a few minutes.' },
    MALFORMED: { description: 'The answer could not be read, or the search was refused.' },
    UNAVAILABLE: { description: 'Meta could not be reached.' },
    NOT_FOUND: { description: 'The ad is no longer in the library.' },
  } as const,
});

builder.objectType(MetaAdLibraryFailure, {
  name: 'MetaAdLibraryError',
  description: "Meta's Ad Library could not answer; the message says what happened.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof MetaAdLibraryFailure,
  fields: (t) => ({
    failure: t.field({
      type: MetaFailureEnum,
      description: 'What kind of failure it was.',
      resolve: (error) => error.failure,
    }),
  }),
});

const SaveFoundAdError = builder.unionType('SaveFoundAdError', {
  description: 'Why an ad could not be saved.',
  types: [FieldError, NotAllowedError, NotFoundError, SwipeLimitError, MetaAdLibraryFailure],
});

const FoundAdRef = builder.objectRef<FoundAd>('FoundAd').implement({
  description: 'An ad Ad Finder found.',
  fields: (t) => ({
    id: t.id({
      description:
        '`ad:` and its key (`meta:<archive id>`, `example:<id>` or `swipe:<id>`): what saveFoundAd takes. Distinct from the ids of Discover items, which share the keys.',
      resolve: (ad) => `ad:${ad.key}`,
    }),
    source: t.field({
      type: AdSourceEnum,
      resolve: (ad) => ad.source,
      description: 'Where it was found.',
    }),
    title: t.exposeString('title', { description: 'Its headline or title.' }),
    brand: t.exposeString('brand', { description: 'The brand (page) that ran it.' }),
    pageId: t.exposeString('pageId', {
      nullable: true,
      description:
        'The Facebook page behind it (search or track the brand by it); null: not from Meta.',
    }),
    body: t.exposeString('body', { description: 'Its text.' }),
    platforms: t.exposeStringList('platforms', {
      description: 'Where it ran (facebook, instagram, …); empty: not known.',
    }),
    startedAt: t.expose('startedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it started running.',
    }),
    stoppedAt: t.expose('stoppedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stopped running; null: still running or not known.',
    }),
    imageUrl: t.exposeString('imageUrl', {
      nullable: true,
      description: 'Its picture (a path for the image endpoint); null: none.',
    }),
    link: t.exposeString('link', {
      nullable: true,
      description: "Where to see it: Meta's page of the ad, or the example's page.",
    }),
    savedSwipe: t.prismaField({
      type: 'Swipe',
      nullable: true,
      description: "The team's swipe of it; null until saved.",
      resolve: (query, ad, _args, context) =>
        ad.savedSwipeId
          ? prisma().swipe.findFirst({
              ...query,
              where: { id: ad.savedSwipeId, ...teamContentVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
  }),
});

const TrackedBrandKindEnum = builder.enumType('TrackedBrandKind', {
  description: 'What a tracked brand follows.',
  values: {
    PAGE: { description: 'A Facebook page, by its id.' },
    KEYWORD: { description: "Words in the ads' text." },
  } as const,
});

export const TrackedBrandRef = builder.prismaNode('TrackedBrand', {
  description:
    "A brand page or keyword the team follows in Meta's Ad Library; a daily check saves its new ads.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    kind: t.field({
      type: TrackedBrandKindEnum,
      resolve: (b) => b.kind,
      description: 'What it follows.',
    }),
    query: t.exposeString('query', { description: 'The page id or the keyword.' }),
    label: t.exposeString('label', { description: "The page's name, or the keyword." }),
    country: t.exposeString('country', { description: 'The country searched (ISO code), or ALL.' }),
    collection: t.relation('collection', {
      type: CollectionRef,
      nullable: true,
      description: 'Where its new ads are saved; null: the swipe file only.',
    }),
    pausedAt: t.expose('pausedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Paused since; null: active.',
    }),
    lastCheckedAt: t.expose('lastCheckedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last checked; null: not yet.',
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description:
        'Why the last check failed or stopped short, in plain words; null: it went well.',
    }),
    lastFoundCount: t.exposeInt('lastFoundCount', { description: 'New ads the last check found.' }),
    lastSavedCount: t.exposeInt('lastSavedCount', {
      description: 'How many of them it saved (the rest wait in Discover).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

const AdFinderSetupRef = builder
  .objectRef<{ teamId: string; metaAvailable: boolean }>('AdFinderSetup')
  .implement({
    description:
      "What Ad Finder can do for the team: Meta's Ad Library, and the plan's tracked brands.",
    fields: (t) => ({
      metaAvailable: t.exposeBoolean('metaAvailable', {
        description:
          "Whether META_AD_LIBRARY_TOKEN is set: Meta's Ad Library can be searched and brands tracked.",
      }),
      setupHelp: t.string({
        nullable: true,
        description:
          "How to connect Meta's Ad Library, for administrators while it is not (null for everyone else).",
        resolve: (setup, _args, context) =>
          setup.metaAvailable ? null : setupHelpFor(context.viewer, META_SETUP_HELP),
      }),
      trackedBrandsMax: t.int({
        description: 'Brands the plan may track.',
        resolve: async (setup) => (await trackedBrandAllowance(setup.teamId)).max,
      }),
    }),
  });

const finderCursor = cursorCodec('finder', (value) => (value.length <= 2000 ? value : null));

builder.prismaObjectFields('Team', (t) => ({
  adSearch: t.connection(
    {
      type: FoundAdRef,
      description: `Ad Finder: ads matching the search in one place, ${FINDER_LIMITS.pageSize} a page by default (forward only). Meta's failures come back in \`failure\`, not as errors.`,
      select: { id: true },
      args: {
        source: t.arg({ type: AdSourceEnum, required: true, description: 'Where to search.' }),
        keyword: t.arg.string({ description: 'Words in the ads.' }),
        brand: t.arg.string({ description: "A brand's name, or a Facebook page id." }),
        country: t.arg.string({ description: 'ISO country code, or ALL (the default).' }),
        platform: t.arg.string({ description: 'FACEBOOK, INSTAGRAM, …' }),
        since: t.arg({ type: 'DateTime', description: 'Running on or after.' }),
        until: t.arg({ type: 'DateTime', description: 'Started on or before.' }),
      },
      resolve: async (team, args, context) => {
        if (!context.viewer) throw badUserInput('Sign in to use Ad Finder.');
        if (args.last != null || args.before != null)
          throw badUserInput('Ad Finder pages forward only: use "first" and "after".');
        const { size } = pageRequest(args, FINDER_LIMITS.pageSize);
        const result = await searchAds(
          context.viewer.userId,
          team.id,
          {
            source: args.source as AdSource,
            keyword: args.keyword,
            brand: args.brand,
            country: args.country,
            platform: args.platform,
            since: args.since,
            until: args.until,
            first: Math.max(size, 1),
            after: args.after ? finderCursor.decode(args.after) : null,
          },
          context.deps,
        );
        if (!result.ok) {
          const [error] = result.errors;
          if (error instanceof MetaAdLibraryFailure)
            return { ...emptyPage(), failure: error.message };
          throw badUserInput(error?.message ?? 'This search cannot be run.');
        }
        const next = result.value.after ? finderCursor.encode(result.value.after) : null;
        const edges = result.value.ads.map((node) => ({ cursor: next ?? '', node }));
        return {
          edges,
          pageInfo: {
            hasNextPage: next !== null,
            hasPreviousPage: false,
            startCursor: edges.length ? (args.after ?? null) : null,
            endCursor: next,
          },
          failure: null,
        };
      },
    },
    {
      fields: (c) => ({
        failure: c.string({
          nullable: true,
          description: "Why Meta's Ad Library could not answer, in plain words; null: it answered.",
          resolve: (connection: { failure: string | null }) => connection.failure,
        }),
      }),
    },
  ),
  adFinderSetup: t.field({
    type: AdFinderSetupRef,
    description: "What Ad Finder can do for the team (Meta's Ad Library, tracked brands allowed).",
    select: { id: true },
    resolve: (team, _args, context) => ({
      teamId: team.id,
      metaAvailable: metaAvailable(context.config),
    }),
  }),
  trackedBrands: t.relation('trackedBrands', {
    description: 'The brands and keywords the team tracks, oldest first.',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
}));

function emptyPage() {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}

const SaveFoundAdInput = builder.inputType('SaveFoundAdInput', {
  description: 'An ad of Ad Finder to save into a team.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team to save it into.' }),
    id: t.id({ required: true, description: "The ad's id (FoundAd.id, or its key alone)." }),
  }),
});

const TrackBrandInput = builder.inputType('TrackBrandInput', {
  description: 'A brand page or keyword to follow.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team that tracks it.' }),
    kind: t.field({ type: TrackedBrandKindEnum, required: true, description: 'Page or keyword.' }),
    query: t.string({ required: true, description: 'The Facebook page id, or the keyword.' }),
    label: t.string({ description: "The page's name as the team should see it." }),
    country: t.string({ description: 'ISO country code, or ALL (the default).' }),
    collectionId: t.globalID({
      for: CollectionRef,
      description: "The team's collection its new ads go into; none: the swipe file only.",
    }),
  }),
});

const trackedBrandIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      id: t.globalID({ required: true, for: TrackedBrandRef, description: 'The tracked brand.' }),
    }),
  });
const CheckTrackedBrandInput = trackedBrandIdInput(
  'CheckTrackedBrandInput',
  'A brand to check now.',
);
const RemoveTrackedBrandInput = trackedBrandIdInput(
  'RemoveTrackedBrandInput',
  'A brand to stop tracking.',
);

const SetTrackedBrandPausedInput = builder.inputType('SetTrackedBrandPausedInput', {
  description: 'Pause or resume a tracked brand.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: TrackedBrandRef, description: 'The tracked brand.' }),
    paused: t.boolean({ required: true, description: 'Pause (true) or resume (false).' }),
  }),
});

const TrackedBrandError = builder.unionType('TrackedBrandError', {
  description: 'Why a change to tracked brands failed.',
  types: [FieldError, NotAllowedError, NotFoundError],
});

const SaveFoundAdPayload = nodePayload('SaveFoundAdPayload', 'swipe', 'Swipe', SaveFoundAdError);
const TrackedBrandPayload = nodePayload(
  'TrackedBrandPayload',
  'trackedBrand',
  'TrackedBrand',
  TrackedBrandError,
);
const RemoveTrackedBrandPayload = deletePayload(
  'RemoveTrackedBrandPayload',
  'TrackedBrand',
  TrackedBrandError,
);

builder.mutationFields((t) => ({
  saveFoundAd: t.withAuth({ signedIn: true }).field({
    type: SaveFoundAdPayload,
    description:
      "Saves an ad Ad Finder found into the team's swipe file (editors and above; the plan's cap applies). A Meta ad is captured through the capture queue.",
    args: { input: t.arg({ type: SaveFoundAdInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await saveFoundAd(
          context.viewer.userId,
          { teamId: input.teamId.id, key: String(input.id) },
          context.deps,
        ),
        (value) => value.swipeId,
      ),
  }),
  trackBrand: t.withAuth({ signedIn: true }).field({
    type: TrackedBrandPayload,
    description:
      "Follows a brand page or keyword in Meta's Ad Library (editors and above; the plan limits how many). Its first check runs at once.",
    args: { input: t.arg({ type: TrackBrandInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await trackBrand(
          context.viewer.userId,
          {
            teamId: input.teamId.id,
            kind: input.kind,
            query: input.query,
            label: input.label,
            country: input.country,
            collectionId: input.collectionId?.id,
          },
          context.deps.meta,
        ),
        (value) => value.trackedBrandId,
      ),
  }),
  setTrackedBrandPaused: t.withAuth({ signedIn: true }).field({
    type: TrackedBrandPayload,
    description:
      'Pauses or resumes a tracked brand (editors and above). Resuming checks at once, saving as the member who resumed.',
    args: { input: t.arg({ type: SetTrackedBrandPausedInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await setTrackedBrandPaused(context.viewer.userId, input.id.id, input.paused),
        (value) => value.trackedBrandId,
      ),
  }),
  checkTrackedBrand: t.withAuth({ signedIn: true }).field({
    type: TrackedBrandPayload,
    description:
      'Checks a tracked brand now rather than at the next daily run (editors and above).',
    args: { input: t.arg({ type: CheckTrackedBrandInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await checkTrackedBrandNow(context.viewer.userId, input.id.id),
        (value) => value.trackedBrandId,
      ),
  }),
  removeTrackedBrand: t.withAuth({ signedIn: true }).field({
    type: RemoveTrackedBrandPayload,
    description:
      'Stops tracking a brand (editors and above). The ads it saved stay; those waiting in Discover leave it.',
    args: { input: t.arg({ type: RemoveTrackedBrandInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await removeTrackedBrand(context.viewer.userId, input.id.id),
        (value) => value.trackedBrandId,
      ),
  }),
}));
