import { expect } from '@playwright/test';
import { promote } from './adminHelpers';
import { seriousProblems } from './axe';
import { register, test } from './helpers';

// Error reporting (docs/errors.md): an error thrown in the web app reaches /admin/errors through
// /monitoring, grouped, with its route and the account; resolving moves it to Resolved. The
// build's source maps stay on the server.

test('an error thrown in the web app appears in /admin/errors, and can be resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await register(page);
  await promote(admin.email);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await register(userPage);
  const message = `The save button broke ${Date.now().toString(36)}`;
  const reported = userPage.waitForResponse(
    (response) => response.url().endsWith('/monitoring') && response.status() === 200,
  );
  await userPage.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    });
  }, message);
  await reported;

  // The build's maps are not served.
  const script = await userPage.locator('script[type="module"][src]').first().getAttribute('src');
  const map = await userPage.request.get(`${script}.map`);
  expect(map.status()).toBe(404);

  await page.goto('/admin/errors');
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  const group = page.getByRole('listitem').filter({ hasText: message });
  await expect(group).toContainText(`TypeError: ${message}`);
  await expect(group).toContainText('Route: /swipes');
  await expect(group).toContainText('Events: 1');
  await expect(group.getByRole('link', { name: 'Their account' })).toBeVisible();
  await group.getByText(/Stack trace/).click();
  expect(await seriousProblems(page, 'main')).toEqual([]);

  await group.getByRole('button', { name: /^Resolve/ }).click();
  await expect(group).toHaveCount(0);
  await page.getByRole('link', { name: 'Resolved' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toBeVisible();
  await userContext.close();
});
