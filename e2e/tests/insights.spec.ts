import { expect, type Page } from '@playwright/test';
import { promote } from './adminHelpers';
import { seriousProblems } from './axe';
import { register, test } from './helpers';

// /admin/insights (docs/analytics.md): the charts are drawn from the analytics events and the
// product's tables; a sign-up and a visit made by the test show up in them.

const DAILY = 'Daily sign-ups and active users';

/** Today's row of the daily chart's numbers: [sign-ups, active users]. */
async function today(page: Page): Promise<[number, number]> {
  const figure = page.getByRole('figure', { name: DAILY });
  const details = figure.locator('details');
  if (!(await details.getAttribute('open'))) await figure.getByText('The numbers').click();
  const day = new Date().toISOString().slice(0, 10);
  const row = figure.getByRole('row').filter({ hasText: day });
  const cells = await row.getByRole('cell').allTextContents();
  return [Number(cells[1]), Number(cells[2])];
}

test('the insights page draws its charts from the events the test made', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await register(page);
  await promote(admin.email);
  await page.goto('/admin/insights?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('figure', { name: DAILY }).locator('.recharts-line')).toHaveCount(2);
  const [signUps, active] = await today(page);

  // Someone signs up and looks around.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await register(userPage);
  await userPage.goto('/collections');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await userContext.close();

  await page.reload();
  await expect(page.getByRole('figure', { name: DAILY }).locator('.recharts-line')).toHaveCount(2);
  const [signUpsAfter, activeAfter] = await today(page);
  // Other specs sign people up on this server at the same time: at least ours is counted
  // (server/test/analytics.test.ts checks the exact numbers).
  expect(signUpsAfter).toBeGreaterThanOrEqual(signUps + 1);
  expect(activeAfter).toBeGreaterThanOrEqual(active + 1);
  const funnel = page.getByRole('figure', { name: /Activation funnel/ });
  await expect(funnel.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const week = page.getByRole('figure', { name: 'Weekly retention cohorts' });
  await expect(week.getByRole('row')).not.toHaveCount(1);
  expect(await seriousProblems(page, 'main')).toEqual([]);

  await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
  await expect(page).toHaveURL(/days=30/);
  await page.getByRole('figure', { name: DAILY }).getByText('The numbers').click();
  await expect(
    page.getByRole('figure', { name: DAILY }).getByRole('table').getByRole('row'),
  ).toHaveCount(31);
});
