import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { appVersion } from '../app-version.js';
import type { CaptureBrowser } from '../capture/browser.js';
import type { Database } from '../db/database.js';
import { PLAYGROUND_PATH, servePlaygroundAsset } from '../graphql/playground.js';
import type { GraphQL, Services } from '../graphql/yoga.js';
import {
  createImageHandler,
  FILES_PATH_PREFIX,
  IMAGE_ENDPOINT_PATH,
  IMMUTABLE_CACHE_CONTROL,
} from '../images/image-endpoint.js';
import { MAX_UPLOAD_BYTES } from '../images/upload-rules.js';
import { paths } from '../paths.js';
import { pageviewRoute } from '../rest/analytics.js';
import { authEventRoute, userlistTokenRoute } from '../rest/auth.js';
import { billingRoutes } from '../rest/billing.js';
import {
  exportDownloadRoute,
  exportRoute,
  exportStatusRoute,
  listExportsRoute,
  startExportRoute,
} from '../rest/export.js';
import { extensionTokenRoute } from '../rest/extension.js';
import { importRoute, startImportRoute } from '../rest/imports.js';
import { restRoute } from '../rest/route.js';
import {
  saveShareRoute,
  shareFileRoute,
  sharePreviewRoute,
  shareTargetRoute,
} from '../rest/shares.js';
import {
  acceptInviteRoute,
  createTeamRoute,
  removeInviteRoute,
  renameTeamRoute,
  subscriptionRoute,
  swipeCountRoute,
  teamMembersRoute,
} from '../rest/teams.js';
import { unsubscribeRoute } from '../rest/unsubscribe.js';
import { userInvitesRoute, userMetadataRoute, userRoute } from '../rest/users.js';
import { uploadVideoRoute } from '../rest/videos.js';
import { recordServerError } from '../services/admin/error-reports.js';
import { databaseAnswers } from '../services/health.js';
import { collectionFeedRoutes } from './collection-feeds.js';
import { emailHtmlRoute } from './email-html.js';
import { examplesRoute } from './examples.js';
import { jsonResponse } from './json-response.js';
import { decodePathPiece, malformedPathResponse } from './malformed-path.js';
import { monitoringRoute } from './monitoring.js';
import { ogImages } from './og-images.js';
import { pageHeads } from './page-heads.js';
import { publicSiteHandler } from './public-site.js';
import { readiness } from './readiness.js';
import { declaredOver, PAYLOAD_TOO_LARGE, readBody, tooLargeResponse } from './request-body.js';
import { type AppEnv, mount, nodeOf, type Route, type RouteContext, streamed } from './route.js';
import { staticFiles } from './static-files.js';

/** Requests larger than this are refused before GraphQL reads them. */
export const maxGraphQLBodyBytes = 1024 * 1024;
/** A multipart upload: the largest accepted image plus room for the operation. */
const maxUploadRequestBytes = MAX_UPLOAD_BYTES + maxGraphQLBodyBytes;
const TOO_LARGE = Symbol('too large');

const isUpload = (request: Request) =>
  (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');

/**
 * A GraphQL request's body, read within its limit as it arrives (1 MB; an upload 20 MB more):
 * null for a GET (or any request without a body), TOO_LARGE past the limit.
 */
async function readGraphQLBody(request: Request): Promise<Buffer | null | typeof TOO_LARGE> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null;
  const limit = isUpload(request) ? maxUploadRequestBytes : maxGraphQLBodyBytes;
  if (declaredOver(request, limit)) return TOO_LARGE;
  return (await readBody(request, limit)) ?? TOO_LARGE;
}

