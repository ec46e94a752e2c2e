import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { register, test } from './helpers';
import { card, openAdd } from './swipeHelpers';

// Video swipes in the web app (docs/web.md, "Video swipes"): the Video tab's upload with its
// progress and the server's refusals, the card's poster, length and hover scrub, the detail's
// player (range requests) and comments pinned on a paused frame; the player at phone size.

const TITLE = 'Summer sale reel';

/** A few seconds of video made with ffmpeg (H.264 + AAC in MP4: Debian's Chromium plays it). */
function makeVideo(name: string, seconds = 3): string {
  const path = test.info().outputPath(name);
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return path;
}

/** Uploads a video through the add dialog's Video tab and waits for the dialog to close. */
async function uploadVideo(page: Page, path: string, title: string) {
  const dialog = await openAdd(page, 'Video');
  await dialog.getByLabel('Video file').setInputFiles(path);
  await dialog.getByLabel('Title (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog).toBeHidden();
}

/** The card once its video has been read: the poster with its length. */
async function readyCard(page: Page, title: string): Promise<Locator> {
  const saved = card(page, title);
  await expect(saved.locator('[data-card-layout="video"] img')).toBeVisible({ timeout: 45_000 });
  return saved;
}

async function openDetail(page: Page, title: string) {
  await card(page, title).getByRole('link', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  return detail;
}

const seekTo = (video: Locator, seconds: number) =>
  video.evaluate(
    (element: HTMLVideoElement, at) =>
      new Promise<void>((resolve) => {
        element.pause();
        element.addEventListener('seeked', () => resolve(), { once: true });
        element.currentTime = at;
      }),
    seconds,
  );

test('a video uploads with its progress, shows its poster and length, plays, and takes a pin on a paused frame', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page);
  const path = makeVideo('summer-sale.mp4');

  // The upload is held until its bar has been seen, so the check does not race the network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/teams/*/videos**', async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openAdd(page, 'Video');
  await expect(dialog).toContainText('MP4, WebM or MOV · at most 50 MB and 10 minutes');
  await dialog.getByLabel('Video file').setInputFiles(path);
  await dialog.getByLabel('Title (optional)').fill(TITLE);
  // A tag chosen in the dialog goes with the upload.
  await dialog.getByLabel('Tags').fill('hook');
  await dialog.getByLabel('Tags').press('Enter');
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Uploading summer-sale.mp4' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/teams/*/videos**');

  // Processing, then the poster with the length and the play glyph.
  const saved = await readyCard(page, TITLE);
  await expect(saved).toContainText('0:03');
  await expect(saved).toContainText('hook');
  await expect(saved).toContainText('Video');
  // Moving the mouse across the card shows the strip's frames, left to right.
  const preview = saved.locator('[data-card-layout="video"]');
  const box = await preview.boundingBox();
  if (!box) throw new Error('the card has no preview');
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await expect(preview.locator('[data-scrub-frame="0"]')).toBeVisible();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
  await expect(preview.locator('[data-scrub-frame]')).not.toHaveAttribute('data-scrub-frame', '0');
  await page.mouse.move(0, 0);
  await expect(preview.locator('[data-scrub-frame]')).toHaveCount(0);

  // The detail plays it: the file comes in ranges (206) and the time moves on.
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/files/') && response.request().resourceType() === 'media')
      ranges.push(response.status());
  });
  const detail = await openDetail(page, TITLE);
  const video = detail.locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(
    1,
  );
  expect(ranges).toContain(206);
  // While it plays, a pin cannot be placed.
  await expect(detail.getByRole('button', { name: 'Pin a comment' })).toBeDisabled();
  await expect(detail).toContainText('Pause the video to pin a comment on its frame.');

  // Paused at one second: a pin on that frame.
  await seekTo(video, 1);
  await detail.getByRole('button', { name: 'Pin a comment' }).click();
  const surface = detail.getByRole('application', { name: 'Where to pin the comment' });
  const frame = await surface.boundingBox();
  if (!frame) throw new Error('the video has no box');
  await page.mouse.click(frame.x + frame.width * 0.4, frame.y + frame.height * 0.3);
  const comments = detail.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText('Pinned on the video at 0:01')).toBeVisible();
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Bigger price here');
  await comments.getByRole('button', { name: 'Comment' }).click();
  const marker = detail.getByRole('button', { name: 'Comment 1 at 0:01: Bigger price here' });
  await expect(marker).toBeVisible();
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);

  // Elsewhere in the video the pin is hidden; its badge in the list goes back to its frame.
  await seekTo(video, 2.5);
  await expect(marker).toHaveCount(0);
  await comments
    .getByRole('button', { name: 'Pinned on the video as 1 at 0:01: go to that frame' })
    .click();
  await expect(marker).toBeVisible();
  const now = await video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    at: element.currentTime,
  }));
  expect(now.paused).toBe(true);
  expect(Math.abs(now.at - 1)).toBeLessThan(0.5);
});

