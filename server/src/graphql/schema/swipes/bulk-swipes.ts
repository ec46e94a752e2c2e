import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import {
  FieldError,
  NotAllowedError,
  NotFoundError,
  type ServiceResult,
  SwipeBatchError,
  SwipeBatchOverCapError,
} from '../../../services/errors.js';
import {
  addSwipesToCollection,
  type BulkChange,
  type BulkError,
  type BulkUndo as BulkUndoValue,
  bulkRules,
  deleteSwipes,
  removeSwipesFromCollection,
  tagSwipes,
  transferSwipes,
  undoBulkAction,
  untagSwipes,
} from '../../../services/swipes/bulk-swipes.js';
import { builder } from '../../builder.js';
import { CollectionRef } from '../collections/collection-node.js';
import { ErrorInterface } from '../errors.js';
import { TagRef } from '../tags/tag.js';
import { TeamRef } from '../teams/team.js';
import { SwipeRef } from './swipe.js';

// One mutation per bulk action over many swipes (services/swipes/bulk-swipes.ts): each is all or
// nothing, and every swipe is checked.

const SwipeBatchReasonEnum = builder.enumType('SwipeBatchReason', {
  description: 'Why some swipes of a bulk action could not be changed.',
  values: {
    MISSING: { description: 'They do not exist, or are in a team the viewer is not in.' },
    NOT_ALLOWED: { description: "The viewer's role in their team cannot edit swipes." },
  } as const,
});

builder.objectType(SwipeBatchError, {
  name: 'SwipeBatchError',
  description: 'Some of the chosen swipes cannot be changed; nothing was changed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SwipeBatchError,
  fields: (t) => ({
    reason: t.field({
      type: SwipeBatchReasonEnum,
      description: 'What is wrong with them.',
      resolve: (error) => error.reason,
    }),
    swipeIds: t.idList({
      description: 'The global ids of the swipes at fault.',
      resolve: (error) => error.swipeIds.map((id) => encodeGlobalID('Swipe', id)),
    }),
  }),
});

builder.objectType(SwipeBatchOverCapError, {
  name: 'SwipeBatchOverCapError',
  description:
    "Copying or moving the swipes would take the destination team over its plan's cap; nothing was copied.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SwipeBatchOverCapError,
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'The most swipes the plan holds.' }),
    fits: t.exposeInt('fits', { description: 'How many more swipes the team has room for.' }),
    requested: t.exposeInt('requested', { description: 'How many swipes were chosen.' }),
  }),
});

const BulkSwipesError = builder.unionType('BulkSwipesError', {
  description: 'Why a bulk action on swipes failed (nothing was changed).',
  types: [FieldError, NotAllowedError, NotFoundError, SwipeBatchError, SwipeBatchOverCapError],
});

interface BulkPayload {
  change: BulkChange | null;
  errors: BulkError[];
}

const BulkTagLinks = builder
  .objectRef<BulkUndoValue['tagLinks'][number]>('BulkTagLinks')
  .implement({
    description: 'One tag and the swipes whose link to it an action made or removed.',
    fields: (t) => ({
      tagId: t.id({
        description: 'The global id of the tag.',
        resolve: (group) => encodeGlobalID('Tag', group.tagId),
      }),
      swipeIds: t.idList({
        description: 'The global ids of the swipes.',
        resolve: (group) => group.swipeIds.map((id) => encodeGlobalID('Swipe', id)),
      }),
    }),
  });

const BulkCollectionLinks = builder
  .objectRef<NonNullable<BulkUndoValue['collection']>>('BulkCollectionLinks')
  .implement({
    description: 'A collection and the swipes an action put in it or took out of it.',
    fields: (t) => ({
      collectionId: t.id({
        description: 'The global id of the collection.',
        resolve: (links) => encodeGlobalID('Collection', links.collectionId),
      }),
      swipeIds: t.idList({
        description: 'The global ids of the swipes.',
        resolve: (links) => links.swipeIds.map((id) => encodeGlobalID('Swipe', id)),
      }),
    }),
  });

const BulkUndo = builder.objectRef<BulkUndoValue>('BulkUndo').implement({
  description:
    'Exactly what a tag or collection action changed; give it back to `undoBulkAction` to change back only that (a swipe that already had the tag keeps it).',
  fields: (t) => ({
    added: t.exposeBoolean('added', {
      description:
        'true: the action put the tags on or the swipes in; false: it took them off or out.',
    }),
    tagLinks: t.field({
      type: [BulkTagLinks],
      description: 'Per tag, the swipes whose link to it the action made or removed.',
      resolve: (undo) => undo.tagLinks,
    }),
    createdTagIds: t.idList({
      description: 'The global ids of tags the action created.',
      resolve: (undo) => undo.createdTagIds.map((id) => encodeGlobalID('Tag', id)),
    }),
    collection: t.field({
      type: BulkCollectionLinks,
      nullable: true,
      description: 'The swipes the action put in or took out of a collection.',
      resolve: (undo) => undo.collection,
    }),
  }),
});

