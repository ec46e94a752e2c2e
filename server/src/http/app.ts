import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { CloseCode, type OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { isCrossSite, requestInfo } from '../auth/request-info.js';
import type { CaptureBrowser } from '../capture/browser.js';
import type { Database } from '../db/database.js';
import { ErrorCode, withErrorCodes } from '../graphql/errors.js';
import { persistedOperationId } from '../graphql/persisted-operations.js';
import { buildContext, createGraphQL, type Services } from '../graphql/yoga.js';
import { bindEventBus } from '../realtime/event-bus.js';
import { captureScope } from '../server-scope.js';
import { identifyCaller } from '../services/accounts/caller.js';
import { gracefulClose } from './graceful-close.js';
import { answerMalformedPath, requestUrl } from './malformed-path.js';
import { createRouter, maxGraphQLBodyBytes } from './router.js';

interface EnvelopedRoot {
  execute(args: ExecutionArgs): OperationResult;
  subscribe(args: ExecutionArgs): OperationResult;
}

export interface AppOptions {
  /** Relay persisted-query files (defaults to the web and extension projects'). */
  persistedOperationFiles?: string[];
  /** The capture browser, which also draws page previews (http/og-images.ts). */
  browser?: CaptureBrowser;
}

/**
 * The HTTP server: every request goes through the router (http/router.ts); a WebSocket upgrade
 * to /graphql is graphql-ws's, which works out the caller again for each operation.
 */
export function createApp(db: Database, services: Services, options: AppOptions = {}) {
  const { config } = services;
  bindEventBus(services.pubsub);
  const graphql = createGraphQL(services, options.persistedOperationFiles);
  const { yoga, persisted } = graphql;
  const production = config.NODE_ENV === 'production';
  let stopping = false;
  const router = createRouter(db, services, graphql, () => stopping, options.browser ?? null);
  const listener = getRequestListener(router.fetch, {
    // Yoga keeps the platform's own Request and Response (no global override).
    overrideGlobalObjects: false,
    // An HTTP/1.0 client (a health check) may send no Host; routing needs only the path.
    hostname: 'localhost',
  });

  const server = createServer((req, res) => {
    const url = requestUrl(req.url);
    if (!url) return answerMalformedPath(req.url ?? '', res);
    // The router is given the target as a path (`//host/x` and absolute-form targets included).
    req.url = `${url.pathname}${url.search}`;
    return listener(req, res);
  });

  const closeServer = gracefulClose(server, 10_000);

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxGraphQLBodyBytes });
  server.on('upgrade', (req, socket: Socket, head) => {
    const info = requestInfo(req, config);
    if (requestUrl(req.url)?.pathname !== '/graphql' || isCrossSite(info, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // ws emits a socket's messages outside the scope of its upgrade (server-scope.ts).
      const emit = ws.emit.bind(ws);
      const inScope = captureScope();
      ws.emit = (...args) => inScope(() => emit(...args));
      wss.emit('connection', ws, req);
    });
  });

  const wsServer = useServer(
    {
      // Yoga's enveloped execute/subscribe travel in rootValue (Yoga's graphql-ws recipe).
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const id = persistedOperationId(payload);
        const text = id ? persisted.get(id) : production ? null : payload.query;
        if (!text) {
          return [
            new GraphQLError(
              id ? 'Unknown persisted operation.' : 'Only persisted operations are accepted.',
              {
                extensions: {
                  code: id ? ErrorCode.PERSISTED_QUERY_NOT_FOUND : ErrorCode.PERSISTED_QUERY_ONLY,
                },
              },
            ),
          ];
        }
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        let document: DocumentNode;
        try {
          document = enveloped.parse(text);
        } catch (error) {
          // An error of this operation, not of the socket (which graphql-ws would close).
          if (!(error instanceof GraphQLError)) throw error;
          error.extensions.code ??= ErrorCode.GRAPHQL_PARSE_FAILED;
          return [error];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        // Credentials are read again for each operation; a bearer token that no longer holds
        // (revoked, expired) closes the socket with 4401 (docs/graphql.md, "Subscriptions").
        const caller = await identifyCaller(requestInfo(ctx.extra.request, config), config);
        let contextValue: ReturnType<typeof buildContext>;
        try {
          contextValue = buildContext(caller, services, ctx.extra.request);
        } catch (error) {
          if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
            ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
            return [error];
          }
          throw error;
        }
        return {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
      // The codes Yoga's `useErrorCodes` gives over HTTP and SSE (graphql/errors.ts).
      onNext: (_ctx, _id, _payload, _args, result) => {
        withErrorCodes(result.errors);
      },
      onError: (_ctx, _id, _payload, errors) => {
        withErrorCodes(errors);
      },
    },
    wss,
  );
  const pinging = pingSockets(wss, config.WS_PING_INTERVAL_SECONDS * 1000);

  return {
    server,
    /** The router alone: `router.request(…)` answers in-process (the fast test tier). */
    router,
    /** From now on `/readyz` answers 503 (stopping); requests are still served until `close`. */
    beginStopping() {
      stopping = true;
    },
    async close() {
      stopping = true;
      clearInterval(pinging);
      await wsServer.dispose();
      // In-flight requests get 10 s to finish (the port stays open meanwhile, answering /readyz
      // 503); GraphQL stays up until they have.
      await closeServer();
      await yoga.dispose();
    },
  };
}

/**
 * Pings every WebSocket each interval and drops one that did not answer the last ping: a
 * socket whose network went away (no close ever arrives) ends its subscriptions, and with them
 * its tab's presence, within two intervals.
 */
function pingSockets(wss: WebSocketServer, intervalMs: number) {
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (ws: WebSocket) => {
    answered.add(ws);
    ws.on('pong', () => answered.add(ws));
  });
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (!answered.has(ws)) {
        ws.terminate();
        continue;
      }
      answered.delete(ws);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return timer;
}
