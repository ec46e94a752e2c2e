import { type Client, createClient } from 'graphql-ws';
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

export function createAppEnvironment(): AppEnvironment {
  let client: Client | null = null;
  const getClient = () => {
    client ??= createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 });
    return client;
  };

  const subscribe: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      getClient().subscribe(
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

  const environment = new Environment({
    network: Network.create(fetchGraphQL, subscribe),
    store: new Store(new RecordSource()),
  });

  return {
    environment,
    dispose() {
      client?.dispose();
      client = null;
    },
  };
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
