import { prisma } from '../../../db/client.js';
import type { UserEventKind } from '../../../realtime/channels.js';
import { builder } from '../../builder.js';

// Live changes that concern the signed-in user themself rather than one of their teams.

const ViewerEventKind = builder.enumType('ViewerEventKind', {
  description: 'What changed about the viewer.',
  values: {
    INVITES_CHANGED: { description: 'An invite to the viewer was sent, withdrawn or accepted.' },
    NOTIFICATIONS_CHANGED: {
      description: 'Their inbox changed: a notification arrived, or some were read.',
    },
    ONBOARDING_CHANGED: {
      description: 'A step of their onboarding was done or skipped, or the guide shown or hidden.',
    },
    SUPPORT_CHANGED: {
      description: 'Their support conversation changed: a message, a read, closed or reopened.',
    },
  } as const,
});

const ViewerEvent = builder.objectRef<{ kind: UserEventKind }>('ViewerEvent').implement({
  description: 'Something changed about the viewer themself.',
  fields: (t) => ({
    kind: t.field({
      type: ViewerEventKind,
      description: 'What changed.',
      resolve: (event) => event.kind,
    }),
    viewer: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'The viewer as they are now (select their invites or onboarding).',
      resolve: (query, _event, _args, context) =>
        context.viewer
          ? prisma().user.findUnique({ ...query, where: { id: context.viewer.userId } })
          : null,
    }),
  }),
});

builder.subscriptionField('viewerEvents', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ViewerEvent,
    description: "Changes about the viewer themself, such as invites to join someone's team.",
    subscribe: (_root, _args, context) => context.pubsub.subscribe('user', context.viewer.userId),
    resolve: (event) => event,
  }),
);
