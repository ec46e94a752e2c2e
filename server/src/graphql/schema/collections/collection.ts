import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../../db/client.js';
import {
  publishCollection,
  unpublishCollection,
} from '../../../services/collections/collection-sharing.js';
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from '../../../services/collections/collections.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { titleContains, titleSearch } from '../../list-search.js';
import { ContentError } from '../errors.js';
import { deletePayload, idInput, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { SwipeRef } from '../swipes/swipe.js';
import { TeamRef } from '../teams/team.js';
import { CollectionRef } from './collection-node.js';

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  description: 'A new collection.',
  fields: (t) => ({
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team to make it in (editors and above).',
    }),
    name: t.string({
      required: true,
      description:
        'Its name: no other collection of the team may have it, in any case (at most 100 characters).',
    }),
    description: t.string({ description: 'What it gathers.' }),
  }),
});

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.globalID({
      required: true,
      for: CollectionRef,
      description: 'The collection to change.',
    }),
    name: t.string({
      description: 'A new name, which no other collection of the team may have, in any case.',
    }),
    description: t.string({ description: 'A new description.' }),
    coverSwipeId: t.globalID({
      for: SwipeRef,
      description: 'A swipe in the collection to use as its cover; null picks one automatically.',
    }),
  }),
});

const CreateCollectionPayload = nodePayload(
  'CreateCollectionPayload',
  'collection',
  'Collection',
  ContentError,
);
const UpdateCollectionPayload = nodePayload(
  'UpdateCollectionPayload',
  'collection',
  'Collection',
  ContentError,
);
const PublishCollectionPayload = nodePayload(
  'PublishCollectionPayload',
  'collection',
  'Collection',
  ContentError,
);
const DeleteCollectionPayload = deletePayload(
  'DeleteCollectionPayload',
  'Collection',
  ContentError,
);

const PublishCollectionInput = idInput('PublishCollectionInput', 'The collection to share.', {
  ref: CollectionRef,
  description: 'The collection to publish.',
});

const UnpublishCollectionInput = idInput(
  'UnpublishCollectionInput',
  'The collection to stop sharing.',
  { ref: CollectionRef, description: 'The collection to unpublish.' },
);

const DeleteCollectionInput = idInput('DeleteCollectionInput', 'The collection to delete.', {
  ref: CollectionRef,
  description: 'The collection to delete.',
});

builder.mutationFields((t) => ({
  createCollection: t.withAuth({ signedIn: true }).field({
    type: CreateCollectionPayload,
    description: 'Makes a collection in a team (editors and above).',
    args: { input: t.arg({ type: CreateCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await createCollection(context.viewer.userId, input.teamId.id, input),
        (value) => value.collectionId,
      ),
  }),
  updateCollection: t.withAuth({ signedIn: true }).field({
    type: UpdateCollectionPayload,
    description: 'Renames a collection, or changes its description or cover (editors and above).',
    args: { input: t.arg({ type: UpdateCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await updateCollection(context.viewer.userId, input.id.id, {
          ...input,
          coverSwipeId:
            input.coverSwipeId === undefined ? undefined : (input.coverSwipeId?.id ?? null),
        }),
        (value) => value.collectionId,
      ),
  }),
  publishCollection: t.withAuth({ signedIn: true }).field({
    type: PublishCollectionPayload,
    description:
      'Shares the collection at /collection/{shareToken} (editors and above). An already published collection keeps its link.',
    args: { input: t.arg({ type: PublishCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await publishCollection(context.viewer.userId, input.id.id),
        (value) => value.collectionId,
      ),
  }),
  unpublishCollection: t.withAuth({ signedIn: true }).field({
    type: PublishCollectionPayload,
    description: 'Stops sharing the collection: its public link stops working at once.',
    args: { input: t.arg({ type: UnpublishCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await unpublishCollection(context.viewer.userId, input.id.id),
        (value) => value.collectionId,
      ),
  }),
  deleteCollection: t.withAuth({ signedIn: true }).field({
    type: DeleteCollectionPayload,
    description: 'Deletes the collection; its swipes stay in the swipe file.',
    args: { input: t.arg({ type: DeleteCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await deleteCollection(context.viewer.userId, input.id.id),
        (value) => value.collectionId,
      ),
  }),
}));

builder.prismaObjectField('Team', 'collections', (t) =>
  t.connection(
    {
      type: CollectionRef,
      description:
        "The team's collections, by name. Pages both ways, 100 by default, at most 100; `search` narrows them.",
      args: { search: t.arg.string({ ...titleSearch }) },
      resolve: (team, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'Collection',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 100, {
          prefix: 'collection',
          field: 'name',
          direction: 'asc',
          type: 'string',
          where: { teamId: team.id, ...titleContains('name', args.search) },
          findMany: (found) => prisma().collection.findMany({ ...query, ...found }),
          count: (counted) => prisma().collection.count(counted),
        });
      },
    },
    countedConnection,
  ),
);
