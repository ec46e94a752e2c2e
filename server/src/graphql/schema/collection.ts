import { prisma } from '../../db/client.js';
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from '../../services/collections.js';
import { teamContentVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { ContentError } from './errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from './payloads.js';
import { TeamRef } from './team.js';

export const CollectionRef = builder.prismaNode('Collection', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [teamContentVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    coverUrl: t.exposeString('coverUrl', { nullable: true }),
    team: t.relation('team'),
    swipeCount: t.relationCount('swipes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const loadCollection = (query: object, id: string) =>
  prisma().collection.findUnique({ ...query, where: { id } });

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef }),
    name: t.string({ required: true }),
    description: t.string(),
    coverUrl: t.string(),
  }),
});

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: CollectionRef }),
    name: t.string(),
    description: t.string(),
    coverUrl: t.string(),
  }),
});

const CreateCollectionPayload = nodePayload(
  'CreateCollectionPayload',
  'collection',
  'Collection',
  ContentError,
  loadCollection,
);
const UpdateCollectionPayload = nodePayload(
  'UpdateCollectionPayload',
  'collection',
  'Collection',
  ContentError,
  loadCollection,
);
const DeleteCollectionPayload = deletePayload(
  'DeleteCollectionPayload',
  'Collection',
  ContentError,
);

builder.mutationFields((t) => ({
  createCollection: t.field({
    type: CreateCollectionPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await createCollection(context.viewer?.userId ?? '', input.teamId.id, input),
        (value) => value.collectionId,
      ),
  }),
  updateCollection: t.field({
    type: UpdateCollectionPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await updateCollection(context.viewer?.userId ?? '', input.id.id, input),
        (value) => value.collectionId,
      ),
  }),
  deleteCollection: t.field({
    type: DeleteCollectionPayload,
    description: 'Deletes the collection; its swipes stay in the swipe file.',
    authScopes: { signedIn: true },
    args: { id: t.arg.globalID({ required: true, for: CollectionRef }) },
    resolve: async (_root, { id }, context) =>
      toDeletePayload(
        await deleteCollection(context.viewer?.userId ?? '', id.id),
        (value) => value.collectionId,
      ),
  }),
}));

builder.prismaObjectField('Team', 'collections', (t) =>
  t.relation('collections', {
    description: "The team's collections, by name.",
    query: { orderBy: { name: 'asc' } },
  }),
);
