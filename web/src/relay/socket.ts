import { type Client, createClient, type Sink, type SubscribePayload } from 'graphql-ws';

/**
 * `idle`: no subscription needs the socket. `live`: it is open and acknowledged.
 * `reconnecting`: subscriptions are waiting for it (it closed, or never opened).
 */
export type SocketStatus = 'idle' | 'live' | 'reconnecting';

const MAX_RETRY_DELAY_MS = 8_000;

/** 1, 2, 4, 8, 8, … s after each failed attempt, plus up to 1 s so tabs do not retry together. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return Math.min(1_000 * 2 ** retries, MAX_RETRY_DELAY_MS) + Math.floor(random() * 1_000);
}

export interface LiveSocketOptions {
  url: string;
  /** Called once the socket is back after it was lost: what was missed meanwhile is re-read. */
  onReconnected: () => void;
  retryDelay?: (retries: number) => number;
  webSocketImpl?: unknown;
}

export interface LiveSocket {
  subscribe(payload: SubscribePayload, sink: Sink): () => void;
  status(): SocketStatus;
  onStatusChange(listener: () => void): () => void;
  dispose(): void;
}

/**
 * The graphql-ws client of one Relay environment. A socket lost while subscriptions are open
 * (a server restart, a network change) is retried for as long as any subscription wants it, on
 * every kind of failure: graphql-ws's default gives up at once when a retry fails before the
 * socket opens (a refused connection is an error event, not a close), and its subscriptions then
 * end for good. On the new socket graphql-ws subscribes every open subscription again with the
 * same sink, so Relay's subscriptions carry on unaware; `onReconnected` lets the app re-read
 * what it shows, since events published while the socket was down are not replayed.
 */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const listeners = new Set<() => void>();
  let status: SocketStatus = 'idle';
  let open = 0; // subscriptions that have neither ended nor been unsubscribed
  let lost = false; // since the last live socket, one was lost or failed to open
  let disposed = false;
  const setStatus = (next: SocketStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };
  const dropped = () => {
    if (disposed || open === 0) return setStatus('idle');
    lost = true;
    setStatus('reconnecting');
  };

  let client: Client | null = null;
  const getClient = () => {
    client ??= createClient({
      url: options.url,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      // Close codes graphql-ws holds fatal (4400, 4401, 4409…) still end the subscriptions.
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      webSocketImpl: options.webSocketImpl,
      on: {
        connected: () => {
          if (disposed) return;
          const missed = lost;
          lost = false;
          setStatus('live');
          if (missed) options.onReconnected();
        },
        closed: dropped,
        error: dropped,
      },
    });
    return client;
  };

  return {
    subscribe(payload, sink) {
      open += 1;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        open -= 1;
        if (open === 0 && status === 'reconnecting') setStatus('idle');
      };
      const unsubscribe = getClient().subscribe(payload, {
        next: (value) => sink.next(value),
        error: (error) => {
          end();
          sink.error(error);
        },
        complete: () => {
          end();
          sink.complete();
        },
      });
      return () => {
        end();
        unsubscribe();
      };
    },
    status: () => status,
    onStatusChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      setStatus('idle');
      void client?.dispose();
      client = null;
    },
  };
}
