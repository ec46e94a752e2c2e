import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../db/client.js';
import { TEAM_EVENT_KINDS, type TeamEvent } from '../../realtime/team-events.js';
import { Permission, requireTeamRole } from '../../services/permissions.js';
import {
  invitesVisibleTo,
  teamContentVisibleTo,
  teamsVisibleTo,
} from '../../services/visibility.js';
import { builder } from '../builder.js';
import { TeamRef } from './team.js';

const TeamEventKindEnum = builder.enumType('TeamEventKind', { values: TEAM_EVENT_KINDS });

const deletedType: Partial<Record<TeamEvent['kind'], string>> = {
  SWIPE_DELETED: 'Swipe',
  TAG_DELETED: 'Tag',
  COLLECTION_DELETED: 'Collection',
  MEMBER_LEFT: 'TeamMember',
  INVITE_DELETED: 'Invite',
  TEAM_DELETED: 'Team',
};

// Each subscriber loads what changed with its own visibility, so a payload never shows more
// than the same query would.
const TeamEventRef = builder.objectRef<TeamEvent>('TeamEvent').implement({
  description: 'Something changed in a team: the changed node, or the id of the deleted one.',
  fields: (t) => ({
    kind: t.field({ type: TeamEventKindEnum, resolve: (event) => event.kind }),
    at: t.field({
      type: 'DateTime',
      description: 'When the change was published.',
      resolve: (event) => new Date(event.at),
    }),
    deletedId: t.id({
      nullable: true,
      resolve: (event) => {
        const type = deletedType[event.kind];
        return type ? encodeGlobalID(type, event.id) : null;
      },
    }),
    swipe: t.prismaField({
      type: 'Swipe',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'SWIPE_CREATED' || event.kind === 'SWIPE_UPDATED'
          ? prisma().swipe.findFirst({
              ...query,
              where: { id: event.id, ...teamContentVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
    tag: t.prismaField({
      type: 'Tag',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'TAG_CHANGED'
          ? prisma().tag.findFirst({
              ...query,
              where: { id: event.id, ...teamContentVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
    collection: t.prismaField({
      type: 'Collection',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'COLLECTION_CHANGED'
          ? prisma().collection.findFirst({
              ...query,
              where: { id: event.id, ...teamContentVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
    member: t.prismaField({
      type: 'TeamMember',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'MEMBER_JOINED' || event.kind === 'MEMBER_UPDATED'
          ? prisma().teamMember.findFirst({
              ...query,
              where: { id: event.id, ...teamContentVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
    invite: t.prismaField({
      type: 'Invite',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'INVITE_CREATED'
          ? prisma().invite.findFirst({
              ...query,
              where: { id: event.id, ...invitesVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
    team: t.prismaField({
      type: 'Team',
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === 'TEAM_UPDATED'
          ? prisma().team.findFirst({
              ...query,
              where: { id: event.id, ...teamsVisibleTo(context.viewer?.userId) },
            })
          : null,
    }),
  }),
});

builder.subscriptionField('teamEvents', (t) =>
  t.field({
    type: TeamEventRef,
    description:
      'Live changes in a team the viewer is a member of: swipes, tags, collections, members and invites. Ends when the viewer leaves or is removed, or the team is deleted.',
    args: { teamId: t.arg.globalID({ required: true, for: TeamRef }) },
    // Checked when the subscription starts; each event's nodes are then loaded as the viewer.
    authScopes: async (_root, { teamId }, context) =>
      Boolean(context.viewer) &&
      (await requireTeamRole(context.viewer?.userId ?? '', teamId.id, Permission.readTeam)).ok,
    subscribe: async function* (_root, { teamId }, context) {
      const userId = context.viewer?.userId ?? '';
      for await (const event of context.pubsub.subscribe('team', teamId.id)) {
        yield event;
        if (event.kind === 'TEAM_DELETED') return;
        if (event.kind === 'MEMBER_LEFT' && event.userId === userId) return;
      }
    },
    resolve: (event) => event,
  }),
);
