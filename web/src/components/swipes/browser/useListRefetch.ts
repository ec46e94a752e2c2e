import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import SwipeBrowserPaginationQueryNode, {
  type SwipeBrowserPaginationQuery,
  type SwipeFilter,
  type SwipeSort,
} from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';

type Refetch = (
  variables: Partial<SwipeBrowserPaginationQuery['variables']>,
  options: { fetchPolicy: 'store-only' },
) => unknown;

/**
 * Loads the list again when its filters change (`key`: the filter and sort as JSON), keeping
 * the list on screen meanwhile. The page is fetched first and only then shown, so a failed
 * search is an `error` beside the results (with `retry`), never the page's error boundary.
 * `initialKey` is what the list was first loaded with (no filter, unless on a collection page).
 */
export function useListRefetch(
  teamId: string,
  key: string,
  initialKey: string,
  pageSize: number,
  refetch: Refetch,
): { loading: boolean; loadedOnce: boolean; error: Error | null; retry: () => void } {
  const environment = useRelayEnvironment();
  const [isPending, startTransition] = useTransition();
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadedOnce, setLoadedOnce] = useState(key === initialKey);
  const shown = useRef(initialKey);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same page again
  useEffect(() => {
    if (key === shown.current) {
      setFetching(false);
      setError(null);
      return;
    }
    const [filter, sort] = JSON.parse(key) as [SwipeFilter | null, SwipeSort];
    const variables = { id: teamId, filter, sort, count: pageSize, cursor: null };
    setFetching(true);
    setError(null);
    const subscription = fetchQuery<SwipeBrowserPaginationQuery>(
      environment,
      SwipeBrowserPaginationQueryNode,
      variables,
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => {
        shown.current = key;
        setFetching(false);
        setLoadedOnce(true);
        startTransition(() => {
          refetchRef.current(variables, { fetchPolicy: 'store-only' });
        });
      },
      error: (failure: Error) => {
        setFetching(false);
        setLoadedOnce(true);
        setError(failure);
      },
    });
    return () => subscription.unsubscribe();
  }, [key, teamId, pageSize, environment, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loading: fetching || isPending, loadedOnce, error, retry };
}
