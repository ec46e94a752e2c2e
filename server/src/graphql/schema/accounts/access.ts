import { queryFromInfo } from '@pothos/plugin-prisma';
import { liveSessions, sessionLifetime } from '../../../auth/sessions.js';
import { prisma } from '../../../db/client.js';
import {
  createApiToken,
  createExtensionHandoff,
  endSession,
  renameUser,
  revokeApiToken,
  workingTokens,
} from '../../../services/accounts/access.js';
import { nobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { AccountError, type AccountErrorShape } from '../errors.js';
import { toViewerPayload, viewerPayload } from '../payloads.js';

// The viewer's ways in: personal tokens (list, create — the secret is shown once — revoke),
// browser sessions (list, sign out), their name, and the hand-off code for the extension.
// Other people's tokens and sessions are never readable: the fields answer for the viewer only.

const ApiTokenScope = builder.enumType('ApiTokenScope', {
  description: 'What a personal token may do.',
  values: {
    FULL: { description: 'Everything its user may do, except minting tokens or sign-ins.' },
    READ_ONLY: { description: 'Queries and subscriptions; mutations and REST writes are refused.' },
  } as const,
});

export const ApiToken = builder.prismaObject('ApiToken', {
  description: 'A named personal token for the extension or an API client.',
  fields: (t) => ({
    id: t.exposeID('id', {
      description: 'Its id, for revokeApiToken (a plain id: tokens are not Nodes).',
    }),
    name: t.exposeString('name', {
      description: 'The name its owner gave it, to tell tokens apart.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a request last used it; null: never used.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the token stops working; null: until revoked.',
    }),
    scope: t.expose('scope', { description: 'What it may do.', type: ApiTokenScope }),
  }),
});

export const BrowserSession = builder.prismaObject('Session', {
  name: 'BrowserSession',
  description: 'A signed-in browser.',
  fields: (t) => ({
    id: t.exposeID('id', {
      description: 'Its id, for revokeSession (a plain id: sessions are not Nodes).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      description: 'When a request last used it.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When it ends unless used again before.',
    }),
    ip: t.exposeString('ip', {
      nullable: true,
      description: 'The IP address it was last used from, when known.',
    }),
    userAgent: t.exposeString('userAgent', {
      nullable: true,
      description: "The browser's User-Agent header, when it sent one.",
    }),
    current: t.boolean({
      description: 'Whether this is the session making the request.',
      resolve: (session, _args, context) => session.id === context.viewer?.sessionId,
    }),
  }),
});

// Only the viewer's own: anyone else's lists are empty.
builder.prismaObjectFields('User', (t) => ({
  apiTokens: t.connection(
    {
      type: ApiToken,
      description:
        "The viewer's personal tokens that still work, newest first. Pages both ways, 100 by default, at most 100.",
      select: { id: true },
      resolve: (user, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'ApiToken',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 100, {
          prefix: 'token',
          field: 'createdAt',
          direction: 'desc',
          type: 'date',
          where: user.id === context.viewer?.userId ? workingTokens(user.id) : { id: nobody },
          findMany: (found) => prisma().apiToken.findMany({ ...query, ...found }),
          count: (counted) => prisma().apiToken.count(counted),
        });
      },
    },
    countedConnection,
  ),
  sessions: t.connection(
    {
      type: BrowserSession,
      description:
        "The viewer's signed-in browsers, most recently used first. Pages both ways, 100 by default, at most 100.",
      select: { id: true },
      resolve: (user, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'BrowserSession',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 100, {
          prefix: 'session',
          field: 'lastUsedAt',
          direction: 'desc',
          type: 'date',
          where:
            user.id === context.viewer?.userId
              ? liveSessions(user.id, sessionLifetime(context.config))
              : { id: nobody },
          findMany: (found) => prisma().session.findMany({ ...query, ...found }),
          count: (counted) => prisma().session.count(counted),
        });
      },
    },
    countedConnection,
  ),
}));

interface CreatedToken {
  token: string | null;
  id: string | null;
  errors: AccountErrorShape[];
}

const CreateApiTokenPayload = builder.objectRef<CreatedToken>('CreateApiTokenPayload').implement({
  description: 'The result of createApiToken: the token and its secret, or the errors.',
  fields: (t) => ({
    token: t.string({
      nullable: true,
      description: 'The secret, shown this once: send it as `Authorization: Bearer <token>`.',
      resolve: (payload) => payload.token,
    }),
    apiToken: t.prismaField({
      description: 'The new token; null when the mutation failed.',
      type: ApiToken,
      nullable: true,
      resolve: (query, payload) =>
        payload.id ? prisma().apiToken.findUnique({ ...query, where: { id: payload.id } }) : null,
    }),
    errors: t.field({
      type: [AccountError],
      description: 'Why the mutation failed; empty when it succeeded.',
      resolve: (payload) => payload.errors,
    }),
  }),
});

