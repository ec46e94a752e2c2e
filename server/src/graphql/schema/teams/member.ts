import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import { changeMemberRole, leaveTeam, removeMember } from '../../../services/teams/teams.js';
import { nobody, teamContentById } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { TeamError } from '../errors.js';
import { deletePayload, idInput, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { TeamRef, TeamRoleEnum } from './team.js';

export const TeamMemberRef = builder.prismaNode('TeamMember', {
  id: { field: 'id' },
  nullable: true,
  description: "A person's membership of a team, with their role.",
  findUnique: teamContentById,
  fields: (t) => ({
    role: t.expose('role', { type: TeamRoleEnum, description: 'What they may do in the team.' }),
    joinedAt: t.expose('createdAt', { type: 'DateTime', description: 'When they joined.' }),
    name: t.string({
      description: "The person's name.",
      select: { user: { select: { name: true } } },
      resolve: (m) => m.user.name,
    }),
    email: t.string({
      description: "The person's email address (seen by the team's members).",
      select: { user: { select: { email: true } } },
      resolve: (m) => m.user.email,
    }),
    userId: t.id({
      description: 'The User id of the person (what a mention of them names).',
      select: { userId: true },
      resolve: (m) => encodeGlobalID('User', m.userId),
    }),
    isViewer: t.boolean({
      description: 'Whether this member is the signed-in user.',
      select: { userId: true },
      resolve: (m, _args, context) => m.userId === (context.viewer?.userId ?? nobody),
    }),
    team: t.relation('team', { description: 'The team.' }),
  }),
});

builder.prismaObjectField('Team', 'members', (t) =>
  t.connection(
    {
      type: TeamMemberRef,
      description:
        'Everyone in the team, in the order they joined. Pages both ways, 100 by default, at most 100.',
      resolve: (team, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'TeamMember',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 100, {
          prefix: 'member',
          field: 'createdAt',
          direction: 'asc',
          type: 'date',
          where: { teamId: team.id },
          findMany: (found) => prisma().teamMember.findMany({ ...query, ...found }),
          count: (counted) => prisma().teamMember.count(counted),
        });
      },
    },
    countedConnection,
  ),
);

const ChangeMemberRolePayload = nodePayload(
  'ChangeMemberRolePayload',
  'member',
  'TeamMember',
  TeamError,
);
const RemoveMemberPayload = deletePayload('RemoveMemberPayload', 'TeamMember', TeamError);

const ChangeMemberRoleInput = builder.inputType('ChangeMemberRoleInput', {
  description: 'The membership to change and its new role.',
  fields: (t) => ({
    memberId: t.globalID({
      required: true,
      for: TeamMemberRef,
      description: 'The membership (TeamMember) whose role changes.',
    }),
    role: t.field({ type: TeamRoleEnum, required: true, description: 'The new role.' }),
  }),
});

const RemoveMemberInput = idInput('RemoveMemberInput', 'The membership to end.', {
  ref: TeamMemberRef,
  description: 'The membership (TeamMember) to remove from its team.',
  field: 'memberId',
});

const LeaveTeamInput = builder.inputType('LeaveTeamInput', {
  description: 'The team the signed-in user leaves.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team to leave.' }),
  }),
});

builder.mutationFields((t) => ({
  changeMemberRole: t.withAuth({ signedIn: true }).field({
    type: ChangeMemberRolePayload,
    description:
      'Admins change viewers, editors and admins; owners also make and unmake owners. A team keeps at least one owner.',
    args: { input: t.arg({ type: ChangeMemberRoleInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await changeMemberRole(context.viewer.userId, input.memberId.id, input.role),
        (v) => v.memberId,
      ),
  }),
  removeMember: t.withAuth({ signedIn: true }).field({
    type: RemoveMemberPayload,
    description: 'Removes someone from the team (removing yourself is leaving).',
    args: { input: t.arg({ type: RemoveMemberInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await removeMember(context.viewer.userId, input.memberId.id),
        (value) => value.memberId,
      ),
  }),
  leaveTeam: t.withAuth({ signedIn: true }).field({
    type: RemoveMemberPayload,
    description:
      'The signed-in user leaves the team (not their personal one, nor as its last owner).',
    args: { input: t.arg({ type: LeaveTeamInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await leaveTeam(context.viewer.userId, input.teamId.id),
        (value) => value.memberId,
      ),
  }),
}));
