import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  asExtension,
  type ExtensionBrowser,
  extensionPage,
  launchWithExtension,
  pressToolbarButton,
  setServer,
  storedAuth,
} from './extensionHelpers';
import { fillRegistration, newUser, test } from './helpers';

// "Save video" in the extension: a page's <video> whose file the extension may download is
// uploaded as a VIDEO swipe that becomes READY; one playing from a blob: address is recorded as
// the page plays it; one from another site that refuses the extension (and, being cross-origin,
// cannot be recorded) is kept as a frame, an IMAGE swipe. Each says which.

const REEL_TITLE = 'Summer Sale Reel';
const BLOB_TITLE = 'Summer Sale Stories';
const FOREIGN_TITLE = 'Summer Sale Elsewhere';

const videoPage = (title: string, video: string, script = '') => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body style="margin:0">
    <h1 style="font:24px sans-serif;margin:16px">${title}</h1>
    <video ${video} muted playsinline width="480" height="270" style="display:block;margin:16px"></video>
    ${script}
  </body>
</html>`;

let ext: ExtensionBrowser;
let baseURL: string;
let pages: Server;
let refusing: Server;
let workDir: string;
let video: Buffer;
const urls = { reel: '', blob: '', foreign: '' };
/** The extension's own requests for the other site's video: refused. */
let refusedVideoRequests = 0;
const user = newUser();

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'swipestack-ext-video-'));
  const file = path.join(workDir, 'ad.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=white:s=640x360:d=3'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=3'],
    ...['-vf', "drawtext=text='SUMMER SALE':fontsize=64:fontcolor=black:x=(w-tw)/2:y=(h-th)/2"],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  video = readFileSync(file);
  const sendVideo = (response: import('node:http').ServerResponse) =>
    response
      .writeHead(200, { 'content-type': 'video/mp4', 'content-length': video.length })
      .end(video);

  refusing = createServer((request, response) => {
    // A site that serves its video only to the page showing it (its referrer), as hotlink-
    // protected CDNs do; the extension's download is refused.
    if (request.headers.referer?.startsWith(urls.reel.replace(/\/reel$/, '/'))) {
      sendVideo(response);
      return;
    }
    refusedVideoRequests++;
    response.writeHead(403).end();
  });
  const foreignVideo = `http://localhost:${await listen(refusing)}/ad.mp4`;

  const html: Record<string, () => string> = {
    '/reel': () => videoPage(REEL_TITLE, 'src="/ad.mp4" controls'),
    // The page reads its video into memory and plays it from a blob: address.
    '/blob': () =>
      videoPage(
        BLOB_TITLE,
        '',
        `<script>fetch('/ad.mp4').then((r) => r.blob()).then((b) => {
          document.querySelector('video').src = URL.createObjectURL(b);
        });</script>`,
      ),
    '/foreign': () => videoPage(FOREIGN_TITLE, `src="${foreignVideo}"`),
  };
  pages = createServer((request, response) => {
    if (request.url === '/ad.mp4') return sendVideo(response);
    const page = html[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ? page() : '');
  });
  const port = await listen(pages);
  for (const name of ['reel', 'blob', 'foreign'] as const) {
    urls[name] = `http://127.0.0.1:${port}/${name}`;
  }
  ext = await launchWithExtension(baseURL);
});

