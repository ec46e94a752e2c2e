import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  print,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withSharedReads } from '../db/shared-reads.js';
import { type WatchedViewer, watchAccess } from '../realtime/access-events.js';
import { mapEvents, whileOpen } from '../realtime/event-streams.js';
import { impersonationHolds } from '../services/admin/impersonation.js';
import type { Context } from './context.js';

// A change in a team goes to every subscriber of that team: with 1,000 open tabs, executing
// the same subscription document 1,000 times per event is most of the delivery time. So each
// event is executed once per document and variables, and the result is handed to the other
// subscribers — but only when that execution never read anything about its viewer (who they
// are, their session or address). A field that does (a member's `isViewer`, a team's
// `viewerRole`) makes that event's result per subscriber again, so sharing can never show one
// person another's answer. Results with errors are never shared. Either way, every execution of
// an event runs inside `withSharedReads` (db/shared-reads.ts): the database reads behind the
// selection are made once per event and arguments, also for the subscribers whose answer is
// their own (only the reads that name them are theirs).

/** Context members that are the same for every subscriber of this server. */
const sharedContextKeys = new Set<string | symbol>([
  'config',
  'pubsub',
  'presence',
  'storage',
  'mailer',
]);

interface Execution {
  result: ExecutionResult;
  shareable: boolean;
}

const executions = new WeakMap<object, Map<string, Promise<Execution>>>();
const printed = new WeakMap<DocumentNode, string>();

function operationKey(args: ExecutionArgs) {
  let text = printed.get(args.document);
  if (text === undefined) {
    text = print(args.document);
    printed.set(args.document, text);
  }
  return JSON.stringify([text, args.operationName ?? null, args.variableValues ?? null]);
}

async function executeTracked(args: ExecutionArgs, event: object): Promise<Execution> {
  let viewerRead = false;
  const contextValue = new Proxy(args.contextValue as Context, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !sharedContextKeys.has(key)) viewerRead = true;
      return Reflect.get(target, key, receiver);
    },
  });
  const result = await withSharedReads(event, () =>
    execute({ ...args, contextValue, rootValue: event }),
  );
  return { result, shareable: !viewerRead && !result.errors?.length };
}

/** Executes one event for one subscriber, reusing another subscriber's identical result. */
async function executeEvent(args: ExecutionArgs, event: unknown): Promise<ExecutionResult> {
  if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
  const byOperation = executions.get(event) ?? new Map<string, Promise<Execution>>();
  executions.set(event, byOperation);
  const key = operationKey(args);
  const first = byOperation.get(key);
  if (!first) {
    const mine = executeTracked(args, event);
    byOperation.set(key, mine);
    return (await mine).result;
  }
  const shared = await first;
  return shared.shareable
    ? shared.result
    : withSharedReads(event, () => execute({ ...args, rootValue: event }));
}

// Every subscription, over graphql-ws or SSE alike, also watches the session or token it was
// opened with (realtime/access-events.ts): it ends at once when that is signed out, revoked or
// expires, and each result is delivered only while the access still holds (a check in memory,
// made after the shared execution, for each subscriber). A subscription field that tells of the
// end itself (`sessionEvents`) takes the watch over and ends after its last event.
async function subscribeSharingResults(args: ExecutionArgs) {
  const context = args.contextValue as Context;
  const access = await watchAccess(context.pubsub, watchedViewer(context));
  context.access = access;
  let events: Awaited<ReturnType<typeof createSourceEventStream>>;
  try {
    events = await createSourceEventStream(args);
  } catch (error) {
    access.dispose();
    throw error;
  }
  if (!(Symbol.asyncIterator in events)) {
    access.dispose();
    return events;
  }
  const results = mapEvents(events[Symbol.asyncIterator](), (event) => executeEvent(args, event));
  if (access.handedOver) return results;
  return whileOpen(
    results,
    access.ended,
    () => access.open || access.stillOpen(),
    () => access.dispose(),
  );
}

/** The viewer an open subscription watches; an impersonation also while its administrator is one. */
function watchedViewer({ viewer }: Context): WatchedViewer | null {
  if (!viewer?.sessionId || !viewer.impersonatorId) return viewer;
  const session = { id: viewer.sessionId, impersonatorId: viewer.impersonatorId };
  return { ...viewer, holds: () => impersonationHolds(session) };
}

/** Subscriptions run through graphql-js' own steps, with each event's execution shared. */
export function useSharedEventResults(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeSharingResults as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}
