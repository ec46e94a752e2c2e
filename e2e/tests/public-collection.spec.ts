import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { headerNav, register } from './helpers';
import { addTextSwipe, card, openAdd, solidPng, swipeCards } from './swipeHelpers';

// Issue 7, item 3: a team publishes a collection; anyone with the link sees it read-only at
// /collection/{token}, also inside a frame on another site; unpublishing ends the link.

/** A page on another origin (127.0.0.1) that embeds `src` in an iframe. */
async function embeddingSite(src: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Our blog</title></head><body>
      <h1>Our favourite emails</h1>
      <iframe src="${src}" title="Launch emails" width="1000" height="700" style="border:0"></iframe>
    </body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

function shareDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Share “Launch emails”' });
}

test('an editor publishes a collection, a signed-out visitor sees it read-only and embedded, and unpublishing ends the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL ?? '',
  });
  await register(page);
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await page.getByRole('button', { name: 'Create a collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill('Launch emails');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await page.getByRole('link', { name: 'Launch emails', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch emails' })).toBeVisible();

  // Two swipes added from the collection's page land in it: an image and ad copy.
  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 300, [20, 60, 200]),
  });
  await dialog.getByLabel('Title (optional)').fill('Blue hero');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Blue hero')).toBeVisible();
  await addTextSwipe(page, {
    title: 'Subject line idea',
    notes: 'Short and curious',
    tags: ['subject'],
  });

  // Not shared yet; publishing asks first.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = shareDialog(page);
  await expect(share.getByText('Not shared.')).toBeVisible();
  await share.getByRole('button', { name: 'Share publicly' }).click();
  await expect(share.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await share.getByRole('button', { name: 'Yes, share it' }).click();
  const linkField = share.getByLabel('Public link');
  await expect(linkField).toHaveValue(/\/collection\/[A-Za-z0-9_-]{32}$/);
  const link = await linkField.inputValue();
  expect(link.startsWith(`${baseURL}/collection/`)).toBe(true);
  await expect(share.getByLabel('Embed code')).toHaveValue(
    `<iframe src="${link}" title="Launch emails · Swipestack" width="100%" height="720" style="border:0" loading="lazy"></iframe>`,
  );
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Shared publicly')).toBeVisible();

  // A second tab of the team's page follows the change live later on.
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  await expect(otherTab.getByText('Shared publicly')).toBeVisible();

  // A signed-out visitor in a fresh browser context.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Launch emails' })).toBeVisible();
  await expect(visitor.getByText('A collection by Personal')).toBeVisible();
  // Link previews (no script) get the collection's own head from the server.
  const served = await (await visitor.request.get(link)).text();
  expect(served).toContain('<title data-page-head>Launch emails · Swipestack</title>');
  expect(served).toContain('property="og:title" content="Launch emails"');
  await expect(visitor).toHaveTitle('Launch emails · Swipestack');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Launch emails',
  );
  // Its own preview image, drawn with its name and cover, the same in the HTML and the page.
  const preview = /property="og:image" content="([^"]+)"/.exec(served)?.[1] ?? '';
  expect(preview).toMatch(/\.png\?v=[0-9a-z]+$/);
  expect(preview.startsWith(`${link.replace('/collection/', '/og/collection/')}.png?v=`)).toBe(
    true,
  );
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', preview);
  const drawn = await visitor.request.get(preview, { maxRedirects: 0, timeout: 60_000 });
  expect([drawn.status(), drawn.headers()['content-type']]).toEqual([200, 'image/png']);
  const png = await drawn.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  await expect(headerNav(visitor).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(swipeCards(visitor)).toHaveCount(2);
  // The image loads for someone without a session.
  const image = card(visitor, 'Blue hero').locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Read-only: no edit controls anywhere.
  for (const name of ['Add swipe', 'Share', 'Choose cover', 'Delete', 'Edit']) {
    await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await card(visitor, 'Subject line idea').getByRole('link', { name: 'Subject line idea' }).click();
  const detail = visitor.getByRole('dialog', { name: 'Subject line idea' });
  await expect(detail).toBeVisible();
  await expect(visitor).toHaveURL(/\?swipe=/);
  await expect(detail.getByText('Short and curious')).toBeVisible();
  await expect(detail.getByText('#subject')).toBeVisible();
  await expect(detail.getByRole('textbox')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /delete/i })).toHaveCount(0);

  // No serious or critical accessibility violations, on the page and in the detail.
  const serious = async () =>
    (await new AxeBuilder({ page: visitor }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`);
  expect(await serious()).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(visitor).not.toHaveURL(/\?swipe=/);
  expect(await serious()).toEqual([]);

  // Inside a frame on another site: the embedded layout with its 'Built with' link.
  const site = await embeddingSite(link);
  try {
    const embedder = await visitorContext.newPage();
    await embedder.goto(site.url);
    const frame = embedder.frameLocator('iframe[title="Launch emails"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Launch emails' })).toBeVisible();
    await expect(frame.getByRole('article')).toHaveCount(2);
    await expect(frame.getByRole('link', { name: /Built with Swipestack/ })).toBeVisible();
    await expect(frame.getByRole('link', { name: /Built with Swipestack/ })).toHaveAttribute(
      'href',
      '/register?ref=embed',
    );
    await embedder.close();
  } finally {
    site.server.close();
  }

  // Unpublishing asks first, then ends the link at once; the other tab follows live.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await share.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(share.getByText('Not shared.')).toBeVisible();
  await expect(share.getByLabel('Public link')).toHaveCount(0);
  await expect(otherTab.getByText('Shared publicly')).toHaveCount(0);

  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { name: 'This collection is not shared (any more)' }),
  ).toBeVisible();
  expect((await visitor.request.get(preview, { maxRedirects: 0 })).status()).toBe(404);
  await expect(swipeCards(visitor)).toHaveCount(0);
  await visitorContext.close();
});
