import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { CloseCode, type OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/database.js';
import { ErrorCode } from '../graphql/errors.js';
import { persistedOperationId } from '../graphql/persisted-operations.js';
import { PLAYGROUND_PATH, servePlaygroundAsset } from '../graphql/playground.js';
import { buildContext, createGraphQL, type Services } from '../graphql/yoga.js';
import { createImageHandler } from '../images/image-endpoint.js';
import { MAX_UPLOAD_BYTES } from '../images/upload-rules.js';
import { paths } from '../paths.js';
import { bindEventBus } from '../realtime/event-bus.js';
import { handleBilling } from '../rest/billing.js';
import { handleExport } from '../rest/export.js';
import { handleExtensionToken } from '../rest/extension.js';
import { handleRest } from '../rest/router.js';
import { databaseAnswers } from '../services/health.js';
import { serveEmailHtml } from './email-html.js';
import { serveExamples } from './examples.js';
import { json } from './json-response.js';
import { answerMalformedPath, refuseMalformedPath, requestUrl } from './malformed-path.js';
import { pageHeads } from './page-heads.js';
import { publicSiteHandler } from './public-site.js';
import { readiness } from './readiness.js';
import { isCrossSite, requestInfo } from './request-info.js';
import { staticFiles } from './static-files.js';

/** Requests larger than this are refused before GraphQL reads them. */
export const maxGraphQLBodyBytes = 1024 * 1024;
/** A multipart upload: the largest accepted image plus room for the operation. */
export const maxUploadRequestBytes = MAX_UPLOAD_BYTES + maxGraphQLBodyBytes;

interface EnvelopedRoot {
  execute(args: ExecutionArgs): OperationResult;
  subscribe(args: ExecutionArgs): OperationResult;
}

export interface AppOptions {
  /** Relay persisted-query files (defaults to the web and extension projects'). */
  persistedOperationFiles?: string[];
}

export function createApp(db: Database, services: Services, options: AppOptions = {}) {
  const { config } = services;
  bindEventBus(services.pubsub);
  const { yoga, persisted } = createGraphQL(services, options.persistedOperationFiles);
  const serveWeb = staticFiles(
    paths.webDist,
    pageHeads(paths.webDist, new URL(config.APP_ORIGIN).origin).pageFor,
  );
  const publicSite = publicSiteHandler(config.APP_ORIGIN, {
    contentDir: paths.webContent,
    examplesFile: paths.examplesCatalogue,
  });
  const images = createImageHandler({ storage: services.storage, dataDir: config.DATA_DIR });
  const production = config.NODE_ENV === 'production';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req.url);
    if (!url) return answerMalformedPath(req.url ?? '', res);
    if (refuseMalformedPath(url.pathname, res)) return;
    if (url.pathname === '/healthz') {
      const ok = await databaseAnswers(db);
      return json(res, ok ? 200 : 503, { status: ok ? 'ok' : 'database unavailable' });
    }
    if (url.pathname === '/readyz') {
      const ready = await readiness(db, config);
      return json(res, ready.status === 'ready' ? 200 : 503, ready);
    }
    if (url.pathname === '/graphql') {
      const upload = String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
      if (
        Number(req.headers['content-length'] ?? 0) >
        (upload ? maxUploadRequestBytes : maxGraphQLBodyBytes)
      ) {
        const message = upload
          ? 'Uploads can be at most 20 MB.'
          : 'Request body is larger than 1 MB.';
        return json(res, 413, { errors: [{ message }] });
      }
      return yoga.handle(req, res, { req, res });
    }
    if (url.pathname.startsWith(PLAYGROUND_PATH)) return servePlaygroundAsset(req, res, url);
    if (url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/files/')) {
      if (await images(req, res, url)) return;
    }
    if (url.pathname.startsWith('/api/billing/') && (await handleBilling(req, res, url, config)))
      return;
    if (url.pathname.startsWith('/api/swipes/') && (await serveEmailHtml(req, res, url, config)))
      return;
    if (url.pathname.replace(/\/$/, '') === '/api/extension/token') {
      return handleExtensionToken(req, res);
    }
    if (url.pathname.replace(/\/$/, '') === '/api/export') {
      return handleExport(req, res, config, services.storage);
    }
    if (url.pathname.replace(/\/$/, '') === '/api/examples') return serveExamples(req, res);
    if (url.pathname.startsWith('/api/')) return handleRest(req, res, url, config);
    if (await publicSite(req, res, url.pathname)) return;
    return serveWeb(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) json(res, 500, { error: 'Internal server error' });
      else res.destroy();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxGraphQLBodyBytes });
  server.on('upgrade', (req, socket: Socket, head) => {
    const info = requestInfo(req, config);
    if (requestUrl(req.url)?.pathname !== '/graphql' || isCrossSite(info, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
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
        const contextValue = await buildContext(
          requestInfo(ctx.extra.request, config),
          services,
          ctx.extra.request,
        ).catch((error: unknown) => {
          if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
            ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
            return [error];
          }
          throw error;
        });
        if (Array.isArray(contextValue)) return contextValue;
        return {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    wss,
  );

  return {
    server,
    async close() {
      await wsServer.dispose();
      await yoga.dispose();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // In-flight requests get 10 s to finish.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
    },
  };
}
