import { pinnedRequest } from './guarded-fetch.js';
import type { UrlGuard } from './ssrf-guard.js';

/**
 * A server-side POST through the SSRF guard, for outgoing webhooks (services/webhooks/). The URL
 * is checked by the guard and the connection goes to exactly the address it approved (no second
 * DNS lookup); redirects are not followed (a webhook answers where it was registered). The
 * answer's status is what counts; its body is read and dropped, up to `timeoutMs` in all.
 */

export type GuardedPostResult =
  | { ok: true; status: number }
  | { ok: false; reason: string; status?: undefined };

const USER_AGENT = 'Swipestack-Webhooks/1.0 (+https://swipestack.app)';

export async function guardedPost(
  input: string,
  body: string,
  options: { guard: UrlGuard; headers: Record<string, string>; timeoutMs: number },
): Promise<GuardedPostResult> {
  const verdict = await options.guard.check(input);
  if (!verdict.ok) return { ok: false, reason: verdict.reason };
  const address = verdict.addresses[0];
  if (!address) return { ok: false, reason: 'The host name could not be resolved.' };
  const url = verdict.url;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<GuardedPostResult>((resolve) => {
    const request = pinnedRequest(url, address, {
      method: 'POST',
      signal,
      headers: {
        ...options.headers,
        'User-Agent': USER_AGENT,
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      },
    });
    request.on('error', () =>
      resolve({
        ok: false,
        reason: signal.aborted
          ? `No answer within ${options.timeoutMs / 1000} seconds.`
          : 'The server could not be reached.',
      }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => resolve({ ok: true, status }));
      response.on('error', () => resolve({ ok: true, status }));
    });
    request.end(body);
  });
}
