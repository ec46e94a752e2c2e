import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../../db/client.js';
import type { ActivityData } from '../../../services/activity/activity.js';
import { activityWhere } from '../../../services/activity/activity.js';
import { decodeId, teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';

// A team's activity feed (docs/collaboration.md, services/activity/activity.ts).

const ActivityKindEnum = builder.enumType('ActivityKind', {
  description: 'What happened.',
  values: {
    SWIPE_ADDED: { description: 'Swipes were added (swipe, or count for an import).' },
    SWIPE_TAGGED: { description: 'Swipes were tagged (tags).' },
    SWIPE_MOVED: {
      description:
        'Swipes were put in collections (collections) or taken out (removedCollections).',
    },
    COMMENTED: { description: 'Someone commented on a swipe (comment, swipe).' },
    MEMBER_JOINED: { description: 'Someone joined the team (actor, role).' },
    PLAN_CHANGED: { description: "The team's plan changed (fromPlan, toPlan)." },
  } as const,
});

const dataOf = (activity: { data: unknown }) => (activity.data ?? {}) as ActivityData;

const ActivityRef = builder.prismaNode('Activity', {
  description: "An entry of a team's activity feed.",
  id: { field: 'id' },
  nullable: true,
  findUnique: teamContentById,
  fields: (t) => ({
    kind: t.expose('kind', { type: ActivityKindEnum, description: 'What happened.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    actor: t.relation('actor', {
      nullable: true,
      description: 'Who did it; null for billing changes and once their account is gone.',
    }),
    swipe: t.relation('swipe', {
      nullable: true,
      description: 'The swipe, when one swipe changed and it still exists.',
    }),
    collection: t.relation('collection', {
      nullable: true,
      description: 'The collection swipes were put in, while it exists.',
    }),
    comment: t.relation('comment', {
      nullable: true,
      description: 'The comment, while it exists.',
    }),
    swipeTitle: t.string({
      nullable: true,
      description: "The swipe's title when it happened.",
      select: { data: true },
      resolve: (activity) => dataOf(activity).title ?? null,
    }),
    count: t.int({
      nullable: true,
      description: 'How many swipes a bulk change or an import touched.',
      select: { data: true },
      resolve: (activity) => dataOf(activity).count ?? null,
    }),
    tags: t.stringList({
      description: 'The tags added.',
      select: { data: true },
      resolve: (activity) => dataOf(activity).tags ?? [],
    }),
    collections: t.stringList({
      description: 'The collections swipes were put in.',
      select: { data: true },
      resolve: (activity) => dataOf(activity).collections ?? [],
    }),
    removedCollections: t.stringList({
      description: 'The collections swipes were taken out of.',
      select: { data: true },
      resolve: (activity) => dataOf(activity).removedCollections ?? [],
    }),
    fromPlan: t.string({
      nullable: true,
      description: 'The plan before (PLAN_CHANGED): FREE, PRO or TEAM.',
      select: { data: true },
      resolve: (activity) => dataOf(activity).from ?? null,
    }),
    toPlan: t.string({
      nullable: true,
      description: 'The plan after (PLAN_CHANGED).',
      select: { data: true },
      resolve: (activity) => dataOf(activity).to ?? null,
    }),
    role: t.string({
      nullable: true,
      description: 'The role a member joined with (MEMBER_JOINED).',
      select: { data: true },
      resolve: (activity) => dataOf(activity).role ?? null,
    }),
  }),
});

builder.prismaObjectField('Team', 'activity', (t) =>
  t.connection(
    {
      type: ActivityRef,
      description:
        'What happened in the team, newest first; filtered by a member (`actorId`, their User id) and kinds. Pages both ways, 20 by default, at most 100.',
      args: {
        actorId: t.arg.id({ description: 'Only what this member (a User id) did.' }),
        kinds: t.arg({ type: [ActivityKindEnum], description: 'Only these kinds.' }),
      },
      resolve: (team, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'Activity',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 20, {
          prefix: 'activity',
          field: 'createdAt',
          direction: 'desc',
          type: 'date',
          where: activityWhere(team.id, {
            actorId: args.actorId ? decodeId(String(args.actorId), 'User') : null,
            kinds: args.kinds,
          }),
          findMany: (found) => prisma().activity.findMany({ ...query, ...found }),
          count: (counted) => prisma().activity.count(counted),
        });
      },
    },
    countedConnection,
  ),
);
