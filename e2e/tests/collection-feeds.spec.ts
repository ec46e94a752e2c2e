import { expect, type Page, test } from '@playwright/test';
import { register } from './helpers';
import { addTextSwipe, openAdd, solidPng } from './swipeHelpers';

// Issue 37, finding 12: a published collection has an RSS and an Atom feed, linked from the
// page's head in the HTML the server sends (feed readers run no script) and by a visible
// "RSS feed" link; unpublishing ends the feeds with the link.

function shareDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Share “Ideas & <drafts>”' });
}

test('a published collection links its RSS and Atom feeds, which list its swipes until it is unpublished', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await register(page);
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await page.getByRole('button', { name: 'Create a collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill('Ideas & <drafts>');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await page.getByRole('link', { name: 'Ideas & <drafts>', exact: true }).click();

  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 300, [20, 60, 200]),
  });
  await dialog.getByLabel('Title (optional)').fill('Blue hero');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
  await addTextSwipe(page, { title: 'Subject line idea', notes: 'Short & "curious" <b>' });

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = shareDialog(page);
  await share.getByRole('button', { name: 'Share publicly' }).click();
  await share.getByRole('button', { name: 'Yes, share it' }).click();
  const link = await share.getByLabel('Public link').inputValue();
  expect(link).toMatch(/\/collection\/[A-Za-z0-9_-]{32}$/);
  await share.getByRole('button', { name: 'Close' }).click();
  const rss = `${link}/rss.xml`;
  const atom = `${link}/atom.xml`;

  // The HTML as the server sends it names both feeds, with absolute addresses.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const served = await (await visitor.request.get(link)).text();
  expect(served).toContain(
    `rel="alternate" type="application/rss+xml" title="Ideas &amp; &lt;drafts&gt; (RSS)" href="${rss}"`,
  );
  expect(served).toContain(
    `rel="alternate" type="application/atom+xml" title="Ideas &amp; &lt;drafts&gt; (Atom)" href="${atom}"`,
  );
  expect(rss.startsWith(`${baseURL}/collection/`)).toBe(true);

  // On the page: the same links in the head, and a visible one in the header.
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ideas & <drafts>' })).toBeVisible();
  await expect(visitor.locator('head link[rel="alternate"]')).toHaveCount(2);
  await expect(
    visitor.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', rss);
  const feedLink = visitor.getByRole('link', { name: 'RSS feed' });
  await expect(feedLink).toBeVisible();
  expect(new URL((await feedLink.getAttribute('href')) ?? '', link).href).toBe(rss);

  // The feeds list the swipes, newest first, with the picture and escaped notes.
  const rssAnswer = await visitor.request.get(rss);
  expect(rssAnswer.status()).toBe(200);
  expect(rssAnswer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const rssXml = await rssAnswer.text();
  const titles = [...rssXml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  expect(titles).toEqual(['Subject line idea', 'Blue hero']);
  expect(rssXml).toContain('Short &amp;amp; &amp;quot;curious&amp;quot; &amp;lt;b&amp;gt;');
  expect(rssXml).toMatch(
    /<media:content url="http[^"]+\/_next\/image\?url=%2Ffiles%2Fswipe_image%2F/,
  );
  // An item's link opens the swipe on the public page.
  const itemLink = /<item>\s*<title>Subject line idea<\/title>\s*<link>([^<]+)<\/link>/.exec(
    rssXml,
  );
  await visitor.goto(itemLink?.[1] ?? '');
  await expect(visitor.getByRole('dialog', { name: 'Subject line idea' })).toBeVisible();
  const atomAnswer = await visitor.request.get(atom);
  expect(atomAnswer.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await atomAnswer.text()).toContain('<title>Blue hero</title>');

  // Unpublishing ends both feeds with the link (the dialog says so before the server has
  // answered: it is optimistic, so the feeds are read until the change is in).
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await share.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(share.getByText('Not shared.')).toBeVisible();
  await expect.poll(async () => (await visitor.request.get(link)).status()).toBe(404);
  expect((await visitor.request.get(rss)).status()).toBe(404);
  expect((await visitor.request.get(atom)).status()).toBe(404);
  await visitorContext.close();
});
