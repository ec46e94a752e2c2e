import { expect, type Locator, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expectToastShown, recordToasts, register, test } from './helpers';
import { addTextSwipe, card } from './swipeHelpers';

// Discover (docs/discover.md): a feed of examples and other teams' listed collections ranked by
// what the team saves, with one-click save, hide, filters in the address, New marks and the
// sidebar's count of new items. Other specs sign up and save on the same server meanwhile, so
// nothing here counts the whole feed.

const NORTHWIND = 'Northwind Coffee: the 5 a.m. club billboard';

function discoverLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /^Discover/ });
}

function feedItems(page: Page): Locator {
  return page.getByRole('list', { name: 'Discover items' }).getByRole('article');
}

/** The feed's item titled `title` (its reason may name another). */
function itemTitled(page: Page, title: string): Locator {
  return feedItems(page).filter({
    has: page.getByRole('link', { name: `${title} (opens in a new tab)`, exact: true }),
  });
}

/** The feed's item whose title link leads to `href`. */
function itemLinkingTo(page: Page, href: string): Locator {
  return feedItems(page).filter({ has: page.locator(`a[href="${href}"]`) });
}

test('the feed ranks for the team: an item is saved, another hidden, the feed filtered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page);
  // The team's only word: the gallery's one coffee example ranks first, with its reason.
  await addTextSwipe(page, { title: 'Coffee', notes: 'Coffee.' });

  await discoverLink(page).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(page.getByText('best matches for your team first')).toBeVisible();
  const first = feedItems(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText(NORTHWIND);
  await expect(first).toContainText('Because you saved “Coffee”');
  await expect(first).toContainText('Ads');
  const title = first.getByRole('link', { name: `${NORTHWIND} (opens in a new tab)` });
  await expect(title).toHaveAttribute('target', '_blank');
  await expect(title).toHaveAttribute('href', /^\/examples\/ads\//);
  await expect(first.getByRole('img', { name: NORTHWIND })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / items$/ })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  // Saved in one click: it leaves the feed, and the toast leads to the new swipe.
  await first.getByRole('button', { name: /^Save/ }).click();
  await expectToastShown(page, 'Saved to your swipe file');
  await expect(itemTitled(page, NORTHWIND)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open swipe' }).click();
  await expect(page).toHaveURL(/\/swipes\?swipe=/);
  const detail = page.getByRole('dialog', { name: NORTHWIND });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, NORTHWIND)).toBeVisible();

  // Hidden for good: gone at once, and after a reload.
  await discoverLink(page).click();
  await expect(feedItems(page).first()).toBeVisible();
  await expect(itemTitled(page, NORTHWIND)).toHaveCount(0);
  const example = feedItems(page)
    .filter({ has: page.locator('a[href^="/examples/"]') })
    .first();
  const href = (await example.getByRole('link').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/examples\//);
  await expect(itemLinkingTo(page, href)).toHaveCount(1);
  await itemLinkingTo(page, href).getByRole('button', { name: /^Hide/ }).click();
  await expect(itemLinkingTo(page, href)).toHaveCount(0);
  await expectToastShown(page, 'Hidden from Discover');
  await page.reload();
  await expect(feedItems(page).first()).toBeVisible();
  await expect(itemLinkingTo(page, href)).toHaveCount(0);

  // "Show more" for keyboards: focus moves to the first item it added.
  const listed = page.getByRole('list', { name: 'Discover items' }).getByRole('listitem');
  const showMore = page.getByRole('button', { name: /^(Show \d+ more items?|Loading more…)$/ });
  await showMore.focus();
  // Brought into view, the end of the list may have loaded a page by itself: let it finish.
  await expect(showMore).toHaveText(/^Show \d+ more items?$/);
  const before = await listed.count();
  await page.keyboard.press('Enter');
  // The first item of a page added after the press has focus (the end of the list, in view, may
  // still have loaded one page by itself just before it).
  await expect
    .poll(() => listed.evaluateAll((items) => items.indexOf(document.activeElement as HTMLElement)))
    .toBeGreaterThanOrEqual(before);
  // Scrolling to the end loads the next page by itself.
  const shown = await listed.count();
  await listed.last().scrollIntoViewIfNeeded();
  await expect.poll(() => listed.count()).toBeGreaterThan(shown);

  // Filtered by category: only emails, kept in the address through a reload.
  await page.getByLabel('Category').selectOption({ label: 'Emails' });
  await expect(page).toHaveURL(/\/discover\?category=emails$/);
  await expect(feedItems(page).first()).toBeVisible();
  await expect(
    feedItems(page).filter({ hasNot: page.getByText('Emails', { exact: true }) }),
  ).toHaveCount(0);
  await expect(feedItems(page).first()).toContainText('Email');
  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('emails');
  await expect(feedItems(page).first()).toBeVisible();
  await expect(
    feedItems(page).filter({ hasNot: page.getByText('Emails', { exact: true }) }),
  ).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);
});

