import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { register } from './helpers';

const AD = '/examples/ads/northwind-coffee-the-5-a-m-club-billboard';
const AD_TITLE = 'Northwind Coffee: the 5 a.m. club billboard';

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search all examples' });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}

test('the gallery searches titles: at most 10 results, No results, hidden when empty', async ({
  page,
}) => {
  await page.goto('/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing examples' })).toBeVisible();
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search all examples');
  const list = page.getByRole('listbox', { name: 'Examples found', includeHidden: true });
  await expect(list).toBeHidden();

  await box.fill('e');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option')).toHaveCount(10);

  // Fuzzy, on titles: a typo still finds it.
  await box.fill('spin the wheal');
  await expect(page.getByRole('option').first()).toContainText('Spin-the-wheel discount popup');

  // Words that appear only in descriptions find nothing.
  await box.fill('zzqxv');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);

  await box.fill('');
  await expect(list).toBeHidden();
  await expect(page.getByText('No results', { exact: true })).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('clicking a result opens it, then closes and clears the search', async ({ page }) => {
  await page.goto('/examples');
  const box = searchBox(page);
  await box.fill('northwind coffee');
  await page.getByRole('option', { name: new RegExp(AD_TITLE.replace(/[.]/g, '\\.')) }).click();
  await expect(page).toHaveURL(AD);
  await expect(page.getByRole('heading', { level: 1, name: AD_TITLE })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the keyboard drives the search: arrows, Enter and Escape', async ({ page }) => {
  await page.goto('/examples');
  const box = searchBox(page);
  await box.fill('pricing');
  const first = page.getByRole('option').first();
  // The search loads with the first focus: the arrow keys act on results once they are shown.
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const title = (await first.locator('span span').first().textContent()) ?? '';
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a category page lists its examples; the layout has its footer and badge', async ({
  page,
}) => {
  await page.goto('/examples');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'SaaS pricing pages' })
    .click();
  await expect(page).toHaveURL('/examples/saas-pricing-pages');
  await expect(
    page.getByRole('heading', { level: 1, name: 'SaaS pricing pages examples' }),
  ).toBeVisible();
  const grid = page.getByRole('list', { name: 'SaaS pricing pages examples' });
  await expect(grid.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.goto('/examples/emails');
  await expect(
    page.getByRole('list', { name: 'Emails examples' }).getByRole('listitem'),
  ).toHaveCount(30);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: 'Submit an example' })).toHaveAttribute(
    'href',
    /^(mailto:|https:)/,
  );
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Built with Swipestack' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Swipestack' })).toHaveAttribute(
    'href',
    '/',
  );
  // Unknown categories and examples say so inside the gallery.
  await page.goto('/examples/ads/no-such-example');
  await expect(page.getByRole('heading', { name: 'This example does not exist' })).toBeVisible();
});

test('an example page shows its cover, category, description and related examples', async ({
  page,
}) => {
  await page.goto(AD);
  await expect(page).toHaveTitle(new RegExp(AD_TITLE.replace(/[.]/g, '\\.')));
  // Its preview image is its own (drawn with its cover), in the page and in the HTML the
  // server sends.
  const preview = new RegExp(`/og${AD}\\.png\\?v=[0-9a-z]+$`);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', preview);
  const served = await (await page.request.get(AD)).text();
  expect(/property="og:image" content="([^"]+)"/.exec(served)?.[1]).toMatch(preview);
  await expect(page.getByRole('img', { name: `Illustration of ${AD_TITLE}` })).toBeVisible();
  await expect(page.getByText('Ads · Brand')).toBeVisible();
  await expect(page.getByText('A two-word headline and one photo')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Related examples' }).getByRole('listitem'),
  ).toHaveCount(4);
  // Signed out: an invitation to sign up instead of the save button.
  await expect(page.getByRole('link', { name: 'Sign up to save' })).toHaveAttribute(
    'href',
    '/register',
  );
  // The cover is our own file, served by the app.
  const cover = await page.request.get(
    '/examples/covers/ads--northwind-coffee-the-5-a-m-club-billboard.webp',
  );
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toContain('image/webp');
});

test('a signed-in user saves an example into their swipes with one click', async ({ page }) => {
  await register(page);
  await page.goto(AD);
  await page.getByRole('button', { name: 'Save to my swipes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
  await page.getByRole('link', { name: 'Saved · Open my swipes' }).click();
  await expect(page).toHaveURL(/\/swipes$/);
  await expect(page.getByRole('list', { name: 'Swipes' })).toContainText(AD_TITLE);
});

// One axe run per test, each with three times the usual time limit: axe is CPU-bound, and one
// run of a gallery page took 25 s while both cores were busy.
test('the gallery home has no serious accessibility violations', async ({ page }) => {
  test.slow();
  await page.goto('/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing examples' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the gallery’s search results have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await page.goto('/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing examples' })).toBeVisible();
  await searchBox(page).fill('launch');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const [name, path, heading] of [
  ['an example', AD, AD_TITLE],
  ['a category', '/examples/landing-pages', undefined],
] as const) {
  test(`${name} page of the gallery has no serious accessibility violations`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
