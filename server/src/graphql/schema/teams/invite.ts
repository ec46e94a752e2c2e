import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { prisma } from '../../../db/client.js';
import { InviteStatus } from '../../../generated/prisma/enums.js';
import {
  acceptInvite,
  deleteInvite,
  inviteMember,
  invitesFor,
  pendingInvite,
  shareableInviteLink,
} from '../../../services/teams/invites.js';
import { invitesVisibleTo, nobody, uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { type ConnectionArgs, orderedConnection } from '../../connections.js';
import type { Context } from '../../context.js';
import { countedConnection } from '../../counted-connection.js';
import { TeamError } from '../errors.js';
import { deletePayload, nodePayload, toDeletePayload, toPayload } from '../payloads.js';
import { TeamRef, TeamRoleEnum } from './team.js';

const InviteStatusEnum = builder.enumType(InviteStatus, {
  name: 'InviteStatus',
  description: 'Where an invite stands.',
  values: {
    PENDING: { description: 'Sent and not yet answered.' },
    ACCEPTED: { description: 'The invited person joined the team.' },
    DELETED: { description: 'Withdrawn by the team, or declined.' },
  },
});

export const InviteRef = builder.prismaNode('Invite', {
  id: { field: 'id' },
  nullable: true,
  description:
    'An invitation into a team: a node for its members; the invited person finds it in viewer.invites.',
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [invitesVisibleTo(context.viewer?.userId)],
  }),
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address invited.' }),
    role: t.expose('role', { type: TeamRoleEnum, description: 'The role it joins with.' }),
    status: t.expose('status', { type: InviteStatusEnum, description: 'Where it stands.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When its link stops working (7 days after it was sent).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    teamName: t.string({
      description: 'The team it invites into (readable before joining it).',
      select: { team: { select: { name: true } } },
      resolve: (invite) => invite.team.name,
    }),
    invitedByName: t.string({
      nullable: true,
      description: 'The name of the member who sent it; null when their account is gone.',
      select: { invitedBy: { select: { name: true } } },
      resolve: (invite) => invite.invitedBy?.name ?? null,
    }),
    sentAgain: t.boolean({
      description:
        'Whether it was sent again: it replaced an earlier invite to the same address, whose links now lead to it.',
      select: { _count: { select: { replaced: true } } },
      resolve: (invite) => invite._count.replaced > 0,
    }),
  }),
});

builder.prismaObjectField('Team', 'invites', (t) =>
  t.connection(
    {
      type: InviteRef,
      description: 'Pending invites, newest first. Pages both ways, 100 by default, at most 100.',
      resolve: (team, args, context, info) =>
        inviteConnection(args, context, info, { teamId: team.id, ...pendingInvite() }),
    },
    countedConnection,
  ),
);

builder.prismaObjectField('User', 'invites', (t) =>
  t.connection(
    {
      type: InviteRef,
      description:
        "Pending invites to the user's email address, into teams the user is not in yet, newest first. Pages both ways, 100 by default, at most 100.",
      select: { id: true, email: true },
      resolve: (user, args, context, info) =>
        inviteConnection(args, context, info, invitesFor(user)),
    },
    countedConnection,
  ),
);

function inviteConnection(
  args: ConnectionArgs,
  context: Context,
  info: GraphQLResolveInfo,
  where: object,
) {
  const query = queryFromInfo({ context, info, typeName: 'Invite', path: ['edges', 'node'] });
  return orderedConnection(args, 100, {
    prefix: 'invite',
    field: 'createdAt',
    direction: 'desc',
    type: 'date',
    where,
    findMany: (found) => prisma().invite.findMany({ ...query, ...found }),
    count: (counted) => prisma().invite.count(counted),
  });
}

