import type { RequestParameters, Variables } from 'relay-runtime';

/** The body every operation is sent with: a persisted id, never the query text. */
export function persistedOperation(
  params: Pick<RequestParameters, 'id' | 'name'>,
  variables: Variables,
) {
  if (!params.id) {
    throw new Error(`Operation ${params.name} has no persisted id: run \`npm run relay -w web\`.`);
  }
  return {
    operationName: params.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: params.id } },
  };
}

export const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json';
