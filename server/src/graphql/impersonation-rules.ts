import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  type ImpersonatedRequest,
  impersonationRule,
  MUTATION_RULES,
  recordImpersonatedWrite,
} from '../services/admin/impersonation.js';
import type { Context } from './context.js';
import { ErrorCode } from './errors.js';

/** The names of a mutation's root fields (through fragments), aliases aside. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  const names: string[] = [];
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return names.filter((name) => name !== '__typename');
}

/**
 * While an administrator impersonates a user (docs/admin.md), a mutation naming a refused field
 * is refused whole before any field resolves, with code FORBIDDEN, and recorded; any other is
 * recorded once it ran, with its arguments and outcome (services/admin/impersonation.ts decides).
 */
export function useImpersonationRules(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context;
      const viewer = context.viewer;
      if (!viewer?.impersonatorId) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFields(args.document, operation.selectionSet);
      const decisions = fields.map((field) => impersonationRule(MUTATION_RULES, field));
      const request: ImpersonatedRequest = {
        userId: viewer.userId,
        sessionId: viewer.sessionId,
        impersonatorId: viewer.impersonatorId,
        ip: context.ip,
        userAgent: context.userAgent,
      };
      const action = `graphql ${fields.join(', ')}`;
      const input = args.variableValues ?? undefined;
      const refusal = decisions.find((decision) => !decision.allowed);
      if (refusal && !refusal.allowed) {
        const message = refusal.skipped ? 'Not allowed while impersonating.' : refusal.message;
        setResultAndStopExecution({
          errors: [
            new GraphQLError(message, {
              extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
            }),
          ],
        });
        return recordImpersonatedWrite(request, { action, input, outcome: message }, true).then(
          () => undefined,
        );
      }
      if (!decisions.some((decision) => decision.allowed && decision.audited)) return;
      return {
        async onExecuteDone({ result }) {
          const errors = 'errors' in result ? (result.errors?.length ?? 0) : 0;
          await recordImpersonatedWrite(request, {
            action,
            input,
            outcome: errors ? `${errors} error(s)` : 'done',
          });
        },
      };
    },
  };
}
