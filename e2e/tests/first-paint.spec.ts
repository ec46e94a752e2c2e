import { expect } from '@playwright/test';
import { register, test } from './helpers';

// A first visit on a slow link (docs/web.md, "First paint on a slow link"): the app's
// navigation is on screen while the code of the page being opened is still on its way, and
// the page follows once it arrives. The script carrying Discover's page is held back until the
// navigation has been seen, so the order is checked on state, not on timing.

// Without the app's service worker: once installed it answers the scripts from its cache,
// where `page.route` never sees them.
test.use({ serviceWorkers: 'block' });

/** Text only Discover's page module has (its introduction). */
const DISCOVER_PAGE_TEXT = 'best matches for your team first';

test('on a throttled link the app navigation shows before the page code has arrived', async ({
  page,
  context,
}) => {
  await register(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  });

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pageCodeRequested = () => {};
  const pageCodeSeen = new Promise<void>((resolve) => {
    pageCodeRequested = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(DISCOVER_PAGE_TEXT)) {
      pageCodeRequested();
      await released;
    }
    await route.fulfill({ response, body });
  });

  await page.goto('/discover', { waitUntil: 'commit' });
  await pageCodeSeen;
  const nav = page.getByRole('navigation', { name: 'App' });
  await expect(nav.getByRole('link', { name: 'Discover' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Collections' })).toHaveAttribute(
    'href',
    '/collections',
  );
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeHidden();

  release();
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Discover items' }).getByRole('article').first(),
  ).toBeVisible();
});