test('a collection listed in Discover reaches other teams as New, counted in their sidebar', async ({
  page: reader,
  browser,
}) => {
  test.setTimeout(90_000);
  await register(reader);

  // Another team shares a collection and lists it in Discover from the Share dialog.
  const editorContext = await browser.newContext();
  await recordToasts(editorContext);
  const editor = await editorContext.newPage();
  await register(editor);
  const collection = `Tulip picks ${Date.now()}`;
  const swipeTitle = `Tulip season teaser ${Date.now()}`;
  await editor.getByRole('link', { name: 'Collections', exact: true }).click();
  await editor.getByRole('button', { name: 'Create a collection' }).click();
  const form = editor.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill(collection);
  await form.getByRole('button', { name: 'Create collection' }).click();
  await editor.getByRole('link', { name: collection, exact: true }).click();
  await expect(editor.getByRole('heading', { level: 1, name: collection })).toBeVisible();
  await addTextSwipe(editor, { title: swipeTitle, notes: 'Bulbs in bloom, ten percent off.' });

  await editor.getByRole('button', { name: 'Share', exact: true }).click();
  const share = editor.getByRole('dialog', { name: `Share “${collection}”` });
  // Sharing comes first.
  await expect(share.getByRole('checkbox', { name: 'List in Discover' })).toHaveCount(0);
  await expect(share).toContainText('share it first');
  await share.getByRole('button', { name: 'Share publicly' }).click();
  await share.getByRole('button', { name: 'Yes, share it' }).click();
  const listed = share.getByRole('checkbox', { name: 'List in Discover' });
  await expect(listed).not.toBeChecked();
  await expect(share).toContainText(
    'Every Swipestack team can see and save this collection’s swipes in Discover.',
  );
  await listed.check();
  await expectToastShown(editor, 'Listed in Discover');
  await expect(listed).toBeChecked();
  await editor.reload();
  await editor.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByRole('checkbox', { name: 'List in Discover' })).toBeChecked();
  await editorContext.close();

  // The first user's sidebar counts it before they open Discover…
  await reader.reload();
  await expect(discoverLink(reader)).toContainText(/\d+ new/);
  await expect(discoverLink(reader)).toHaveAccessibleName(
    /^Discover \((\d+|more than 99) new items?\)$/,
  );

  // …and opening Discover clears the count, while the marks stay for the visit.
  await discoverLink(reader).click();
  await expect(feedItems(reader).first()).toBeVisible();
  await expect(discoverLink(reader)).not.toContainText(/\d+ new/);
  await expect(discoverLink(reader)).toContainText('New');
  await reader.getByLabel('Category').selectOption({ label: 'Public collections' });
  await expect(reader).toHaveURL(/category=community/);
  const item = itemTitled(reader, swipeTitle);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Public collections');
  await expect(item).toContainText(`From “${collection}”`);
  await expect(item).toContainText('New since your last visit to Discover');
  await expect(
    item.getByRole('link', { name: `${swipeTitle} (opens in a new tab)` }),
  ).toHaveAttribute('href', /^\/collection\/[A-Za-z0-9_-]+$/);
  expect(await seriousProblems(reader)).toEqual([]);
});
