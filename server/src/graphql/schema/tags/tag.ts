import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../../db/client.js';
import { deleteTag, renameTag } from '../../../services/tags/tags.js';
import { teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { titleContains, titleSearch } from '../../list-search.js';
import { ContentError } from '../errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from '../payloads.js';

export const TagRef = builder.prismaNode('Tag', {
  description: "A label on a team's swipes. Members of the team (any role) see it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title, unique in the team.' }),
    // Kept by the database (the swipe_counters migration), not counted per request.
    swipeCount: t.exposeInt('swipeCount', { description: 'How many swipes carry it.' }),
  }),
});

const RenameTagPayload = nodePayload('RenameTagPayload', 'tag', 'Tag', ContentError);
const DeleteTagPayload = deletePayload('DeleteTagPayload', 'Tag', ContentError);

const DeleteTagInput = builder.inputType('DeleteTagInput', {
  description: 'The tag to delete.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: TagRef, description: 'The tag to delete.' }),
  }),
});

const RenameTagInput = builder.inputType('RenameTagInput', {
  description: 'The tag to rename and its new title.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: TagRef, description: 'The tag to rename.' }),
    title: t.string({ required: true, description: 'The new title.' }),
  }),
});

builder.mutationFields((t) => ({
  renameTag: t.withAuth({ signedIn: true }).field({
    type: RenameTagPayload,
    description: 'Renames a tag (editors and above).',
    args: { input: t.arg({ type: RenameTagInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await renameTag(context.viewer.userId, input.id.id, input.title),
        (value) => value.tagId,
      ),
  }),
  deleteTag: t.withAuth({ signedIn: true }).field({
    type: DeleteTagPayload,
    description: 'Deletes the tag and takes it off every swipe.',
    args: { input: t.arg({ type: DeleteTagInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(await deleteTag(context.viewer.userId, input.id.id), (value) => value.tagId),
  }),
}));

builder.prismaObjectField('Team', 'tags', (t) =>
  t.connection(
    {
      type: TagRef,
      description:
        "The team's tags, alphabetical. Pages both ways, 100 by default, at most 100; `search` narrows them.",
      args: { search: t.arg.string({ ...titleSearch }) },
      resolve: (team, args, context, info) => {
        const query = queryFromInfo({ context, info, typeName: 'Tag', path: ['edges', 'node'] });
        return orderedConnection(args, 100, {
          prefix: 'tag',
          field: 'title',
          direction: 'asc',
          type: 'string',
          where: { teamId: team.id, ...titleContains('title', args.search) },
          findMany: (found) => prisma().tag.findMany({ ...query, ...found }),
          count: (counted) => prisma().tag.count(counted),
        });
      },
    },
    countedConnection,
  ),
);
