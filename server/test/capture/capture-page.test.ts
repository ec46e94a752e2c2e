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
/** Another site on the same server: a third party to site.test (analytics, say). */
const other = (path: string) => `http://analytics.test:${port}${path}`;

const lookup: Lookup = async (hostname) => {
  if (hostname === 'site.test' || hostname === 'analytics.test') {
    return [{ address: '127.0.0.1', family: 4 }];
  }
  if (hostname === 'meta.test') return [{ address: '169.254.169.254', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Red, to find a lazy image in the full-page picture. */
const RED_PNG = await sharp({
  create: { width: 8, height: 8, channels: 3, background: { r: 255, g: 0, b: 0 } },
})
  .png()
  .toBuffer();

const ROWS = Array.from(
  { length: 20_000 },
  (_, i) => `<div style="height:24px">Row ${i} of the price table, quick brown fox</div>`,
).join('');

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8">${body}`;

/** Longer than a request counted as "short" (3 s): the page's data answers late. */
const LATE_MS = 4_000;

/** A page that says it is loading until its data request answers with a word. */
const dataPage = (dataPath: string) =>
  html(`<title>Loading…</title></head><body><h1 id="state">loading data…</h1>
    <script>fetch('${dataPath}').then((r) => r.text()).then((word) => {
      document.title = 'Loaded ' + word;
      document.getElementById('state').textContent = 'The word is ' + word;
    });</script></body></html>`);

/** A full-screen wall of the site's own (no consent platform), over the page's text. */
const wall = (rejectRemoves: boolean) =>
  html(`<title>Walled</title></head><body style="overflow:hidden">
    <h1>Armadillo pricing for teams</h1><p>${'The page behind the wall has text of its own. '.repeat(5)}</p>
    <div id="wall" style="position:fixed;inset:0;z-index:99;background:rgba(0,0,0,.85);color:white">
      <div style="margin:20vh auto;width:400px"><p>We value your privacy: cookies help us.</p>
        <button onclick="document.getElementById('wall').remove()">Accept</button>
        <button ${rejectRemoves ? `onclick="document.getElementById('wall').remove()"` : ''}>Reject</button>
      </div></div></body></html>`);

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
    case '/later':
      // Draws itself 1.5 s after load, as script-rendered landing pages do.
      return send(
        200,
        'text/html',
        html(`<title>Loading…</title></head><body style="margin:0"><div id="app"></div>
          <script>setTimeout(() => {
            document.title = 'Rendered Later';
            document.querySelector('meta[name=description]')?.remove();
            const meta = document.createElement('meta');
            meta.name = 'description';
            meta.content = 'Drawn by script.';
            document.head.append(meta);
            document.getElementById('app').innerHTML =
              '<h1 style="height:800px;background:rgb(0,0,255);color:white;margin:0">Headline drawn late</h1>';
          }, 1500);</script></body></html>`),
      );
    case '/never-ends':
      // The document is sent, and the connection held open: 'load' never comes.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(
        html(`<title>Streaming page</title></head><body>
          <h1>Shown while the stream stays open</h1>${' '.repeat(4096)}`),
      );
      return;
    case '/rows':
      return send(
        200,
        'text/html',
        html(
          `<title>Twenty thousand rows</title></head><body style="margin:0">${ROWS}</body></html>`,
        ),
      );
    case '/lazy':
      return send(
        200,
        'text/html',
        html(`<title>Lazy</title></head><body style="margin:0">
          <div style="height:6000px">Scroll down</div>
          <img loading="lazy" src="/red.png" style="display:block;width:1280px;height:400px">
          <div style="height:600px"></div></body></html>`),
      );
    case '/red.png':
      return send(200, 'image/png', RED_PNG);
    case '/consent':
      // The markup of a OneTrust banner, which autoconsent's Onetrust rule opts out of.
      return send(
        200,
        'text/html',
        html(`<title>Consent</title></head><body>
          <h1>Page behind a banner</h1>
          <div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"
            style="position:fixed;bottom:0;left:0;right:0;height:200px;background:#eee">
            <p>We use cookies to improve your experience.</p>
            <button id="onetrust-accept-btn-handler">Accept All Cookies</button>
            <button id="onetrust-reject-all-handler"
              onclick="document.getElementById('onetrust-banner-sdk').remove()">Reject All</button>
          </div></div></body></html>`),
      );
    case '/moved':
      return send(302, 'text/plain', '', { location: '/landing?from=moved' });
    case '/landing?from=moved':
      return send(
        200,
        'text/html',
        html(`<title>Landing</title><link rel="canonical" href="/landing">
          </head><body><p>Landed.</p></body></html>`),
      );
    case '/silent':
      return; // never answers at all: nothing is ever rendered
    case '/blank':
      // Answers, and sends nothing to show while holding the connection open.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(`<!doctype html><html><head>${' '.repeat(4096)}`);
      return;
    case '/late-data':
      return send(200, 'text/html', dataPage('/data-late'));
    case '/data-late':
      setTimeout(() => send(200, 'text/plain', 'pangolin'), LATE_MS);
      return;
    case '/no-data':
      return send(200, 'text/html', dataPage('/data-never'));
    case '/data-never':
      return; // never answers
    case '/streams':
      // Streams, sockets, beacons and third-party requests that never end: the page has
      // drawn itself all the same.
      return send(
        200,
        'text/html',
        html(`<title>Live page</title></head><body><h1>Okapi live scores</h1><img src="/red.png">
          <script>
            new EventSource('/events');
            new WebSocket('ws://site.test:${port}/ws-ok');
            fetch('/ndjson').then((r) => r.body.getReader().read());
            navigator.sendBeacon('/beacon', 'hello');
            fetch('${other('/collect')}', { mode: 'no-cors' }).catch(() => {});
          </script></body></html>`),
      );
    case '/events':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      return; // the stream stays open
    case '/ndjson':
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"score":1}\n');
      return;
    case '/beacon':
    case '/collect':
      return; // never answered
    case '/wall':
      return send(200, 'text/html', wall(true));
    case '/wall-stuck':
      return send(200, 'text/html', wall(false));
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

/** The colour of one pixel of a picture, as [r, g, b]. */
async function pixel(image: Buffer, left: number, top: number) {
  const data = await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return [...data.subarray(0, 3)];
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 80 && b < 80;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 80 && g < 80;

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

  it('gives up at the load limit when nothing was rendered, naming that limit, and closes the context', async () => {
    // The load limit is the time limit less what is kept for the pictures (40 %, 1 to 10 s).
    expect(await failure(capture(site('/silent'), 1_500))).toMatchObject({
      code: 'timeout',
      message: 'The page did not answer within 0.5 s.',
    });
    expect(await failure(capture(site('/blank'), 10_000))).toMatchObject({
      code: 'timeout',
      message: 'The page showed nothing within 6 s.',
    });
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

describe('capturePage: what a visitor sees once the page has drawn itself', () => {
  it('waits for a page that draws itself after 1.5 s: its content, real title, description and text', async () => {
    const result = await capture(site('/later'));
    expect(result).toMatchObject({
      partial: null,
      title: 'Rendered Later',
      description: 'Drawn by script.',
    });
    expect(result.text).toContain('Headline drawn late');
    expect(isBlue(await pixel(result.viewport, 20, 400))).toBe(true);
    expect(await openContexts()).toBe(0);
  });

  it('scrolls the page through, so that lazy images below the fold are in the full-page picture', async () => {
    const result = await capture(site('/lazy'));
    expect(hits).toContain('/red.png');
    expect(isRed(await pixel(result.fullPage, 640, 6200))).toBe(true);
    // And back at the top for the first screen.
    expect(result.text).toContain('Scroll down');
    expect(isRed(await pixel(result.viewport, 640, 400))).toBe(false);
  });

  it('dismisses a consent banner that autoconsent knows, and says which', async () => {
    const result = await capture(site('/consent'));
    expect(result.consent).toEqual([{ cmp: 'Onetrust', hidden: false }]);
    expect(result.text).toContain('Page behind a banner');
    expect(result.text).not.toContain('We use cookies');
  });

  it("clicks away a home-made cookie wall, refusing, and leaves its text out of the page's", async () => {
    const result = await capture(site('/wall'));
    expect(result).toMatchObject({ partial: null, overlay: { button: 'Reject', hidden: false } });
    expect(result.text).toContain('Armadillo pricing for teams');
    expect(result.text).not.toContain('We value your privacy');
    const [r = 0, g = 0, b = 0] = await pixel(result.viewport, 640, 700);
    expect(r + g + b).toBeGreaterThan(600);
    // A normal page, or a banner that leaves the page visible, is not an overlay.
    expect((await capture(site('/'))).overlay).toBeNull();
    expect((await capture(site('/consent'))).overlay).toBeNull();
  });

  it('hides a wall that its buttons do not take away', async () => {
    const result = await capture(site('/wall-stuck'));
    expect(result.overlay).toEqual({ button: 'Reject', hidden: true });
    expect(result.text).toContain('Armadillo pricing for teams');
    expect(result.text).not.toContain('We value your privacy');
    // The wall's dark layer is gone from the picture.
    const [r = 0, g = 0, b = 0] = await pixel(result.viewport, 640, 700);
    expect(r + g + b).toBeGreaterThan(600);
  });

  it('keeps the address the page ended on and its canonical link', async () => {
    const result = await capture(site('/moved'));
    expect(result).toMatchObject({
      finalUrl: site('/landing?from=moved'),
      canonicalUrl: site('/landing'),
      title: 'Landing',
    });
    const plain = await capture(site('/'));
    expect(plain.canonicalUrl).toBeNull();
  });
});

describe('capturePage: never loses a visible page', () => {
  it('keeps a page that never finishes loading, marked partial with the reason', async () => {
    // Its load limit: 10 s less the 4 s kept for the pictures.
    const result = await capture(site('/never-ends'), 10_000);
    expect(result).toMatchObject({
      title: 'Streaming page',
      partial: 'the page was still loading at the time limit (6 s)',
    });
    expect(result.text).toContain('Shown while the stream stays open');
    expect(await sharp(result.fullPage).metadata()).toMatchObject({ width: 1280 });

    const slow = await capture(site('/slow'), 10_000);
    expect(slow).toMatchObject({ title: 'Slow', partial: expect.stringContaining('loading') });
    expect(await openContexts()).toBe(0);
  });

  it("waits for the page's late data, and keeps it searchable", async () => {
    const result = await capture(site('/late-data'));
    expect(result).toMatchObject({ partial: null, title: 'Loaded pangolin' });
    expect(result.text).toContain('The word is pangolin');
    expect(result.text).not.toContain('loading data');
  });

  it('is partial, "still loading", when its data has not come by the limit', async () => {
    const result = await capture(site('/no-data'), 10_000);
    expect(result.partial).toBe(
      'the page was still loading: 1 request for its content unanswered at the time limit (6 s)',
    );
    expect(result.text).toContain('loading data…');
    expect(await openContexts()).toBe(0);
  });

  it('does not wait for streams, sockets, beacons or third-party requests that never end', async () => {
    const result = await capture(site('/streams'));
    expect(result).toMatchObject({ partial: null, title: 'Live page' });
    expect(result.text).toContain('Okapi live scores');
    expect(hits).toEqual(expect.arrayContaining(['/events', '/ndjson', '/beacon', '/collect']));
  });

  it('keeps the top of a very large page and says which limits applied', {
    timeout: 90_000,
  }, async () => {
    // A generous limit: picturing 10,000 px of text is slow on a busy machine.
    const result = await capture(site('/rows'), 60_000);
    expect(result.title).toBe('Twenty thousand rows');
    expect(result.partial).toBeNull();
    expect(result.height).toEqual({ page: 20_000 * 24, kept: 10_000 });
    expect(await sharp(result.fullPage).metadata()).toMatchObject({ width: 1280, height: 10_000 });
    expect(result.text).toHaveLength(100_000);
    expect(result.text.startsWith('Row 0 of the price table')).toBe(true);
    expect(result.textLength).toBeGreaterThan(100_000);
  });
});
