import { expect } from '@playwright/test';
import { promote } from './adminHelpers';
import { seriousProblems } from './axe';
import { register, test } from './helpers';

// Impersonation (docs/admin.md): an administrator finds a user, views the account as them with a
// reason, sees the banner on every page, is refused a password change, exits back to
// /admin/users, and the audit log shows all of it; the user sees the visit in Settings.

const BANNER = 'Admin Impersonation Active: You are viewing this account as an administrator.';

test('an administrator impersonates a user with a reason, is refused a password change, exits, and the audit shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await register(page);
  await promote(admin.email);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await register(userPage);

  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await page.getByRole('link', { name: user.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await page.getByRole('button', { name: 'Impersonate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate this user?' });
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Start impersonation' }).click();
  await expect(dialog.getByText('Give the reason for viewing this account.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('Support ticket 1234: a swipe went missing');
  await dialog.getByRole('button', { name: 'Start impersonation' }).click();

  // The app, as the user, with the banner.
  await expect(page).toHaveURL(/\/swipes\?impersonated=true&targetUserId=/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(BANNER);
  const targetUserId = new URL(page.url()).searchParams.get('targetUserId') ?? '';
  await expect(banner).toContainText(`Target User ID: ${targetUserId}`);
  expect(await seriousProblems(page, '[aria-label="Impersonation"]')).toEqual([]);

  // On every page; the server refuses a password change and says why.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(banner).toContainText(BANNER);
  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill(user.password);
  await password.getByLabel('New password').fill('a brand new password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toContainText(
    "Not allowed while impersonating: you cannot change this account's password.",
  );
  await expect(page.locator('#admin-access')).toContainText(
    'Support ticket 1234: a swipe went missing',
  );

  // Public pages show it too.
  await page.goto('/pricing');
  await expect(banner).toContainText(BANNER);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await banner.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The audit log has the start, the refusal and the end, with both people.
  await page
    .getByRole('navigation', { name: 'Admin area' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Account email').fill(user.email);
  const events = page.getByRole('table', { name: 'Audit events' });
  for (const type of ['IMPERSONATION_STARTED', 'IMPERSONATION_REFUSED', 'IMPERSONATION_ENDED']) {
    const row = events.getByRole('row').filter({ hasText: type });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(admin.email);
    await expect(row).toContainText(user.email);
  }
  await page.getByLabel('Event type').selectOption('IMPERSONATION_STARTED');
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events).toContainText('Support ticket 1234');
  expect(await seriousProblems(page, 'main')).toEqual([]);

  // The user sees the visit in their own Settings, and their password still works as it was.
  await userPage.goto('/settings#admin-access');
  await expect(userPage.locator('#admin-access')).toContainText(
    'Reason: “Support ticket 1234: a swipe went missing”',
  );
  await expect(userPage.locator('#admin-access')).toContainText(
    /An administrator viewed your account on .+ until /,
  );
  await userContext.close();
});
