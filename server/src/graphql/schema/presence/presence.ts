import { encodeGlobalID } from '@pothos/plugin-relay';
import { openPresence, type PresentMember } from '../../../realtime/presence.js';
import { presentMemberOf } from '../../../services/presence/presence.js';
import { Permission, requireTeamRole } from '../../../services/teams/permissions.js';
import { builder } from '../../builder.js';
import { SwipeRef } from '../swipes/swipe.js';
import { TeamRef } from '../teams/team.js';

// Presence (docs/collaboration.md, realtime/presence.ts): a tab subscribes to `teamPresence`
// while it has the team open, naming the swipe its detail view shows; every subscriber gets the
// team's present members whenever that changes.

const PresentMemberRef = builder.objectRef<PresentMember>('PresentMember').implement({
  description: 'A member who has the team open, in one tab or more.',
  fields: (t) => ({
    userId: t.id({
      description: 'Their User id (the viewer is among them: compare with `viewer.id`).',
      resolve: (m) => encodeGlobalID('User', m.userId),
    }),
    name: t.exposeString('name', { description: 'Their name.' }),
    swipeIds: t.idList({
      description: "The swipes their tabs' detail views show (none: they browse the team).",
      resolve: (m) => m.swipeIds.map((id) => encodeGlobalID('Swipe', id)),
    }),
  }),
});

/** The most members a presence message lists (`count` says how many there are). */
export const PRESENCE_LIST_MAX = 20;

// Nothing here reads who the viewer is: a change's answer is made once for all the tabs that
// subscribed with the same variables (graphql/shared-event-results.ts), not once per tab.
const TeamPresenceRef = builder
  .objectRef<{ members: PresentMember[]; swipeId: string | null }>('TeamPresence')
  .implement({
    description: "Who has the team open now, and what they're looking at.",
    fields: (t) => ({
      count: t.int({
        description: 'How many members have the team open, the viewer included.',
        resolve: (p) => p.members.length,
      }),
      members: t.field({
        type: [PresentMemberRef],
        description: `Up to ${PRESENCE_LIST_MAX} of them, the viewer among them: those looking at the same swipe as this tab first, then the others in the order they arrived.`,
        resolve: (p) => {
          const viewing = (m: PresentMember) =>
            Boolean(p.swipeId && m.swipeIds.includes(p.swipeId));
          return [...p.members.filter(viewing), ...p.members.filter((m) => !viewing(m))].slice(
            0,
            PRESENCE_LIST_MAX,
          );
        },
      }),
    }),
  });

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
      const presence = openPresence(context.presence, teamId);
      const member = await presentMemberOf(teamId, userId, swipeId?.id);
      if (!member) {
        presence.close();
        return (async function* () {})();
      }
      return presence.start({ userId, ...member });
    },
    resolve: (members, { swipeId }) => ({ members, swipeId: swipeId?.id ?? null }),
  }),
);
