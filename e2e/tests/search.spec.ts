import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { register, test } from './helpers';
import { addTextSwipe, card, openAdd, swipeCards } from './swipeHelpers';

// Every word is searchable: the words inside an uploaded picture are read (OCR, a job on the
// server), shown in its detail view and found by search; a searched card says where.

/** A 1280×800 landing-page screenshot whose words exist only as pixels (server test fixture). */
const SCREENSHOT = readFileSync(
  new URL('../../server/test/fixtures/ocr-screenshot.png', import.meta.url),
);

test('a word only in the pixels of an uploaded picture finds it, and the card says where', async ({
  page,
}) => {
  // The server's first read starts its tesseract worker: seconds on a busy machine.
  test.setTimeout(120_000);
  await register(page);
  await addTextSwipe(page, { title: 'Zeppelin notes', notes: 'Blimp ideas' });

  const image = await openAdd(page, 'Image');
  await image.getByLabel('Image file').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  await image.getByLabel('Title (optional)').fill('Hero banner');
  await image.getByRole('button', { name: 'Save swipe' }).click();
  await expect(image).toBeHidden();

  // The detail view says it is reading, then shows the words it read.
  await card(page, 'Hero banner').getByRole('link').click();
  const detail = page.getByRole('dialog', { name: 'Hero banner' });
  const text = detail.getByRole('region', { name: 'Text in the image' });
  await expect(text).toContainText('zeppelin ticket', { timeout: 90_000 });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByLabel('Search swipes').fill('zeppelin');
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(card(page, 'Hero banner')).toContainText('Found in the text in the image');
  await expect(card(page, 'Zeppelin notes')).toContainText('Found in the title');
  await page.getByLabel('Search swipes').fill('blimp');
  await expect(swipeCards(page)).toHaveCount(1);
  await expect(card(page, 'Zeppelin notes')).toContainText('Found in the notes');

  // Browsing is not searching: the cards say nothing of it.
  await page.getByLabel('Search swipes').fill('');
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(card(page, 'Hero banner')).not.toContainText('Found in');
});
