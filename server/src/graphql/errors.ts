import { GraphQLError } from 'graphql';

// The `extensions.code` of every error the API answers (docs/graphql.md, "Errors").

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  BAD_CURSOR: 'BAD_CURSOR',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_ONLY: 'PERSISTED_QUERY_ONLY',
  PERSISTED_QUERY_ID_REQUIRED: 'PERSISTED_QUERY_ID_REQUIRED',
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  TIMEOUT: 'TIMEOUT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The `http` extension Yoga reads for a request error: 400 under
 * application/graphql-response+json, 200 under application/json (`spec: true`), as the
 * GraphQL-over-HTTP specification says.
 */
export const REQUEST_ERROR_HTTP = { status: 400, spec: true } as const;

/** An error that stops the whole request before execution (no `data`). */
export function requestError(message: string, code: ErrorCode) {
  return new GraphQLError(message, { extensions: { code, http: { ...REQUEST_ERROR_HTTP } } });
}

/** A field error: bad arguments from the client. */
export function badUserInput(message: string) {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
}

export function badCursor(cursor: string) {
  return new GraphQLError(`Invalid cursor: ${JSON.stringify(cursor)}.`, {
    extensions: { code: ErrorCode.BAD_CURSOR },
  });
}

/**
 * Gives every error without a code BAD_USER_INPUT, on every transport (HTTP and SSE through
 * Yoga's `useErrorCodes`, graphql-ws through its server's hooks). What is left without one is the
 * client's doing: Pothos argument checks (validation plugin, global ids), variables that do not
 * fit their types, scalars refusing a value, malformed requests. (Unexpected errors were masked
 * as INTERNAL_SERVER_ERROR.)
 */
export function withErrorCodes<E extends { extensions?: Record<string, unknown> }>(
  errors: readonly E[] | undefined,
): readonly E[] | undefined {
  for (const error of errors ?? []) {
    const extensions = error.extensions as Record<string, unknown> | undefined;
    if (extensions && !extensions.code) extensions.code = ErrorCode.BAD_USER_INPUT;
  }
  return errors;
}
