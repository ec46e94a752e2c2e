import { expect } from '@playwright/test';
import { expectToastShown, fillSignIn, recordToasts, register, test } from './helpers';
import { runOperation } from './swipeHelpers';

// Settings: the profile name, personal tokens (shown once, working, revoked), signed-in
// browsers (one signed out from another). Exports: export.spec.ts.

test('a personal token is shown once, works as a Bearer token within its scope, and stops when revoked', async ({
  page,
}) => {
  const user = await register(page);
  await page.goto('/settings#tokens');
  const tokens = page.locator('#tokens');
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();
  await tokens.getByLabel('New token name').fill('Nightly sync');
  await tokens.getByLabel('Expires after').selectOption({ label: '30 days' });
  await tokens.getByLabel('Access').selectOption({ label: 'Read only (queries, no changes)' });
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = tokens.getByRole('status');
  await expect(shown).toContainText('Copy the token now: it is not shown again.');
  const token = (await shown.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^[a-z2-9]{32}\.[a-z2-9]{32}$/);
  const listed = tokens.getByRole('list', { name: 'Tokens' });
  await expect(listed).toContainText('Nightly sync');
  await expect(listed).toContainText('Read only');
  await expect(listed).toContainText('expires ');
  // The form starts over for the next token.
  await expect(tokens.getByLabel('New token name')).toHaveValue('');
  await expect(tokens.getByLabel('Expires after')).toHaveValue('');
  await expect(tokens.getByLabel('Access')).toHaveValue('FULL');

  const ask = (query = '{ viewer { email } }') =>
    page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { query },
      failOnStatusCode: false,
    });
  expect((await (await ask()).json()).data.viewer.email).toBe(user.email);
  const change = await (
    await ask('mutation { updateProfile(input: {name: "Changed"}) { viewer { name } } }')
  ).json();
  expect(change.errors[0].extensions.code).toBe('FORBIDDEN');

  await tokens.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  await tokens.getByRole('button', { name: 'Revoke token' }).click();
  await expectToastShown(page, 'Token revoked');
  await expect(tokens.getByRole('list', { name: 'Tokens' })).toHaveCount(0);
  // No token left: focus goes to the form.
  await expect(tokens.getByLabel('New token name')).toBeFocused();
  expect((await ask()).status()).toBe(401);

  await page.reload();
  await expect(page.locator('#tokens').getByText('Nightly sync')).toHaveCount(0);
});

test('renames the profile and signs out another browser', async ({ page, browser }) => {
  const user = await register(page);
  const elsewhere = await browser.newContext();
  await recordToasts(elsewhere);
  try {
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await fillSignIn(other, user.email, user.password);
    await expect(other).toHaveURL(/\/swipes$/);

    await page.goto('/settings');
    const profile = page.locator('#profile');
    await profile.getByLabel('Name').fill('Renamed Person');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expectToastShown(page, 'Profile saved');

    const sessions = page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This browser')).toBeVisible();
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expectToastShown(page, 'Browser signed out');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    // The other browser is told at once and leaves the app.
    await expectToastShown(other, 'You have been signed out.');
  } finally {
    await elsewhere.close();
  }
});

test('a long token list pages with Show more, and revoking one updates the list and its count at once', async ({
  page,
}) => {
  await register(page);
  await page.goto('/settings#tokens');
  const tokens = page.locator('#tokens');
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();
  // Twelve tokens made as the app makes them: more than the section's page of 10.
  for (let n = 1; n <= 12; n += 1) {
    const made = await runOperation<{ data: { createApiToken: { token: string | null } } }>(
      page,
      'useCreateApiTokenMutation',
      {
        input: { name: `Script ${n}`, expiresInDays: null, scope: 'FULL' },
        connections: [],
      },
    );
    expect(made.data.createApiToken.token).toBeTruthy();
  }
  await page.reload();
  const items = tokens.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
  await expect(tokens.getByText('12 tokens')).toBeVisible();
  await expect(items).toHaveCount(10);

  const more = tokens.getByRole('button', { name: 'Show 2 more tokens' });
  await more.click();
  await expect(items).toHaveCount(12);
  await expect(more).toBeHidden();
  // Keyboard focus moves to the first token the click added, not to the page.
  await expect(items.nth(10)).toBeFocused();

  const last = (await items
    .nth(11)
    .getByRole('button', { name: /^Revoke / })
    .getAttribute('aria-label')) as string;
  await tokens.getByRole('button', { name: last, exact: true }).click();
  await tokens.getByRole('button', { name: 'Revoke token' }).click();
  await expect(items).toHaveCount(11);
  await expect(tokens.getByText('11 tokens')).toBeVisible();
  // Focus goes to the token now last in the list, not to the page.
  await expect(items.nth(10)).toBeFocused();
  await expect(tokens.getByRole('button', { name: last, exact: true })).toHaveCount(0);
});
