import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../db/client.js';
import { type PresentMember, presenceFeed } from '../../realtime/presence.js';
import type { TeamEvent } from '../../realtime/team-events.js';
import { Permission, requireTeamRole } from '../../services/permissions.js';
import { uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { SwipeRef } from './swipe.js';
import { TeamRef } from './team.js';

// Presence (docs/collaboration.md, realtime/presence.ts): a tab subscribes to `teamPresence`
// while it has the team open, naming the swipe its detail view shows; every subscriber gets the
// team's present members whenever that changes.

const PresentMemberRef = builder
  .objectRef<PresentMember & { viewerId: string }>('PresentMember')
  .implement({
    description: 'A member who has the team open, in one tab or more.',
    fields: (t) => ({
      userId: t.id({
        description: 'Their User id.',
        resolve: (m) => encodeGlobalID('User', m.userId),
      }),
      name: t.exposeString('name', { description: 'Their name.' }),
      swipeIds: t.idList({
        description: "The swipes their tabs' detail views show (none: they browse the team).",
        resolve: (m) => m.swipeIds.map((id) => encodeGlobalID('Swipe', id)),
      }),
      isViewer: t.boolean({
        description: 'Whether this is the viewer (in this tab or another).',
        resolve: (m) => m.userId === m.viewerId,
      }),
    }),
  });

const TeamPresenceRef = builder
  .objectRef<{ members: PresentMember[]; viewerId: string }>('TeamPresence')
  .implement({
    description: "Who has the team open now, and what they're looking at.",
    fields: (t) => ({
      members: t.field({
        type: [PresentMemberRef],
        description: 'The members present, in the order they arrived (the viewer too).',
        resolve: (p) => p.members.map((m) => ({ ...m, viewerId: p.viewerId })),
      }),
    }),
  });

const endsPresence = (event: TeamEvent, userId: string) =>
  event.kind === 'TEAM_DELETED' || (event.kind === 'MEMBER_LEFT' && event.userId === userId);

builder.subscriptionField('teamPresence', (t) =>
  t.field({
    type: TeamPresenceRef,
    description:
      "Makes this tab present in a team (viewing `swipeId`, if given) while it lasts, and answers the team's present members now and after every change. Ends when the viewer leaves or is removed, the team is deleted, or their session or token ends.",
    args: {
      teamId: t.arg.globalID({ required: true, for: TeamRef }),
      swipeId: t.arg.globalID({
        for: SwipeRef,
        description: "The swipe the tab's detail view shows (one of the team's).",
      }),
    },
    authScopes: async (_root, { teamId }, context) =>
      context.viewer !== null &&
      (await requireTeamRole(context.viewer.userId, teamId.id, Permission.readTeam)).ok,
    subscribe: async (_root, { teamId: { id: teamId }, swipeId }, context) => {
      const userId = context.viewer?.userId ?? '';
      // Listens to the team first, then checks: a removal in between is not missed.
      const teamEvents = context.pubsub.subscribe('team', teamId)[Symbol.asyncIterator]();
      const firstEvent = teamEvents.next();
      const [member, swipe] = await Promise.all([
        prisma().teamMember.findFirst({
          where: { teamId: uuidOrNobody(teamId), userId },
          select: { user: { select: { name: true } } },
        }),
        swipeId
          ? prisma().swipe.findFirst({
              where: { id: uuidOrNobody(swipeId.id), teamId: uuidOrNobody(teamId) },
              select: { id: true },
            })
          : null,
      ]);
      if (!member) {
        await teamEvents.return?.();
        return (async function* () {})();
      }
      const ended = (async () => {
        let step = await firstEvent;
        while (!step.done && !endsPresence(step.value, userId)) step = await teamEvents.next();
      })();
      return presenceFeed(
        context.presence,
        teamId,
        { userId, name: member.user.name, swipeId: swipe?.id ?? null },
        ended,
        () => void teamEvents.return?.(),
      );
    },
    resolve: (members, _args, context) => ({ members, viewerId: context.viewer?.userId ?? '' }),
  }),
);
