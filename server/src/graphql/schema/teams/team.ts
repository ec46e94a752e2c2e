import { TeamRole, TeamType } from '../../../generated/prisma/enums.js';
import {
  type SwipeAllowance as SwipeAllowanceShape,
  swipeAllowance,
} from '../../../services/billing/swipe-limits.js';
import { deleteSwipeFiles, parseMedia } from '../../../services/swipes/swipe-media.js';
import {
  canCreateTeam,
  createTeam,
  deleteTeam,
  renameTeam,
} from '../../../services/teams/teams.js';
import { nobody, teamsVisibleTo, uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { TeamError } from '../errors.js';
import { deletePayload, nodePayload, toPayload } from '../payloads.js';

export const TeamTypeEnum = builder.enumType(TeamType, {
  name: 'TeamType',
  description: 'Whether a team is a personal swipe file or a shared workspace.',
  values: {
    PERSONAL: { description: "The user's own team, made with the account (never shared)." },
    TEAM: { description: 'A workspace for several people.' },
  },
});
export const TeamRoleEnum = builder.enumType(TeamRole, {
  name: 'TeamRole',
  description: 'What a member may do in a team (docs/permissions.md).',
  values: {
    VIEWER: { description: 'Reads the swipe file.' },
    EDITOR: { description: 'Also adds, changes and deletes swipes, tags and collections.' },
    ADMIN: { description: 'Also invites, removes and changes members (not owners).' },
    OWNER: { description: 'Everything: also billing, owners, renaming and deleting the team.' },
  },
});

const SwipeAllowance = builder.objectRef<SwipeAllowanceShape>('SwipeAllowance').implement({
  description: 'How many swipes the team holds and may still add on its plan.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Swipes the team holds.' }),
    limit: t.exposeInt('limit', { nullable: true, description: 'Null when the plan has no cap.' }),
    remaining: t.exposeInt('remaining', {
      nullable: true,
      description: 'Swipes it may still add; null when the plan has no cap.',
    }),
  }),
});

export const TeamRef = builder.prismaNode('Team', {
  description: 'A swipe file and the people who share it. Only its members see it.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [teamsVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name.' }),
    type: t.expose('type', { type: TeamTypeEnum, description: 'Personal or shared.' }),
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
    // Kept by the database (the swipe_counters migration), not counted per request.
    swipeCount: t.exposeInt('swipeCount', { description: 'How many swipes it holds.' }),
    swipeAllowance: t.field({
      type: SwipeAllowance,
      description: 'How many swipes it may still add on its plan.',
      select: { swipeCount: true, subscription: { select: { status: true } } },
      resolve: (team, _args, context) => swipeAllowance(team, context.config.FREE_SWIPE_LIMIT),
    }),
  }),
});

const CreateTeamInput = builder.inputType('CreateTeamInput', {
  description: 'A new team workspace.',
  fields: (t) => ({ name: t.string({ required: true, description: 'Its name.' }) }),
});

const UpdateTeamInput = builder.inputType('UpdateTeamInput', {
  description: "A team's new name.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: TeamRef, description: 'The team to rename.' }),
    name: t.string({ required: true, description: 'Its new name.' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  canCreateTeam: t.boolean({
    description:
      'Whether the user may create another team: always below 2 teams, otherwise when one of their teams has an active subscription.',
    select: { id: true },
    resolve: (user) => canCreateTeam(user.id),
  }),
}));

const CreateTeamPayload = nodePayload('CreateTeamPayload', 'team', 'Team', TeamError);
const UpdateTeamPayload = nodePayload('UpdateTeamPayload', 'team', 'Team', TeamError);
const DeleteTeamPayload = deletePayload('DeleteTeamPayload', 'Team', TeamError);

const DeleteTeamInput = builder.inputType('DeleteTeamInput', {
  description: 'The team to delete.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: TeamRef, description: 'The team to delete.' }),
  }),
});

builder.mutationFields((t) => ({
  createTeam: t.withAuth({ signedIn: true }).field({
    type: CreateTeamPayload,
    description: 'A new team workspace with the viewer as its owner (see User.canCreateTeam).',
    args: { input: t.arg({ type: CreateTeamInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(await createTeam(context.viewer.userId, input.name), (v) => v.teamId),
  }),
  updateTeam: t.withAuth({ signedIn: true }).field({
    type: UpdateTeamPayload,
    description: 'Renames a team (owners; the personal team keeps its name).',
    args: { input: t.arg({ type: UpdateTeamInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(await renameTeam(context.viewer.userId, input.id.id, input.name), (v) => v.teamId),
  }),
  deleteTeam: t.withAuth({ signedIn: true }).field({
    type: DeleteTeamPayload,
    description: 'Deletes a team workspace and everything in it (owners; not the personal team).',
    args: { input: t.arg({ type: DeleteTeamInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await deleteTeam(context.viewer.userId, input.id.id);
      if (result.ok) {
        for (const media of result.value.media) {
          await deleteSwipeFiles(context.deps, parseMedia(media)).catch((error: unknown) =>
            console.error('Could not remove the files of a deleted team', error),
          );
        }
      }
      // The deleted team is gone: nothing to load for the payload's `team`.
      return result.ok
        ? { id: result.value.teamId, errors: [] }
        : { id: null, errors: result.errors };
    },
  }),
}));
