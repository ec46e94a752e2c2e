import { CreatedVia, SwipeKind } from '../../generated/prisma/enums.js';
import { swipesVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';

const SwipeKindEnum = builder.enumType(SwipeKind, { name: 'SwipeKind' });
const CreatedViaEnum = builder.enumType(CreatedVia, { name: 'CreatedVia' });

builder.prismaNode('Swipe', {
  id: { field: 'id' },
  nullable: true,
  // Swipes carry page text and email HTML: load only the columns a query asks for.
  select: { id: true },
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [swipesVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    kind: t.expose('kind', { type: SwipeKindEnum }),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    source: t.exposeString('source', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    createdVia: t.expose('createdVia', { type: CreatedViaEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
