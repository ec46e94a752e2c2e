import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { bareHostname, type UrlGuard } from './ssrf-guard.js';

/**
 * A server-side GET through the SSRF guard, for files the server keeps (an inbound email's
 * remote images). Each hop — the URL and every redirect — is checked by the guard, and the
 * connection goes to exactly the address the guard approved (no second DNS lookup, so no DNS
 * rebinding); HTTPS still verifies the certificate for the host name. The body is read up to
 * `maxBytes` within `timeoutMs`; no cookies, no referrer, no compression asked for.
 */

export type GuardedFetchOptions = {
  guard: UrlGuard;
  /** Largest body kept; a larger one (declared or streamed) fails. */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Cancels the fetch (e.g. when the caller's own time is up). */
  signal?: AbortSignal;
  accept?: string;
};

export type GuardedFetchResult =
  | { ok: true; data: Buffer; contentType: string | null; url: string }
  | { ok: false; reason: string };

const USER_AGENT = 'Mozilla/5.0 (compatible; Swipestack/1.0; +https://swipestack.app)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A lookup that answers the approved address whatever the host name. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address) === 6 ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * A request to exactly the address the guard approved (no second DNS lookup, so no DNS
 * rebinding); HTTPS still verifies the certificate for the host name.
 */
export function pinnedRequest(
  url: URL,
  address: string,
  init: { method: string; signal: AbortSignal; headers: Record<string, string> },
) {
  const client = url.protocol === 'https:' ? https : http;
  return client.request(url, {
    ...init,
    agent: false,
    lookup: pinnedLookup(address),
    ...(url.protocol === 'https:' && !isIP(bareHostname(url))
      ? { servername: bareHostname(url) }
      : {}),
  });
}

type Hop =
  | { kind: 'body'; data: Buffer; contentType: string | null }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; reason: string };

function requestOnce(url: URL, address: string, options: GuardedFetchOptions, signal: AbortSignal) {
  return new Promise<Hop>((resolve) => {
    const request = pinnedRequest(url, address, {
      method: 'GET',
      signal,
      headers: {
        'User-Agent': USER_AGENT,
        Accept: options.accept ?? '*/*',
        'Accept-Encoding': 'identity',
      },
    });
    request.on('error', () =>
      resolve({ kind: 'failed', reason: 'The server could not be reached.' }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        return resolve({ kind: 'redirect', location: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return resolve({ kind: 'failed', reason: `The server answered ${status}.` });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        request.destroy();
        return resolve({ kind: 'failed', reason: 'The file is too large.' });
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > options.maxBytes) {
          request.destroy();
          resolve({ kind: 'failed', reason: 'The file is too large.' });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          kind: 'body',
          data: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? null,
        }),
      );
      response.on('error', () => resolve({ kind: 'failed', reason: 'The download failed.' }));
    });
    request.end();
  });
}

export async function guardedFetch(
  input: string,
  options: GuardedFetchOptions,
): Promise<GuardedFetchResult> {
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = input;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (signal.aborted) return { ok: false, reason: 'The download took too long.' };
    const verdict = await options.guard.check(url);
    if (!verdict.ok) return { ok: false, reason: verdict.reason };
    const address = verdict.addresses[0];
    if (!address) return { ok: false, reason: 'The host name could not be resolved.' };
    const result = await requestOnce(verdict.url, address, options, signal);
    if (signal.aborted) return { ok: false, reason: 'The download took too long.' };
    if (result.kind === 'failed') return { ok: false, reason: result.reason };
    if (result.kind === 'body') {
      return {
        ok: true,
        data: result.data,
        contentType: result.contentType,
        url: verdict.url.href,
      };
    }
    try {
      url = new URL(result.location, verdict.url).href;
    } catch {
      return { ok: false, reason: 'The server redirected to an invalid address.' };
    }
  }
  return { ok: false, reason: 'The server redirected too many times.' };
}