/** 413 as a GraphQL error, with its code. */
function graphQLTooLarge(request: Request) {
  const message = isUpload(request)
    ? `Uploads can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
    : `Request body is larger than ${maxGraphQLBodyBytes / 1024 / 1024} MB.`;
  return tooLargeResponse(message, {
    errors: [{ message, extensions: { code: PAYLOAD_TOO_LARGE } }],
  });
}

/** A Node request whose body is `body` (read already), for Yoga's Node adapter. */
function replayedRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const { headers, method, url, socket } = req;
  return Object.assign(Readable.from([body]), { headers, method, url, socket }) as never;
}

/**
 * This server as the machine reaches it: the address and port the request came in on (the
 * preview drawer loads /og-template from it). Empty for in-process calls: no previews then.
 */
function selfOrigin(c: RouteContext): string {
  const socket = c.env?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return '';
  const address = socket.localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

/** Public GET (and HEAD) routes whose Node handler serves files. */
function publicFiles(
  paths: string[],
  serve: (req: IncomingMessage, res: ServerResponse, c: RouteContext, path: string) => unknown,
): Route[] {
  return paths.map((path) => ({
    method: 'GET',
    path,
    head: true,
    auth: 'public',
    refusals: 'empty',
    handle: (c) => streamed(c, ({ req, res }) => serve(req, res, c, path)),
  }));
}

/**
 * Every path the server answers over HTTP, in the order they are tried (WebSocket upgrades are
 * app.ts's). `router.fetch(request)` answers a fetch Request in-process (the fast test tier);
 * the routes that stream to a Node response need a real one (`c.env.incoming/outgoing`).
 */
export function createRouter(
  db: Database,
  services: Services,
  graphql: GraphQL,
  /** Whether the instance has started stopping (`/readyz` then answers 503). */
  stopping: () => boolean,
  /** Draws page previews (/og/…); null: the site's own image stands in. */
  browser: CaptureBrowser | null = null,
) {
  const { config } = services;
  const { yoga } = graphql;
  const heads = pageHeads(paths.webDist, new URL(config.APP_ORIGIN).origin);
  const serveWeb = staticFiles(paths.webDist, heads.pageFor);
  const previews = ogImages({
    browser,
    dataDir: config.DATA_DIR,
    appVersion,
    previewFor: heads.previewFor,
  });
  const publicSite = publicSiteHandler(config.APP_ORIGIN, {
    contentDir: paths.webContent,
    examplesFile: paths.examplesCatalogue,
  });
  const { deps } = services;
  const images = createImageHandler({ storage: deps.storage, dataDir: config.DATA_DIR });
  const urlOf = (c: { req: { url: string } }) => new URL(c.req.url);

  const routes: Route[] = [
    {
      method: 'ALL',
      path: '/healthz',
      auth: 'public',
      async handle() {
        const ok = await databaseAnswers(db);
        return jsonResponse(ok ? 200 : 503, { status: ok ? 'ok' : 'database unavailable' });
      },
    },
    {
      method: 'ALL',
      path: '/readyz',
      auth: 'public',
      async handle() {
        const ready = await readiness(db, config, stopping());
        return jsonResponse(ready.status === 'ready' ? 200 : 503, ready);
      },
    },
    {
      // Yoga answers every method itself (GET: the playground; OPTIONS: CORS preflight). The
      // router's `identify` is its server context: graphql/yoga.ts reads no credentials again.
      method: 'ALL',
      path: '/graphql',
      auth: 'viewer',
      async handle(c) {
        const { identify } = c.var;
        const body = await readGraphQLBody(c.req.raw);
        if (body === TOO_LARGE) return graphQLTooLarge(c.req.raw);
        const node = nodeOf(c);
        if (!node) {
          const { url, method, headers } = c.req.raw;
          const replayed =
            body && new Request(url, { method, headers, body: new Uint8Array(body) });
          return yoga.fetch(replayed || c.req.raw, {
            identify,
          });
        }
        // Yoga reads the body already read (within its limit) from a stand-in of the request.
        const req = body ? replayedRequest(node.req, body) : node.req;
        return streamed(c, ({ res }) => yoga.handle(req, res, { req: node.req, res, identify }));
      },
    },
    {
      method: 'GET',
      path: '/og/*',
      head: true,
      auth: 'public',
      refusals: 'empty',
      async handle(c) {
        const answer = await previews.answer(urlOf(c), selfOrigin(c));
        if (answer.kind === 'none') return new Response(null, { status: 404 });
        if (answer.kind === 'fallback')
          return new Response(null, {
            status: 302,
            headers: { Location: answer.location, 'Cache-Control': 'no-store' },
          });
        return new Response(new Uint8Array(answer.png), {
          headers: {
            'Content-Type': 'image/png',
            // Its current address changes with what it shows; any other may show it later.
            'Cache-Control': answer.current ? IMMUTABLE_CACHE_CONTROL : 'public, max-age=3600',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    },
    {
      method: 'GET',
      path: `${PLAYGROUND_PATH}*`,
      head: true,
      auth: 'public',
      refusals: 'empty',
      handle: (c) => streamed(c, ({ req, res }) => servePlaygroundAsset(req, res, urlOf(c))),
    },
    ...publicFiles([IMAGE_ENDPOINT_PATH, `${FILES_PATH_PREFIX}*`], (req, res, c) =>
      images(req, res, urlOf(c)),
    ),
    ...billingRoutes(config),
    emailHtmlRoute,
    unsubscribeRoute,
    extensionTokenRoute,
    exportRoute(deps.storage),
    startImportRoute(deps),
    uploadVideoRoute(deps),
    exportDownloadRoute(deps.storage),
    examplesRoute,
    ...collectionFeedRoutes(config.APP_ORIGIN),
    monitoringRoute(config),
    shareTargetRoute(config, deps, (c) => streamed(c, ({ req, res }) => serveWeb(req, res))),
    ...[
      authEventRoute,
      pageviewRoute,
      userlistTokenRoute,
      swipeCountRoute,
      createTeamRoute,
      renameTeamRoute,
      teamMembersRoute,
      removeInviteRoute,
      acceptInviteRoute,
      subscriptionRoute,
      userRoute,
      userInvitesRoute,
      userMetadataRoute,
      importRoute,
      startExportRoute,
      listExportsRoute,
      exportStatusRoute,
      saveShareRoute(deps),
    ].map((route) => restRoute(route, config)),
    // After POST /api/shares/save, which `:shareId` would otherwise answer 405.
    sharePreviewRoute(config),
    shareFileRoute(config, deps),
    ...publicFiles(['/sitemap.xml', '/robots.txt'], (req, res, _c, path) =>
      publicSite(req, res, path),
    ),
  ];

  const app = new Hono<AppEnv>({ strict: false });
  // A path whose percent-encoding does not decode is refused before any route sees it.
  app.use(async (c, next) => {
    const rawPath = urlOf(c).pathname;
    if (decodePathPiece(rawPath) === null) return malformedPathResponse(rawPath);
    await next();
  });
  mount(app, routes, config);
  app.all('/api/*', (c, next) => {
    const { pathname } = urlOf(c);
    if (pathname === '/api') return next();
    return jsonResponse(404, { error: `No such endpoint: ${c.req.method} ${pathname}` });
  });
  // Everything else is the web app: its files, or its index.html for the app's own routes.
  mount(
    app,
    [
      {
        method: 'GET',
        path: '*',
        head: true,
        auth: 'public',
        refusals: 'empty',
        handle: (c) => streamed(c, ({ req, res }) => serveWeb(req, res)),
      },
    ],
    config,
  );
  app.onError((error, c) => {
    console.error(error);
    void recordServerError(error, {
      route: `${c.req.method} ${c.req.path}`,
      userId: c.var.caller?.session?.userId ?? null,
      sentryDsn: config.SENTRY_DSN,
    });
    const res = c.env?.outgoing;
    if (res?.headersSent) {
      res.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    return jsonResponse(500, { error: 'Internal server error' });
  });
  return app;
}
