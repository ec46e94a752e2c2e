import { expect, type Locator, type Page } from '@playwright/test';
import { expectToastShown, register, test } from './helpers';
import { card, openAdd, solidPng } from './swipeHelpers';

// The detail view on a phone and a tablet (docs/web.md, "Detail view"): the picture comes
// first and the details under it, so nothing lies over the picture, and a comment is pinned on
// it by tapping. At 1366×768 the details stay beside the picture.

const TITLE = 'Billboard on the go';

async function addPictureAndOpen(page: Page): Promise<Locator> {
  await register(page);
  const add = await openAdd(page, 'Image');
  await add.getByLabel('Image file').setInputFiles({
    name: 'billboard.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 400, [200, 60, 30]),
  });
  await add.getByLabel('Title (optional)').fill(TITLE);
  await add.getByRole('button', { name: 'Save swipe' }).click();
  await expect(add).toBeHidden();
  await card(page, TITLE).getByRole('link').first().click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail).toBeVisible();
  return detail;
}

/** What the browser finds at the middle of the picture: the picture itself, or what covers it. */
async function hitAtPictureCentre(picture: Locator) {
  return picture.evaluate((image) => {
    const box = image.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === image ? 'the picture' : `${hit?.tagName ?? 'nothing'}: ${hit?.textContent}`;
  });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('the picture comes first, uncovered, and a tap pins a comment on it', async ({ page }) => {
      const detail = await addPictureAndOpen(page);
      const picture = detail.locator(`img[alt="${TITLE}"]`);
      await expect(picture).toBeVisible();
      expect(await hitAtPictureCentre(picture)).toBe('the picture');
      // Stacked: the details start under the picture.
      const pictureBox = await picture.boundingBox();
      const detailsBox = await detail.locator('aside').boundingBox();
      expect(detailsBox?.y).toBeGreaterThanOrEqual(
        (pictureBox?.y ?? 0) + (pictureBox?.height ?? 0),
      );
      // The way out stays in reach.
      await expect(detail.getByRole('button', { name: 'Close' })).toBeInViewport();

      await detail.getByRole('button', { name: 'Pin a comment' }).tap();
      const target = detail.getByRole('application', { name: 'Where to pin the comment' });
      const box = await target.boundingBox();
      if (!box) throw new Error('the picture has no box');
      await target.tap({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
      const comments = detail.getByRole('region', { name: /^Comments/ });
      await expect(comments.getByText('Pinned on the picture')).toBeVisible();
      await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Bigger logo here');
      await comments.getByRole('button', { name: 'Comment' }).tap();
      await expectToastShown(page, 'Comment added');
      const marker = detail.getByRole('button', { name: /^Comment 1 on the picture: Bigger logo/ });
      await marker.scrollIntoViewIfNeeded();
      const markerBox = await marker.boundingBox();
      const placed = await picture.boundingBox();
      if (!markerBox || !placed) throw new Error('no marker or picture box');
      // Where it was tapped: 30 % from the left, 40 % from the top.
      expect(
        Math.abs(markerBox.x + markerBox.width / 2 - (placed.x + placed.width * 0.3)),
      ).toBeLessThan(3);
      expect(
        Math.abs(markerBox.y + markerBox.height / 2 - (placed.y + placed.height * 0.4)),
      ).toBeLessThan(3);
    });
  });
}

test('at 1366×768 the details stay beside the picture', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const detail = await addPictureAndOpen(page);
  const picture = detail.locator(`img[alt="${TITLE}"]`);
  expect(await hitAtPictureCentre(picture)).toBe('the picture');
  const pictureBox = await picture.boundingBox();
  const detailsBox = await detail.locator('aside').boundingBox();
  expect(detailsBox?.x).toBeGreaterThanOrEqual((pictureBox?.x ?? 0) + (pictureBox?.width ?? 0));
  expect(detailsBox?.width).toBe(384);
});
