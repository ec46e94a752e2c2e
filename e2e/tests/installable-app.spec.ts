import { expect } from '@playwright/test';
import { register, test } from './helpers';

// The installable app (docs/web.md, "Installable app"): the manifest and the service worker.

test('Chromium finds the app installable: a valid manifest and a service worker', async ({
  playwright,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito profile (Playwright's contexts are):
  // the check runs in a profile of its own.
  const { launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(
    test.info().outputPath('profile'),
    { ...launchOptions, ...(baseURL ? { baseURL } : {}) },
  );
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Swipestack',
      start_url: '/swipes',
      scope: '/',
      display: 'standalone',
    });
    await page.evaluate(() => navigator.serviceWorker.ready);

    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}').icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('after a first visit the app shell opens offline, says so, and loads the page when back; GraphQL is never answered from a cache', async ({
  page,
  context,
}) => {
  await register(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The first page was loaded before the worker existed: the next one is under its control.
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/swipes');
  // The shell's own page, not the browser's "No internet" page.
  await expect(page.getByRole('link', { name: 'Swipestack' }).first()).toBeVisible();
  expect(await page.title()).toContain('Swipestack');
  const graphql = await page.evaluate(() =>
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    }).then(
      (response) => `answered ${response.status}`,
      () => 'not answered',
    ),
  );
  expect(graphql).toBe('not answered');
  // The page's data could not come: it says the app is offline (not a server error) and opens
  // by itself once the connection is back.
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
});
