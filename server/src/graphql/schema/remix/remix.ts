import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { REMIX_BRIEF_LIMITS, REMIX_VARIANTS } from '@swipestack/common/remix';
import { AI_SETUP_HELP, aiConfigured } from '../../../ai/provider.js';
import { prisma } from '../../../db/client.js';
import { RemixPart, RemixVariantStatus } from '../../../generated/prisma/enums.js';
import type { RemixEvent } from '../../../realtime/channels.js';
import {
  endingAfter,
  listenThenCheck,
  startingWith,
  whileOpen,
} from '../../../realtime/event-streams.js';
import { setupHelpFor } from '../../../services/admin/setup-help.js';
import {
  FieldError,
  NotAllowedError,
  NotFoundError,
  SwipeLimitError,
} from '../../../services/errors.js';
import { AiQuotaError, aiUsage } from '../../../services/remix/ai-usage.js';
import { remixableSwipeSelect, remixSourceText } from '../../../services/remix/remix-source.js';
import { remixSourceOf, saveRemixVariant } from '../../../services/remix/remix-swipes.js';
import { variantStatus } from '../../../services/remix/remix-writer.js';
import {
  AiUnavailableError,
  createRemix,
  deleteRemix,
  editRemixVariant,
  mayReadRemix,
  rateRemixVariant,
  variantsBeingWritten,
} from '../../../services/remix/remixes.js';
import {
  teamContentById,
  teamContentVisibleTo,
  uuidOrNobody,
} from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { ErrorInterface } from '../errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { SwipeRef } from '../swipes/swipe.js';
import { TeamRef } from '../teams/team.js';

// AI Remix (docs/remix.md): remixes and their variants, the provider's setup, the team's
// monthly quota, the mutations, and `remixProgress`, which streams variants as they are written.

const RemixPartEnum = builder.enumType(RemixPart, {
  name: 'RemixPart',
  description: 'A part of marketing copy AI Remix writes.',
  values: {
    HEADLINE: { description: 'A headline.' },
    BODY: { description: 'Body copy.' },
    CALL_TO_ACTION: { description: 'A call to action.' },
    SUBJECT_LINE: { description: "An email's subject line." },
  },
});

const RemixVariantStatusEnum = builder.enumType(RemixVariantStatus, {
  name: 'RemixVariantStatus',
  description: 'Where writing a variant stands.',
  values: {
    WRITING: { description: 'Being written: remixProgress streams its text.' },
    DONE: { description: 'Written.' },
    FAILED: { description: 'Stopped: `error` says why; the text written before is kept.' },
  },
});

const RemixRatingEnum = builder.enumType('RemixRating', {
  description: "A member's verdict on a variant.",
  values: { GOOD: { description: 'Worth using.' }, BAD: { description: 'Not good.' } } as const,
});

export const RemixVariantRef = builder.prismaNode('RemixVariant', {
  description: 'One written variant of a remix.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    remix: teamContentVisibleTo(context.viewer?.userId),
  }),
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Its place in the remix, from 0.' }),
    text: t.exposeString('text', { description: 'Its text (so far, while being written).' }),
    status: t.field({
      type: RemixVariantStatusEnum,
      description: 'Where writing it stands.',
      select: { status: true, updatedAt: true },
      resolve: (variant, _args, context) => variantStatus(variant, context.config).status,
    }),
    error: t.string({
      nullable: true,
      description: 'Why writing it stopped (FAILED); null otherwise.',
      select: { status: true, updatedAt: true, error: true },
      resolve: (variant, _args, context) => variantStatus(variant, context.config).error,
    }),
    rating: t.field({
      type: RemixRatingEnum,
      nullable: true,
      description: 'How the team rated it; null: not rated.',
      select: { rating: true },
      resolve: (variant) => (variant.rating === 1 ? 'GOOD' : variant.rating === -1 ? 'BAD' : null),
    }),
    edited: t.exposeBoolean('edited', { description: 'Whether a member changed its text.' }),
    savedSwipe: t.relation('savedSwipe', {
      type: SwipeRef,
      nullable: true,
      description: 'The TEXT swipe it was saved as; null until saved (or once that is deleted).',
    }),
  }),
});