const BulkSwipesPayload = builder.objectRef<BulkPayload>('BulkSwipesPayload').implement({
  description: 'The result of a bulk action on swipes: what changed, or why nothing did.',
  fields: (t) => ({
    swipes: t.prismaField({
      type: ['Swipe'],
      description:
        'The swipes as they are now: those changed (tags, collections) or the new copies (copy, move); empty when the mutation failed.',
      resolve: (query, payload) =>
        payload.change?.swipeIds.length
          ? prisma().swipe.findMany({
              ...query,
              where: { id: { in: payload.change.swipeIds } },
              orderBy: { createdAt: 'desc' },
            })
          : [],
    }),
    deletedIds: t.idList({
      description:
        'The global ids of the swipes removed (move, delete): drop them from caches. Empty otherwise.',
      resolve: (payload) =>
        (payload.change?.deletedIds ?? []).map((id) => encodeGlobalID('Swipe', id)),
    }),
    teams: t.prismaField({
      type: ['Team'],
      description:
        'Every team whose swipes changed, as it is now (to refresh counts); the destination first for copy and move.',
      resolve: async (query, payload) => {
        const ids = payload.change?.teamIds ?? [];
        if (!ids.length) return [];
        const teams = await prisma().team.findMany({ ...query, where: { id: { in: ids } } });
        return ids.flatMap((id) => teams.filter((team) => team.id === id));
      },
    }),
    undo: t.field({
      type: BulkUndo,
      nullable: true,
      description:
        'What a tag, untag or collection action changed, for `undoBulkAction`; null for other actions and failures.',
      resolve: (payload) => payload.change?.undo ?? null,
    }),
    errors: t.field({
      type: [BulkSwipesError],
      description: 'Why the mutation failed; empty when it succeeded.',
      resolve: (payload) => payload.errors,
    }),
  }),
});

const toBulkPayload = (result: ServiceResult<BulkChange, BulkError>): BulkPayload =>
  result.ok ? { change: result.value, errors: [] } : { change: null, errors: result.errors };

const swipeIdsOptions = {
  for: SwipeRef,
  required: true,
  description: `The swipes, all in one team the viewer may edit (1 to ${bulkRules.idsMax}).`,
} as const;

// Relay's convention: each mutation has its own input type, even where two take the same fields.
const tagsInput = (name: string) =>
  builder.inputType(name, {
    description: 'Swipes and the tags to put on or take off them (by id, by title, or both).',
    fields: (t) => ({
      swipeIds: t.globalIDList(swipeIdsOptions),
      tagIds: t.globalIDList({ for: TagRef, description: "Tags of the swipes' team." }),
      tags: t.stringList({
        description:
          'Tag titles, matched regardless of case; when tagging, missing ones are created in the team.',
      }),
    }),
  });

const collectionInput = (name: string) =>
  builder.inputType(name, {
    description: 'Swipes and a collection of their team.',
    fields: (t) => ({
      swipeIds: t.globalIDList(swipeIdsOptions),
      collectionId: t.globalID({
        for: CollectionRef,
        required: true,
        description: 'The collection.',
      }),
    }),
  });

const transferInput = (name: string) =>
  builder.inputType(name, {
    description: 'Swipes and the team to copy or move them to.',
    fields: (t) => ({
      swipeIds: t.globalIDList(swipeIdsOptions),
      teamId: t.globalID({
        for: TeamRef,
        required: true,
        description: 'Another team the viewer may edit (editors and above).',
      }),
    }),
  });

const DeleteSwipesInput = builder.inputType('DeleteSwipesInput', {
  description: 'The swipes to delete.',
  fields: (t) => ({ swipeIds: t.globalIDList(swipeIdsOptions) }),
});

const BulkTagLinksInput = builder.inputType('BulkTagLinksInput', {
  description: 'One tag and the swipes whose link to it an action made or removed.',
  fields: (t) => ({
    tagId: t.globalID({ for: TagRef, required: true, description: 'The tag.' }),
    swipeIds: t.globalIDList(swipeIdsOptions),
  }),
});

const BulkCollectionLinksInput = builder.inputType('BulkCollectionLinksInput', {
  description: 'A collection and the swipes an action put in it or took out of it.',
  fields: (t) => ({
    collectionId: t.globalID({
      for: CollectionRef,
      required: true,
      description: 'The collection.',
    }),
    swipeIds: t.globalIDList(swipeIdsOptions),
  }),
});

