import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import type { TEAM_EVENT_KINDS, TeamEvent } from '../../../realtime/channels.js';
import { endingAfter, keeping, listenThenCheck } from '../../../realtime/event-streams.js';
import { Permission, requireTeamRole } from '../../../services/teams/permissions.js';
import { teamMemberUserIds } from '../../../services/teams/teams.js';
import { builder } from '../../builder.js';
import { TeamRef } from './team.js';

const TeamEventKindEnum = builder.enumType('TeamEventKind', {
  description: 'What changed in a team; the event carries the changed node, or deletedId.',
  values: {
    SWIPE_CREATED: { description: 'A swipe was added (swipe).' },
    SWIPE_UPDATED: { description: 'A swipe changed, or its capture moved on (swipe).' },
    SWIPE_DELETED: { description: 'A swipe was deleted (deletedId).' },
    TAG_CHANGED: { description: 'A tag was made or renamed (tag).' },
    TAG_DELETED: { description: 'A tag was deleted (deletedId).' },
    COLLECTION_CHANGED: { description: 'A collection was made or changed (collection).' },
    COLLECTION_DELETED: { description: 'A collection was deleted (deletedId).' },
    MEMBER_JOINED: { description: 'Someone joined (member).' },
    MEMBER_UPDATED: { description: "A member's role changed (member)." },
    MEMBER_LEFT: { description: 'A member left or was removed (deletedId).' },
    INVITE_CREATED: { description: 'An invite was sent (invite).' },
    INVITE_DELETED: { description: 'An invite was withdrawn, declined or accepted (deletedId).' },
    TEAM_UPDATED: { description: 'The team was renamed or its plan changed (team).' },
    TEAM_DELETED: { description: 'The team was deleted (deletedId); the subscription completes.' },
    TRACKED_BRAND_CHANGED: {
      description: 'A tracked brand was added, paused, resumed or checked (trackedBrand).',
    },
    TRACKED_BRAND_DELETED: { description: 'A tracked brand was removed (deletedId).' },
    COMMENT_CHANGED: {
      description: 'A comment was written, edited, or its thread resolved or reopened (comment).',
    },
    COMMENT_DELETED: { description: 'A comment was deleted, with its replies (deletedId).' },
    TRACKED_ADS_SAVED: {
      description:
        "A tracked brand's check saved new ads (trackedBrand: lastSavedCount says how many).",
    },
  } satisfies Record<(typeof TEAM_EVENT_KINDS)[number], { description: string }>,
});

const deletedType: Partial<Record<TeamEvent['kind'], string>> = {
  SWIPE_DELETED: 'Swipe',
  TAG_DELETED: 'Tag',
  COLLECTION_DELETED: 'Collection',
  MEMBER_LEFT: 'TeamMember',
  INVITE_DELETED: 'Invite',
  TEAM_DELETED: 'Team',
  TRACKED_BRAND_DELETED: 'TrackedBrand',
  COMMENT_DELETED: 'Comment',
};

// Who may have an event is decided per subscriber and per event: a member of the team when the
// event is handled (its members are read once per event, for all its subscribers on this
// instance), or the member a MEMBER_LEFT event removes, who is told so and whose stream ends.
// A membership that ends without its event reaching this instance (a Redis message lost)
// still stops the events at once.
const membersByEvent = new WeakMap<TeamEvent, Promise<Set<string>>>();
function membersOf(event: TeamEvent): Promise<Set<string>> {
  let members = membersByEvent.get(event);
  if (!members) {
    members = teamMemberUserIds(event.teamId)
      // Unreadable: nobody gets the event (it could not be executed either).
      .catch(() => new Set<string>());
    membersByEvent.set(event, members);
  }
  return members;
}
async function mayHave(event: TeamEvent, userId: string): Promise<boolean> {
  if (event.kind === 'TEAM_DELETED' || (event.kind === 'MEMBER_LEFT' && event.userId === userId))
    return true;
  return (await membersOf(event)).has(userId);
}