export const RemixRef = builder.prismaNode('Remix', {
  description: "A brief and the variants AI Remix wrote for it, kept in the team's remixes.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    author: t.relation('author', {
      nullable: true,
      description: 'Who asked for it; null once their account is gone.',
    }),
    sourceSwipe: t.relation('sourceSwipe', {
      type: SwipeRef,
      nullable: true,
      description:
        'The swipe it started from, while it exists; null for a remix from a brief alone.',
    }),
    sourceTitle: t.exposeString('sourceTitle', {
      nullable: true,
      description: "The source swipe's title when the remix was made (kept if the swipe goes).",
    }),
    product: t.exposeString('product', { description: 'The product the copy is for.' }),
    audience: t.exposeString('audience', { description: 'Who the copy is for (may be empty).' }),
    tone: t.exposeString('tone', { description: 'The tone asked for (may be empty).' }),
    parts: t.field({
      type: [RemixPartEnum],
      description: 'The parts written, in order.',
      select: { parts: true },
      resolve: (remix) => remix.parts,
    }),
    model: t.exposeString('model', { description: 'The model that wrote it.' }),
    variants: t.relation('variants', {
      description: 'Its variants, in order.',
      query: { orderBy: { position: 'asc' } },
    }),
  }),
});

const AiUsageRef = builder
  .objectRef<{ used: number; quota: number; resetsAt: Date }>('AiUsage')
  .implement({
    description: "A team's AI Remix variants this calendar month (UTC), against its plan's quota.",
    fields: (t) => ({
      used: t.exposeInt('used', { description: 'Variants written (or being written) this month.' }),
      quota: t.exposeInt('quota', { description: "The most the team's plan allows a month." }),
      resetsAt: t.field({
        type: 'DateTime',
        description: 'When the count starts again (the next month begins).',
        resolve: (usage) => usage.resetsAt,
      }),
    }),
  });

builder.objectType(AiQuotaError, {
  name: 'AiQuotaError',
  description: "The team's plan has not enough AI Remix variants left this month.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AiQuotaError,
  fields: (t) => ({
    quota: t.exposeInt('quota', { description: 'Variants the plan allows a month.' }),
    used: t.exposeInt('used', { description: 'Variants used this month.' }),
  }),
});

builder.objectType(AiUnavailableError, {
  name: 'AiUnavailableError',
  description: 'No AI provider is set up on this server: the message says to ask an administrator.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AiUnavailableError,
  fields: () => ({}),
});

const RemixError = builder.unionType('RemixError', {
  description: 'Why a remix could not be made or changed.',
  types: [FieldError, NotAllowedError, NotFoundError, AiQuotaError, AiUnavailableError],
});

const SaveRemixVariantError = builder.unionType('SaveRemixVariantError', {
  description: 'Why a variant could not be saved as a swipe.',
  types: [FieldError, NotAllowedError, NotFoundError, SwipeLimitError],
});

const AiRemixSetupRef = builder
  .objectRef<{ available: boolean; model: string | null; setupHelp: string | null }>('AiRemixSetup')
  .implement({
    description: "Whether this server's AI Remix can write, and how to set it up when not.",
    fields: (t) => ({
      available: t.exposeBoolean('available', { description: 'Whether a provider is set up.' }),
      model: t.exposeString('model', { nullable: true, description: 'The model that writes.' }),
      setupHelp: t.exposeString('setupHelp', {
        nullable: true,
        description:
          'How to set up a provider, for administrators while none is (null for everyone else).',
      }),
    }),
  });

