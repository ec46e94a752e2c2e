import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { READ_ONLY_TOKEN } from '../auth/request-session.js';
import type { Context } from './context.js';
import { ErrorCode } from './errors.js';

/**
 * A READ_ONLY personal token runs queries and subscriptions; a mutation (uploads included: they
 * are mutations) is refused before any field resolves, with code FORBIDDEN (docs/auth.md).
 */
export function useReadOnlyTokens(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!(args.contextValue as Context).viewer?.readOnly) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(READ_ONLY_TOKEN, {
            extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
          }),
        ],
      });
    },
  };
}
