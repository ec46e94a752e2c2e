import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bulkRules } from '../services/swipes/bulk-swipes.js';
import { MAX_PAGE_SIZE } from './connections.js';
import { ErrorCode, REQUEST_ERROR_HTTP, requestError, withErrorCodes } from './errors.js';

// Bounded work per request, error codes and caching for /graphql (docs/graphql.md, "Limits",
// "Errors"). graphql-armor checks the document; these checks also see the variables.

/** The most an operation may cost (`operationCost`). */
export const MAX_QUERY_COST = 60_000;

/** The most items any list in a request's variables may hold. */
export const MAX_LIST_ITEMS = 100;

/** graphql-armor's `onReject` handler: its limits are request errors with their own code. */
export function tooComplex(_context: unknown, error: GraphQLError) {
  // Armor words every limit as a "Syntax Error: …"; the document is fine, it is too big.
  error.message = error.message.replace(/^Syntax Error: /, '');
  const extensions = error.extensions as Record<string, unknown>;
  extensions.code = ErrorCode.QUERY_TOO_COMPLEX;
  extensions.http = { ...REQUEST_ERROR_HTTP };
}

/** Lists that may be longer, by their input field's name: a bulk action's swipes. */
const LONG_LISTS: Record<string, number> = { swipeIds: bulkRules.idsMax };

/** The first list in `value` longer than it may be (its limit), or null. */
function overLongList(value: unknown, key = ''): number | null {
  if (Array.isArray(value)) {
    const max = LONG_LISTS[key] ?? MAX_LIST_ITEMS;
    if (value.length > max) return max;
    for (const item of value) {
      const over = overLongList(item);
      if (over !== null) return over;
    }
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const over = overLongList(item, name);
      if (over !== null) return over;
    }
  }
  return null;
}

/**
 * The cost of an operation with the values its variables give: an object costs 2, a scalar 1,
 * each level down 1.5 times more, and a field with `first`/`last` (a literal or a variable) or a
 * list argument (e.g. `nodes(ids:)`) times that many. Fields are merged as GraphQL executes
 * them: a field selected by several fragments (Relay's one fragment per component) is counted
 * once, with the union of their sub-selections.
 */
export function operationCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const value = (node: ValueNode) => valueFromASTUntyped(node, variables ?? {});
  const multiplierOf = (field: FieldNode) => {
    let multiplier = 1;
    for (const argument of field.arguments ?? []) {
      const given = value(argument.value);
      if (
        (argument.name.value === 'first' || argument.name.value === 'last') &&
        typeof given === 'number'
      )
        // Above MAX_PAGE_SIZE the field itself refuses it (BAD_USER_INPUT).
        multiplier = Math.max(multiplier, Math.min(given, MAX_PAGE_SIZE));
      if (Array.isArray(given)) multiplier = Math.max(multiplier, given.length);
    }
    return multiplier;
  };
  /** The fields of these selection sets by response key, fragments and inline fragments flattened. */
  const collectFields = (
    sets: readonly SelectionSetNode[],
    fields = new Map<string, FieldNode[]>(),
    visiting = new Set<string>(),
  ) => {
    for (const set of sets) {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__schema') continue;
          const key = selection.alias?.value ?? selection.name.value;
          fields.set(key, [...(fields.get(key) ?? []), selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collectFields([selection.selectionSet], fields, visiting);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || visiting.has(fragment.name.value)) continue;
          visiting.add(fragment.name.value);
          collectFields([fragment.selectionSet], fields, visiting);
          visiting.delete(fragment.name.value);
        }
      }
    }
    return fields;
  };
  const selectionCost = (sets: readonly SelectionSetNode[]): number => {
    let cost = 0;
    for (const sameKey of collectFields(sets).values()) {
      const subSelections = sameKey.flatMap((field) =>
        field.selectionSet ? [field.selectionSet] : [],
      );
      if (!subSelections.length) {
        cost += 1;
        continue;
      }
      const multiplier = Math.max(...sameKey.map(multiplierOf));
      cost += multiplier * (2 + 1.5 * selectionCost(subSelections));
    }
    return cost;
  };
  return selectionCost([operation.selectionSet]);
}

export interface RequestLimits {
  /** The cost limit (`MAX_QUERY_COST`). */
  maxCost: number;
  /** How long a query may run before it is answered with TIMEOUT (mutations run to the end). */
  queryTimeoutMs: number;
}

/** Why an operation is refused before it runs (over-long list variables, over its cost), or null. */
function refusal(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  maxCost: number,
): GraphQLError | null {
  const over = overLongList(variables);
  if (over !== null) {
    return requestError(
      `A list in the variables may hold at most ${over} items.`,
      ErrorCode.BAD_USER_INPUT,
    );
  }
  const cost = operationCost(document, operationName, variables);
  if (cost > maxCost) {
    return requestError(
      `Query Cost limit of ${maxCost} exceeded (with its variables), found ${Math.round(cost)}.`,
      ErrorCode.QUERY_TOO_COMPLEX,
    );
  }
  return null;
}

/**
 * Refuses over-long list variables and over-costly operations (queries, mutations and
 * subscriptions); stops slow queries.
 */
export function useRequestLimits(limits: RequestLimits): Plugin {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const variables = args.variableValues as Record<string, unknown> | null | undefined;
      const error = refusal(args.document, args.operationName, variables, limits.maxCost);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const variables = args.variableValues as Record<string, unknown> | null | undefined;
      const error = refusal(args.document, args.operationName, variables, limits.maxCost);
      if (error) {
        setResultAndStopExecution({ errors: [error] });
        return;
      }
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const controller = new AbortController();
      const timer = setTimeout(
        () =>
          controller.abort(
            new GraphQLError(`The query took longer than ${limits.queryTimeoutMs / 1000} s.`, {
              extensions: { code: ErrorCode.TIMEOUT, http: { status: 503 } },
            }),
          ),
        limits.queryTimeoutMs,
      );
      const existing = (args as { signal?: AbortSignal }).signal;
      (args as { signal?: AbortSignal }).signal = existing
        ? AbortSignal.any([existing, controller.signal])
        : controller.signal;
      return {
        onExecuteDone() {
          clearTimeout(timer);
        },
      };
    },
  };
}

/** Every error gets an `extensions.code`; every response `Cache-Control: no-store`. */
export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        if (!one || typeof one !== 'object' || !('errors' in one)) continue;
        withErrorCodes(one.errors);
      }
    },
    onResponse({ response }) {
      // Answers depend on the viewer (cookie or token): no shared or browser cache keeps them.
      response.headers.set('Cache-Control', 'no-store');
    },
  };
}
