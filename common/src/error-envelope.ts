// The error reports the web app and the extension send to the server's /monitoring (docs/errors.md):
// Sentry's envelope format (what the Sentry SDKs' `tunnel` option posts), so the server can
// forward them to Sentry unchanged in shape.

export interface EnvelopeFrame {
  filename: string;
  function?: string;
  lineno?: number;
  colno?: number;
}

/** V8 (`at fn (url:1:2)`) and Firefox/Safari (`fn@url:1:2`) stack lines, outermost first. */
export function framesOf(stack: string | undefined): EnvelopeFrame[] {
  const frames: EnvelopeFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match =
      /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line) ??
      /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line);
    if (!match?.[2]) continue;
    frames.push({
      filename: match[2],
      ...(match[1] ? { function: match[1] } : {}),
      lineno: Number(match[3]),
      colno: Number(match[4]),
    });
  }
  return frames.reverse();
}

function eventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface EnvelopeContext {
  source: 'web' | 'extension';
  release: string;
  /** The page's path (web app) or the extension's part (popup, background…). */
  route: string;
  url?: string;
  userAgent?: string;
}

/** The envelope of one error: header, item header, event. */
export function errorEnvelope(error: unknown, context: EnvelopeContext): string {
  const err =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : String(error));
  const id = eventId();
  const event = {
    event_id: id,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: context.release,
    tags: { source: context.source, route: context.route },
    request: {
      ...(context.url ? { url: context.url } : {}),
      ...(context.userAgent ? { headers: { 'User-Agent': context.userAgent } } : {}),
    },
    exception: {
      values: [
        {
          type: err.name || 'Error',
          value: err.message.slice(0, 2000),
          stacktrace: { frames: framesOf(err.stack) },
        },
      ],
    },
  };
  return [
    JSON.stringify({ event_id: id, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}
