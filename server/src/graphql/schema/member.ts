import { changeMemberRole, leaveTeam, removeMember } from '../../services/teams.js';
import { nobody, teamContentVisibleTo, uuidOrNobody } from '../../services/visibility.js';
import { builder } from '../builder.js';
import { TeamError } from './errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from './payloads.js';
import { TeamRef, TeamRoleEnum } from './team.js';

export const TeamMemberRef = builder.prismaNode('TeamMember', {
  id: { field: 'id' },
  nullable: true,
  description: "A person's membership of a team, with their role.",
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [teamContentVisibleTo(context.viewer?.userId)],
  }),
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
    isViewer: t.boolean({
      description: 'Whether this member is the signed-in user.',
      select: { userId: true },
      resolve: (m, _args, context) => m.userId === (context.viewer?.userId ?? nobody),
    }),
    team: t.relation('team', { description: 'The team.' }),
  }),
});

builder.prismaObjectField('Team', 'members', (t) =>
  t.relation('members', {
    description: 'Everyone in the team, in the order they joined.',
    query: { orderBy: { createdAt: 'asc' } },
  }),
);

const ChangeMemberRolePayload = nodePayload(
  'ChangeMemberRolePayload',
  'member',
  'TeamMember',
  TeamError,
);
const RemoveMemberPayload = deletePayload('RemoveMemberPayload', 'TeamMember', TeamError);

builder.mutationFields((t) => ({
  changeMemberRole: t.field({
    type: ChangeMemberRolePayload,
    description:
      'Admins change viewers, editors and admins; owners also make and unmake owners. A team keeps at least one owner.',
    authScopes: { signedIn: true },
    args: {
      memberId: t.arg.globalID({ required: true, for: TeamMemberRef }),
      role: t.arg({ type: TeamRoleEnum, required: true }),
    },
    resolve: async (_root, { memberId, role }, context) =>
      toPayload(
        await changeMemberRole(context.viewer?.userId ?? '', memberId.id, role),
        (v) => v.memberId,
      ),
  }),
  removeMember: t.field({
    type: RemoveMemberPayload,
    description: 'Removes someone from the team (removing yourself is leaving).',
    authScopes: { signedIn: true },
    args: { memberId: t.arg.globalID({ required: true, for: TeamMemberRef }) },
    resolve: async (_root, { memberId }, context) =>
      toDeletePayload(
        await removeMember(context.viewer?.userId ?? '', memberId.id),
        (value) => value.memberId,
      ),
  }),
  leaveTeam: t.field({
    type: RemoveMemberPayload,
    description:
      'The signed-in user leaves the team (not their personal one, nor as its last owner).',
    authScopes: { signedIn: true },
    args: { teamId: t.arg.globalID({ required: true, for: TeamRef }) },
    resolve: async (_root, { teamId }, context) =>
      toDeletePayload(
        await leaveTeam(context.viewer?.userId ?? '', teamId.id),
        (value) => value.memberId,
      ),
  }),
}));
