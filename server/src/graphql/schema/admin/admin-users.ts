import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import {
  adminUserTeams,
  setUserDisabled,
  signOutEverywhere,
  userSearch,
} from '../../../services/admin/admin-users.js';
import { uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { ApiToken, BrowserSession } from '../accounts/access.js';
import { PlanEnum } from '../billing/billing.js';
import { AccountError, type AccountErrorShape } from '../errors.js';
import { TeamRoleEnum } from '../teams/team.js';
import { AdminAuditEvent } from './admin-audit.js';

// The admin area's accounts (/admin/users, docs/admin.md): every field and node here is for
// administrators in a browser session only (the `admin` scope; FORBIDDEN otherwise), and each
// mutation's service checks again.

const AdminUserTeam = builder
  .objectRef<{
    teamId: string;
    name: string;
    personal: boolean;
    role: string;
    plan: 'FREE' | 'PRO' | 'TEAM';
    swipeCount: number;
    memberCount: number;
  }>('AdminUserTeam')
  .implement({
    description: "A team an account belongs to, as the admin area shows it (the account's role).",
    fields: (t) => ({
      teamId: t.id({
        description: "The team's global id (for grantTeamPlan).",
        resolve: (team) => encodeGlobalID('Team', team.teamId),
      }),
      name: t.exposeString('name', { description: "The team's name." }),
      personal: t.exposeBoolean('personal', {
        description: "Whether it is the account's Personal team.",
      }),
      role: t.field({
        type: TeamRoleEnum,
        description: "The account's role in it.",
        resolve: (team) => team.role as never,
      }),
      plan: t.field({ type: PlanEnum, description: 'Its plan now.', resolve: (team) => team.plan }),
      swipeCount: t.exposeInt('swipeCount', { description: 'How many swipes it holds.' }),
      memberCount: t.exposeInt('memberCount', { description: 'How many members it has.' }),
    }),
  });

/** The admin area's lists of an account (teams, browsers, tokens): a page's default size. */
const ADMIN_LIST_PAGE = 20;

export const AdminUserRef = builder.prismaNode('User', {
  variant: 'AdminUser',
  description: 'An account as administrators see it in the admin area.',
  authScopes: { admin: true },
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: uuidOrNobody(id) }),
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Their email address.' }),
    name: t.exposeString('name', { description: 'Their name.' }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Whether they administer this server.' }),
    registeredAt: t.expose('registeredAt', {
      type: 'DateTime',
      description: 'When they signed up.',
    }),
    lastSignInAt: t.expose('lastSignInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they last signed in; null: never since signing up.',
    }),
    signupSource: t.exposeString('signupSource', {
      description: 'The channel they signed up through ("web" for the web app).',
    }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an administrator disabled the account; null while it works.',
    }),
    teams: t.connection(
      {
        type: AdminUserTeam,
        description: `Every team they belong to, oldest membership first. Pages both ways, ${ADMIN_LIST_PAGE} by default, at most 100.`,
        select: { id: true },
        resolve: (user, args) =>
          orderedConnection(args, ADMIN_LIST_PAGE, {
            prefix: 'admin-user-team',
            field: 'createdAt',
            direction: 'asc',
            type: 'date',
            where: { userId: user.id },
            findMany: adminUserTeams,
            count: (counted) => prisma().teamMember.count(counted),
          }),
      },
      countedConnection,
    ),
    sessions: t.connection(
      {
        type: BrowserSession,
        description: `Their signed-in browsers that have not ended, most recently used first. Pages both ways, ${ADMIN_LIST_PAGE} by default, at most 100.`,
        select: { id: true },
        resolve: (user, args, context, info) => {
          const query = queryFromInfo({
            context,
            info,
            typeName: 'BrowserSession',
            path: ['edges', 'node'],
          });
          return orderedConnection(args, ADMIN_LIST_PAGE, {
            prefix: 'admin-user-session',
            field: 'lastUsedAt',
            direction: 'desc',
            type: 'date',
            where: { userId: user.id, expiresAt: { gt: new Date() } },
            findMany: (found) => prisma().session.findMany({ ...query, ...found }),
            count: (counted) => prisma().session.count(counted),
          });
        },
      },
      countedConnection,
    ),
    apiTokens: t.connection(
      {
        type: ApiToken,
        description: `Their personal tokens that are not revoked, newest first. Pages both ways, ${ADMIN_LIST_PAGE} by default, at most 100.`,
        select: { id: true },
        resolve: (user, args, context, info) => {
          const query = queryFromInfo({
            context,
            info,
            typeName: 'ApiToken',
            path: ['edges', 'node'],
          });
          return orderedConnection(args, ADMIN_LIST_PAGE, {
            prefix: 'admin-user-token',
            field: 'createdAt',
            direction: 'desc',
            type: 'date',
            where: { userId: user.id, revokedAt: null },
            findMany: (found) => prisma().apiToken.findMany({ ...query, ...found }),
            count: (counted) => prisma().apiToken.count(counted),
          });
        },
      },
      countedConnection,
    ),
    recentAuditEvents: t.relation('auditEvents', {
      type: AdminAuditEvent,
      description: 'The 50 latest audit events about them, newest first.',
      query: () => ({ orderBy: { createdAt: 'desc' }, take: 50 }),
    }),
  }),
});

