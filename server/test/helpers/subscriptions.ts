import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from '../harness.js';

/**
 * A graphql-ws client for the server at `url` (http://…) that sends `headers` with its upgrade
 * request (a session cookie or a Bearer token), and never retries.
 */
export function wsClient(url: string, headers: Record<string, string> = {}) {
  return createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
}

/** A graphql-ws client signed in with `client`'s session cookie. */
export const socketOf = (client: TestClient) =>
  wsClient(client.url, { cookie: client.cookieHeader() });

/** A graphql-ws client signed in with an API token. */
export const tokenSocket = (url: string, token: string) =>
  wsClient(url, { authorization: `Bearer ${token}` });
