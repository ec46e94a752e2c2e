import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** Full-page screenshots stop here: an endless page must not make an endless image. */
export const FULL_PAGE_MAX_HEIGHT = 10_000;
export const THUMBNAIL_WIDTH = 480;

/**
 * The three pictures of a rendered page or email: what a reader first sees (PNG), the whole
 * length up to FULL_PAGE_MAX_HEIGHT (JPEG), and a thumbnail of the first (WebP). When the
 * whole length cannot be pictured in time, the first screen stands in for it
 * (`fullPageTimedOut`, `keptHeight` is the viewport's).
 */
export async function takeScreenshots(
  page: Page,
  viewport: { width: number; height: number },
  contentHeight: number,
  remaining: () => number,
) {
  const first = await page.screenshot({
    type: 'png',
    animations: 'disabled',
    caret: 'hide',
    timeout: remaining(),
  });
  const height = Math.min(Math.max(contentHeight, viewport.height), FULL_PAGE_MAX_HEIGHT);
  const thumbnail = await sharp(first)
    .resize({ width: THUMBNAIL_WIDTH })
    .webp({ quality: 75 })
    .toBuffer();
  try {
    const fullPage = await page.screenshot({
      type: 'jpeg',
      quality: 80,
      fullPage: true,
      clip: { x: 0, y: 0, width: viewport.width, height },
      animations: 'disabled',
      caret: 'hide',
      timeout: remaining(),
    });
    return { viewport: first, fullPage, thumbnail, keptHeight: height, fullPageTimedOut: false };
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    const fullPage = await sharp(first).jpeg({ quality: 80 }).toBuffer();
    return {
      viewport: first,
      fullPage,
      thumbnail,
      keptHeight: viewport.height,
      fullPageTimedOut: true,
    };
  }
}
