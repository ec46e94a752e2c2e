import { encodeGlobalID } from '@pothos/plugin-relay';
import { prisma } from '../../../db/client.js';
import { setErrorGroupResolved } from '../../../services/admin/error-reports.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { AccountError, type AccountErrorShape } from '../errors.js';

// /admin/errors (docs/errors.md): reported errors grouped by fingerprint, for administrators.

interface LastEvent {
  release?: string | null;
  route?: string | null;
  url?: string | null;
  userAgent?: string | null;
  userId?: string | null;
  stack?: string[];
}

const last = (value: unknown): LastEvent =>
  value && typeof value === 'object' ? (value as LastEvent) : {};

export const AdminErrorGroup = builder.prismaObject('ErrorGroup', {
  description: 'Errors of one kind (one fingerprint), with their latest occurrence.',
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id (a plain id: not a Node).' }),
    source: t.exposeString('source', { description: 'web, extension or server.' }),
    type: t.exposeString('type', { description: 'The error type (TypeError…).' }),
    message: t.exposeString('message', { description: 'Its message (the latest one).' }),
    culprit: t.exposeString('culprit', {
      nullable: true,
      description: 'Where: the top frame of our own code, source-mapped.',
    }),
    count: t.exposeInt('count', { description: 'How many times it happened.' }),
    firstSeenAt: t.expose('firstSeenAt', { type: 'DateTime', description: 'The first time.' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'The latest time.' }),
    resolvedAt: t.expose('resolvedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an administrator resolved it; null while open.',
    }),
    release: t.string({
      nullable: true,
      description: 'The release the latest occurrence ran.',
      resolve: (group) => last(group.lastEvent).release ?? null,
    }),
    route: t.string({
      nullable: true,
      description: 'The route (web app) or operation (server) of the latest occurrence.',
      resolve: (group) => last(group.lastEvent).route ?? null,
    }),
    url: t.string({
      nullable: true,
      description: 'The page address of the latest occurrence.',
      resolve: (group) => last(group.lastEvent).url ?? null,
    }),
    userAgent: t.string({
      nullable: true,
      description: 'The browser of the latest occurrence.',
      resolve: (group) => last(group.lastEvent).userAgent ?? null,
    }),
    userId: t.id({
      nullable: true,
      description: 'The AdminUser id of the account it happened to, when signed in.',
      resolve: (group) => {
        const id = last(group.lastEvent).userId;
        return id ? encodeGlobalID('AdminUser', id) : null;
      },
    }),
    stack: t.stringList({
      description: 'The latest stack, innermost first, source-mapped where a map exists.',
      resolve: (group) => last(group.lastEvent).stack ?? [],
    }),
  }),
});

builder.queryField('adminErrorGroups', (t) =>
  t.connection(
    {
      type: AdminErrorGroup,
      authScopes: { admin: true },
      description:
        'Administrators only: error groups, most recently seen first. Pages both ways, 25 by default, at most 100.',
      args: {
        resolved: t.arg.boolean({
          required: true,
          description: 'True: the resolved ones; false: the open ones.',
        }),
      },
      // Its rows are whole (an error group has no relations): no selection to pass.
      resolve: (_root, args) =>
        orderedConnection(args, 25, {
          prefix: 'error-group',
          field: 'lastSeenAt',
          direction: 'desc',
          type: 'date',
          where: { resolvedAt: args.resolved ? { not: null } : null },
          findMany: (found) => prisma().errorGroup.findMany(found),
          count: (counted) => prisma().errorGroup.count(counted),
        }),
    },
    countedConnection,
  ),
);

const AdminErrorGroupPayload = builder
  .objectRef<{ id: string | null; errors: AccountErrorShape[] }>('AdminErrorGroupPayload')
  .implement({
    description: 'The result of resolving or reopening an error group.',
    fields: (t) => ({
      errorGroup: t.prismaField({
        type: AdminErrorGroup,
        nullable: true,
        description: 'The group as it is now; null when it failed.',
        resolve: (query, payload) =>
          payload.id
            ? prisma().errorGroup.findUnique({ ...query, where: { id: payload.id } })
            : null,
      }),
      errors: t.field({
        type: [AccountError],
        description: 'Why it failed; empty when it worked.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const AdminSetErrorResolvedInput = builder.inputType('AdminSetErrorResolvedInput', {
  description: 'Which group, and its state.',
  fields: (f) => ({
    id: f.id({ required: true, description: 'The AdminErrorGroup id.' }),
    resolved: f.boolean({ required: true, description: 'True: resolved; false: open.' }),
  }),
});

builder.mutationField('adminSetErrorResolved', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminErrorGroupPayload,
    description:
      'Administrators only: marks an error group resolved, or open again. A resolved group that happens again opens by itself.',
    args: {
      input: t.arg({ type: AdminSetErrorResolvedInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const result = await setErrorGroupResolved(
        context.viewer.userId,
        String(input.id),
        input.resolved,
      );
      return result.ok ? { id: result.value.id, errors: [] } : { id: null, errors: result.errors };
    },
  }),
);
