import { TeamRole, TeamType } from '../../generated/prisma/enums.js';
import {
  type SwipeAllowance as SwipeAllowanceShape,
  swipeAllowance,
} from '../../services/swipe-limits.js';
import { nobody, teamsVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';

export const TeamTypeEnum = builder.enumType(TeamType, { name: 'TeamType' });
export const TeamRoleEnum = builder.enumType(TeamRole, { name: 'TeamRole' });

const SwipeAllowance = builder.objectRef<SwipeAllowanceShape>('SwipeAllowance').implement({
  description: 'How many swipes the team holds and may still add on its plan.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    limit: t.exposeInt('limit', { nullable: true, description: 'Null when the plan has no cap.' }),
    remaining: t.exposeInt('remaining', { nullable: true }),
  }),
});

export const TeamRef = builder.prismaNode('Team', {
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
    swipeAllowance: t.field({
      type: SwipeAllowance,
      select: { _count: { select: { swipes: true } }, subscription: { select: { status: true } } },
      resolve: (team, _args, context) =>
        swipeAllowance(
          { swipeCount: team._count.swipes, subscription: team.subscription },
          context.config.FREE_SWIPE_LIMIT,
        ),
    }),
  }),
});
