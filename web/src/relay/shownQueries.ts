import {
  type Disposable,
  type Environment,
  fetchQuery,
  type OperationDescriptor,
  type Store,
} from 'relay-runtime';

/**
 * The queries a store retains: those of the mounted pages and components (usePreloadedQuery,
 * useLazyLoadQuery, a refetched list) and of the route loaders' live references. Counted per
 * request, as the store counts them.
 */
export function trackRetainedQueries(store: Store) {
  const retained = new Map<string, { operation: OperationDescriptor; count: number }>();
  const retain = store.retain.bind(store);
  store.retain = (operation: OperationDescriptor): Disposable => {
    const disposable = retain(operation);
    if (operation.request.node.params.operationKind !== 'query') return disposable;
    const id = operation.request.identifier;
    const entry = retained.get(id) ?? { operation, count: 0 };
    entry.count += 1;
    retained.set(id, entry);
    let released = false;
    return {
      dispose() {
        if (!released) {
          released = true;
          entry.count -= 1;
          if (entry.count === 0 && retained.get(id) === entry) retained.delete(id);
        }
        disposable.dispose();
      },
    };
  };
  return {
    operations: () => [...retained.values()].map((entry) => entry.operation),
  };
}

/**
 * Asks the server again for every query the app shows (network-only): after the live socket
 * was lost, events published meanwhile were never heard. The answers replace what the store
 * holds, so every component shows the data as it is now. A paged list comes back as its first
 * page (Relay replaces a connection refetched from its start), with what was added on top.
 */
export function refetchQueries(environment: Environment, operations: OperationDescriptor[]) {
  for (const { request } of operations) {
    fetchQuery(environment, request.node, request.variables, {
      fetchPolicy: 'network-only',
    }).subscribe({ error: () => {} });
  }
}