builder.queryField('aiRemixSetup', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AiRemixSetupRef,
    description: "This server's AI Remix provider: whether one is set up, and how to set one up.",
    resolve: async (_root, _args, context) => {
      const available = aiConfigured(context.config);
      return {
        available,
        model: available ? (context.config.AI_MODEL ?? null) : null,
        setupHelp: available ? null : await setupHelpFor(context.viewer, AI_SETUP_HELP),
      };
    },
  }),
);

builder.prismaObjectFields('Team', (t) => ({
  aiUsage: t.field({
    type: AiUsageRef,
    description: "AI Remix variants this month against the plan's quota.",
    select: { id: true },
    resolve: (team) => aiUsage(team.id),
  }),
  remixes: t.connection(
    {
      type: RemixRef,
      description:
        "The team's remixes, newest first; `sourceSwipe` narrows them to one swipe's. 20 by default, at most 100.",
      args: {
        sourceSwipe: t.arg.globalID({ for: SwipeRef, description: 'Only remixes of this swipe.' }),
      },
      select: { id: true },
      resolve: (team, args, context, info) => {
        const query = queryFromInfo({ context, info, typeName: 'Remix', path: ['edges', 'node'] });
        return orderedConnection(args, 20, {
          prefix: 'remix',
          field: 'createdAt',
          direction: 'desc',
          type: 'date',
          where: {
            teamId: team.id,
            ...(args.sourceSwipe ? { sourceSwipeId: uuidOrNobody(args.sourceSwipe.id) } : {}),
          },
          findMany: (found) => prisma().remix.findMany({ ...query, ...found }),
          count: (counted) => prisma().remix.count(counted),
        });
      },
    },
    countedConnection,
  ),
}));

builder.prismaObjectFields('Swipe', (t) => ({
  copy: t.string({
    nullable: true,
    description: "A TEXT swipe's copy; null for other kinds (their text is found by search).",
    select: { kind: true, bodyText: true },
    resolve: (swipe) => (swipe.kind === 'TEXT' ? (swipe.bodyText ?? '') : null),
  }),
  remixable: t.boolean({
    description: 'Whether it has text AI Remix can start from (notes, page, email or image text).',
    select: remixableSwipeSelect,
    resolve: (swipe) => remixSourceText(swipe).length > 0,
  }),
  remixedFrom: t.field({
    type: SwipeRef,
    nullable: true,
    description: 'For a swipe saved from AI Remix: the swipe that remix started from, if any.',
    select: { id: true },
    resolve: (swipe, _args, context) => remixSourceOf(swipe.id, context.viewer?.userId),
  }),
}));

const RemixPayload = nodePayload(
  'RemixPayload',
  'remix',
  'Remix',
  RemixError,
  'The remix; its variants are WRITING: follow them with remixProgress. Null when the mutation failed.',
);

const RemixVariantPayload = nodePayload(
  'RemixVariantPayload',
  'variant',
  'RemixVariant',
  RemixError,
);

