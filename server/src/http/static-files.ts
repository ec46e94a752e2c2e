import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { frameHeaders } from './frame-policy.js';

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
  const resolved = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  const info = await stat(resolved).catch(() => null);
  return info?.isFile() ? { file: resolved, size: info.size } : null;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so the client router can render the route (or its 404).
 */
export function staticFiles(root: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
    let found = await fileAt(root, urlPath).catch(() => null);
    if (!found) found = await fileAt(root, '/index.html');
    if (!found) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build`.');
      return;
    }
    const immutable = urlPath.startsWith('/assets/');
    const html = found.file.endsWith('.html');
    res.writeHead(200, {
      // Only HTML pages can be framed; their policy depends on the path (frame-policy.ts).
      ...(html ? frameHeaders(urlPath) : {}),
      'Content-Type': types[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': found.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
  };
}
