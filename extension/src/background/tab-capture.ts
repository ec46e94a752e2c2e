import { locateImage, scrollBack } from '../content/image-locator';
import {
  hideFixedElements,
  measurePage,
  type PageMeasures,
  restorePage,
  scrollPageTo,
} from '../content/page-scroll';
import type { Rect } from '../shared/messages';
import {
  cropRegion,
  fullPageHeightLimit,
  scrollPositions,
  stitchSteps,
  toDevicePixels,
} from './stitching';

// Screenshots of a tab: what is visible, the whole page (scrolled and stitched in an
// OffscreenCanvas) or a part of the visible area.

export const CANNOT_CAPTURE =
  "Swipestack can't capture this tab. Click the Swipestack button in the toolbar while the page is open, then save.";

/** Chrome allows two captures a second per extension. */
const CAPTURE_INTERVAL_MS = 550;
let lastCaptureAt = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tab, made the active one of its window (only the active tab can be captured). */
export async function bringToFront(tabId: number): Promise<chrome.tabs.Tab> {
  const tab = await chrome.tabs.get(tabId);
  if (!tab.active) {
    await chrome.tabs.update(tabId, { active: true });
    await wait(200);
  }
  return tab;
}

export async function captureVisible(windowId: number, format: 'png' | 'jpeg' = 'png') {
  const since = Date.now() - lastCaptureAt;
  if (since < CAPTURE_INTERVAL_MS) await wait(CAPTURE_INTERVAL_MS - since);
  try {
    return await chrome.tabs.captureVisibleTab(windowId, { format });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      /permission|activeTab|all_urls|Cannot access/i.test(message) ? CANNOT_CAPTURE : message,
    );
  } finally {
    lastCaptureAt = Date.now();
  }
}

const toBlob = async (dataUrl: string) => (await fetch(dataUrl)).blob();

/** Runs `func` in the tab's page and answers what it returned. */
export async function runInTab<Args extends unknown[], Result>(
  tabId: number,
  func: (...args: Args) => Result,
  ...args: Args
): Promise<Awaited<Result>> {
  const [frame] = await chrome.scripting.executeScript({ target: { tabId }, func, args });
  return frame?.result as Awaited<Result>;
}

export async function captureVisibleBlob(tab: chrome.tabs.Tab): Promise<Blob> {
  return toBlob(await captureVisible(tab.windowId));
}

/**
 * A screenshot of a screen that has stopped changing: just after a scroll, on a busy machine,
 * the tab's last composited frame can still be the one from before it. Screens are taken until
 * two in a row are the same (at most four: a page that keeps moving gets its latest).
 */
async function captureSettledBlob(tab: chrome.tabs.Tab): Promise<Blob> {
  let previous = await captureVisible(tab.windowId);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const next = await captureVisible(tab.windowId);
    if (next === previous) break;
    previous = next;
  }
  return toBlob(previous);
}

/** The visible area under a rectangle drawn on the viewport (CSS pixels). */
export async function captureRegion(
  tab: chrome.tabs.Tab,
  rect: Rect,
  viewport: { width: number; height: number },
  tooSmall = 'The selected area is too small to save.',
  afterScroll = false,
): Promise<Blob> {
  // The screenshot has device pixels; the rectangle is in CSS pixels of the viewport.
  const screen = afterScroll ? await captureSettledBlob(tab) : await captureVisibleBlob(tab);
  const bitmap = await createImageBitmap(screen);
  const crop = cropRegion(rect, viewport, bitmap);
  if (!crop) {
    bitmap.close();
    throw new Error(tooSmall);
  }
  const canvas = new OffscreenCanvas(crop.width, crop.height);
  canvas
    .getContext('2d')
    ?.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * An image as it is shown in the tab, cut out of a screenshot (for images the extension may
 * not download): scrolled into view first when needed, then the page scrolls back.
 */
export async function cutImageFromScreen(tab: chrome.tabs.Tab, src: string): Promise<Blob> {
  const tabId = tab.id as number;
  let found: Awaited<ReturnType<typeof locateImage>>;
  try {
    found = await runInTab(tabId, locateImage, src);
  } catch {
    throw new Error(CANNOT_CAPTURE);
  }
  if (!found) throw new Error(IMAGE_NOT_FOUND);
  try {
    return await captureRegion(tab, found.rect, found.viewport, IMAGE_NOT_FOUND, found.scrolled);
  } finally {
    await runInTab(tabId, scrollBack, found.scrollX, found.scrollY).catch(() => undefined);
  }
}

const IMAGE_NOT_FOUND =
  "This image can't be downloaded and isn't shown large enough to cut out of the page. Save the area with a region screenshot instead.";

/** Scrolls through the page a screen at a time and stitches the screens into one JPEG. */
export async function captureFullPage(
  tab: chrome.tabs.Tab,
): Promise<{ blob: Blob; truncated: boolean }> {
  const tabId = tab.id as number;
  let page: PageMeasures;
  try {
    page = await runInTab(tabId, measurePage);
  } catch {
    throw new Error(CANNOT_CAPTURE);
  }
  const frames: { scrollY: number; bitmap: ImageBitmap }[] = [];
  try {
    let scale = 1;
    let height = page.pageHeight;
    for (let i = 0; ; i++) {
      const positions = scrollPositions(page.pageHeight, page.viewportHeight, height);
      const target = positions[i];
      if (target === undefined) break;
      const scrollY = await runInTab(tabId, scrollPageTo, target);
      const bitmap = await createImageBitmap(
        await toBlob(await captureVisible(tab.windowId, 'jpeg')),
      );
      frames.push({ scrollY, bitmap });
      if (i === 0) {
        scale = bitmap.height / page.viewportHeight;
        height = Math.min(page.pageHeight, fullPageHeightLimit(page.viewportWidth, scale));
        // Fixed headers and widgets stay in the first screen only.
        await runInTab(tabId, hideFixedElements);
      }
    }
    const first = frames[0]?.bitmap;
    if (!first) throw new Error('The page could not be captured.');
    const canvas = new OffscreenCanvas(first.width, Math.round(height * scale));
    const context = canvas.getContext('2d');
    const steps = stitchSteps(
      frames.map((f) => f.scrollY),
      page.viewportHeight,
      height,
    ).map((step) => toDevicePixels(step, scale));
    for (const step of steps) {
      const bitmap = frames[step.frame]?.bitmap;
      if (!bitmap) continue;
      context?.drawImage(
        bitmap,
        0,
        step.sourceY,
        bitmap.width,
        step.height,
        0,
        step.targetY,
        bitmap.width,
        step.height,
      );
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return { blob, truncated: page.pageHeight > height };
  } finally {
    for (const frame of frames) frame.bitmap.close();
    await runInTab(tabId, restorePage, page.scrollX, page.scrollY).catch(() => undefined);
  }
}