test('the drop zone refuses a video over the plan’s limit, and the server refuses a file that is no video', async ({
  page,
}) => {
  await register(page);
  const dialog = await openAdd(page, 'Video');
  // 51 MB of zeros named .mp4: over the Free plan's 50 MB, refused before sending.
  const big = test.info().outputPath('huge.mp4');
  await writeFile(big, Buffer.alloc(51 * 1024 * 1024));
  await dialog.getByLabel('Video file').setInputFiles(big);
  const tooLarge = 'This video is larger than 50 MB, the limit of the Free plan.';
  await expect(dialog.getByRole('alert').filter({ hasText: tooLarge })).toBeVisible();
  await expect(dialog.getByLabel('Video file')).toHaveAttribute('aria-invalid', 'true');

  // Text that says it is an MP4: the server probes it and answers 415 with its words.
  await dialog.getByLabel('Video file').setInputFiles({
    name: 'not-a-video.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('This is a text file, not a video.\n'.repeat(200)),
  });
  await expect(dialog.getByLabel('Video file')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'This file is not a video we accept.' }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('Cancel upload stops the upload and saves nothing', async ({ page }) => {
  await register(page);
  await page.route('**/api/teams/*/videos**', () => {
    // Never answered: only the cancel ends it.
  });
  const dialog = await openAdd(page, 'Video');
  await dialog.getByLabel('Video file').setInputFiles(makeVideo('cancelled.mp4', 1));
  await dialog.getByRole('button', { name: 'Save swipe' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading cancelled.mp4' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save swipe' })).toBeEnabled();
  // Cancelled, not refused: no message, and no swipe.
  await expect(dialog.getByLabel('Video file')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No swipes yet' })).toBeVisible();
});

test('a video dropped on the swipes page uploads at once, titled after its file', async ({
  page,
}) => {
  await register(page);
  const bytes = (await readFile(makeVideo('spring-promo_reel.mp4', 1))).toString('base64');
  await page.evaluate((base64) => {
    const data = new DataTransfer();
    const content = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.items.add(new File([content], 'spring-promo_reel.mp4', { type: 'video/mp4' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
  }, bytes);
  await expect(card(page, 'spring promo reel')).toBeVisible();
  await expect(card(page, 'spring promo reel')).toContainText('Video');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the player fits the width of the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await register(page);
    await uploadVideo(page, makeVideo('phone.mp4', 2), 'Phone reel');
    await readyCard(page, 'Phone reel');
    const detail = await openDetail(page, 'Phone reel');
    const player = await detail.locator('video').boundingBox();
    if (!player) throw new Error('no player');
    expect(player.x).toBeGreaterThanOrEqual(0);
    expect(player.x + player.width).toBeLessThanOrEqual(390);
    expect(player.width).toBeGreaterThan(300);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
