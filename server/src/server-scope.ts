import { AsyncLocalStorage } from 'node:async_hooks';

// A deployment runs one server per process. The tests run many in one process, one after
// another (a vitest worker loads the modules once for all its files) and sometimes side by
// side. Each server starts inside `inNewServerScope`, so everything it starts there (its
// requests and sockets, once it listens through `inScope`, its jobs, timers and SMTP
// sessions) reads that server's bindings: work left over from one server never reaches the
// database, job queue or event bus of the next.

const scope = new AsyncLocalStorage<Map<symbol, unknown>>();

/** Runs `start` in a scope of its own; `inScope` runs later work in that same scope. */
export function inNewServerScope<T>(start: (inScope: <R>(work: () => R) => R) => T): T {
  return scope.run(new Map(), () => start(AsyncLocalStorage.snapshot()));
}

/**
 * A value each server binds once at start (its database client, job queue, event bus): read in
 * the scope of the server doing the work; outside any server's scope (a script, a test's own
 * call to a service), the last one bound.
 */
export function serverBinding<T>(name: string) {
  const key = Symbol(name);
  let latest: T | undefined;
  return {
    bind(value: T) {
      scope.getStore()?.set(key, value);
      latest = value;
    },
    /** Forgets `value` as the latest; its server's own work keeps it (and fails on it, closed). */
    release(value: T) {
      if (latest === value) latest = undefined;
    },
    get(): T | undefined {
      const bindings = scope.getStore();
      return bindings?.has(key) ? (bindings.get(key) as T) : latest;
    },
  };
}
