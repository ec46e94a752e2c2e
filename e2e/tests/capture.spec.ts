import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { register } from './helpers';
import { addTextSwipe, card, openAdd, swipeCards } from './swipeHelpers';

// The page's title names the swipe once captured; the word below is only in its body text,
// so finding the swipe by it proves the captured text is searchable.
const PAGE_TITLE = 'Zebra Pricing Landing';
const BODY_WORD = 'quillwhistle';
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${PAGE_TITLE}</title>
    <style>
      body { font-family: sans-serif; margin: 0; }
      header { background: #1e1b4b; color: white; padding: 48px; }
      section { padding: 48px; background: #fef3c7; min-height: 600px; }
    </style>
  </head>
  <body>
    <header><h1>Plans for every herd</h1></header>
    <section>
      <p>Start free, then upgrade when the ${BODY_WORD} plan fits your team.</p>
    </section>
  </body>
</html>`;

/** Sent, then held open: the page never finishes loading, so its capture is partial. */
const STREAMING_TITLE = 'Live Ticker Landing';
const STREAMING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${STREAMING_TITLE}</title></head>
<body style="margin:0"><h1 style="margin:0;padding:40px;font-size:96px;background:#1e1b4b;color:white">
Wide headline starting at the left</h1>${' '.repeat(4096)}`;

let server: Server;
let pageUrl: string;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/landing') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else if (request.url === '/go') {
      response.writeHead(302, { location: '/streaming' });
      response.end();
    } else if (request.url === '/streaming') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(STREAMING_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pageUrl = `${origin}/landing`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a saved page is captured, then found by a word of its text', async ({ page }) => {
  // The capture queue runs one page at a time (other specs' unreachable pages included), up to
  // CAPTURE_TIMEOUT_MS each, and the app polls every 3 s.
  test.setTimeout(90_000);
  await register(page);
  await addTextSwipe(page, { title: 'Unrelated headline', notes: 'Nothing about plans' });

  const dialog = await openAdd(page, 'Web page');
  await dialog.getByLabel('Page address').fill(pageUrl);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();

  // Until the capture names it, the swipe is called after its host.
  const saved = swipeCards(page).first();
  await expect(saved.getByRole('heading')).toHaveText('127.0.0.1');

  const captured = card(page, PAGE_TITLE);
  await expect(captured).toBeVisible({ timeout: 60_000 });
  await expect(captured).not.toContainText('Capturing…');
  const thumbnail = captured.locator('img');
  await expect(thumbnail).toHaveAttribute('srcset', /\/_next\/image\?url=%2Ffiles%2F/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The detail view shows the screenshot under the page's title.
  await captured.getByRole('link').click();
  const detail = page.getByRole('dialog', { name: PAGE_TITLE });
  await expect(detail.getByRole('img', { name: PAGE_TITLE })).toBeVisible();
  await expect(detail.getByRole('link', { name: '127.0.0.1' })).toHaveAttribute('href', pageUrl);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The word is in the page's body only: neither the title, the address nor any notes.
  await expect(swipeCards(page)).toHaveCount(2);
  await page.getByLabel('Search swipes').fill(BODY_WORD);
  await expect(swipeCards(page)).toHaveCount(1);
  await expect(card(page, PAGE_TITLE)).toBeVisible();
});

test('a page that never finishes loading is kept in part, and the detail view says why and where it ended', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await register(page);
  const dialog = await openAdd(page, 'Web page');
  await dialog.getByLabel('Page address').fill(`${origin}/go`);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();

  const captured = card(page, STREAMING_TITLE);
  await expect(captured).toBeVisible({ timeout: 60_000 });
  // The thumbnail keeps the headline's start: the picture's whole width is drawn, never cut at
  // the sides.
  const thumbnail = captured.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const widths = await thumbnail.evaluate((img: HTMLImageElement) => ({
    drawn: img.getBoundingClientRect().width,
    frame: img.parentElement?.getBoundingClientRect().width ?? 0,
    fit: getComputedStyle(img).objectFit,
  }));
  expect(widths.fit).not.toBe('cover');
  expect(Math.abs(widths.drawn - widths.frame)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: testInfo.outputPath('grid.png') });

  await captured.getByRole('link').click();
  const detail = page.getByRole('dialog', { name: STREAMING_TITLE });
  await expect(
    // The load limit: the 15 s time limit less the 6 s kept for the pictures.
    detail.getByText('Captured in part: the page was still loading at the time limit (9 s)'),
  ).toBeVisible();
  await expect(detail.getByRole('link', { name: `${origin}/streaming` })).toHaveAttribute(
    'href',
    `${origin}/streaming`,
  );
});
