import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { examplesDocument } from '../services/examples.js';
import { json } from './json-response.js';

let gzipped: { etag: string; body: Buffer } | undefined;

/**
 * `GET /api/examples`: the public gallery's whole catalogue as one JSON document (about 67 KB,
 * gzipped when the client accepts it), so the gallery searches it in the browser. Public,
 * cacheable for five minutes, revalidated by ETag.
 */
export async function serveExamples(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json(res, 405, { error: `${req.method} is not allowed here.` }, { Allow: 'GET, HEAD' });
  }
  const document = await examplesDocument();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    ETag: document.etag,
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === document.etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  let body: Buffer = Buffer.from(document.body);
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    if (gzipped?.etag !== document.etag) {
      gzipped = { etag: document.etag, body: gzipSync(document.body) };
    }
    body = gzipped.body;
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
