import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../../db/client.js';
import type { Team } from '../../../generated/prisma/client.js';
import {
  teamsVisibleTo,
  usersVisibleTo,
  uuidOrNobody,
} from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { idCursor, keysetConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { TeamRef } from '../teams/team.js';

builder.prismaNode('User', {
  description:
    "A person with an account. Others (a comment's author, a teammate in the activity feed) see only their id and name; every other field is for the user themself.",
  id: { field: 'id', skipTypeScopes: true },
  nullable: true,
  // A User reached through a relation (a comment's author, an activity's actor, an invite's
  // sender) is someone else: only `id` and `name` skip this, every other field of the type,
  // wherever it is defined, is the user's own (their teams, tokens, address, inbox…).
  authScopes: (user, context) => user.id === context.viewer?.userId,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [usersVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Their email address, to sign in with.' }),
    name: t.exposeString('name', { description: 'Their name.', skipTypeScopes: true }),
    isAdmin: t.exposeBoolean('isAdmin', {
      description: 'Whether they administer this server (they may grant plans).',
    }),
    registeredAt: t.expose('registeredAt', {
      type: 'DateTime',
      description: 'When they signed up.',
    }),
    lastSignInAt: t.expose('lastSignInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they last signed in; null: never since signing up.',
    }),
    signupSource: t.exposeString('signupSource', {
      description: 'Where the account was made, as recorded at sign-up ("web" for the web app).',
    }),
    referralId: t.string({
      nullable: true,
      description: 'The affiliate referral the user signed up with (only for the user themself).',
      select: { id: true, referralId: true },
      resolve: (user, _args, context) =>
        user.id === context.viewer?.userId ? user.referralId : null,
    }),
    extensionInstalled: t.exposeBoolean('extensionInstalled', {
      description: 'Whether they have signed the browser extension in.',
    }),
    teams: t.connection(
      {
        type: TeamRef,
        description:
          'The teams the user belongs to, oldest first (the Personal team is created with the account). Pages both ways, 20 by default, at most 100.',
        resolve: async (user, args, context, info) => {
          const query = queryFromInfo({ context, info, typeName: 'Team', path: ['edges', 'node'] });
          const visible = teamsVisibleTo(user.id);
          const connection = await keysetConnection(args, 20, {
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
          return { ...connection, totalCount: () => prisma().team.count({ where: visible }) };
        },
      },
      countedConnection,
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
