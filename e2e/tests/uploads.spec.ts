import { writeFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { register, test } from './helpers';
import { addDialog, card, openAdd, solidPng, swipeCards } from './swipeHelpers';

test('the drop zone states the limits, and a file over 20 MB is refused for its size', async ({
  page,
}) => {
  await register(page);
  const dialog = await openAdd(page, 'Image');
  await expect(dialog).toContainText('JPEG, PNG, WebP, GIF or AVIF');
  await expect(dialog).toContainText('at most 20 MB and 50 megapixels');

  // A real 25 MB file on disk (a PNG header and zeros), handed to the browser by its path.
  const big = Buffer.alloc(25 * 1024 * 1024);
  solidPng(1, 1, [0, 0, 0]).copy(big);
  const path = test.info().outputPath('huge.png');
  await writeFile(path, big);
  await dialog.getByLabel('Image file').setInputFiles(path);
  const file = dialog.getByLabel('Image file');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'This image is larger than 20 MB.' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'This image is larger than 20 MB.' }),
  ).toBeVisible();
  await expect(page.getByText('We could not reach Swipestack')).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('an upload shows its progress bar until the swipe is saved', async ({ page }) => {
  await register(page);
  // The upload is held until the bar has been seen, so the check does not race the network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if ((route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) {
      await held;
    }
    await route.continue();
  });
  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'progress.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [20, 120, 200]),
  });
  await dialog.getByLabel('Title (optional)').fill('Progress banner');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Uploading progress.png' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Progress banner')).toBeVisible();
});

test('an image pasted on the swipes page becomes a swipe', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page);
  await expect(page.getByRole('heading', { name: 'No swipes yet' })).toBeVisible();
  const png = solidPng(32, 20, [240, 180, 20]).toString('base64');
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    await navigator.clipboard.write([
      new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) }),
    ]);
  }, png);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+V');

  await expect(swipeCards(page)).toHaveCount(1);
  const saved = swipeCards(page).first();
  await expect(saved).toContainText('Image');
  await expect(saved.locator('img')).toHaveAttribute(
    'srcset',
    /\/_next\/image\?url=%2Ffiles%2Fswipe_image%2F/,
  );
  await expect(addDialog(page)).toBeHidden();
});
