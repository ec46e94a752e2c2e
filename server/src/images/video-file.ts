import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, type Storage } from '../storage/storage.js';

// A stored video as `/files/` serves it: never read whole (it may be 500 MB), and in parts for
// HTTP range requests (RFC 9110 §14), which a browser's <video> sends to start and to seek.
// Only a single range is answered; a request for several gets the whole file (the RFC allows it).

/** Whether a stored key is a video (served by `serveVideoFile`, not read into memory). */
export const isVideoKey = (key: string) => contentTypeOfKey(key).startsWith('video/');

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** The one byte range a `Range` header asks for within `size` bytes; null: the whole file. */
function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or a header we cannot read: ignored, as the RFC allows (the whole file).
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return 'unsatisfiable';
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || (to && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
}

export async function serveVideoFile(
  req: IncomingMessage,
  res: ServerResponse,
  storage: Storage,
  namespace: string,
  key: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const size = await storage.size(namespace, key);
  if (size === null) return false;
  const etag = `"${key}"`;
  const common = { ...headers, ETag: etag, 'Accept-Ranges': 'bytes' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common).end();
    return true;
  }
  // If-Range with another validator: the client's parts are of another file, send it whole.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}` }).end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...common,
    'Content-Type': contentTypeOfKey(key),
    'Content-Length': length,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return true;
  }
  const stream = await storage.openRange(namespace, key, start, end);
  if (!stream) {
    res.destroy();
    return true;
  }
  await pipeline(stream, res).catch(() => {
    // The client went away mid-file (a seek cancels the running request): nothing to answer.
  });
  return true;
}
