import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureBrowser } from '../../src/capture/browser.js';
import { CaptureError, capturePage } from '../../src/capture/capture-page.js';
import { type Lookup, REASONS } from '../../src/capture/ssrf-guard.js';

/*
 * The test server listens on 127.0.0.1, so captures run with allowPrivate (as
 * CAPTURE_ALLOW_PRIVATE_ADDRESSES=true would in tests). The addresses still refused then are
 * the metadata ones; the guard's resolver is injected so that:
 *   site.test → 127.0.0.1         (the test server; allowed with allowPrivate)
 *   meta.test → 169.254.169.254   (always refused)
 * Chromium itself cannot resolve *.test: pages load only because every connection goes
 * through the capture's egress proxy, which resolves with the guard. Were a refused request
 * to get through, it would need to reach the test server, which records every hit: the
 * assertions that the server never saw /secret* prove the refusal happened before connecting.
 */

const hits: string[] = [];
const sockets = new Set<Socket>();
let port = 0;
const site = (path: string) => `http://site.test:${port}${path}`;
const meta = (path: string) => `http://meta.test:${port}${path}`;

const lookup: Lookup = async (hostname) => {
  if (hostname === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'meta.test') return [{ address: '169.254.169.254', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8">${body}`;

const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  hits.push(path);
  const send = (status: number, type: string, body: string | Buffer, headers = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };
  switch (path) {
    case '/':
      return send(
        200,
        'text/html',
        html(`<title>  Best   landing page  </title>
          <meta name="description" content="A page about swipes.">
          <meta property="og:image" content="/og.png">
          <link rel="shortcut icon" href="/static/icon.png">
          </head><body style="margin:0">
          <h1>Visible   swipe
             headline</h1>
          <p>Write copy that converts.</p>
          <div style="display:none">hidden-display-none</div>
          <p hidden>hidden-attribute</p>
          <span style="visibility:hidden">hidden-visibility</span>
          <script>document.write('<p>written by script</p>');
            new WebSocket('ws://site.test:${port}/ws-ok');</script>
          <div style="height:3000px;background:linear-gradient(red,blue)"></div>
          </body></html>`),
      );
    case '/subresources':
      return send(
        200,
        'text/html',
        html(`<title>Subresources</title></head><body>
          <p>Still captured.</p>
          <img src="${meta('/secret-img.png')}">
          <img src="/redirect-img">
          <iframe src="${meta('/secret-frame')}"></iframe>
          <script>
            fetch('${meta('/secret-fetch')}').catch(() => {});
            new WebSocket('ws://meta.test:${port}/secret-ws');
          </script>
          </body></html>`),
      );
    case '/redirect-img':
      return send(302, 'text/plain', '', { location: meta('/secret-redirected.png') });
    case '/redirect':
      return send(302, 'text/plain', '', { location: meta('/secret') });
    case '/redirect-twice':
      return send(301, 'text/plain', '', { location: '/redirect' });
    case '/missing':
      return send(404, 'text/html', html('<title>Not here</title></head><body>Nope</body>'));
    case '/broken':
      return send(503, 'text/html', 'down');
    case '/slow':
      return send(
        200,
        'text/html',
        html('<title>Slow</title></head><body><img src="/never.png"></body></html>'),
      );
    case '/never.png':
      return; // never answers: the load event never fires
    case '/og.png':
    case '/static/icon.png':
    case '/favicon.ico':
      return send(200, 'image/png', PNG_1PX);
    default:
      return send(404, 'text/plain', 'not found');
  }
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('upgrade', (req, socket) => {
  hits.push(`upgrade ${req.url}`);
  socket.destroy();
});

let browser: CaptureBrowser;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  browser = new CaptureBrowser({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
});
afterAll(async () => {
  await browser.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const capture = (url: string, timeoutMs = 15_000) =>
  capturePage(url, { allowPrivate: true, timeoutMs, browser, lookup });

async function failure(promise: Promise<unknown>): Promise<CaptureError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CaptureError);
  return error as CaptureError;
}

async function openContexts() {
  return (await browser.current())?.contexts().length ?? 0;
}

describe('capturePage', () => {
  it('captures metadata, visible text and screenshots', async () => {
    const result = await capture(site('/'));
    expect(result.finalUrl).toBe(site('/'));
    expect(result.title).toBe('Best landing page');
    expect(result.description).toBe('A page about swipes.');
    expect(result.ogImage).toBe(site('/og.png'));
    expect(result.favicon).toBe(site('/static/icon.png'));
    expect(result.text).toContain('Visible swipe headline Write copy that converts.');
    expect(result.text).toContain('written by script');
    expect(result.text).not.toMatch(/hidden-/);
    expect(result.text).not.toMatch(/\s{2}/);
    expect(result.blockedRequests).toEqual([]);

    const full = await sharp(result.fullPage).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 1280 });
    expect(full.height).toBeGreaterThan(3000);
    expect(await sharp(result.viewport).metadata()).toMatchObject({
      format: 'png',
      width: 1280,
      height: 800,
    });
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 300,
    });
    // The allowed WebSocket went through routeWebSocket and the egress proxy.
    expect(hits).toContain('upgrade /ws-ok');
    expect(await openContexts()).toBe(0);
  });

  it('refuses subresources, iframes, fetches, redirected images and websockets to blocked addresses, and still captures', async () => {
    const result = await capture(site('/subresources'));
    expect(result.title).toBe('Subresources');
    expect(result.text).toContain('Still captured.');
    expect(hits).toContain('/redirect-img');
    expect(hits.filter((hit) => hit.includes('secret'))).toEqual([]);
    // Refused by route: the direct requests and the websocket.
    expect(result.blockedRequests).toEqual(
      expect.arrayContaining([
        meta('/secret-img.png'),
        meta('/secret-frame'),
        meta('/secret-fetch'),
        `ws://meta.test:${port}/secret-ws`,
      ]),
    );
    // Refused by the egress proxy: the redirect hop, which Playwright's route never sees.
    expect(result.blockedRequests).toContain(`meta.test:${port}`);
    expect(await openContexts()).toBe(0);
  });

  it('fails when the page redirects to a blocked address', async () => {
    for (const path of ['/redirect', '/redirect-twice']) {
      const error = await failure(capture(site(path)));
      expect(error.code).toBe('blocked');
      expect(error.message).toBe(REASONS.metadata);
    }
    expect(hits.filter((hit) => hit.includes('secret'))).toEqual([]);
    expect(await openContexts()).toBe(0);
  });

  it('refuses a blocked address before starting the browser work', async () => {
    const error = await failure(capture(meta('/secret')));
    expect(error).toMatchObject({ code: 'blocked', message: REASONS.metadata });
    const privateError = await failure(
      capturePage(site('/'), { allowPrivate: false, timeoutMs: 5_000, browser, lookup }),
    );
    expect(privateError).toMatchObject({ code: 'blocked', message: REASONS.private });
    expect(await failure(capture('file:///etc/passwd'))).toMatchObject({
      code: 'invalid_url',
      message: REASONS.scheme,
    });
    expect(await failure(capture('http://nowhere.test/'))).toMatchObject({
      code: 'unresolved',
      message: 'The host name could not be resolved.',
    });
  });

  it('reports the HTTP status of the main document', async () => {
    expect(await failure(capture(site('/missing')))).toMatchObject({
      code: 'http_status',
      message: 'The page answered 404 Not Found.',
    });
    expect(await failure(capture(site('/broken')))).toMatchObject({
      message: 'The page answered 503 Service Unavailable.',
    });
  });

  it('reports an unreachable site', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(capture(`http://site.test:${deadPort}/`));
    expect(error).toMatchObject({
      code: 'unreachable',
      message: 'The site site.test could not be reached.',
    });
  });

  it('gives up after the time limit and closes the context', async () => {
    const started = Date.now();
    const error = await failure(capture(site('/slow'), 1_500));
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'The page took longer than 1.5 s to capture.',
    });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await openContexts()).toBe(0);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const error = await failure(
      capturePage(site('/slow'), {
        allowPrivate: true,
        timeoutMs: 10_000,
        browser,
        lookup,
        signal: controller.signal,
      }),
    );
    expect(error).toMatchObject({ code: 'aborted' });
    expect(await openContexts()).toBe(0);
  });

  it('launches the browser again after it went away', async () => {
    const before = await browser.current();
    expect(before).not.toBeNull();
    await before?.close();
    const result = await capture(site('/'));
    expect(result.title).toBe('Best landing page');
    expect(await browser.current()).not.toBe(before);
  });
});
