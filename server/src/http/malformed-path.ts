import type { ServerResponse } from 'node:http';
import { json } from './json-response.js';

// A path whose percent-encoding does not decode (`%E0%A4%A`: a cut UTF-8 sequence, `%zz`) is the
// client's mistake. app.ts refuses it before any route sees it: 400 with a JSON message under
// /api, a plain-text 400 page elsewhere. Routes that decode path pieces use `decodePathPiece`,
// which answers null instead of throwing.

export const MALFORMED_PATH_MESSAGES = {
  api: 'The address is not valid: its percent-encoding (%…) does not decode.',
  page: 'Bad request: the address is not valid (its percent-encoding does not decode).',
} as const;

/** `decodeURIComponent`, or null when the piece's percent-encoding is malformed. */
export function decodePathPiece(piece: string): string | null {
  try {
    return decodeURIComponent(piece);
  } catch {
    return null;
  }
}

/**
 * The request's URL. The target is always read as a path: `//host/x` is the path `//host/x`,
 * not a URL naming another host (which `new URL('//host/x', base)` makes of it, and which throws
 * for `//[`). An absolute-form target (`http://host/x`, sent to proxies) keeps its path and
 * query. Null when it cannot be read at all.
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target ?? '/';
  try {
    if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
    const absolute = new URL(raw);
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}

/**
 * Answers 400 when the raw request path does not decode, and says whether it did. `rawPath` is
 * the request target without its query (the query is each route's own to parse).
 */
export function refuseMalformedPath(rawPath: string, res: ServerResponse): boolean {
  if (decodePathPiece(rawPath) !== null) return false;
  answerMalformedPath(rawPath, res);
  return true;
}

/** The 400 for an address that cannot be read: JSON under /api, a plain page elsewhere. */
export function answerMalformedPath(rawPath: string, res: ServerResponse) {
  if (rawPath === '/api' || rawPath.startsWith('/api/') || rawPath.startsWith('/api?')) {
    json(res, 400, { error: MALFORMED_PATH_MESSAGES.api });
  } else {
    res
      .writeHead(400, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(MALFORMED_PATH_MESSAGES.page);
  }
}
