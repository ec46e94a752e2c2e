import type { ServerResponse } from 'node:http';

// A path whose percent-encoding does not decode (`%E0%A4%A`: a cut UTF-8 sequence, `%zz`) is the
// client's mistake. The router refuses it before any route sees it (and app.ts a target that is
// not a URL at all): 400 with a JSON message under /api, a plain-text 400 page elsewhere.
// Routes that decode path pieces use `decodePathPiece`, which answers null instead of throwing.

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

/** The 400 for an address that cannot be read: JSON under /api, a plain page elsewhere. */
function malformedPathAnswer(rawPath: string): { headers: Record<string, string>; body: string } {
  const api = rawPath === '/api' || rawPath.startsWith('/api/') || rawPath.startsWith('/api?');
  return api
    ? {
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        body: JSON.stringify({ error: MALFORMED_PATH_MESSAGES.api }),
      }
    : {
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
        body: MALFORMED_PATH_MESSAGES.page,
      };
}

export function malformedPathResponse(rawPath: string): Response {
  const { headers, body } = malformedPathAnswer(rawPath);
  return new Response(body, { status: 400, headers });
}

/** The same 400, written to a Node response (a target the router cannot be given). */
export function answerMalformedPath(rawPath: string, res: ServerResponse) {
  const { headers, body } = malformedPathAnswer(rawPath);
  res.writeHead(400, headers).end(body);
}