test.afterAll(async () => {
  await ext?.context.close();
  for (const server of [pages, refusing]) {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A tab showing `url`, once its video can play. */
async function openVideoPage(url: string): Promise<Page> {
  const page = await ext.context.newPage();
  await page.goto(url);
  await expect
    .poll(() => page.locator('video').evaluate((v) => (v as HTMLVideoElement).readyState))
    .toBeGreaterThanOrEqual(2);
  return page;
}

/** The popup page, open in a tab of its own, saving the tab showing `url`. */
async function openPopup(target: Page): Promise<Page> {
  await target.bringToFront();
  const tabId = await pressToolbarButton(ext.context, ext.worker, target.url());
  const popup = await ext.context.newPage();
  await popup.goto(extensionPage(`popup.html?tabId=${tabId}`));
  return popup;
}

const SWIPE = `query($id: ID!) { node(id: $id) { ... on Swipe {
  kind title url notes createdVia imageWidth imageHeight video { status failure durationMs }
} } }`;

interface SavedSwipe {
  kind: string;
  title: string;
  url: string;
  notes: string | null;
  createdVia: string;
  imageWidth: number | null;
  imageHeight: number | null;
  video: { status: string; failure: string | null; durationMs: number | null } | null;
}

async function savedSwipe(link: string | null): Promise<SavedSwipe | undefined> {
  const token = (await storedAuth(ext.worker))?.token ?? '';
  const id = new URL(link ?? '').searchParams.get('swipe');
  const { data } = await asExtension<{ node: SavedSwipe }>(baseURL, token, SWIPE, { id });
  return data?.node;
}

/** Waits for the server's video job to finish with the swipe. */
async function expectReady(link: string | null) {
  await expect
    .poll(async () => (await savedSwipe(link))?.video?.status, { timeout: 60_000 })
    .toBe('READY');
}

test('signs in through the web app', async () => {
  const options = await ext.context.newPage();
  await setServer(options, baseURL);
  await options.close();
  const app = await ext.context.newPage();
  await app.goto('/register');
  await fillRegistration(app, user);
  await expect(app).toHaveURL(/\/extension-installed$/, { timeout: 30_000 });
  await expect
    .poll(async () => (await storedAuth(ext.worker))?.email, { timeout: 20_000 })
    .toBe(user.email);
});

test('downloads a video the page plays from a file and saves it as a video swipe', async () => {
  test.setTimeout(120_000);
  const target = await openVideoPage(urls.reel);
  const popup = await openPopup(target);
  const form = popup.getByRole('form', { name: 'Save this page' });
  await expect(form.getByRole('button', { name: 'Save video' })).toBeVisible();
  // With the video's button the popup still fits in the 600 px Chrome gives it.
  await popup
    .locator('#root > div')
    .screenshot({ path: test.info().outputPath('popup-video.png') });
  expect(
    (await popup.evaluate(() => document.body.getBoundingClientRect())).height,
  ).toBeLessThanOrEqual(600);
  await form.getByRole('button', { name: 'Save video' }).click();
  const saved = popup.getByRole('status').filter({ hasText: 'Saved to Personal.' });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  await expect(saved).not.toContainText('screen recording');
  const link = await saved.getByRole('link', { name: 'Open in Swipestack' }).getAttribute('href');
  expect(await savedSwipe(link)).toMatchObject({
    kind: 'VIDEO',
    title: REEL_TITLE,
    url: urls.reel,
    createdVia: 'EXTENSION',
  });
  await expectReady(link);
  // The file itself: three seconds, not a recording of part of it.
  expect((await savedSwipe(link))?.video?.durationMs).toBeGreaterThan(2500);
});

test('records a video played from a blob: address, and says so', async () => {
  test.setTimeout(120_000);
  const target = await openVideoPage(urls.blob);
  expect(await target.locator('video').evaluate((v) => (v as HTMLVideoElement).currentSrc)).toMatch(
    /^blob:/,
  );
  const popup = await openPopup(target);
  await popup.getByRole('button', { name: 'Save video' }).click();
  await expect(popup.getByRole('status')).toContainText('recording it as it plays');
  const saved = popup.getByRole('status').filter({ hasText: 'Saved to Personal.' });
  await expect(saved).toContainText(
    "Saved a screen recording: the video's file could not be downloaded.",
    { timeout: 60_000 },
  );
  const link = await saved.getByRole('link', { name: 'Open in Swipestack' }).getAttribute('href');
  const swipe = await savedSwipe(link);
  expect(swipe).toMatchObject({ kind: 'VIDEO', title: BLOB_TITLE, url: urls.blob });
  expect(swipe?.notes).toContain(
    "Recorded from the screen: the video's file could not be downloaded.",
  );
  await expectReady(link);
});

test('keeps a frame of a video another site refuses (right-click "Save video")', async () => {
  test.setTimeout(60_000);
  const target = await openVideoPage(urls.foreign);
  const before = refusedVideoRequests;
  // The toolbar button press grants activeTab as the menu click does; the click itself is
  // dispatched in the worker (Chrome offers tests no way to click a context menu).
  const tabId = await pressToolbarButton(ext.context, ext.worker, urls.foreign);
  const srcUrl = await target.locator('video').evaluate((v) => (v as HTMLVideoElement).currentSrc);
  await ext.worker.evaluate(
    async ({ tabId, srcUrl, pageUrl }) => {
      const tab = await chrome.tabs.get(tabId);
      const onClicked = chrome.contextMenus.onClicked as unknown as {
        dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void;
      };
      onClicked.dispatch(
        { menuItemId: 'swipestack-save-video', srcUrl, pageUrl, frameId: 0, editable: false },
        tab,
      );
    },
    { tabId, srcUrl, pageUrl: urls.foreign },
  );
  const note = target.getByRole('status').filter({ hasText: 'Saved a frame' });
  await expect(note).toHaveText(
    /Saved a frame: the video's file could not be downloaded and the browser does not let it be recorded\./,
    { timeout: 30_000 },
  );
  // The extension really asked for the file, and was refused.
  expect(refusedVideoRequests).toBeGreaterThan(before);
  const link = await note.getByRole('link', { name: 'Open in Swipestack' }).getAttribute('href');
  const swipe = await savedSwipe(link);
  expect(swipe).toMatchObject({
    kind: 'IMAGE',
    url: urls.foreign,
    title: FOREIGN_TITLE,
    notes:
      'A frame of the video: its file could not be downloaded and the browser does not let it be recorded.',
    // The player's box, at the screen's device pixel ratio of 1.
    imageWidth: 480,
    imageHeight: 270,
  });
});