const InviteMemberInput = builder.inputType('InviteMemberInput', {
  description: 'Someone to invite into a team.',
  fields: (t) => ({
    teamId: t.globalID({ required: true, for: TeamRef, description: 'The team to invite into.' }),
    email: t.string({ required: true, description: 'The address to send the link to.' }),
    role: t.field({
      type: TeamRoleEnum,
      required: true,
      description: 'The role they join with (only owners invite owners).',
    }),
  }),
});

const InviteMemberPayload = nodePayload('InviteMemberPayload', 'invite', 'Invite', TeamError);

const AcceptInviteInput = builder.inputType('AcceptInviteInput', {
  description: 'Either the token from the emailed link, or the id of an invite to your address.',
  fields: (t) => ({
    token: t.string({ description: 'The token of the emailed link (/invite/<token>).' }),
    inviteId: t.globalID({
      for: InviteRef,
      description: "An invite to the viewer's address, from viewer.invites.",
    }),
  }),
});

const AcceptInvitePayload = nodePayload(
  'AcceptInvitePayload',
  'team',
  'Team',
  TeamError,
  'The team joined.',
);
const DeleteInvitePayload = deletePayload('DeleteInvitePayload', 'Invite', TeamError);

const DeleteInviteInput = builder.inputType('DeleteInviteInput', {
  description: 'The invite to withdraw or decline.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: InviteRef, description: 'The invite to delete.' }),
  }),
});

const ShareInviteLinkInput = builder.inputType('ShareInviteLinkInput', {
  description: 'The pending invite whose link to copy.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: InviteRef, description: 'The invite.' }),
  }),
});

const ShareInviteLinkPayload = builder
  .objectRef<{ link: string | null; errors: (typeof TeamError.$inferType)[] }>(
    'ShareInviteLinkPayload',
  )
  .implement({
    description: "An invite's link to send another way, or the errors that stopped it.",
    fields: (t) => ({
      link: t.exposeString('link', {
        nullable: true,
        description:
          "The link (/invite/<token>): the same each time, under the emailed link's rules; null when refused.",
      }),
      errors: t.field({
        type: [TeamError],
        description: 'Why the link was not given; empty when it was.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

builder.mutationFields((t) => ({
  shareInviteLink: t.withAuth({ browserSession: true }).field({
    type: ShareInviteLinkPayload,
    description:
      "The link of a pending invite, for admins and owners to send another way (owners alone for an owner's invite). It expires with the invite, only the invited address accepts it, and withdrawing the invite stops it.",
    args: { input: t.arg({ type: ShareInviteLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await shareableInviteLink(context.deps, context.viewer.userId, input.id.id);
      return result.ok
        ? { link: result.value.link, errors: [] }
        : { link: null, errors: result.errors };
    },
  }),
  inviteMember: t.withAuth({ signedIn: true }).field({
    type: InviteMemberPayload,
    description:
      'Emails a single-use link valid for 7 days (admins and owners). Inviting the same address again sends a new link (`invite.sentAgain`); the earlier links lead to the new invite until it is accepted or withdrawn.',
    args: { input: t.arg({ type: InviteMemberInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await inviteMember(context.deps, context.viewer.userId, input.teamId.id, {
        email: input.email,
        role: input.role,
      });
      return toPayload(result, (v) => v.inviteId);
    },
  }),
  acceptInvite: t.withAuth({ signedIn: true }).field({
    type: AcceptInvitePayload,
    description: 'The viewer joins the team an invite is for, with its role.',
    args: { input: t.arg({ type: AcceptInviteInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const by = input.token ? { token: input.token } : { inviteId: input.inviteId?.id ?? nobody };
      return toPayload(await acceptInvite(context.viewer.userId, by), (v) => v.teamId);
    },
  }),
  deleteInvite: t.withAuth({ signedIn: true }).field({
    type: DeleteInvitePayload,
    description: 'Admins and owners withdraw an invite; the invited person declines it.',
    args: { input: t.arg({ type: DeleteInviteInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await deleteInvite(context.viewer.userId, input.id.id),
        (value) => value.inviteId,
      ),
  }),
}));
