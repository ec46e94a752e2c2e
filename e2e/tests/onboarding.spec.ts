import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { register } from './helpers';
import { addDialog, card, solidPng, swipeCards } from './swipeHelpers';

// A page of our own for the save-a-website step (captures may reach 127.0.0.1 in tests only).
const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Onboarding Landing</title></head>
  <body><h1>Welcome aboard</h1><p>A page saved while onboarding.</p></body>
</html>`;

let server: Server;
let pageUrl: string;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/welcome`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function gettingStarted(page: Page): Locator {
  return page.getByRole('region', { name: 'Getting started' });
}

function task(scope: Locator, title: string): Locator {
  return scope
    .getByRole('list', { name: 'Getting started tasks' })
    .getByRole('listitem')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });
}

async function expectProgress(scope: Locator, done: number) {
  const bar = scope.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', String(done));
  await expect(bar).toHaveAttribute('aria-valuemax', '5');
  await expect(scope.getByText(`${done} of 5 done`)).toBeVisible();
}

test('a new user’s checklist completes itself through real saves, and hides when finished', async ({
  page,
}) => {
  // One real page capture, behind other specs' in the queue.
  test.setTimeout(90_000);
  await register(page);
  const guide = gettingStarted(page);
  await expect(guide).toBeVisible();
  await expectProgress(guide, 0);
  await expect(
    guide.getByRole('list', { name: 'Getting started tasks' }).getByRole('listitem'),
  ).toHaveCount(5);

  // The seven samples are shown apart from the user's own, still empty, swipe list.
  const samples = guide.getByRole('list', { name: 'Samples' }).getByRole('article');
  await expect(samples).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'No swipes yet' })).toBeVisible();
  await expect(page.getByText('10 of 10 free swipes remaining')).toBeVisible();

  // Opening a sample does the first step.
  await guide.getByRole('link', { name: 'This is a swipe', exact: true }).click();
  const sample = page.getByRole('dialog', { name: 'This is a swipe' });
  await expect(sample.getByRole('img', { name: 'This is a swipe' })).toBeVisible();
  await expect(sample.getByText('Sample swipe', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sample).toBeHidden();
  await expect(task(guide, 'Look through the sample swipes')).toContainText('Done');
  await expectProgress(guide, 1);

  // Skipping is not doing: the step is marked, the progress stays.
  await guide.getByRole('button', { name: 'Skip Forward an email' }).click();
  await expect(task(guide, 'Forward an email')).toContainText('Skipped');
  await expectProgress(guide, 1);

  // The save-a-website task opens the add dialog on the Web page tab; the capture of the saved
  // page ticks it off (live, when the capture finishes), not the save.
  await task(guide, 'Save a website').getByRole('link', { name: 'Save a website' }).click();
  const add = addDialog(page);
  await expect(add.getByRole('tab', { name: 'Web page' })).toHaveAttribute('aria-selected', 'true');
  await add.getByLabel('Page address').fill(pageUrl);
  await add.getByRole('button', { name: 'Save swipe' }).click();
  await expect(add).toBeHidden();
  // The capture queue is shared with other specs' pages, and the app polls every 3 s.
  await expect(card(page, 'Onboarding Landing')).toBeVisible({ timeout: 60_000 });
  // With a swipe of its own the guide shrinks to one line above the grid, which expands to the
  // checklist (everyday-fixes.spec.ts checks the fold).
  await expect(guide.getByRole('list', { name: 'Samples' })).toHaveCount(0);
  await guide.getByRole('button', { name: 'Show checklist' }).click();
  await expect(task(guide, 'Save a website')).toContainText('Done');
  await expectProgress(guide, 2);

  // The upload task opens the Image tab; a real upload ticks it off.
  await task(guide, 'Upload an image').getByRole('link', { name: 'Upload an image' }).click();
  await expect(add.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
  await add.getByLabel('Image file').setInputFiles({
    name: 'onboarding-ad.png',
    mimeType: 'image/png',
    buffer: solidPng(32, 20, [40, 120, 200]),
  });
  await add.getByLabel('Title (optional)').fill('Onboarding ad');
  await add.getByRole('button', { name: 'Save swipe' }).click();
  await expect(add).toBeHidden();
  await expect(card(page, 'Onboarding ad')).toBeVisible();
  await expect(task(guide, 'Upload an image')).toContainText('Done');
  await expectProgress(guide, 3);
  // Only the user's two swipes are in their list; samples never are.
  await expect(swipeCards(page)).toHaveCount(2);

  // It all survives a reload (the server keeps it).
  await page.reload();
  await expect(guide.getByText('Getting started: 3 of 5 done')).toBeVisible();
  await guide.getByRole('button', { name: 'Show checklist' }).click();
  await expectProgress(guide, 3);
  await expect(task(guide, 'Forward an email')).toContainText('Skipped');

  // The guide can be hidden only when every step is done or skipped.
  await expect(guide.getByRole('button', { name: 'Click to hide the guide' })).toHaveCount(0);
  await guide.getByRole('button', { name: 'Skip Install the Chrome extension' }).click();
  // The guide hides at once; the reload waits for the server to have stored it.
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"useHideOnboardingGuideMutation"'),
  );
  await guide.getByRole('button', { name: 'Click to hide the guide' }).click();
  await expect(guide).toBeHidden();
  await stored;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(gettingStarted(page)).toHaveCount(0);

  // The quick start still has the finished checklist.
  await page.getByRole('button', { name: 'Help' }).first().click();
  await page.getByRole('menuitem', { name: 'Quick start' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick start' });
  await expect(panel.getByText('You finished the guide.')).toBeVisible();
  await expectProgress(panel, 3);
});

test('the quick start and the guide page, hiding the checklist for now and bringing it back', async ({
  page,
}) => {
  await register(page);
  const guide = gettingStarted(page);
  await guide.getByRole('button', { name: 'Hide for now' }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByText('Getting started: 0 of 5 done')).toBeVisible();

  // ?guide=true opens the quick start, with the checklist and the way back.
  await page.goto('/swipes?guide=true');
  const panel = page.getByRole('dialog', { name: 'Quick start' });
  await expectProgress(panel, 0);
  await panel.getByRole('button', { name: 'Show on my swipes page' }).click();
  await expect(panel.getByRole('button', { name: 'Show on my swipes page' })).toHaveCount(0);

  // The guide page explains each step and opens samples in place.
  await panel.getByRole('link', { name: 'Read the full guide' }).click();
  await expect(page).toHaveURL(/\/swipes\/guide$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Getting started with Swipestack' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'The Chrome extension', exact: true }),
  ).toBeVisible();
  const samples = page.getByRole('list', { name: 'Samples' }).getByRole('article');
  await expect(samples).toHaveCount(7);
  await page.getByRole('link', { name: 'Work faster with shortcuts', exact: true }).click();
  const sample = page.getByRole('dialog', { name: 'Work faster with shortcuts' });
  await expect(sample).toContainText('Ctrl+Enter');
  await sample.getByRole('link', { name: 'Open the quick start' }).click();
  await expect(sample).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(
    task(panel, 'Look through the sample swipes').getByText('Done', { exact: false }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Swipes', exact: true }).first().click();
  await expect(gettingStarted(page)).toBeVisible();
  await expectProgress(gettingStarted(page), 1);
});
