import { prisma } from '../../db/client.js';
import { teamsVisibleTo, usersVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';

builder.prismaNode('User', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [usersVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    isAdmin: t.exposeBoolean('isAdmin'),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true }),
    signupSource: t.exposeString('signupSource'),
    referralId: t.string({
      nullable: true,
      description: 'The affiliate referral the user signed up with (only for the user themself).',
      select: { id: true, referralId: true },
      resolve: (user, _args, context) =>
        user.id === context.viewer?.userId ? user.referralId : null,
    }),
    extensionInstalled: t.exposeBoolean('extensionInstalled'),
    teams: t.prismaConnection(
      {
        type: 'Team',
        cursor: 'id',
        description:
          'The teams the user belongs to, oldest first (the Personal team is created with the account).',
        resolve: (query, user) =>
          prisma().team.findMany({
            ...query,
            where: teamsVisibleTo(user.id),
            orderBy: { id: 'asc' },
          }),
      },
      {},
    ),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, context) =>
      context.viewer
        ? prisma().user.findUnique({ ...query, where: { id: context.viewer.userId } })
        : null,
  }),
);