builder.queryField('adminUsers', (t) =>
  t.connection(
    {
      type: AdminUserRef,
      authScopes: { admin: true },
      description:
        'Administrators only: accounts, newest sign-up first, optionally those whose email, name or team name holds `search`. Pages both ways, 25 by default, at most 100.',
      args: { search: t.arg.string({ description: 'Text to look for (case-insensitive).' }) },
      resolve: (_root, args, context, info) => {
        const query = queryFromInfo({ context, info, typeName: 'User', path: ['edges', 'node'] });
        return orderedConnection(args, 25, {
          prefix: 'admin-user',
          field: 'registeredAt',
          direction: 'desc',
          type: 'date',
          where: userSearch(args.search),
          findMany: (found) => prisma().user.findMany({ ...query, ...found }),
          count: (counted) => prisma().user.count(counted),
        });
      },
    },
    countedConnection,
  ),
);

interface AdminUserPayloadShape {
  userId: string | null;
  errors: AccountErrorShape[];
}

const AdminUserPayload = builder.objectRef<AdminUserPayloadShape>('AdminUserPayload').implement({
  description: 'The result of an admin action on an account: the account, or the errors.',
  fields: (t) => ({
    user: t.prismaField({
      type: AdminUserRef,
      nullable: true,
      description: 'The account as it is now; null when the action failed.',
      resolve: (query, payload) =>
        payload.userId
          ? prisma().user.findUnique({ ...query, where: { id: payload.userId } })
          : null,
    }),
    errors: t.field({
      type: [AccountError],
      description: 'Why it failed; empty when it succeeded.',
      resolve: (payload) => payload.errors,
    }),
  }),
});

const toPayload = (result: Awaited<ReturnType<typeof signOutEverywhere>>): AdminUserPayloadShape =>
  result.ok ? { userId: result.value.userId, errors: [] } : { userId: null, errors: result.errors };

const AdminUserInput = builder.inputType('AdminSignOutUserInput', {
  description: 'Whom to sign out everywhere.',
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'The AdminUser id of the account.' }),
  }),
});

const AdminSetUserDisabledInput = builder.inputType('AdminSetUserDisabledInput', {
  description: 'Which account to disable or enable again.',
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'The AdminUser id of the account.' }),
    disabled: t.boolean({ required: true, description: 'True disables it; false enables it.' }),
  }),
});

builder.mutationFields((t) => ({
  adminSignOutUser: t.withAuth({ admin: true }).field({
    type: AdminUserPayload,
    description:
      'Administrators only: ends every browser session of the account and revokes its personal tokens (the extension must be signed in again). Open tabs are told at once.',
    args: { input: t.arg({ type: AdminUserInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(await signOutEverywhere(context.viewer.userId, input.userId.id, context)),
  }),
  adminSetUserDisabled: t.withAuth({ admin: true }).field({
    type: AdminUserPayload,
    description:
      'Administrators only: disables an account (it cannot sign in; its sessions and tokens stop at once; nothing is deleted), or enables it again.',
    args: { input: t.arg({ type: AdminSetUserDisabledInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await setUserDisabled(context.viewer.userId, input.userId.id, input.disabled, context),
      ),
  }),
}));
