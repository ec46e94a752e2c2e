import { type GraphQLTaggedNode, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import {
  type Environment,
  fetchQuery,
  getRequest,
  type OperationType,
  type VariablesOf,
} from 'relay-runtime';
import { getEnvironment } from './environment';

// Loaders run on every navigation; keep one live reference per query and variables so
// repeated navigations do not pile up retained operations. A replaced reference is
// released a little later: the previous page may still render it until the navigation
// commits (mounted components keep their own retain of the data).
const live = new Map<string, { dispose(): void }>();
const RELEASE_DELAY_MS = 10_000;

/**
 * `loadQuery` for route loaders (render-as-you-fetch). 'store-and-network' shows what the store
 * holds at once and reads it again, for pages whose data changes elsewhere (another tab, a job).
 */
export function preload<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' = 'store-or-network',
  environment: Environment = getEnvironment(),
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const key = `${getRequest(query).params.name}:${JSON.stringify(variables)}`;
  const previous = live.get(key);
  live.set(key, ref);
  if (previous) setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
  return ref;
}

/** Resolves a query's data (from the store when present) for decisions such as redirects. */
export function fetchData<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  environment: Environment = getEnvironment(),
): Promise<T['response'] | undefined> {
  return fetchQuery<T>(environment, query, variables, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
}
