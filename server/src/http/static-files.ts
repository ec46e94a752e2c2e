import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { frameHeaders } from './frame-policy.js';
import { decodePathPiece, requestUrl } from './malformed-path.js';
import { type PageHtmlHead, withHead } from './page-heads.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(root: string, urlPath: string) {
  const decoded = decodePathPiece(urlPath);
  if (decoded === null) return null;
  const resolved = path.resolve(root, `.${decoded}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  const info = await stat(resolved).catch(() => null);
  return info?.isFile() ? { file: resolved, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/** Text files are sent compressed when the browser accepts it (the JS bundles shrink ~70%). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
type Encoding = 'br' | 'gzip';

function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Built files never change under a running server: each is compressed once, then kept. */
const compressed = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let entry = compressed.get(key);
  if (!entry) {
    entry = readFile(file).then((data) =>
      encoding === 'br'
        ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipped(data, { level: 9 }),
    );
    compressed.set(key, entry);
  }
  return entry;
}

/** index.html with a page's head, compressed (quickly: it is made per request) when accepted. */
function pageHtml(index: string, head: string, encoding: Encoding | null): Promise<Buffer> {
  const data = Buffer.from(withHead(index, head));
  if (encoding === 'br') return brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipped(data, { level: 6 });
  return Promise.resolve(data);
}

/** index.html as text, read again when it changes. */
let indexHtml: { mtimeMs: number; text: Promise<string> } | null = null;

function indexText(file: string, mtimeMs: number): Promise<string> {
  if (indexHtml?.mtimeMs !== mtimeMs) indexHtml = { mtimeMs, text: readFile(file, 'utf8') };
  return indexHtml.text;
}

/** The page's own <head> and status (http/page-heads.ts), or null to send index.html as it is. */
export type PageFor = (pathname: string) => Promise<PageHtmlHead | null>;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so the client router can render the route (or its 404),
 * with the page's own head (and status) when `pageFor` gives one.
 */
export function staticFiles(root: string, pageFor?: PageFor) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = requestUrl(req.url)?.pathname ?? '/';
    // Source maps are for the server's error reports (services/admin/error-reports.ts), not
    // visitors.
    if (urlPath.endsWith('.map')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
      return;
    }
    let found = await fileAt(root, urlPath).catch(() => null);
    if (!found) found = await fileAt(root, '/index.html');
    if (!found) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build`.');
      return;
    }
    const immutable = urlPath.startsWith('/assets/');
    const html = found.file.endsWith('.html');
    const encoding = COMPRESSIBLE.has(path.extname(found.file))
      ? acceptedEncoding(req.headers['accept-encoding'])
      : null;
    const isIndex = found.file === path.join(root, 'index.html');
    // A failed lookup (e.g. the database) costs the page its own head, never the page.
    const page = isIndex && pageFor ? await pageFor(urlPath).catch(() => null) : null;
    const body = page
      ? await pageHtml(await indexText(found.file, found.mtimeMs), page.head, encoding)
      : encoding
        ? await compressedFile(found.file, found.mtimeMs, encoding)
        : null;
    res.writeHead(page?.status ?? 200, {
      // Only HTML pages can be framed; their policy depends on the path (frame-policy.ts).
      ...(html ? frameHeaders(urlPath) : {}),
      'Content-Type': types[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': body ? body.length : found.size,
      ...(body && encoding ? { 'Content-Encoding': encoding } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else createReadStream(found.file).pipe(res);
  };
}
