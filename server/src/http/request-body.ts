// The one reader of request bodies: every route that takes a body declares it (http/route.ts),
// and the router reads it here before the handler runs, within the route's size limit.

/** The JSON routes' limit: a change is a small object. */
export const MAX_JSON_BYTES = 64 * 1024;

export const BODY_MESSAGES = {
  notJson: 'Send the request body as application/json.',
  tooLarge: 'The request body is too large.',
  invalid: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
} as const;

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
): Promise<{ value: Record<string, unknown> } | { error: string }> {
  // Changes need JSON, which no plain cross-site form can send.
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { error: BODY_MESSAGES.notJson };
  }
  const raw = await readBody(request, MAX_JSON_BYTES);
  if (!raw) return { error: BODY_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    return { error: BODY_MESSAGES.invalid };
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? { value: value as Record<string, unknown> }
    : { error: BODY_MESSAGES.notObject };
}
