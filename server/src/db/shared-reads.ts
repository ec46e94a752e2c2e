import { AsyncLocalStorage } from 'node:async_hooks';
import type { PrismaClient } from '../generated/prisma/client.js';

// Reads shared by everything done for one live event (graphql/shared-event-results.ts): the
// subscribers of a team each execute the event (or reuse another's result), and every model
// read they make — the changed node, the team with its tags and collections, their counts —
// is run once per event and arguments, whoever asks first, and handed to the others. A read
// that depends on who asks has that person in its arguments (`viewerRole` reads the viewer's
// membership row, visibility filters name the user), so it is never handed to someone else.
// What one subscriber may see is decided around these reads, per subscriber and per event
// (the subscription's access watch, the team's membership read for the event).

type Reads = Map<string, Promise<unknown>>;

const scope = new AsyncLocalStorage<Reads>();
const readsByEvent = new WeakMap<object, Reads>();

/** The delegate methods that only read, and so may be shared. */
const READ_OPERATIONS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
]);

/** Runs `work` with the reads of `event`: `prisma()` shares them while it runs. */
export function withSharedReads<T>(event: object, work: () => T): T {
  let reads = readsByEvent.get(event);
  if (!reads) {
    reads = new Map();
    readsByEvent.set(event, reads);
  }
  return scope.run(reads, work);
}

/** Whether the caller runs for an event (inside `withSharedReads`). */
export function inSharedReads(): boolean {
  return scope.getStore() !== undefined;
}

function keyOf(model: string, operation: string, args: unknown): string | undefined {
  try {
    return `${model}.${operation}:${JSON.stringify(args ?? null)}`;
  } catch {
    return undefined; // a BigInt or a cycle: not shared
  }
}

function sharedDelegate(model: string, delegate: Record<string, unknown>) {
  return new Proxy(delegate, {
    get(target, operation, receiver) {
      const method = Reflect.get(target, operation, receiver);
      if (typeof operation !== 'string' || typeof method !== 'function') return method;
      if (!READ_OPERATIONS.has(operation)) return method.bind(target);
      return (args: unknown) => {
        const reads = scope.getStore();
        const key = reads && keyOf(model, operation, args);
        if (!reads || key === undefined) return method.call(target, args);
        let read = reads.get(key);
        if (!read) {
          read = Promise.resolve(method.call(target, args));
          reads.set(key, read);
          // A failed read is not handed on: the next asker tries again.
          read.catch(() => reads.delete(key));
        }
        return read;
      };
    },
  });
}

/**
 * `client` whose model reads are shared while inside `withSharedReads` (and pass straight
 * through outside it: a Pothos context may keep the client it was first given).
 */
export function sharedReadsClient(client: PrismaClient): PrismaClient {
  const delegates = new Map<string, unknown>();
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof key !== 'string' || key.startsWith('$') || key.startsWith('_')) {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      if (typeof value !== 'object' || value === null) return value;
      let delegate = delegates.get(key);
      if (!delegate) {
        delegate = sharedDelegate(key, value as Record<string, unknown>);
        delegates.set(key, delegate);
      }
      return delegate;
    },
  }) as PrismaClient;
}
