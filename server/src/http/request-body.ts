import { ErrorCode } from '../graphql/errors.js';
import { jsonResponse } from './json-response.js';

// The one reader of request bodies: every route that takes a body declares it (http/route.ts),
// and the router reads it here before the handler runs, within the route's size limit. Limits
// count the bytes as they arrive, so a chunked body (no Content-Length) is held to them too.

/** The JSON routes' limit: a change is a small object. */
export const MAX_JSON_BYTES = 64 * 1024;

export const BODY_MESSAGES = {
  notJson: 'Send the request body as application/json.',
  tooLarge: `The request body can be at most ${MAX_JSON_BYTES / 1024} KB.`,
  invalid: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
} as const;

/** The `code` of every 413 answer (GraphQL's `extensions.code` too). */
export const PAYLOAD_TOO_LARGE = ErrorCode.PAYLOAD_TOO_LARGE;

/**
 * The answer to a body past its route's limit: 413 `{error, code}` (or `body`, for GraphQL's
 * shape). The connection closes after it: the rest of the body is never read.
 */
export function tooLargeResponse(message: string, body?: unknown): Response {
  return jsonResponse(413, body ?? { error: message, code: PAYLOAD_TOO_LARGE }, {
    Connection: 'close',
  });
}

/** Whether a request's Content-Length alone says its body is larger than `limit`. */
export const declaredOver = (request: Request, limit: number) =>
  Number(request.headers.get('content-length') ?? 0) > limit;

/** The whole body, or null when it is larger than `limit` bytes (reading stops there). */
export async function readBody(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body, or the message of why it is not one (an empty body is `{}`). */
export async function readJsonObject(
  request: Request,
): Promise<{ value: Record<string, unknown> } | { error: string; status: 400 | 413 }> {
  // Changes need JSON, which no plain cross-site form can send.
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { error: BODY_MESSAGES.notJson, status: 400 };
  }
  const raw = declaredOver(request, MAX_JSON_BYTES)
    ? null
    : await readBody(request, MAX_JSON_BYTES);
  if (!raw) return { error: BODY_MESSAGES.tooLarge, status: 413 };
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    return { error: BODY_MESSAGES.invalid, status: 400 };
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? { value: value as Record<string, unknown> }
    : { error: BODY_MESSAGES.notObject, status: 400 };
}
