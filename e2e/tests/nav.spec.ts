import { expect, test } from '@playwright/test';
import { seriousProblems } from './axe';
import { footerNav, headerNav, register } from './helpers';

const SIGNED_OUT_HEADER = [
  ['Examples', '/examples'],
  ['Free Tools', '/tools'],
  ['Pricing', '/pricing'],
  ['Sign in', '/login'],
  ['Sign up', '/register'],
] as const;

const FOOTER = [
  ['Sign up', '/register'],
  ['Sign in', '/login'],
  ['Pricing', '/pricing'],
  ['Blog', '/blog'],
  ['Roadmap', '/roadmap'],
  ['Free Tools', '/tools'],
  ['Affiliates', '/affiliates'],
  ['Help Docs', '/docs'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Marketing Examples', '/examples'],
] as const;

// Without the app's service worker: once installed it answers the page scripts from its cache,
// where the `page.route` of the tests below never sees them.
test.use({ serviceWorkers: 'block' });

test('signed-out header nav on the home page', async ({ page }) => {
  await page.goto('/');
  const nav = headerNav(page);
  for (const [name, href] of SIGNED_OUT_HEADER) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link')).toHaveCount(SIGNED_OUT_HEADER.length);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('the login page hides Sign in and the register page hides Sign up', async ({ page }) => {
  await page.goto('/login');
  let nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();

  await page.goto('/register');
  nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
});

test('the header nav is absent on /welcome and /first-swipe', async ({ page }) => {
  for (const [path, heading] of [
    ['/welcome', 'Welcome to Swipestack'],
    ['/first-swipe', 'Save your first swipe'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The footer is still there.
    await expect(footerNav(page)).toBeVisible();
  }
});

test('signed in, the public header shows Home and Logout only', async ({ page }) => {
  await register(page);
  await page.goto('/');
  const nav = headerNav(page);
  const home = nav.getByRole('link', { name: 'Home', exact: true });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/swipes');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveCount(1);

  await home.click();
  await expect(page).toHaveURL(/\/swipes$/);
});

test('Logout in the public header signs out and shows the signed-out nav', async ({ page }) => {
  await register(page);
  await page.goto('/pricing');
  const nav = headerNav(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // Signed out for the server too, not only in this tab.
  await page.goto('/swipes');
  await expect(page).toHaveURL(/\/login\?next=%2Fswipes$/);
});

test('footer links', async ({ page }) => {
  await page.goto('/');
  const footer = footerNav(page);
  for (const [name, href] of FOOTER) {
    const link = footer.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
  await expect(home).toHaveAttribute('href', '/');
  // Still the public layout, with its header nav.
  await expect(headerNav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a page that fails to load shows the 500 page, and Try again recovers', async ({ page }) => {
  await page.goto('/');
  // The docs' code cannot be fetched (e.g. a deploy replaced it while the tab was open).
  let failing = true;
  await page.route(/\/assets\/ContentPages-[\w-]+\.js$/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await footerNav(page).getByRole('link', { name: 'Help Docs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Swipestack');

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Docs' })).toBeVisible();
});

test('a server error while an app page loads shows the 500 page, not the sign-in page', async ({
  page,
}) => {
  await register(page);
  let failing = true;
  await page.route('**/graphql', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }),
        })
      : route.continue(),
  );
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/collections$/);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
});

test("What's new shows a red dot until opened, lists the changelog and links to /changelog", async ({
  page,
}) => {
  await register(page);
  const button = page.getByRole('button', { name: /^What’s new/ });
  await expect(button).toHaveAccessibleName('What’s new (new updates)');
  await button.click();
  const panel = page.getByRole('dialog', { name: 'What’s new' });
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  const first = (await panel.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await panel.getByRole('link', { name: `Read more about ${first}` }).click();
  await expect(page).toHaveURL(/\/changelog#/);
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  // Opened: no dot, after a reload too.
  await page.goto('/swipes');
  await expect(page.getByRole('button', { name: /^What’s new/ })).toHaveAccessibleName(
    'What’s new',
  );
});

test('a slow route change shows the progress bar until the page is ready', async ({ page }) => {
  await page.goto('/');
  // The docs' code is held back (a slow network) until the bar has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ContentPages-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await footerNav(page).getByRole('link', { name: 'Help Docs' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Docs' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
