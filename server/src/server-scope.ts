import { AsyncLocalStorage } from 'node:async_hooks';

// A deployment runs one server per process. The tests run many in one process, one after
// another (a vitest worker loads the modules once for all its files) and sometimes side by
// side. Each server starts inside `inNewServerScope`, so everything it starts there (its
// requests and sockets, once it listens through `inScope`, its jobs, timers and SMTP
// sessions) reads that server's bindings: work left over from one server never reaches the
// database, job queue or event bus of the next.

type Bindings = Map<symbol, unknown>;
const scope = new AsyncLocalStorage<Bindings>();
/** The scopes of the servers started and not yet closed. */
const open = new Set<Bindings>();

export interface ServerScope {
  /** Runs `work` in this server's scope. */
  inScope<R>(work: () => R): R;
  /** Called when the server has closed: its bindings are no longer anyone's fallback. */
  leave(): void;
}

/** Runs `start` in a scope of its own; a start that fails leaves its scope. */
export function inNewServerScope<T>(start: (scope: ServerScope) => Promise<T>): Promise<T> {
  const bindings: Bindings = new Map();
  open.add(bindings);
  const leave = () => void open.delete(bindings);
  const started = scope.run(bindings, () =>
    start({ inScope: AsyncLocalStorage.snapshot(), leave }),
  );
  return started.catch((error: unknown) => {
    leave();
    throw error;
  });
}

/**
 * For a script that wires parts itself (a bench, a CLI): the rest of the current code, and
 * everything it starts, runs in a scope of its own, open until the process ends.
 */
export function enterScriptScope() {
  const bindings: Bindings = new Map();
  open.add(bindings);
  scope.enterWith(bindings);
}

/**
 * Runs work later in the scope current now (`inScope(() => work())`): for the handlers a library
 * calls from its sockets' events (WebSocket messages, SMTP commands), which reach us outside the
 * scope they were set up in.
 */
export function captureScope(): <R>(work: () => R) => R {
  return AsyncLocalStorage.snapshot();
}

/**
 * A value each server binds once at start (its database client, job queue, event bus), read in
 * the scope of the server doing the work. Outside every server's scope (a script, a test's own
 * call to a service, a callback that lost its context) the one open server's value is read; with
 * several servers open, which one is meant cannot be told, and the read fails.
 */
export function serverBinding<T>(name: string) {
  const key = Symbol(name);
  const released = new WeakSet<object>();
  return {
    bind(value: T) {
      const bindings = scope.getStore();
      if (!bindings) throw new Error(`The ${name} is bound outside a server's scope`);
      bindings.set(key, value);
    },
    /** Its server stops using `value`: no fallback reads it; its own work keeps it. */
    release(value: T & object) {
      released.add(value);
    },
    get(): T | undefined {
      const bindings = scope.getStore();
      if (bindings?.has(key)) return bindings.get(key) as T;
      const candidates = [...open].flatMap((b) => {
        const value = b.get(key) as T | undefined;
        return b.has(key) && !released.has(value as object) ? [value as T] : [];
      });
      if (candidates.length > 1) {
        throw new Error(
          `${candidates.length} servers are open in this process: read the ${name} in one's scope (inScope)`,
        );
      }
      return candidates[0];
    },
  };
}

/** How many servers have started in this process and not closed (the tests check it is 0). */
export function openServerCount(): number {
  return open.size;
}
