import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';

// The GraphQL playground at GET /graphql (docs/graphql.md): GraphiQL from
// @graphql-yoga/render-graphiql, served from our own files under /graphiql/ (no CDN), with a
// field for a personal token that is sent as `Authorization: Bearer`. The package's own
// renderGraphiQL inlines its 9 MB bundle in every page; here the page is small, the bundle and
// Monaco's workers are files the browser caches, and the page's CSP allows no inline script.

export const PLAYGROUND_PATH = '/graphiql/';

/** The playground page's CSP: our own files only; Monaco adds <style> elements at run time. */
const PLAYGROUND_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Runs before GraphiQL's bundle: Monaco's workers come from our files, and every request to the
 * GraphQL endpoint carries the token typed in the field (none: the browser's session cookie, and
 * in production only the web app's persisted operations).
 */
const BOOT = `(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  var field = document.getElementById('api-token');
  var endpoint = new URL(options.endpoint || '/graphql', location.href);
  var workers = {
    editorWorkerService: '${PLAYGROUND_PATH}editor.worker.js',
    json: '${PLAYGROUND_PATH}json.worker.js',
    graphql: '${PLAYGROUND_PATH}graphql.worker.js'
  };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) { return workers[label]; }
  };
  var nativeFetch = window.fetch.bind(window);
  window.fetch = function (resource, init) {
    var token = field.value.trim();
    var url = new URL(resource instanceof Request ? resource.url : String(resource), location.href);
    if (token && url.origin === endpoint.origin && url.pathname === endpoint.pathname) {
      var headers = new Headers((init && init.headers) || (resource instanceof Request ? resource.headers : undefined));
      headers.set('authorization', 'Bearer ' + token);
      init = Object.assign({}, init, { headers: headers });
    }
    return nativeFetch(resource, init);
  };
  document.addEventListener('DOMContentLoaded', function () {
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
  });
  // A new token may see a schema the first request could not (production): load it again.
  field.addEventListener('change', function () {
    var refetch = document.querySelector('[aria-label^="Re-fetch GraphQL schema"]');
    if (refetch) refetch.click();
  });
})();
`;

const PAGE_CSS = `
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; }
#root { flex: 1; min-height: 0; }
.token-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem;
  padding: 0.5rem 1rem; font: 14px/1.4 system-ui, sans-serif; background: #f8fafc;
  border-bottom: 1px solid #e2e8f0; color: #0f172a; }
.token-bar label { font-weight: 600; }
.token-bar input { flex: 0 1 28rem; min-width: 12rem; padding: 0.3rem 0.5rem; font: inherit;
  border: 1px solid #94a3b8; border-radius: 0.375rem; }
.token-bar input:focus { outline: 2px solid #4f46e5; outline-offset: 1px; }
.token-bar p { margin: 0; color: #475569; }
`;

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  gzipped?: Promise<Buffer>;
}

let assets: Promise<Map<string, Asset>> | undefined;

/** The bundle (5 MB) and workers are read from the package once, on the first visit. */
function playgroundAssets(): Promise<Map<string, Asset>> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((graphiql) => {
    const files: [string, string, string][] = [
      ['graphiql.js', 'text/javascript; charset=utf-8', graphiql.js],
      ['graphiql.css', 'text/css; charset=utf-8', graphiql.css + PAGE_CSS],
      ['boot.js', 'text/javascript; charset=utf-8', BOOT],
      ['editor.worker.js', 'text/javascript; charset=utf-8', graphiql.editorWorkerService],
      ['json.worker.js', 'text/javascript; charset=utf-8', graphiql.jsonWorker],
      ['graphql.worker.js', 'text/javascript; charset=utf-8', graphiql.graphqlWorker],
    ];
    return new Map(
      files.map(([name, type, text]) => {
        const body = Buffer.from(text);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
        return [name, { type, body, etag }];
      }),
    );
  });
  return assets;
}

const gzipped = promisify(gzip);

/** GET /graphiql/<file>: the playground's own files, gzipped when accepted, cached a day. */
export async function servePlaygroundAsset(req: IncomingMessage, res: ServerResponse, url: URL) {
  const asset = (await playgroundAssets()).get(url.pathname.slice(PLAYGROUND_PATH.length));
  if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const headers: Record<string, string> = {
    'Content-Type': asset.type,
    'Cache-Control': 'public, max-age=86400',
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = asset.body;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    asset.gzipped ??= gzipped(asset.body, { level: 6 });
    body = await asset.gzipped;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's `renderGraphiQL`: a small page that loads GraphiQL from /graphiql/. */
export function renderPlayground(options?: GraphiQLOptions): string {
  const title = escapeHtml(options?.title ?? 'GraphQL playground');
  // Inside <script type="application/json">, `<` is escaped so no text can close the element.
  const json = JSON.stringify(options ?? {}).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${PLAYGROUND_PATH}graphiql.css">
</head>
<body class="no-focus-outline">
<div class="token-bar">
<label for="api-token">API token</label>
<input id="api-token" name="token" type="password" autocomplete="off" spellcheck="false" aria-describedby="api-token-hint" placeholder="Paste a personal token">
<p id="api-token-hint">Sent as <code>Authorization: Bearer</code>, never stored. Create one in Settings → API tokens. Without one, this browser's session is used (in production: the app's own operations only).</p>
</div>
<noscript>The playground needs JavaScript.</noscript>
<div id="root"></div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${PLAYGROUND_PATH}boot.js"></script>
<script src="${PLAYGROUND_PATH}graphiql.js"></script>
</body>
</html>
`;
}

/** The playground page gets a CSP that allows our own files only. */
export function usePlaygroundPolicy(): Plugin {
  return {
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('Content-Security-Policy', PLAYGROUND_CSP);
        response.headers.set('X-Frame-Options', 'DENY');
      }
    },
  };
}
