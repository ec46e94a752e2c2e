import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import { AUDIT_TYPES, auditEventFilter } from '../../../services/admin/admin-audit.js';
import { administratorEmail } from '../../../services/admin/admins.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';

// The audit log for administrators (/admin/audit, a user's page in /admin/users): read-only,
// behind the `admin` scope like the rest of the admin area.

export const AdminAuditEvent = builder.prismaObject('AuditEvent', {
  description: 'Something recorded about an account (sign-ins, plan changes, admin actions).',
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id (a plain id: audit events are not Nodes).' }),
    type: t.exposeString('type', { description: 'What happened (SIGN_IN, USER_DISABLED…).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    ip: t.exposeString('ip', { nullable: true, description: 'The IP address, when known.' }),
    userAgent: t.exposeString('userAgent', {
      nullable: true,
      description: "The browser's User-Agent header, when it sent one.",
    }),
    details: t.string({
      nullable: true,
      description: 'What else was recorded, as JSON (the reason, the action…); null: nothing.',
      resolve: (event) => (event.data == null ? null : JSON.stringify(event.data)),
    }),
    userId: t.id({
      nullable: true,
      description: "The account's AdminUser id (for its page); null: no account (or deleted).",
      resolve: (event) => (event.userId ? encodeGlobalID('AdminUser', event.userId) : null),
    }),
    userEmail: t.string({
      nullable: true,
      description: "The account's email (or the email a failed sign-in named); null: none.",
      select: { email: true, user: { select: { email: true } } },
      resolve: (event) => event.user?.email ?? event.email,
    }),
    actorEmail: t.string({
      nullable: true,
      description:
        'The email of the administrator who acted (an admin action, or a write while impersonating); null: the account itself, or an administrator since deleted.',
      resolve: (event) => (event.actorId ? administratorEmail(event.actorId) : null),
    }),
  }),
});

builder.queryFields((t) => ({
  adminAuditEvents: t.connection(
    {
      type: AdminAuditEvent,
      authScopes: { admin: true },
      description:
        'Administrators only: the audit log, newest first, filtered. Pages both ways, 50 by default, at most 100.',
      args: {
        type: t.arg.string({ description: 'Only this type (one of adminAuditEventTypes).' }),
        user: t.arg.string({ description: "Text the account's email holds." }),
        actor: t.arg.string({ description: "Text the acting administrator's email holds." }),
        since: t.arg({ type: 'DateTime', description: 'From this moment on.' }),
        until: t.arg({ type: 'DateTime', description: 'Before this moment.' }),
      },
      resolve: async (_root, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'AuditEvent',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 50, {
          prefix: 'audit',
          field: 'createdAt',
          direction: 'desc',
          type: 'date',
          where: await auditEventFilter(args),
          findMany: (found) => prisma().auditEvent.findMany({ ...query, ...found }),
          count: (counted) => prisma().auditEvent.count(counted),
        });
      },
    },
    countedConnection,
  ),
  adminAuditEventTypes: t.stringList({
    authScopes: { admin: true },
    description: 'Administrators only: every type an audit event may have, for the filter.',
    resolve: () => [...AUDIT_TYPES],
  }),
}));