const UndoBulkActionInput = builder.inputType('UndoBulkActionInput', {
  description: "A bulk action's `undo`, as its payload gave it.",
  fields: (t) => ({
    added: t.boolean({
      required: true,
      description: 'true: the action put these on or in (undo takes them off or out).',
    }),
    tagLinks: t.field({ type: [BulkTagLinksInput], description: 'Per tag, the swipes.' }),
    createdTagIds: t.globalIDList({ for: TagRef, description: 'Tags the action created.' }),
    collection: t.field({ type: BulkCollectionLinksInput, description: 'The collection links.' }),
  }),
});

const dbIds = (ids: readonly { id: string }[]) => ids.map((id) => id.id);

builder.mutationFields((t) => ({
  tagSwipes: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Puts tags on many swipes (editors and above; at most ${bulkRules.idsMax}); a swipe keeps at most 20 tags.`,
    args: { input: t.arg({ type: tagsInput('TagSwipesInput'), required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await tagSwipes(context.viewer.userId, dbIds(input.swipeIds), {
          tagIds: input.tagIds ? dbIds(input.tagIds) : null,
          tags: input.tags,
        }),
      ),
  }),
  untagSwipes: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Takes tags off many swipes (editors and above; at most ${bulkRules.idsMax}); the tags stay in the team.`,
    args: { input: t.arg({ type: tagsInput('UntagSwipesInput'), required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await untagSwipes(context.viewer.userId, dbIds(input.swipeIds), {
          tagIds: input.tagIds ? dbIds(input.tagIds) : null,
          tags: input.tags,
        }),
      ),
  }),
  addSwipesToCollection: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Adds many swipes to a collection of their team (editors and above; at most ${bulkRules.idsMax}).`,
    args: { input: t.arg({ type: collectionInput('AddSwipesToCollectionInput'), required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await addSwipesToCollection(
          context.viewer.userId,
          dbIds(input.swipeIds),
          input.collectionId.id,
        ),
      ),
  }),
  removeSwipesFromCollection: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Takes many swipes out of a collection (editors and above; at most ${bulkRules.idsMax}).`,
    args: {
      input: t.arg({ type: collectionInput('RemoveSwipesFromCollectionInput'), required: true }),
    },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await removeSwipesFromCollection(
          context.viewer.userId,
          dbIds(input.swipeIds),
          input.collectionId.id,
        ),
      ),
  }),
  copySwipesToTeam: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Copies many swipes, with their files and tags, to another team (editors and above in both; at most ${bulkRules.idsMax}). The destination's Free cap applies to the whole batch.`,
    args: { input: t.arg({ type: transferInput('CopySwipesToTeamInput'), required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await transferSwipes(
          context.viewer.userId,
          dbIds(input.swipeIds),
          input.teamId.id,
          'copy',
          context.deps,
        ),
      ),
  }),
  moveSwipesToTeam: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Moves many swipes to another team: copies them with their files and tags, then deletes the originals (new ids; at most ${bulkRules.idsMax}). The destination's Free cap applies to the whole batch.`,
    args: { input: t.arg({ type: transferInput('MoveSwipesToTeamInput'), required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await transferSwipes(
          context.viewer.userId,
          dbIds(input.swipeIds),
          input.teamId.id,
          'move',
          context.deps,
        ),
      ),
  }),
  undoBulkAction: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description:
      "Changes back exactly what a tag, untag or collection action changed (its payload's `undo`), with the same checks (editors and above); tags the action created go when no swipe carries them.",
    args: { input: t.arg({ type: UndoBulkActionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(
        await undoBulkAction(context.viewer.userId, {
          added: input.added,
          tagLinks: (input.tagLinks ?? []).map((group) => ({
            tagId: group.tagId.id,
            swipeIds: dbIds(group.swipeIds),
          })),
          createdTagIds: dbIds(input.createdTagIds ?? []),
          collection: input.collection
            ? {
                collectionId: input.collection.collectionId.id,
                swipeIds: dbIds(input.collection.swipeIds),
              }
            : null,
        }),
      ),
  }),
  deleteSwipes: t.withAuth({ signedIn: true }).field({
    type: BulkSwipesPayload,
    description: `Deletes many swipes and their files (editors and above; at most ${bulkRules.idsMax}).`,
    args: { input: t.arg({ type: DeleteSwipesInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toBulkPayload(await deleteSwipes(context.viewer.userId, dbIds(input.swipeIds), context.deps)),
  }),
}));
