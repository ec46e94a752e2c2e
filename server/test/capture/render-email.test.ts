import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CaptureBrowser } from '../../src/capture/browser.js';
import { EMAIL_VIEWPORT, renderEmail } from '../../src/capture/render-email.js';
import { PNG_1X1 } from '../inbound-email-fixtures.js';

// The renderer on its own, given HTML nobody sanitised: it must run no script, follow no
// redirect and load nothing remote whatever the HTML says: only the stored images it is given
// (`assets`). The test server records every request, so a script that ran, or a request that
// got through, would show up in `hits`.

const hits: string[] = [];
let port = 0;
const server = http.createServer((req, res) => {
  hits.push(req.url ?? '/');
  if (req.url?.startsWith('/logo.png')) {
    res.writeHead(200, { 'content-type': 'image/png' });
    return res.end(PNG_1X1);
  }
  res.writeHead(404).end();
});
const site = (path: string) => `http://127.0.0.1:${port}${path}`;
const browser = new CaptureBrowser({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

const SCRIPTED = () => `<!doctype html><html><head>
  <meta http-equiv="refresh" content="0;url=${site('/refreshed')}">
  <script>fetch('${site('/script-ran')}')</script>
  </head><body onload="new Image().src='${site('/onload-ran')}'" style="margin:0;background:#fff">
  <div style="height:2400px;background:linear-gradient(#1e3a8a,#fbbf24)">
    <img src="${site('/logo.png')}" width="120" height="40">
    <img src="x" onerror="new Image().src='${site('/onerror-ran')}'">
    <iframe src="${site('/framed')}"></iframe>
  </div></body></html>`;

const assetsAsked: string[] = [];
const storedAsset = async (path: string) => {
  assetsAsked.push(path);
  return path === '/files/swipe_image/inline.png'
    ? { data: PNG_1X1, contentType: 'image/png' }
    : null;
};

it('screenshots the email with scripts off, no redirects, nothing remote: stored images only', async () => {
  hits.length = 0;
  const render = await renderEmail(
    `${SCRIPTED()}<img src="/files/swipe_image/inline.png" width="20" height="20">
    <div style="background:url(${site('/styled.png')})">styled</div>`,
    { browser, timeoutMs: 15_000, assets: storedAsset },
  );
  expect(hits).toEqual([]);
  expect(assetsAsked).toContain('/files/swipe_image/inline.png');

  const full = await sharp(render.fullPage).metadata();
  expect(full).toMatchObject({ format: 'jpeg', width: EMAIL_VIEWPORT.width });
  expect(full.height).toBeGreaterThanOrEqual(2400);
  expect(await sharp(render.viewport).metadata()).toMatchObject({
    format: 'png',
    width: EMAIL_VIEWPORT.width,
    height: EMAIL_VIEWPORT.height,
  });
  expect(await sharp(render.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 480 });
});
