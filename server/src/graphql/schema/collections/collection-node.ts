import { coverPath, coverSelect } from '../../../services/collections/collection-covers.js';
import { shareUrl } from '../../../services/collections/collection-sharing.js';
import { teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';

// The Collection node alone, apart from its inputs and mutations (collection.ts), so the swipe
// schema can name it without importing collection.ts, which names the Swipe node.

export const CollectionRef = builder.prismaNode('Collection', {
  description:
    "A named set of a team's swipes, which may be published at a public link. Members of the team (any role) see it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'What it gathers, in the words of the team.',
    }),
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
    publishedAt: t.expose('publishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was published; null while it is not shared.',
    }),
    team: t.relation('team', { description: 'The team it belongs to.' }),
    swipeCount: t.relationCount('swipes', { description: 'How many swipes it holds.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
  }),
});
