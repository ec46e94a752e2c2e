import { expect, type Page } from '@playwright/test';
import {
  expectSwipesHome,
  expectToastShown,
  fillRegistration,
  fillSignIn,
  forgetSession,
  headerNav,
  newUser,
  register,
  registerThroughForm,
  test,
} from './helpers';

test('register, sign out, and sign in again', async ({ page }) => {
  const user = await registerThroughForm(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, user.email, user.password);
  await expectSwipesHome(page, user);
});

test('registration shows field errors for a malformed email and a short password', async ({
  page,
}) => {
  await page.goto('/register');
  await fillRegistration(page, {
    name: 'Short Password',
    email: 'not-an-email',
    password: '1234567',
  });

  const form = page.getByRole('form', { name: 'Create account' });
  const name = form.getByLabel('Name', { exact: true });
  const email = form.getByLabel('Email', { exact: true });
  const password = form.getByLabel('Password', { exact: true });

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Enter a valid email address. At most 254 characters.',
  );
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // Focus moves to the first invalid field.
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
});

test('registering an existing email says the account already exists', async ({ page }) => {
  const user = await register(page);
  await forgetSession(page);

  await page.goto('/register');
  await fillRegistration(page, { ...user, name: 'Someone Else' });

  const email = page.getByRole('form', { name: 'Create account' }).getByLabel('Email', {
    exact: true,
  });
  await expect(email).toHaveAccessibleDescription(
    'An account with this email already exists. At most 254 characters.',
  );
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password shows the generic sign-in error', async ({ page }) => {
  const user = await register(page);
  await forgetSession(page);

  await page.goto('/login');
  await fillSignIn(page, user.email, `${user.password}-wrong`);
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  await expect(alert).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);

  // An unknown account gets the very same message (no account enumeration).
  await fillSignIn(page, newUser().email, user.password);
  await expect(alert).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to /swipes goes to /login and back after signing in', async ({ page }) => {
  const user = await register(page);
  await forgetSession(page);

  await page.goto('/swipes');
  await expect(page).toHaveURL(/\/login\?next=%2Fswipes$/);
  await fillSignIn(page, user.email, user.password);
  await expectSwipesHome(page, user);
});

/** Opens `path` in a new tab of the session, once the server watches its session for it. */
async function openWatchingTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  const watching = new Promise<void>((resolve) => {
    tab.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"WATCHING"')) resolve();
      });
    });
  });
  await tab.goto(path);
  await watching;
  return tab;
}

test('signing out in one tab signs out the other tabs of the session', async ({ page }) => {
  await register(page);
  // One tab in the app, one on a public page (whose watcher loads only when signed in).
  const appTab = await openWatchingTab(page, '/swipes');
  const publicTab = await openWatchingTab(page, '/pricing');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await Promise.all(
    [appTab, publicTab].map(async (other) => {
      await expectToastShown(other, 'You have been signed out.');
      await expect(other).toHaveURL(/\/$/);
      await expect(headerNav(other).getByRole('link', { name: 'Sign in' })).toBeVisible();
    }),
  );
});

test('a session that ended without this tab signing out leads to /login, not back and forth', async ({
  page,
}) => {
  await register(page);
  await page.goto('/');
  const home = headerNav(page).getByRole('link', { name: 'Home', exact: true });
  await expect(home).toBeVisible();
  // The public pages remember who is signed in; the session then ends elsewhere (it expired).
  await forgetSession(page);

  await home.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fswipes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(headerNav(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('a public page notices, back in view, a sign-in made in another tab', async ({ page }) => {
  // This tab was turned away from the app while signed out (the app's data remembers that).
  await page.goto('/swipes');
  await expect(page).toHaveURL(/\/login\?next=%2Fswipes$/);
  await headerNav(page).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(headerNav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  const other = await page.context().newPage();
  const user = await register(other);
  await other.close();

  // The tab comes back into view.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const home = headerNav(page).getByRole('link', { name: 'Home', exact: true });
  await expect(home).toBeVisible();
  await home.click();
  await expectSwipesHome(page, user);
});
