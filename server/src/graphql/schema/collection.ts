import { coverPath, coverSelect } from '../../services/collection-covers.js';
import {
  publishCollection,
  shareUrl,
  unpublishCollection,
} from '../../services/collection-sharing.js';
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from '../../services/collections.js';
import { teamContentVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { ContentError } from './errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from './payloads.js';
import { SwipeRef } from './swipe.js';
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
    coverUrl: t.string({
      nullable: true,
      description:
        "The cover image's path for the image endpoint: the chosen swipe's image, else that of the latest added swipe with one.",
      select: coverSelect,
      resolve: coverPath,
    }),
    shareToken: t.exposeString('publicToken', {
      nullable: true,
      description:
        'Set while the collection is published: its public page is /collection/{shareToken}. Members only (like the collection itself).',
    }),
    shareUrl: t.string({
      nullable: true,
      description: 'The public page of a published collection (null while it is not shared).',
      select: { publicToken: true },
      resolve: (collection, _args, context) =>
        collection.publicToken ? shareUrl(context.config.APP_ORIGIN, collection.publicToken) : null,
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    team: t.relation('team'),
    swipeCount: t.relationCount('swipes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef }),
    name: t.string({ required: true }),
    description: t.string(),
  }),
});

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: CollectionRef }),
    name: t.string(),
    description: t.string(),
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

const PublishCollectionInput = builder.inputType('PublishCollectionInput', {
  description: 'The collection to share.',
  fields: (t) => ({
    id: t.globalID({
      required: true,
      for: CollectionRef,
      description: 'The collection to publish.',
    }),
  }),
});

const UnpublishCollectionInput = builder.inputType('UnpublishCollectionInput', {
  description: 'The collection to stop sharing.',
  fields: (t) => ({
    id: t.globalID({
      required: true,
      for: CollectionRef,
      description: 'The collection to unpublish.',
    }),
  }),
});

const DeleteCollectionInput = builder.inputType('DeleteCollectionInput', {
  description: 'The collection to delete.',
  fields: (t) => ({
    id: t.globalID({
      required: true,
      for: CollectionRef,
      description: 'The collection to delete.',
    }),
  }),
});

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
        await updateCollection(context.viewer?.userId ?? '', input.id.id, {
          ...input,
          coverSwipeId:
            input.coverSwipeId === undefined ? undefined : (input.coverSwipeId?.id ?? null),
        }),
        (value) => value.collectionId,
      ),
  }),
  publishCollection: t.field({
    type: PublishCollectionPayload,
    description:
      'Shares the collection at /collection/{shareToken} (editors and above). An already published collection keeps its link.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PublishCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await publishCollection(context.viewer?.userId ?? '', input.id.id),
        (value) => value.collectionId,
      ),
  }),
  unpublishCollection: t.field({
    type: PublishCollectionPayload,
    description: 'Stops sharing the collection: its public link stops working at once.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UnpublishCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await unpublishCollection(context.viewer?.userId ?? '', input.id.id),
        (value) => value.collectionId,
      ),
  }),
  deleteCollection: t.field({
    type: DeleteCollectionPayload,
    description: 'Deletes the collection; its swipes stay in the swipe file.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await deleteCollection(context.viewer?.userId ?? '', input.id.id),
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