interface Removed {
  deletedId: string | null;
  errors: AccountErrorShape[];
}

const RevokePayload = builder.objectRef<Removed>('RevokePayload').implement({
  description: 'The result of revoking a token or a session: its id, or the errors.',
  fields: (t) => ({
    deletedId: t.id({
      nullable: true,
      description: 'The id of the revoked token or session; null when the mutation failed.',
      resolve: (payload) => payload.deletedId,
    }),
    errors: t.field({
      type: [AccountError],
      description: 'Why the mutation failed; empty when it succeeded.',
      resolve: (payload) => payload.errors,
    }),
  }),
});

const UpdateProfilePayload = viewerPayload('UpdateProfilePayload', AccountError);

const CreateExtensionHandoffPayload = builder
  .objectRef<{ code: string | null; errors: AccountErrorShape[] }>('CreateExtensionHandoffPayload')
  .implement({
    description: 'The code for the browser extension.',
    fields: (t) => ({
      code: t.string({
        nullable: true,
        description:
          'Works once, for two minutes, at POST /api/extension/token (null when the mutation failed).',
        resolve: (payload) => payload.code,
      }),
      errors: t.field({
        type: [AccountError],
        description: 'Why no code was made (empty when it was).',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'The personal token to revoke.',
  fields: (t) => ({ id: t.id({ required: true, description: 'The token (ApiToken.id).' }) }),
});

const RevokeSessionInput = builder.inputType('RevokeSessionInput', {
  description: "The viewer's session to end.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'The session (BrowserSession.id).' }),
  }),
});

const removed = (
  result: { ok: true; value: { id: string } } | { ok: false; errors: AccountErrorShape[] },
) =>
  result.ok
    ? { deletedId: result.value.id, errors: [] }
    : { deletedId: null, errors: result.errors };

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new personal token.',
  fields: (f) => ({
    name: f.string({
      description: 'A name to tell it apart, e.g. the machine it is for.',
      required: true,
    }),
    expiresInDays: f.int({
      description: 'The token stops working after 7, 30, 90 or 365 days; null: never.',
    }),
    scope: f.field({
      type: ApiTokenScope,
      description: 'FULL unless given.',
    }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "The viewer's new profile.",
  fields: (f) => ({
    name: f.string({
      description: 'The name shown to team members (1 to 100 characters).',
      required: true,
    }),
  }),
});

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ browserSession: true }).field({
    type: CreateApiTokenPayload,
    description:
      'Makes a personal token for the extension or an API client (from a browser sign-in only, not with a token).',
    args: {
      input: t.arg({ type: CreateApiTokenInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const result = await createApiToken(context.viewer.userId, input.name, {
        expiresInDays: input.expiresInDays,
        scope: input.scope,
      });
      return result.ok
        ? { token: result.value.token, id: result.value.id, errors: [] }
        : { token: null, id: null, errors: result.errors };
    },
  }),
  revokeApiToken: t.withAuth({ signedIn: true }).field({
    type: RevokePayload,
    description: "Revokes one of the viewer's personal tokens: it stops working at once.",
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      removed(await revokeApiToken(context.viewer.userId, String(input.id))),
  }),
  revokeSession: t.withAuth({ browserSession: true }).field({
    type: RevokePayload,
    description: "Signs out one of the viewer's browsers (its open tabs are told at once).",
    args: { input: t.arg({ type: RevokeSessionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      removed(await endSession(context.viewer.userId, String(input.id))),
  }),
  updateProfile: t.withAuth({ signedIn: true }).field({
    type: UpdateProfilePayload,
    description: "Changes the viewer's name.",
    args: {
      input: t.arg({ type: UpdateProfileInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const userId = context.viewer.userId;
      return toViewerPayload(userId, await renameUser(userId, input.name));
    },
  }),
  createExtensionHandoff: t.withAuth({ browserSession: true }).field({
    type: CreateExtensionHandoffPayload,
    description: 'A one-time code the web app hands to the browser extension to sign it in.',
    resolve: async (_root, _args, context) => ({
      ...(await createExtensionHandoff(context.viewer.userId)),
      errors: [],
    }),
  }),
}));
