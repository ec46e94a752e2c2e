import { expect, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { fillRegistration, newUser, register, test } from './helpers';
import { card, solidPng } from './swipeHelpers';

// The installed app's share target and its save screen (docs/share.md), at phone size.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** What a phone's share sheet sends to the manifest's share_target; answers its save screen. */
async function shareFromPhone(
  page: Page,
  fields: Record<string, string>,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'files',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  const response = await page.request.post('/share', { multipart: form, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? '';
  expect(location).toMatch(/^\/share\/[0-9a-f-]{36}$/);
  return location;
}

const saveForm = (page: Page) => page.getByRole('form', { name: 'Save to Swipestack' });

test('an image shared from the phone is saved in one tap as an IMAGE swipe', async ({ page }) => {
  await register(page);
  const screen = await shareFromPhone(page, { title: 'Spring sale banner' }, [
    { name: 'spring.png', mimeType: 'image/png', buffer: solidPng(320, 200, [240, 90, 40]) },
  ]);
  await page.goto(screen);
  await expect(page.getByRole('heading', { level: 1, name: 'Save to Swipestack' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'spring.png' })).toBeVisible();
  await expect(page.getByText('Spring sale banner')).toBeVisible();
  await expect(saveForm(page).getByLabel('Team')).toHaveValue(/.+/);
  await expect(saveForm(page).getByRole('group', { name: 'Collections' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  await saveForm(page).getByRole('button', { name: 'Save to Swipestack' }).tap();
  await expect(page.getByRole('status').getByText(/^Swipe saved to /)).toBeVisible();
  await page.getByRole('link', { name: 'Open swipe' }).tap();
  await expect(page).toHaveURL(/\/swipes\?swipe=/);
  await page.goto('/swipes');
  await expect(card(page, 'Spring sale banner')).toBeVisible();
  await expect(card(page, 'Spring sale banner')).toContainText(/image/i);
});

test('/share?url=… (the bookmarklet, an iOS Shortcut) saves the link as a web page swipe', async ({
  page,
}) => {
  await register(page);
  const url = 'http://127.0.0.1:9/pricing';
  await page.goto(
    `/share?url=${encodeURIComponent(url)}&title=${encodeURIComponent('Acme pricing page')}`,
  );
  await expect(page.getByRole('link', { name: url })).toBeVisible();
  await saveForm(page).getByRole('button', { name: 'Save to Swipestack' }).tap();
  await expect(page.getByRole('status').getByText(/^Swipe saved to /)).toBeVisible();
  await page.goto('/swipes');
  await expect(card(page, 'Acme pricing page')).toBeVisible();
});

test('the save screen remembers the last team and tags for the next share', async ({ page }) => {
  await register(page);
  await page.goto(`/share?text=${encodeURIComponent('First line of copy')}`);
  const tags = saveForm(page).getByLabel('Tags');
  await tags.fill('Hooks');
  await tags.press('Enter');
  await saveForm(page).getByRole('button', { name: 'Save to Swipestack' }).tap();
  await expect(page.getByRole('status').getByText(/^Swipe saved to /)).toBeVisible();

  await page.goto(`/share?text=${encodeURIComponent('Second line of copy')}`);
  await expect(saveForm(page).getByRole('button', { name: 'Remove tag Hooks' })).toBeVisible();
  await saveForm(page).getByRole('button', { name: 'Save to Swipestack' }).tap();
  await expect(page.getByRole('status').getByText(/^Swipe saved to /)).toBeVisible();
  await page.goto('/swipes');
  await expect(card(page, 'Second line of copy')).toContainText('Hooks');
});

test('signed out, the shared item is kept through sign-up and saved by the new account', async ({
  page,
}) => {
  const screen = await shareFromPhone(page, {
    text: 'Stop scrolling. This headline sold 10k units.',
  });
  await page.goto(screen);
  await expect(page.getByText('Stop scrolling. This headline sold 10k units.')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await fillRegistration(page, newUser());
  await expect(page).toHaveURL(new RegExp(`${screen}$`));
  await expect(page.getByText('Stop scrolling. This headline sold 10k units.')).toBeVisible();
  await saveForm(page).getByRole('button', { name: 'Save to Swipestack' }).click();
  await expect(page.getByRole('status').getByText(/^Swipe saved to /)).toBeVisible();
  await page.goto('/swipes');
  await expect(card(page, 'Stop scrolling. This headline sold 10k units.')).toBeVisible();
});

test('/mobile explains installing and sharing, and its bookmarklet opens the save screen', async ({
  page,
  context,
}) => {
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { name: 'Install the app' })).toBeVisible();
  await expect(
    page.getByText('Tap the ⋮ menu, then Install app (or Add to Home screen).'),
  ).toBeVisible();
  await expect(page.getByText('Tap Share, then Add to Home Screen, then Add.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share to Swipestack' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Android: the share sheet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'iPhone and iPad: a Shortcut' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  const code = await page.getByLabel('Bookmarklet code').inputValue();
  expect(code).toMatch(/^javascript:/);

  // The bookmarklet, run on a page as a browser runs a bookmark.
  await page.goto('/pricing');
  const opened = context.waitForEvent('page');
  await page.evaluate(decodeURIComponent(code.replace(/^javascript:/, '')));
  const screen = await opened;
  await expect(screen).toHaveURL(/\/share\?url=.*%2Fpricing/);
  await expect(screen.getByRole('link', { name: /\/pricing$/ })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
});
