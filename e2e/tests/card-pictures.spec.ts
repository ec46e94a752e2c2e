import { expect, type Locator, type Page } from '@playwright/test';
import { register, test } from './helpers';
import { addDialog, card, openAdd, solidPng } from './swipeHelpers';

// A card shows a picture's whole width (docs/web.md, "Cards by kind"): a banner wider than the
// card's frame is not cut at its sides; a picture taller than the frame keeps its top.

async function uploadPicture(page: Page, title: string, width: number, height: number) {
  const dialog = await openAdd(page, 'Image');
  await dialog.getByLabel('Image file').setInputFiles({
    name: `${title}.png`,
    mimeType: 'image/png',
    buffer: solidPng(width, height, [180, 40, 40]),
  });
  await dialog.getByLabel('Title (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(addDialog(page)).toBeHidden();
}

/** Where the drawn picture lies in its card's frame, and how much of its width shows. */
async function placement(frame: Locator) {
  const picture = frame.locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  return picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const outer = image.closest('[data-card-layout]')?.getBoundingClientRect();
    if (!outer) throw new Error('no card frame');
    const natural = image.naturalWidth / image.naturalHeight;
    const fit = getComputedStyle(image).objectFit;
    // The content drawn in the box: `cover` scales to fill it (cutting what overflows), `fill`
    // stretches; `contain` and a box of the picture's own ratio show it all.
    const scale =
      fit === 'cover'
        ? Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
        : Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
    return {
      widthShown: Math.min(1, box.width / (image.naturalWidth * scale)),
      drawnRatio: fit === 'fill' ? box.width / box.height : natural,
      natural,
      leftGap: box.left - outer.left,
      rightGap: outer.right - box.right,
      topGap: box.top - outer.top,
      heightShown: Math.min(1, (outer.bottom - box.top) / box.height),
    };
  });
}

test('a wide banner shows its whole width; a tall screenshot its top', async ({ page }) => {
  await register(page);
  await uploadPicture(page, 'Dropped volcano banner', 1600, 400);
  await uploadPicture(page, 'Long landing page', 400, 2000);

  const wide = await placement(
    card(page, 'Dropped volcano banner').locator('[data-card-layout="image"]'),
  );
  expect(wide.widthShown).toBeCloseTo(1, 2);
  expect(wide.drawnRatio).toBeCloseTo(wide.natural, 1);
  expect(Math.abs(wide.leftGap)).toBeLessThan(1);
  expect(Math.abs(wide.rightGap)).toBeLessThan(1);

  const tall = await placement(
    card(page, 'Long landing page').locator('[data-card-layout="image"]'),
  );
  expect(tall.widthShown).toBeCloseTo(1, 2);
  expect(Math.abs(tall.topGap)).toBeLessThan(1);
  // The frame stops at half its width's height (1:2): the top of the page shows.
  expect(tall.heightShown).toBeLessThan(0.5);
});