const TeamEventRef = builder.objectRef<TeamEvent>('TeamEvent').implement({
  description: 'Something changed in a team: the changed node, or the id of the deleted one.',
  fields: (t) => ({
    kind: t.field({
      type: TeamEventKindEnum,
      description: 'What changed.',
      resolve: (event) => event.kind,
    }),
    at: t.field({
      type: 'DateTime',
      description: 'When the change was published.',
      resolve: (event) => new Date(event.at),
    }),
    deletedId: t.id({
      nullable: true,
      description: 'The global id of what a *_DELETED or MEMBER_LEFT event removed.',
      resolve: (event) => {
        const type = deletedType[event.kind];
        return type ? encodeGlobalID(type, event.id) : null;
      },
    }),
    swipe: t.prismaField({
      type: 'Swipe',
      nullable: true,
      description: 'The swipe as it is now, for SWIPE_CREATED and SWIPE_UPDATED; else null.',
      resolve: (query, event) =>
        event.kind === 'SWIPE_CREATED' || event.kind === 'SWIPE_UPDATED'
          ? prisma().swipe.findFirst({ ...query, where: { id: event.id, teamId: event.teamId } })
          : null,
    }),
    tag: t.prismaField({
      type: 'Tag',
      nullable: true,
      description: 'The tag as it is now, for TAG_CHANGED; else null.',
      resolve: (query, event) =>
        event.kind === 'TAG_CHANGED'
          ? prisma().tag.findFirst({ ...query, where: { id: event.id, teamId: event.teamId } })
          : null,
    }),
    collection: t.prismaField({
      type: 'Collection',
      nullable: true,
      description: 'The collection as it is now, for COLLECTION_CHANGED; else null.',
      resolve: (query, event) =>
        event.kind === 'COLLECTION_CHANGED'
          ? prisma().collection.findFirst({
              ...query,
              where: { id: event.id, teamId: event.teamId },
            })
          : null,
    }),
    tags: t.prismaField({
      type: ['Tag'],
      description:
        "For swipe events: the tags whose swipe counts the change moved (those the swipe left and joined), as they are now; else empty. A tag new to the team is among them: a client whose list of the team's tags lacks one asks for the list again.",
      resolve: (query, event) =>
        event.tagIds?.length
          ? prisma().tag.findMany({
              ...query,
              where: { id: { in: event.tagIds }, teamId: event.teamId },
            })
          : [],
    }),
    collections: t.prismaField({
      type: ['Collection'],
      description:
        'For swipe events: the collections whose swipe counts the change moved, as they are now; else empty.',
      resolve: (query, event) =>
        event.collectionIds?.length
          ? prisma().collection.findMany({
              ...query,
              where: { id: { in: event.collectionIds }, teamId: event.teamId },
            })
          : [],
    }),
    member: t.prismaField({
      type: 'TeamMember',
      nullable: true,
      description: 'The member as it is now, for MEMBER_JOINED and MEMBER_UPDATED; else null.',
      resolve: (query, event) =>
        event.kind === 'MEMBER_JOINED' || event.kind === 'MEMBER_UPDATED'
          ? prisma().teamMember.findFirst({
              ...query,
              where: { id: event.id, teamId: event.teamId },
            })
          : null,
    }),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'The comment as it is now, for COMMENT_CHANGED; else null.',
      resolve: (query, event) =>
        event.kind === 'COMMENT_CHANGED'
          ? prisma().comment.findFirst({ ...query, where: { id: event.id, teamId: event.teamId } })
          : null,
    }),
    trackedBrand: t.prismaField({
      type: 'TrackedBrand',
      nullable: true,
      description:
        'The tracked brand as it is now, for TRACKED_BRAND_CHANGED and TRACKED_ADS_SAVED; else null.',
      resolve: (query, event) =>
        event.kind === 'TRACKED_BRAND_CHANGED' || event.kind === 'TRACKED_ADS_SAVED'
          ? prisma().trackedBrand.findFirst({
              ...query,
              where: { id: event.id, teamId: event.teamId },
            })
          : null,
    }),
    invite: t.prismaField({
      type: 'Invite',
      nullable: true,
      description: 'The invite as it is now, for INVITE_CREATED; else null.',
      resolve: (query, event) =>
        event.kind === 'INVITE_CREATED'
          ? prisma().invite.findFirst({ ...query, where: { id: event.id, teamId: event.teamId } })
          : null,
    }),
    team: t.prismaField({
      type: 'Team',
      nullable: true,
      description:
        'The team, after any change but its deletion, as it is now (its name, swipe count and plan: its lists come with the events that change them, by node). Null for the member a MEMBER_LEFT event removes.',
      // Not for the member the event removes: they can no longer read the team. (The viewer is
      // read only for MEMBER_LEFT events, so every other event's result is still shared.) Like
      // every read of an event's selection, this one is made once per event and selection for
      // all the subscribers (db/shared-reads.ts).
      resolve: (query, event, _args, context) =>
        event.kind !== 'TEAM_DELETED' &&
        !(event.kind === 'MEMBER_LEFT' && event.userId === context.viewer?.userId)
          ? prisma().team.findFirst({ ...query, where: { id: event.teamId } })
          : null,
    }),
  }),
});

builder.subscriptionField('teamEvents', (t) =>
  t.field({
    type: TeamEventRef,
    description:
      "Live changes in a team the viewer is a member of: swipes, tags, collections, members and invites. Completes after the event that ends or changes the viewer's own access: they leave or are removed (MEMBER_LEFT), their role changes (MEMBER_UPDATED: subscribe again to go on with the new role's rights), or the team is deleted; and at once when the session or token behind it ends.",
    args: { teamId: t.arg.globalID({ required: true, for: TeamRef }) },
    // Checked when the subscription starts, with the role the viewer has then: any change to
    // their membership arrives on this same channel, in order, and ends the stream after it.
    authScopes: async (_root, { teamId }, context) =>
      context.viewer !== null &&
      (await requireTeamRole(context.viewer.userId, teamId.id, Permission.readTeam)).ok,
    subscribe: async (_root, { teamId }, context) => {
      const userId = context.viewer?.userId ?? '';
      const events = await listenThenCheck(
        context.pubsub.subscribe('team', teamId.id),
        async () => (await requireTeamRole(userId, teamId.id, Permission.readTeam)).ok,
      );
      return endingAfter(
        keeping(events, (event) => mayHave(event, userId)),
        (event) =>
          event.kind === 'TEAM_DELETED' ||
          ((event.kind === 'MEMBER_LEFT' || event.kind === 'MEMBER_UPDATED') &&
            event.userId === userId),
      );
    },
    resolve: (event) => event,
  }),
);
