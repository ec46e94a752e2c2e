import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../db/client.js';
import type { Team } from '../../generated/prisma/client.js';
import { teamsVisibleTo, usersVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { idCursor, keysetConnection } from '../connections.js';
import { TeamRef } from './team.js';

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
    teams: t.connection({
      type: TeamRef,
      description:
        'The teams the user belongs to, oldest first (the Personal team is created with the account). Pages both ways, 20 by default, at most 100.',
      resolve: (user, args, context, info) => {
        const query = queryFromInfo({ context, info, typeName: 'Team', path: ['edges', 'node'] });
        const visible = teamsVisibleTo(user.id);
        return keysetConnection(args, 20, {
          key: (team: Team) => team.id,
          encode: idCursor.encode,
          decode: (cursor) => idCursor.decode(cursor),
          rows: ({ after, before, backward, limit }) =>
            prisma().team.findMany({
              ...query,
              where: {
                AND: [
                  visible,
                  after ? { id: { gt: after } } : {},
                  before ? { id: { lt: before } } : {},
                ],
              },
              orderBy: { id: backward ? 'desc' : 'asc' },
              take: limit,
            }) as Promise<Team[]>,
          exists: async (id, side) =>
            (await prisma().team.count({
              where: { AND: [visible, { id: side === 'prior' ? { lte: id } : { gte: id } }] },
              take: 1,
            })) > 0,
        });
      },
    }),
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
