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

test('a pasted paragraph keeps the page and the box says which part is searched', async ({
  page,
}) => {
  await register(page);
  await addTextSwipe(page, { title: 'Spring launch ad' });
  const box = page.getByLabel('Search swipes');

  // 300 characters of ad copy, pasted: the page, its filters and the box stay.
  const paragraph = 'Spring launch: our boldest colours yet, made to last. '
    .repeat(6)
    .slice(0, 300);
  await box.focus();
  await page.keyboard.insertText(paragraph);
  await expect(box).toHaveValue(paragraph);
  await expect(
    page.getByText('Searches use the first 12 words; the rest are left out.'),
  ).toBeVisible();
  await expect(box).toHaveAccessibleDescription(
    'Searches use the first 12 words; the rest are left out.',
  );
  await expect(page.getByRole('heading', { name: /No swipes match/ })).toBeVisible();
  await expect(page.getByLabel('Kind')).toBeVisible();
  await expect(page.getByText('This team could not be loaded.')).toBeHidden();

  // Longer than 500 characters: the box keeps the first 500 and says so.
  await box.fill('');
  await expect(card(page, 'Spring launch ad')).toBeVisible();
  await box.focus();
  await page.keyboard.insertText('spring '.repeat(100));
  await expect(box).toHaveValue('spring '.repeat(100).slice(0, 500));
  await expect(page.getByText('Searches use the first 500 characters.')).toBeVisible();
  await expect(card(page, 'Spring launch ad')).toBeVisible();
});

test('a tag name finds its swipes, marked, and the filters in the address survive a reload', async ({
  page,
}) => {
  await register(page);
  await addTextSwipe(page, { title: 'Holiday email teardown', tags: ['Retargeting'] });
  await addTextSwipe(page, { title: 'Retargeting playbook' });
  await addTextSwipe(page, { title: 'Unrelated headline' });

  await page.getByLabel('Search swipes').fill('retarg');
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(card(page, 'Holiday email teardown')).toContainText('Found in a tag');
  await expect(card(page, 'Holiday email teardown').locator('mark')).toHaveText(['Retargeting']);
  await expect(card(page, 'Retargeting playbook')).toContainText('Found in the title');
  await expect(card(page, 'Retargeting playbook').getByRole('heading').locator('mark')).toHaveText(
    'Retargeting',
  );

  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await page.getByLabel('Kind').selectOption('AD');
  const you = page.getByLabel('Added by').locator('option', { hasText: '(you)' });
  await page.getByLabel('Added by').selectOption((await you.getAttribute('value')) ?? '');
  await page.getByLabel('Added from').fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]q=retarg&kind=AD&author=[^&]+&from=${today}`));
  await expect(swipeCards(page)).toHaveCount(2);

  await page.reload();
  await expect(page.getByLabel('Search swipes')).toHaveValue('retarg');
  await expect(page.getByLabel('Kind')).toHaveValue('AD');
  await expect(page.getByLabel('Added from')).toHaveValue(today);
  await expect(page.getByLabel('Added by')).not.toHaveValue('');
  await expect(swipeCards(page)).toHaveCount(2);
  await expect(card(page, 'Unrelated headline')).toHaveCount(0);

  // A range that ends before it starts is said and not applied.
  const yesterday = await page.evaluate(() => {
    const day = new Date(Date.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });
  await page.getByLabel('Added to').fill(yesterday);
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await expect(swipeCards(page)).toHaveCount(2);

  await page.getByLabel('Kind').selectOption('IMAGE');
  await expect(page).toHaveURL(/kind=IMAGE/);
  await expect(page.getByRole('heading', { name: 'No swipes match “retarg”' })).toBeVisible();
});
