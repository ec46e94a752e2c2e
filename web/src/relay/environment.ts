import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { forgetViewer, onViewerChange } from '../lib/viewerStatus';
import { multipartBody } from './multipart';
import { GRAPHQL_ACCEPT, persistedOperation } from './persisted';
import { ConnectionError, graphQLAnswer } from './requestErrors';
import { refetchQueries, trackRetainedQueries } from './shownQueries';
import {
  createLiveSocket,
  type LiveSocket,
  type LiveSocketOptions,
  type SocketStatus,
} from './socket';
import { postMultipart, uploadProgressListener } from './upload';

const fetchGraphQL: FetchFunction = async (params, variables, cacheConfig, uploadables) => {
  const operation = persistedOperation(params, variables);
  if (uploadables) {
    return postMultipart(
      multipartBody(operation, uploadables),
      uploadProgressListener(cacheConfig),
    );
  }
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: GRAPHQL_ACCEPT },
      body: JSON.stringify(operation),
    });
  } catch (error) {
    throw new ConnectionError(error);
  }
  return graphQLAnswer(response.status, await response.text());
};

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (Array.isArray(value)) {
    return new Error(value.map((e: { message?: string }) => e.message ?? String(e)).join('; '));
  }
  if (typeof Event !== 'undefined' && value instanceof Event && !('code' in value)) {
    return new Error('The subscription socket failed.');
  }
  if (typeof value === 'object' && value !== null && 'code' in value) {
    const event = value as { code: number; reason?: string };
    return new Error(`Subscription socket closed (${event.code}) ${event.reason ?? ''}`.trim());
  }
  return new Error(String(value));
}

export interface AppEnvironment {
  environment: Environment;
  /** Closes the subscription socket (it authenticated with the cookie of its time). */
  dispose(): void;
}

const sockets = new WeakMap<Environment, LiveSocket>();

export function createAppEnvironment(
  options: Pick<LiveSocketOptions, 'retryDelay'> = {},
): AppEnvironment {
  const store = new Store(new RecordSource());
  const shown = trackRetainedQueries(store);
  const socket = createLiveSocket({
    ...options,
    url: webSocketUrl(),
    // Events published while the socket was down are gone: read again what the app shows once
    // the subscriptions are sent again (graphql-ws sends them right after this callback).
    onReconnected: () => setTimeout(() => refetchQueries(environment, shown.operations())),
  });

  const subscribe: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      socket.subscribe(
        { query: '', ...persistedOperation(params, variables) },
        {
          // graphql-ws may still report a socket failure after Relay unsubscribed.
          next: (value) => {
            if (!sink.closed) sink.next(value as GraphQLResponse);
          },
          error: (error) => {
            if (!sink.closed) sink.error(toError(error));
          },
          complete: () => {
            if (!sink.closed) sink.complete();
          },
        },
      ),
    );

  const environment = new Environment({ network: Network.create(fetchGraphQL, subscribe), store });
  sockets.set(environment, socket);

  return {
    environment,
    dispose() {
      socket.dispose();
    },
  };
}

const IDLE = {
  status: (): SocketStatus => 'idle',
  onStatusChange: () => () => {},
};

/** The state of `environment`'s live socket (idle for an environment made elsewhere: tests). */
export function liveSocketOf(
  environment: Environment,
): Pick<LiveSocket, 'status' | 'onStatusChange'> {
  return sockets.get(environment) ?? IDLE;
}

let current: AppEnvironment | null = null;
const resetListeners = new Set<() => void>();

/** The environment route loaders and the Relay scope (RelayScope.tsx) hand to React. */
export function getEnvironment(): Environment {
  current ??= createAppEnvironment();
  return current.environment;
}

/**
 * Throws away every cached record and the subscription socket. Call on sign-in, sign-out
 * and when the session is revoked, then navigate: the Relay scope's loader hands the new
 * environment to React in the same commit as the routes' new preloaded queries.
 */
export function resetEnvironment(): void {
  current?.dispose();
  current = createAppEnvironment();
  forgetViewer();
  for (const listener of resetListeners) listener();
}

export function onEnvironmentReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
}

// Signed in or out in another tab (noticed by the public layout): no data of the previous
// session may answer this tab's next queries.
onViewerChange(resetEnvironment);
