import { createServer, type Server } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expectToastShown, newUser, recordToasts, register, test } from './helpers';
import { card } from './swipeHelpers';
import {
  createTeam,
  expectSelectedTeam,
  invite,
  invitePathFor,
  openManageTeam,
} from './teamHelpers';

// Ad Finder (docs/finder.md) against Meta's Ad Library as answered by msw in the server
// (server/test/third-party-apis.ts): a search saves an ad, captured from its page in the
// library (served here, at META_AD_LIBRARY_PAGE_URL); a tracked brand's check saves the
// brand's ads into a collection, and they appear live in another member's tab. Serial: one
// worker serves the ads' pages while both tests run.

test.describe.configure({ mode: 'serial' });

let adPages: Server;
test.beforeAll(async () => {
  adPages = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Ad Library</title></head>
      <body style="font-family: sans-serif; background: #f0f2f5">
      <main style="margin: 40px auto; width: 500px; background: white; padding: 24px">
      <h1>Ad ${id.replace(/\D/g, '')}</h1><p>Try it free for 30 days.</p></main></body></html>`);
  });
  await new Promise<void>((resolve) =>
    adPages.listen(Number(process.env.E2E_META_PAGE_PORT), '127.0.0.1', resolve),
  );
});
test.afterAll(async () => {
  await new Promise((resolve) => adPages.close(resolve));
});

function searchForm(page: Page) {
  return page.getByRole('form', { name: 'Search ads' });
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Ads' }).getByRole('article');
}

test('a search of Meta’s Ad Library saves an ad, captured from its page', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page);
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: /^Ad Finder/ })
    .click();
  await expect(page).toHaveURL(/\/finder$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ad Finder/ })).toBeVisible();
  await expect(page.getByText('Your swipe file has no ads yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Meta Ad Library' }).click();
  await expect(page.getByText('Enter a keyword or a brand above, then Search')).toBeVisible();
  await searchForm(page).getByLabel('Keyword').fill('cold brew');
  await searchForm(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=cold\+brew/);
  await expect(page.getByRole('status').filter({ hasText: /^8 ads$/ })).toBeVisible();
  const ad = results(page).filter({ hasText: 'cold brew offer 1' }).first();
  await expect(ad).toContainText('Northwind Coffee');
  await expect(ad.getByRole('list', { name: 'Platforms' })).toContainText('Instagram');
  await expect(ad.getByRole('link', { name: /View in Ad Library/ })).toHaveAttribute(
    'href',
    /\/ads\/library\/\?id=\d+$/,
  );
  expect(await seriousProblems(page)).toEqual([]);

  await ad.getByRole('button', { name: 'Save cold brew offer 1 to your swipe file' }).click();
  await expectToastShown(page, 'Saved to your swipe file');
  await expect(ad.getByText('Saved', { exact: true })).toBeVisible();
  await expect(ad.getByRole('link', { name: 'Open swipe cold brew offer 1' })).toBeVisible();

  // It is among the team's own ads now, found by the words of its text.
  await page.getByRole('tab', { name: 'Your ads' }).click();
  await expect(
    results(page).filter({ hasText: 'Northwind Coffee: cold brew offer 1' }),
  ).toHaveCount(1);

  // In the swipe file, captured from the ad's page through the capture queue.
  await page.getByRole('link', { name: 'Swipes', exact: true }).click();
  const saved = card(page, 'Northwind Coffee: cold brew offer 1');
  await expect(saved).toBeVisible();
  await expect(saved).not.toContainText('Capturing…', { timeout: 60_000 });
  const thumbnail = saved.locator('img');
  await expect
    .poll(
      () => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});

test("a tracked brand's check saves its ads into a collection, live in another member's tab", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await register(page);
  const teamName = `Ad watchers ${Math.random().toString(36).slice(2, 8)}`;
  await createTeam(page, teamName);
  const dialog = await openManageTeam(page);
  const teammate = newUser();
  await invite(dialog, teammate.email, 'Editor');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await page.getByRole('button', { name: 'New collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill('Competitors');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(form).toBeHidden();

  const teammateContext = await browser.newContext();
  await recordToasts(teammateContext);
  try {
    const other = await teammateContext.newPage();
    await register(other, teammate);
    await other.goto(await invitePathFor(teammate.email));
    await other.getByRole('button', { name: 'Accept invite' }).click();
    await expect(other).toHaveURL(/\/swipes$/);
    await expectSelectedTeam(other, teamName);
    await expect(other.getByRole('heading', { name: `${teamName} swipes` })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('link', { name: /^Ad Finder/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tracked brands' })).toBeVisible();
    await expect(page.getByText('No brands tracked yet.')).toBeVisible();
    const track = page.getByRole('form', { name: 'Add a brand' });
    await track.getByRole('radio', { name: 'Facebook page id' }).check();
    await track.getByRole('textbox', { name: 'Page id' }).fill('100000000002');
    await track.getByRole('textbox', { name: 'Name', exact: true }).fill('Fieldcraft Boots');
    await track.getByLabel('Save new ads to').selectOption({ label: 'Competitors' });
    await track.getByRole('button', { name: 'Track' }).click();

    const brand = page.getByRole('list', { name: 'Tracked brands' }).getByRole('listitem', {
      name: 'Fieldcraft Boots',
    });
    await expect(brand).toContainText('Saves to “Competitors”');
    // The first check runs at once: the other member's open tab hears of it and shows the ads.
    await expectToastShown(other, 'Fieldcraft Boots: 8 new ads saved');
    await expect(card(other, 'Fieldcraft Boots: leather boots offer 1')).toBeVisible();
    await expect(brand).toContainText('8 new, 8 saved');
    await expect(page.getByText('1 of 1 brand')).toBeVisible();
    // Away from the toasts (a toast under the pointer stays), so they go before axe looks.
    await page.mouse.move(0, 0);
    expect(await seriousProblems(page)).toEqual([]);

    await other.getByRole('link', { name: 'Collections', exact: true }).click();
    await other
      .getByRole('link', { name: /Competitors/ })
      .first()
      .click();
    await expect(card(other, 'Fieldcraft Boots: leather boots offer 8')).toBeVisible();

    await brand.getByRole('button', { name: 'Pause Fieldcraft Boots' }).click();
    await expect(brand).toContainText('Paused');
    await expect(
      brand.getByRole('button', { name: 'Check now for Fieldcraft Boots' }),
    ).toBeDisabled();
  } finally {
    await teammateContext.close();
  }
});
