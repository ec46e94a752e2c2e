import { TeamRole, TeamType } from '../../generated/prisma/enums.js';
import { nobody, teamsVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';

export const TeamTypeEnum = builder.enumType(TeamType, { name: 'TeamType' });
export const TeamRoleEnum = builder.enumType(TeamRole, { name: 'TeamRole' });

builder.prismaNode('Team', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [teamsVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.expose('type', { type: TeamTypeEnum }),
    viewerRole: t.field({
      type: TeamRoleEnum,
      nullable: true,
      description: "The viewer's role in this team.",
      select: (_args, context) => ({
        members: {
          where: { userId: context.viewer?.userId ?? nobody },
          select: { role: true },
          take: 1,
        },
      }),
      resolve: (team) => team.members[0]?.role ?? null,
    }),
    swipeCount: t.relationCount('swipes'),
    swipes: t.relatedConnection('swipes', {
      cursor: 'id',
      description: 'Newest first.',
      query: { orderBy: { id: 'desc' } },
    }),
  }),
});
