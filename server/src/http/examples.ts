import { gzipSync } from 'node:zlib';
import { examplesDocument } from '../services/examples/examples.js';
import type { Route } from './route.js';

let gzipped: { etag: string; body: Buffer } | undefined;

/**
 * `GET /api/examples`: the public gallery's whole catalogue as one JSON document (about 67 KB,
 * gzipped when the client accepts it), so the gallery searches it in the browser. Public,
 * cacheable for five minutes, revalidated by ETag.
 */
export const examplesRoute: Route = {
  method: 'GET',
  path: '/api/examples',
  head: true,
  auth: 'public',
  async handle(c) {
    const document = await examplesDocument();
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      ETag: document.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === document.etag) {
      return new Response(null, { status: 304, headers });
    }
    let body: Buffer = Buffer.from(document.body);
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      if (gzipped?.etag !== document.etag) {
        gzipped = { etag: document.etag, body: gzipSync(document.body) };
      }
      body = gzipped.body;
      headers['Content-Encoding'] = 'gzip';
    }
    return new Response(new Uint8Array(body), {
      headers: { ...headers, 'Content-Length': String(body.length) },
    });
  },
};
