import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { prisma } from '../db/client.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import { isAdministrator } from '../services/admin/admins.js';
import type { BrowserSessionContext, Context, SignedInContext } from './context.js';
import { ErrorCode } from './errors.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  /**
   * `browserSession`: signed in through the web app's sign-in, not a personal token (a token
   * must not mint more access than it is: new tokens, extension codes, signing browsers out).
   */
  AuthScopes: { signedIn: boolean; browserSession: boolean; admin: boolean };
  /** What a field behind `t.withAuth({ signedIn: true })` (or `browserSession`) is sure of. */
  AuthContexts: {
    signedIn: SignedInContext;
    browserSession: BrowserSessionContext;
    admin: BrowserSessionContext;
  };
  Scalars: { DateTime: { Input: Date; Output: Date }; File: { Input: File; Output: never } };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Signed out: UNAUTHENTICATED; signed in without the scope: FORBIDDEN.
    unauthorizedError: (_parent, context, _info, result) =>
      new GraphQLError(result.message, {
        extensions: { code: context.viewer ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHENTICATED },
      }),
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      browserSession: Boolean(context.viewer?.sessionId),
      // An administrator in a browser session (never a personal token), read once a request.
      admin: async () =>
        Boolean(context.viewer?.sessionId && (await isAdministrator(context.viewer.userId))),
    }),
  },
  prisma: {
    client: () => prisma(),
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'development' ? 'warn' : null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Descriptions of what the plugin generates (every type and field is described).
    idFieldOptions: {
      description: 'Its global id: opaque, stable, and accepted by `node` and `nodes`.',
    },
    nodeTypeOptions: {
      description: 'An object with a global id, which `node` and `nodes` fetch again.',
    },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    hasNextPageFieldOptions: {
      description: 'Whether more items follow this page (paging forward).',
    },
    hasPreviousPageFieldOptions: {
      description: 'Whether items come before this page (paging backward).',
    },
    startCursorFieldOptions: {
      description: "The first edge's cursor (pass it as `before`); null on an empty page.",
    },
    endCursorFieldOptions: {
      description: "The last edge's cursor (pass it as `after`); null on an empty page.",
    },
    pageInfoFieldOptions: { description: 'How to ask for the pages before and after this one.' },
    edgesFieldOptions: { nullable: false, description: 'The items of this page, in order.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    cursorFieldOptions: {
      description: 'Opaque: pass it as `after` or `before` to page from this item.',
    },
    firstArgOptions: { description: 'Page forward: at most this many items (after `after`).' },
    afterArgOptions: { description: 'Page forward from this cursor (an endCursor).' },
    lastArgOptions: { description: 'Page backward: at most this many items (before `before`).' },
    beforeArgOptions: { description: 'Page backward from this cursor (a startCursor).' },
    defaultConnectionTypeOptions: {
      description: 'A page of a list, with the cursors to page forward and backward.',
    },
    defaultEdgeTypeOptions: { description: 'An item of a page, with its cursor.' },
    // Defined in schema/node.ts: bounded, and one malformed id does not fail the others.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

/** The builder's schema types, for helpers that take its refs (e.g. `UnionRef<BuilderTypes, E>`). */
export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
