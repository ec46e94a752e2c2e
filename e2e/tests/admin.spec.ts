import { expect, type Page } from '@playwright/test';
import { promote } from './adminHelpers';
import { seriousProblems } from './axe';
import { expectToastShown, fillSignIn, recordToasts, register, test } from './helpers';

// The admin area (docs/admin.md): an account made administrator by `npm run admin -- promote`
// while the server runs finds a user, grants their team a plan, disables the account (the
// user's open tab is signed out at once and signing in is refused), and enables it again.
// Someone who is not an administrator sees only that the page is for administrators.

/** A tab of `page`'s session that the server watches (a sign-out elsewhere reaches it). */
async function watchingTab(page: Page, at: string): Promise<Page> {
  const tab = await page.context().newPage();
  const watching = new Promise<void>((resolve) => {
    tab.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"WATCHING"')) resolve();
      });
    });
  });
  await tab.goto(at);
  await watching;
  return tab;
}

test('an administrator finds a user, grants a plan, disables the account live and enables it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await register(page);
  await promote(admin.email);

  const userContext = await browser.newContext();
  await recordToasts(userContext);
  const userPage = await userContext.newPage();
  const user = await register(userPage);
  // Not an administrator: the page says so, and the server gives nothing.
  await userPage.goto('/admin/users');
  await expect(userPage.getByText('Only administrators can see this page.')).toBeVisible();
  const userTab = await watchingTab(userPage, '/swipes');

  await page.reload();
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users').fill(user.email.toUpperCase());
  await expect(page).toHaveURL(/\?q=/);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 user matching')).toBeVisible();
  await expect(row).toContainText('Personal · Free · 0 swipes');
  expect(await seriousProblems(page, 'main')).toEqual([]);

  await row.getByRole('link', { name: user.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  const teams = page.getByRole('table', { name: 'Teams' });
  await teams.getByLabel('Plan of Personal').selectOption('PRO');
  await teams.getByRole('button', { name: 'Set plan' }).click();
  await expectToastShown(page, 'Plan granted');
  await expect(teams.getByLabel('Plan of Personal')).toHaveValue('PRO');
  const events = page.getByRole('table', { name: 'Recent events' });
  await expect(events).toContainText('SIGN_UP');
  await expect(
    page.getByRole('table', { name: 'Signed-in browsers' }).getByRole('row'),
  ).toHaveCount(2);
  expect(await seriousProblems(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expectToastShown(page, 'Account disabled');
  await expect(page.getByText(/Disabled\s+since/)).toBeVisible();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  await expect(events).toContainText('USER_DISABLED');

  // The user's open tab is signed out at once; signing in again is refused, and says why.
  await expectToastShown(userTab, 'You have been signed out.');
  await userTab.goto('/login');
  await fillSignIn(userTab, user.email, user.password);
  await expect(userTab.getByRole('alert')).toHaveText(
    'This account is disabled. Contact support if you think this is a mistake.',
  );

  await page.getByRole('button', { name: 'Enable account' }).click();
  await page
    .getByRole('dialog', { name: 'Enable this account again?' })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expectToastShown(page, 'Account enabled');
  await expect(page.getByText('Active: they can sign in.')).toBeVisible();
  await fillSignIn(userTab, user.email, user.password);
  await expect(userTab).toHaveURL(/\/swipes$/);
  await userContext.close();
});
