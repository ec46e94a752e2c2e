import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { prisma } from '../db/client.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Context } from './context.js';
import { ErrorCode } from './errors.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  /**
   * `browserSession`: signed in through the web app's sign-in, not a personal token (a token
   * must not mint more access than it is: new tokens, extension codes, signing browsers out).
   */
  AuthScopes: { signedIn: boolean; browserSession: boolean };
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
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Defined in schema/node.ts: bounded, and one malformed id does not fail the others.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});
