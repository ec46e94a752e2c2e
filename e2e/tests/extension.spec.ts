import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { promote } from './adminHelpers';
import {
  asExtension,
  badgeText,
  EXTENSION_ID,
  type ExtensionBrowser,
  extensionPage,
  launchWithExtension,
  messageFromPage,
  pressToolbarButton,
  queuedSaves,
  RETRY_ALARM,
  retryAlarm,
  setServer,
  storedAuth,
  tcpProxy,
} from './extensionHelpers';
import { expectToastShown, fillRegistration, newUser, test } from './helpers';
import { card, onboardingTask, runOperation, showChecklist, solidPng } from './swipeHelpers';

// The Chrome extension, built and loaded into Chromium: it signs in through the web app, saves
// a page served here (visible area, full page, a drawn region) that then shows up in the web
// app live, says when the page is saved already and edits it; pages of other origins are
// refused, and a revoked token sends the popup back to "sign in". An image another origin
// will not hand over is cut out of a screenshot; a save made while the server is unreachable
// waits in the extension (across a browser restart) and is sent once the server answers; the
// popup fits in Chrome's 600 px.

const PAGE_TITLE = 'Aurora Launch Pricing';
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${PAGE_TITLE}</title>
    <style>
      body { margin: 0; font-family: sans-serif; }
      header { position: sticky; top: 0; background: #1e1b4b; color: white; padding: 24px; }
      section { height: 900px; padding: 48px; }
      section:nth-child(odd) { background: #fef3c7; }
      section:nth-child(even) { background: #dbeafe; }
    </style>
  </head>
  <body>
    <header>Aurora</header>
    <section><h1>Launch faster</h1></section>
    <section><h2>Pricing</h2></section>
    <section><h2>Questions</h2></section>
  </body>
</html>`;

const BANNER_RGB: [number, number, number] = [220, 38, 38];
const OFFLINE_TITLE = 'Northwind Offline Sale';

/** A page whose banner, far below the fold, comes from another origin (a CDN). */
const gallery = (bannerUrl: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Northwind Gallery</title></head>
  <body style="margin:0">
    <div style="height:1400px;background:#f1f5f9">Scroll down for the banner</div>
    <img src="${bannerUrl}" width="300" height="150" alt="Winter banner" style="display:block;margin-left:40px">
    <div style="height:1000px"></div>
  </body>
</html>`;

let ext: ExtensionBrowser;
let baseURL: string;
let pages: Server;
let images: Server;
let pageUrl: string;
let foreignPageUrl: string;
let galleryUrl: string;
let bannerUrl: string;
let offlineUrl: string;
/** The image server's refusals: the extension's own download of the banner. */
let refusedImageRequests = 0;
const user = newUser();

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL);
  const html: Record<string, () => string> = {
    '/landing': () => PAGE,
    '/gallery': () => gallery(bannerUrl),
    '/offline': () =>
      `<!doctype html><title>${OFFLINE_TITLE}</title><h1>Everything half price</h1>`,
  };
  pages = createServer((request, response) => {
    const page = html[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ? page() : '<title>Elsewhere</title>');
  });
  // The page to save is on 127.0.0.1; "another origin" is localhost on another port, which
  // Chrome's externally_connectable pattern lets through (it ignores ports): the extension's
  // own check must refuse it.
  const port = await listen(pages, '127.0.0.1');
  pageUrl = `http://127.0.0.1:${port}/landing`;
  foreignPageUrl = `http://localhost:${port}/elsewhere`;
  galleryUrl = `http://127.0.0.1:${port}/gallery`;
  offlineUrl = `http://127.0.0.1:${port}/offline`;
  // Another origin serving images as hotlink-protected CDNs do: only to the page that shows
  // them (its referrer); anyone else, the extension's service worker included, gets 403.
  const banner = solidPng(300, 150, BANNER_RGB);
  images = createServer((request, response) => {
    const fromPage = request.headers.referer?.startsWith(`http://127.0.0.1:${port}/`);
    if (request.url !== '/banner.png' || !fromPage) {
      if (request.url === '/banner.png') refusedImageRequests++;
      response.writeHead(403).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(banner);
  });
  bannerUrl = `http://localhost:${await listen(images, '127.0.0.1')}/banner.png`;
  // A HiDPI screen: screenshots have twice the CSS pixels, which crops and stitching must follow.
  ext = await launchWithExtension(baseURL, { screenScale: 2 });
});

test.afterAll(async () => {
  await ext?.context.close();
  for (const server of [pages, images]) {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
});

/** The popup page, open in a tab of its own, saving the tab showing `url`. */
async function openPopup(url: string): Promise<Page> {
  const target = ext.context.pages().find((p) => p.url() === url);
  await target?.bringToFront();
  const tabId = await pressToolbarButton(ext.context, ext.worker, url);
  const popup = await ext.context.newPage();
  await popup.goto(extensionPage(`popup.html?tabId=${tabId}`));
  return popup;
}

/** Opens the popup's optional details (title, tags, collections, notes) unless they are open. */
async function openDetails(form: Locator) {
  const details = form.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await form.getByText('Title, tags, collections, notes').click();
  }
  await expect(form.getByLabel('Title')).toBeVisible();
}

/**
 * Chrome shows a toolbar popup at most 600 px high, sized to the page: the popup's page (it is
 * 360 px wide whatever the window) is at most 600 px tall. Its screenshot is kept in the
 * test's output to look at.
 */
async function expectPopupFits(popup: Page, name: string) {
  await expect(popup.getByRole('button', { name: 'Save visible area' })).toBeVisible();
  const shell = popup.locator('#root > div');
  await shell.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const size = await popup.evaluate(() => document.body.getBoundingClientRect());
  expect(size.width).toBeGreaterThanOrEqual(360);
  expect(size.height).toBeLessThanOrEqual(600);
}

const SWIPE_IMAGE = `query($id: ID!) { node(id: $id) { ... on Swipe { title kind createdVia captureStatus imageWidth imageHeight url notes imageUrl } } }`;

async function savedSwipe(token: string, link: string) {
  const id = new URL(link).searchParams.get('swipe');
  const { data } = await asExtension<{ node: Record<string, unknown> }>(
    baseURL,
    token,
    SWIPE_IMAGE,
    {
      id,
    },
  );
  return data?.node;
}

test('signs in through the web app and saves the page, which appears in the web app live', async () => {
  test.setTimeout(90_000);
  const { context, worker } = ext;
  // The extension ID is the one the web app messages (fixed by the manifest's key).
  expect(new URL(worker.url()).host).toBe(EXTENSION_ID);

  const options = await context.newPage();
  await setServer(options, baseURL);
  await options.close();

  // Signing up leads to the app, which hands the sign-in to the extension: its first install.
  const app = await context.newPage();
  await app.goto('/register');
  await fillRegistration(app, user);
  // Sign-up, the app's chunk, the hand-off and the token exchange: allow for a busy machine.
  await expect(app).toHaveURL(/\/extension-installed$/, { timeout: 30_000 });
  await expectToastShown(app, 'Chrome extension connected');
  await expect(
    app.getByText(`Connected: the extension saves to your swipe file as ${user.email}.`),
  ).toBeVisible();
  expect(await storedAuth(worker)).toMatchObject({ email: user.email, serverOrigin: baseURL });

  await app.goto('/swipes');
  await expect(app.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
  // The onboarding checklist ticked the extension off by itself.
  await expect(onboardingTask(app, 'Install the Chrome extension')).toContainText('Done');

  const target = await context.newPage();
  await target.goto(pageUrl);
  const popup = await openPopup(pageUrl);
  await expect(popup.getByText(user.email)).toBeVisible();
  const form = popup.getByRole('form', { name: 'Save this page' });
  await expectPopupFits(popup, 'popup-new-page');
  await openDetails(form);
  await expect(form.getByLabel('Title')).toHaveValue(PAGE_TITLE);
  await expect(form.getByLabel('Page address')).toHaveValue(pageUrl);
  await expect(popup.getByLabel('Team')).toHaveValue(/.+/);
  await form.getByLabel('Kind').selectOption({ label: 'Landing page' });
  await form.getByLabel('Tags').fill('hero');
  await form.getByLabel('Tags').press('Enter');
  await expect(form.getByRole('button', { name: 'Remove tag hero' })).toBeVisible();
  await form.getByRole('button', { name: 'Save visible area' }).click();
  const saved = popup.getByRole('status').filter({ hasText: 'Saved to Personal.' });
  await expect(saved).toBeVisible({ timeout: 20_000 });

  // The web app, open all along, shows it without a reload, with the screenshot.
  const swipeCard = card(app, PAGE_TITLE);
  await expect(swipeCard).toBeVisible();
  // With a swipe, the guide is one line that expands to the checklist.
  await showChecklist(app);
  await expect(onboardingTask(app, 'Save a website')).toContainText('Done');
  await expect(swipeCard.locator('img')).toHaveAttribute(
    'srcset',
    /\/_next\/image\?url=%2Ffiles%2F/,
  );

  const auth = await storedAuth(worker);
  const link = await saved.getByRole('link', { name: 'Open in Swipestack' }).getAttribute('href');
  expect(link).toContain(`${baseURL}/swipes?swipe=`);
  expect(await savedSwipe(auth?.token ?? '', link ?? '')).toMatchObject({
    title: PAGE_TITLE,
    kind: 'LANDING_PAGE',
    createdVia: 'EXTENSION',
    captureStatus: 'NONE',
    url: pageUrl,
    imageWidth: expect.any(Number),
  });

  // The popup now knows the page is saved, and edits it in place.
  await popup.reload();
  const existing = popup.getByRole('region', { name: 'Already in your swipe file' });
  await expect(existing).toContainText(`“${PAGE_TITLE}” in Personal`);
  // With the duplicate warning it still fits.
  await expectPopupFits(popup, 'popup-saved-page');
  await existing.getByRole('button', { name: 'Edit it' }).click();
  const edit = popup.getByRole('form', { name: 'Edit the saved swipe' });
  await expect(edit.getByRole('button', { name: 'Remove tag hero' })).toBeVisible();
  await edit.getByLabel('Title').fill('Aurora pricing, annotated');
  await edit.getByLabel('Notes').fill('Sticky header, three sections.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(existing.getByRole('status')).toHaveText('Changes saved.');
  await expect(card(app, 'Aurora pricing, annotated')).toBeVisible();
  await expect(card(app, PAGE_TITLE)).toHaveCount(0);

  // An uncaught error in the popup reaches its server's /admin/errors (docs/errors.md).
  const reported = popup.waitForResponse(
    (response) => response.url() === `${baseURL}/monitoring` && response.status() === 200,
  );
  await popup.evaluate(() => {
    setTimeout(() => {
      throw new Error('The popup broke');
    });
  });
  await reported;
  await promote(user.email);
  await app.goto('/admin/errors');
  const group = app.getByRole('listitem').filter({ hasText: 'The popup broke' });
  await expect(group).toContainText('· extension');
  await expect(group).toContainText('Route: popup');
});

test('saves the full page stitched from screens, and a region drawn on the page', async () => {
  test.setTimeout(90_000);
  const auth = await storedAuth(ext.worker);
  const popup = await openPopup(pageUrl);
  const form = popup.getByRole('form', { name: 'Save it again as a new swipe' });
  await openDetails(form);
  await form.getByLabel('Title').fill('Aurora full page');
  await form.getByRole('button', { name: 'Save full page' }).click();
  const saved = popup.getByRole('status').filter({ hasText: 'Saved to Personal.' });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  const fullLink = await saved
    .getByRole('link', { name: 'Open in Swipestack' })
    .getAttribute('href');
  const full = await savedSwipe(auth?.token ?? '', fullLink ?? '');
  const target = ext.context.pages().find((p) => p.url() === pageUrl) as Page;
  const viewport = await target.evaluate(() => ({
    height: window.innerHeight,
    ratio: window.devicePixelRatio,
    page: document.documentElement.scrollHeight,
  }));
  // Taller than a screen: the whole page, about 2,700 CSS pixels.
  expect(full?.imageHeight).toBeGreaterThan(viewport.height * viewport.ratio * 2);
  expect(Math.abs(Number(full?.imageHeight) - viewport.page * viewport.ratio)).toBeLessThanOrEqual(
    2,
  );
  // The page was scrolled back to where it was.
  expect(await target.evaluate(() => window.scrollY)).toBe(0);

  await popup.reload();
  const again = popup.getByRole('form', { name: 'Save it again as a new swipe' });
  await openDetails(again);
  await again.getByLabel('Title').fill('Aurora headline');
  await again.getByRole('button', { name: 'Select region' }).click();
  await expect(popup.getByRole('status')).toContainText('Draw the area to save on the page');

  // The region selector is drawn over the page; only coordinates go back to the extension.
  await expect(target.locator('[data-swipestack-region]')).toBeAttached();
  await target.mouse.move(100, 120);
  await target.mouse.down();
  await target.mouse.move(400, 320, { steps: 5 });
  await target.mouse.up();
  const note = target.getByRole('status').filter({ hasText: 'Saved to Swipestack.' });
  await expect(note).toBeVisible({ timeout: 20_000 });
  // Its close button is the shared icon set's (an SVG), named, with no symbol character.
  const dismiss = note.getByRole('button', { name: 'Dismiss' });
  await expect(dismiss.locator('svg path')).toHaveCount(2);
  await expect(dismiss).toHaveText('');
  const regionLink = await note
    .getByRole('link', { name: 'Open in Swipestack' })
    .getAttribute('href');
  const region = await savedSwipe(auth?.token ?? '', regionLink ?? '');
  expect(region).toMatchObject({
    title: 'Aurora headline',
    imageWidth: Math.round(300 * viewport.ratio),
    imageHeight: Math.round(200 * viewport.ratio),
  });
});

test('an image another site will not let it download is cut out of a screenshot of the page', async () => {
  test.setTimeout(60_000);
  const auth = await storedAuth(ext.worker);
  const target = await ext.context.newPage();
  await target.goto(galleryUrl);
  // The page itself shows the banner (its referrer is the page).
  await expect
    .poll(() =>
      target
        .getByRole('img', { name: 'Winter banner' })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBe(300);
  // Right-clicking the image and choosing "Save image to Swipestack": the toolbar button press
  // grants activeTab as the menu click does; the click itself is dispatched in the worker
  // (Chrome offers tests no way to click a context menu).
  const tabId = await pressToolbarButton(ext.context, ext.worker, galleryUrl);
  await ext.worker.evaluate(
    async ({ tabId, srcUrl, pageUrl }) => {
      const tab = await chrome.tabs.get(tabId);
      const onClicked = chrome.contextMenus.onClicked as unknown as {
        dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void;
      };
      onClicked.dispatch(
        { menuItemId: 'swipestack-save-image', srcUrl, pageUrl, frameId: 0, editable: false },
        tab,
      );
    },
    { tabId, srcUrl: bannerUrl, pageUrl: galleryUrl },
  );
  const note = target.getByRole('status').filter({ hasText: 'Saved to Swipestack.' });
  await expect(note).toContainText('it was cut from a screenshot of the page', { timeout: 20_000 });
  // The extension really tried to download it, and was refused.
  expect(refusedImageRequests).toBeGreaterThan(0);
  // The banner was scrolled into view for the screenshot, then the page went back.
  expect(await target.evaluate(() => window.scrollY)).toBe(0);

  const link = await note.getByRole('link', { name: 'Open in Swipestack' }).getAttribute('href');
  const swipe = await savedSwipe(auth?.token ?? '', link ?? '');
  const ratio = await target.evaluate(() => window.devicePixelRatio);
  expect(ratio).toBe(2);
  expect(swipe).toMatchObject({
    kind: 'IMAGE',
    url: galleryUrl,
    notes: 'Cut from a screenshot of the page: the image itself could not be downloaded.',
    imageWidth: Math.round(300 * ratio),
    imageHeight: Math.round(150 * ratio),
  });
  // The picture is the banner itself, edge to edge, not another part of the page: its centre
  // and its corners have the banner's colour. Chromium's screenshot is now and then colour-
  // converted (two runs in about ten read a channel 21 off), so "the banner's colour" means
  // within 40 per channel; the page around the banner is over 200 away.
  const app = ext.context.pages().find((p) => p.url().startsWith(`${baseURL}/`)) as Page;
  const samples = await app.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    const { naturalWidth: width, naturalHeight: height } = image;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const points: [number, number][] = [
      [width / 2, height / 2],
      [2, 2],
      [width - 3, 2],
      [2, height - 3],
      [width - 3, height - 3],
    ];
    return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
  }, String(swipe?.imageUrl));
  for (const pixel of samples) {
    const distance = Math.max(
      ...pixel.map((channel, i) => Math.abs(channel - (BANNER_RGB[i] ?? -255))),
    );
    expect(distance, `pixel ${pixel} against the banner's ${BANNER_RGB}`).toBeLessThanOrEqual(40);
  }
  await target.close();
});

test('refuses pages of other origins that message it', async () => {
  const { context, worker } = ext;
  const before = await storedAuth(worker);
  const app = context.pages().find((p) => p.url().startsWith(`${baseURL}/`)) as Page;
  // A real, unused hand-off code of the signed-in user…
  const { data } = await runOperation<{ data: { createExtensionHandoff: { code: string } } }>(
    app,
    'connectExtensionMutation',
    {},
  );
  const code = data.createExtensionHandoff.code;

  // …sent from localhost on another port (Chrome lets it through: patterns ignore ports).
  const foreign = await context.newPage();
  await foreign.goto(foreignPageUrl);
  const refused = { ok: false, error: expect.stringMatching(/not the Swipestack server/) };
  expect(await messageFromPage(foreign, { type: 'swipestack:handoff', code })).toEqual(refused);
  expect(await messageFromPage(foreign, { type: 'swipestack:ping' })).toEqual(refused);
  // A page outside externally_connectable cannot reach the extension at all.
  const other = ext.context.pages().find((p) => p.url() === pageUrl) as Page;
  expect(await messageFromPage(other, { type: 'swipestack:ping' })).toBe('no chrome.runtime');

  expect(await storedAuth(worker)).toEqual(before);
  // The extension never traded the code: it still works once, here.
  const exchanged = await fetch(`${baseURL}/api/extension/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(exchanged.status).toBe(200);
  await foreign.close();
});

test('a revoked token makes the popup ask to sign in again; the web app reconnects it', async () => {
  const { context, worker } = ext;
  const auth = await storedAuth(worker);
  const token = auth?.token ?? '';
  const revoked = await asExtension<{ revokeApiToken: { deletedId: string } }>(
    baseURL,
    token,
    'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { deletedId } }',
    { id: token.split('.')[0] },
  );
  expect(revoked.data?.revokeApiToken.deletedId).toBe(token.split('.')[0]);

  const popup = await openPopup(pageUrl);
  await expect(popup.getByRole('heading', { name: 'Sign in to save swipes' })).toBeVisible();
  await expect(popup.getByRole('alert')).toContainText('Your Swipestack sign-in has ended');
  await expect(popup.getByRole('link', { name: 'Open Swipestack to sign in' })).toHaveAttribute(
    'href',
    `${baseURL}/extension-installed`,
  );
  expect(await storedAuth(worker)).toBeNull();

  // Opening the web app (signed in) hands the extension a new sign-in.
  const app = await context.newPage();
  await app.goto('/extension-installed');
  await expect(
    app.getByText(`Connected: the extension saves to your swipe file as ${user.email}.`),
  ).toBeVisible();
  await popup.reload();
  await expect(popup.getByRole('form', { name: 'Save it again as a new swipe' })).toBeVisible();
});

test('a save made while the server is unreachable waits in the extension, across a browser restart, and is sent when it answers', async () => {
  test.setTimeout(180_000);
  const { token } = (await storedAuth(ext.worker)) ?? { token: '' };
  const proxy = tcpProxy(new URL(baseURL));
  await proxy.start();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'swipestack-extension-profile-'));
  let browser = await launchWithExtension(baseURL, { profileDir: profile });
  try {
    // The extension talks to the server through the proxy (signed in with a pasted token).
    const options = await browser.context.newPage();
    await setServer(options, proxy.origin);
    await options.getByText('Sign in with a personal token instead').click();
    await options.getByLabel(/Personal token/).fill(token);
    await options.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => storedAuth(browser.worker)).toMatchObject({ email: user.email });

    const target = await browser.context.newPage();
    await target.goto(offlineUrl);
    const tabId = await pressToolbarButton(browser.context, browser.worker, offlineUrl);

    // The server goes away. The popup cannot load the teams, but still saves: the save is kept,
    // and counted on the toolbar button.
    await proxy.stop();
    const popup = await browser.context.newPage();
    await popup.goto(extensionPage(`popup.html?tabId=${tabId}`));
    await expect(popup.getByRole('alert')).toContainText(
      `Couldn't reach Swipestack at ${proxy.origin}`,
    );
    const form = popup.getByRole('form', { name: 'Save this page' });
    await form.getByRole('button', { name: 'Save visible area' }).click();
    await expect(popup.getByRole('status')).toContainText(
      "Swipestack can't be reached right now: this save is kept in the extension",
      { timeout: 20_000 },
    );
    await expect.poll(() => badgeText(browser.worker)).toBe('1');
    const waiting = popup.getByRole('region', { name: 'Waiting to be sent (1)' });
    await expect(waiting).toContainText(OFFLINE_TITLE);
    await expectPopupFits(popup, 'popup-queued-save');

    // The browser restarts: nothing is lost, the count is back on the button.
    await browser.context.close();
    browser = await launchWithExtension(baseURL, { profileDir: profile });
    await expect.poll(() => badgeText(browser.worker)).toBe('1');
    expect(await queuedSaves(browser.worker)).toMatchObject([{ title: OFFLINE_TITLE }]);

    // The server answers again: the retry alarm sends the save, and the count goes. The alarm
    // is due 30 s after the failed send at start-up (Chrome's shortest delay for a packed
    // extension); the test brings that same alarm forward instead of waiting it out. It waits
    // for the alarm while the server is still away: a start-up send made after the server is
    // back would succeed and set none.
    await expect.poll(() => retryAlarm(browser.worker)).toMatchObject({ name: RETRY_ALARM });
    await proxy.start();
    await browser.worker.evaluate(
      (name) => chrome.alarms.create(name, { when: Date.now() }),
      RETRY_ALARM,
    );
    await expect.poll(() => badgeText(browser.worker), { timeout: 30_000 }).toBe('');
    expect(await queuedSaves(browser.worker)).toEqual([]);
    const found = await asExtension<{
      viewer: { teams: { edges: { node: { swipeByUrl: Record<string, unknown> | null } }[] } };
    }>(
      baseURL,
      token,
      'query($url: String!) { viewer { teams(first: 10) { edges { node { swipeByUrl(url: $url) { title createdVia imageWidth } } } } } }',
      { url: offlineUrl },
    );
    const saved = found.data?.viewer.teams.edges.map((edge) => edge.node.swipeByUrl).find(Boolean);
    expect(saved).toMatchObject({
      title: OFFLINE_TITLE,
      createdVia: 'EXTENSION',
      imageWidth: expect.any(Number),
    });
  } finally {
    await browser.context.close();
    await proxy.stop();
    await rm(profile, { recursive: true, force: true });
  }
});