const SaveRemixVariantPayload = builder
  .objectRef<{
    variantId: string | null;
    swipeId: string | null;
    errors: (FieldError | NotAllowedError | NotFoundError | SwipeLimitError)[];
  }>('SaveRemixVariantPayload')
  .implement({
    description:
      'The result of saving a variant as a swipe: the variant and the swipe, or the errors.',
    fields: (t) => ({
      variant: t.prismaField({
        type: RemixVariantRef,
        nullable: true,
        description: 'The variant, now linked to its swipe; null when the mutation failed.',
        resolve: (query, payload) =>
          payload.variantId
            ? prisma().remixVariant.findUnique({ ...query, where: { id: payload.variantId } })
            : null,
      }),
      swipe: t.prismaField({
        type: SwipeRef,
        nullable: true,
        description: 'The new TEXT swipe; null when the mutation failed.',
        resolve: (query, payload) =>
          payload.swipeId
            ? prisma().swipe.findUnique({ ...query, where: { id: payload.swipeId } })
            : null,
      }),
      errors: t.field({
        type: [SaveRemixVariantError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const CreateRemixInput = builder.inputType('CreateRemixInput', {
  description: 'A brief for AI Remix (docs/remix.md).',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team it is for.' }),
    sourceSwipe: t.globalID({
      for: SwipeRef,
      description:
        "A swipe of the team's to start from: its text is given to the model as quoted data.",
    }),
    product: t.string({
      required: true,
      description: `What is sold and why it matters (at most ${REMIX_BRIEF_LIMITS.product} characters).`,
    }),
    audience: t.string({
      description: `Who the copy is for (at most ${REMIX_BRIEF_LIMITS.audience} characters).`,
    }),
    tone: t.string({ description: `The tone (at most ${REMIX_BRIEF_LIMITS.tone} characters).` }),
    parts: t.field({ type: [RemixPartEnum], required: true, description: 'The parts to write.' }),
    variants: t.int({
      description: `How many variants (${REMIX_VARIANTS.min} to ${REMIX_VARIANTS.max}; ${REMIX_VARIANTS.default} if not given).`,
    }),
  }),
});

const RateRemixVariantInput = builder.inputType('RateRemixVariantInput', {
  description: 'A verdict on a variant.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: RemixVariantRef, description: 'The variant.' }),
    rating: t.field({ type: RemixRatingEnum, description: 'The verdict; null clears it.' }),
  }),
});

const UpdateRemixVariantInput = builder.inputType('UpdateRemixVariantInput', {
  description: "A variant's edited text.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: RemixVariantRef, description: 'The variant.' }),
    text: t.string({ required: true, description: 'Its new text.' }),
  }),
});

const SaveRemixVariantInput = builder.inputType('SaveRemixVariantInput', {
  description: 'A variant to save as a TEXT swipe of its team.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: RemixVariantRef, description: 'The variant.' }),
  }),
});

const DeleteRemixInput = builder.inputType('DeleteRemixInput', {
  description: 'The remix to delete.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: RemixRef, description: 'The remix to delete.' }),
  }),
});

const DeleteRemixPayload = deletePayload('DeleteRemixPayload', 'Remix', RemixError);

