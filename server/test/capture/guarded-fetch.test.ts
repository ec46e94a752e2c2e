import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guardedFetch } from '../../src/capture/guarded-fetch.js';
import { createUrlGuard, type Lookup, REASONS } from '../../src/capture/ssrf-guard.js';

// The server-side fetch behind inbound email's remote images: every hop through the guard,
// connected to the address the guard approved, bounded in size and time.

const hits: string[] = [];
let port = 0;
const server = http.createServer((req, res) => {
  hits.push(`${req.headers.host} ${req.url}`);
  if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('ok');
  if (req.url === '/to-private') {
    return res.writeHead(302, { location: `http://private.test:${port}/image` }).end();
  }
  if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
  if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(2048));
  if (req.url === '/big-chunked') {
    res.writeHead(200);
    res.write(Buffer.alloc(1024));
    return res.end(Buffer.alloc(1024));
  }
  if (req.url === '/slow') return; // never answers
  res.writeHead(404).end();
});
// public.test is "public" for the guard, and is really this server; private.test is private.
const lookup: Lookup = async (hostname) => {
  if (hostname === 'public.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'private.test') return [{ address: '10.0.0.1', family: 4 }];
  throw new Error('ENOTFOUND');
};
const guard = () => {
  const inner = createUrlGuard({ allowPrivate: false, lookup });
  // Loopback stands in for a public address: only public.test is let through as one.
  return {
    ...inner,
    check: async (url: string | URL) =>
      new URL(url).hostname === 'public.test'
        ? { ok: true as const, url: new URL(url), addresses: ['127.0.0.1'] }
        : inner.check(url),
  };
};
const at = (path: string) => `http://public.test:${port}${path}`;
const options = () => ({ guard: guard(), maxBytes: 1500, timeoutMs: 1000 });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('fetches from the address the guard approved, with the host name it was given', async () => {
  hits.length = 0;
  const result = await guardedFetch(at('/image'), options());
  expect(result).toMatchObject({ ok: true, contentType: 'image/png', url: at('/image') });
  expect(result.ok && result.data.toString()).toBe('ok');
  expect(hits).toEqual([`public.test:${port} /image`]);
});

it('checks every redirect hop with the guard, and stops after a few', async () => {
  hits.length = 0;
  expect(await guardedFetch(at('/to-private'), options())).toEqual({
    ok: false,
    reason: REASONS.private,
  });
  expect(hits).toEqual([`public.test:${port} /to-private`]);
  expect(await guardedFetch(at('/loop'), options())).toEqual({
    ok: false,
    reason: 'The server redirected too many times.',
  });
  expect(await guardedFetch(`http://private.test:${port}/image`, options())).toEqual({
    ok: false,
    reason: REASONS.private,
  });
});

it('refuses bodies over the limit, declared or streamed, errors and slow servers', async () => {
  for (const path of ['/big', '/big-chunked']) {
    expect(await guardedFetch(at(path), options())).toEqual({
      ok: false,
      reason: 'The file is too large.',
    });
  }
  expect(await guardedFetch(at('/missing'), options())).toEqual({
    ok: false,
    reason: 'The server answered 404.',
  });
  const started = Date.now();
  expect(await guardedFetch(at('/slow'), { ...options(), timeoutMs: 300 })).toEqual({
    ok: false,
    reason: 'The download took too long.',
  });
  expect(Date.now() - started).toBeLessThan(5000);
});
