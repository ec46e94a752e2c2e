import { deleteTag, renameTag } from '../../services/tags.js';
import { teamContentVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { ContentError } from './errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from './payloads.js';

export const TagRef = builder.prismaNode('Tag', {
  description: "A label on a team's swipes. Members of the team (any role) see it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [teamContentVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title, unique in the team.' }),
    swipeCount: t.relationCount('swipes', { description: 'How many swipes carry it.' }),
  }),
});

const RenameTagPayload = nodePayload('RenameTagPayload', 'tag', 'Tag', ContentError);
const DeleteTagPayload = deletePayload('DeleteTagPayload', 'Tag', ContentError);

builder.mutationFields((t) => ({
  renameTag: t.field({
    type: RenameTagPayload,
    description: 'Renames a tag (editors and above).',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.globalID({ required: true, for: TagRef }),
      title: t.arg.string({ required: true, description: 'The new title.' }),
    },
    resolve: async (_root, { id, title }, context) =>
      toPayload(
        await renameTag(context.viewer?.userId ?? '', id.id, title),
        (value) => value.tagId,
      ),
  }),
  deleteTag: t.field({
    type: DeleteTagPayload,
    description: 'Deletes the tag and takes it off every swipe.',
    authScopes: { signedIn: true },
    args: { id: t.arg.globalID({ required: true, for: TagRef }) },
    resolve: async (_root, { id }, context) =>
      toDeletePayload(await deleteTag(context.viewer?.userId ?? '', id.id), (value) => value.tagId),
  }),
}));

builder.prismaObjectField('Team', 'tags', (t) =>
  t.relation('tags', {
    description: "The team's tags, alphabetical.",
    query: { orderBy: { title: 'asc' } },
  }),
);