builder.mutationFields((t) => ({
  createRemix: t.withAuth({ signedIn: true }).field({
    type: RemixPayload,
    description:
      "Asks the AI provider for variants of new copy (editors and above). Takes them from the team's monthly quota; returns at once with the variants WRITING.",
    args: { input: t.arg({ type: CreateRemixInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await createRemix(
        context.viewer.userId,
        {
          teamId: input.teamId.id,
          sourceSwipeId: input.sourceSwipe?.id,
          product: input.product,
          audience: input.audience,
          tone: input.tone,
          parts: input.parts,
          variants: input.variants,
        },
        context.config,
      );
      return toPayload(result, (value) => value.remixId);
    },
  }),
  rateRemixVariant: t.withAuth({ signedIn: true }).field({
    type: RemixVariantPayload,
    description: 'Rates a variant good or bad, or clears the rating (editors and above).',
    args: { input: t.arg({ type: RateRemixVariantInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await rateRemixVariant(context.viewer.userId, input.id.id, input.rating ?? null),
        (value) => value.variantId,
      ),
  }),
  updateRemixVariant: t.withAuth({ signedIn: true }).field({
    type: RemixVariantPayload,
    description: "Changes a written variant's text (editors and above).",
    args: { input: t.arg({ type: UpdateRemixVariantInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await editRemixVariant(context.viewer.userId, input.id.id, input.text),
        (value) => value.variantId,
      ),
  }),
  saveRemixVariant: t.withAuth({ signedIn: true }).field({
    type: SaveRemixVariantPayload,
    description:
      "Saves a written variant as a new TEXT swipe of the team, linked to the remix's source (the plan's swipe cap applies).",
    args: { input: t.arg({ type: SaveRemixVariantInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await saveRemixVariant(
        context.viewer.userId,
        input.id.id,
        [],
        context.deps.settings,
      );
      return result.ok
        ? { ...result.value, errors: [] }
        : { variantId: null, swipeId: null, errors: result.errors };
    },
  }),
  deleteRemix: t.withAuth({ signedIn: true }).field({
    type: DeleteRemixPayload,
    description: 'Deletes a remix and its variants (swipes saved from it stay).',
    args: { input: t.arg({ type: DeleteRemixInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(await deleteRemix(context.viewer.userId, input.id.id), (v) => v.remixId),
  }),
}));

interface ProgressEvent {
  remixId: string;
  variantId: string | null;
  text: string | null;
  status: 'WRITING' | 'DONE' | 'FAILED' | null;
  error: string | null;
  finished: boolean;
}

const RemixProgressRef = builder.objectRef<ProgressEvent>('RemixProgress').implement({
  description:
    "A variant's text as it is being written, or (finished) the end of the remix's writing.",
  fields: (t) => ({
    remixId: t.id({
      description: 'The remix (global id).',
      resolve: (event) => encodeGlobalID('Remix', event.remixId),
    }),
    variantId: t.id({
      nullable: true,
      description: 'The variant (global id); null on the finishing event.',
      resolve: (event) =>
        event.variantId ? encodeGlobalID('RemixVariant', event.variantId) : null,
    }),
    text: t.exposeString('text', { nullable: true, description: 'Its whole text so far.' }),
    status: t.field({
      type: RemixVariantStatusEnum,
      nullable: true,
      description: 'Where writing it stands.',
      resolve: (event) => event.status,
    }),
    error: t.exposeString('error', { nullable: true, description: 'Why it stopped (FAILED).' }),
    finished: t.exposeBoolean('finished', {
      description: 'Every variant is done or failed: the last event; the stream completes.',
    }),
  }),
});

// How long a subscriber's membership, once checked, is trusted before it is read again: a
// variant sends about ten events a second, and a removed member stops within this.
const MEMBERSHIP_RECHECK_MS = 1000;

builder.subscriptionField('remixProgress', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RemixProgressRef,
    description:
      "A remix's variants as they are written, for members of its team; completes when every variant is done or failed (at once if it is already) or when the viewer's access ends.",
    args: { remixId: t.arg.globalID({ required: true, for: RemixRef }) },
    subscribe: async (_root, { remixId }, context) => {
      const userId = context.viewer.userId;
      const id = remixId.id;
      const source = context.pubsub.subscribe('remix', id)[Symbol.asyncIterator]();
      // Listening already: the variants as saved now come first (a tab that joins late sees
      // the text so far), and each event after them carries its variant's whole text.
      let writing: RemixEvent[] = [];
      const live = await listenThenCheck(source, async () => {
        if (!(await mayReadRemix(userId, id))) return false;
        writing = (await variantsBeingWritten(id)).map((v) => ({
          kind: 'VARIANT',
          variantId: v.id,
          text: v.text,
          status: 'WRITING',
          error: null,
        }));
        return writing.length > 0;
      });
      const stream = startingWith(writing, live);
      let checkedAt = Date.now();
      const whileMember = whileOpen(
        stream,
        new Promise(() => {}),
        () => {
          if (Date.now() - checkedAt < MEMBERSHIP_RECHECK_MS) return true;
          checkedAt = Date.now();
          return mayReadRemix(userId, id);
        },
        () => {},
      );
      return endingAfter(whileMember, (event) => event.kind === 'FINISHED');
    },
    resolve: (event, { remixId }): ProgressEvent =>
      event.kind === 'FINISHED'
        ? {
            remixId: remixId.id,
            variantId: null,
            text: null,
            status: null,
            error: null,
            finished: true,
          }
        : {
            remixId: remixId.id,
            variantId: event.variantId,
            text: event.text,
            status: event.status,
            error: event.error,
            finished: false,
          },
  }),
);
