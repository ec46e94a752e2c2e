import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type PagePreview,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewPagePath,
  previewVersion,
} from '@swipestack/common/previews';
import type { CaptureBrowser } from '../capture/browser.js';

// The preview images of public pages (docs/web.md, "Page previews"):
// `/og/<page path>.png?v=<version>`, a 1200×630 screenshot of the web app's /og-template page
// showing the page's title, description, section and cover, taken in the capture browser once
// and kept on disk (DATA_DIR/og-images, named by what it shows and the app's version). Only
// pages the build listed and published collections have one; without a browser the site's own
// image stands in.
/** The site's own image, when a preview cannot be drawn. */
const FALLBACK = '/og-image.png';
const RENDER_TIMEOUT_MS = 20_000;

export interface OgImageDeps {
  browser: CaptureBrowser | null;
  dataDir: string;
  /** Read on the first preview asked for, not at start. */
  appVersion: () => Promise<string>;
  /** What the build says the page's preview shows; null: the page has none. */
  previewFor(pagePath: string): Promise<PagePreview | null>;
}

export type OgImageAnswer =
  /** `current`: asked for by its current address (`v` names what it shows), cacheable for good. */
  | { kind: 'image'; png: Buffer; current: boolean }
  | { kind: 'fallback'; location: string }
  | { kind: 'none' };

export function ogImages(deps: OgImageDeps) {
  const dir = path.join(deps.dataDir, 'og-images');
  // One drawing at a time, and one per image however many ask at once.
  let queue: Promise<unknown> = Promise.resolve();
  let version: Promise<string> | undefined;
  const drawing = new Map<string, Promise<Buffer | null>>();

  async function draw(preview: PagePreview, selfOrigin: string): Promise<Buffer | null> {
    if (!deps.browser?.installed()) return null;
    const context = await deps.browser.newContext({
      viewport: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
    });
    try {
      // Only this server's own page and its files load: every other address is refused.
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === selfOrigin ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      const query = new URLSearchParams({
        title: preview.title,
        description: preview.description,
        label: preview.label,
        ...(preview.picture ? { picture: preview.picture } : {}),
      });
      await page.goto(`${selfOrigin}/og-template?${query}`, { timeout: RENDER_TIMEOUT_MS });
      await page.waitForSelector('[data-og-ready]', { timeout: RENDER_TIMEOUT_MS });
      return await page.screenshot({
        type: 'png',
        clip: { x: 0, y: 0, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      });
    } finally {
      await context.close().catch(() => {});
    }
  }

  /** Runs `task` after the drawings asked for before it. */
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = queue.then(task, task);
    queue = turn.catch(() => {});
    return turn;
  }

  /** Writes a drawn image to the disk (whole or not at all); null when it could not be drawn. */
  async function keep(file: string, pagePath: string, drawn: Promise<Buffer | null>) {
    try {
      const png = await drawn;
      if (png) {
        await mkdir(dir, { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, png);
        await rename(temp, file);
      }
      return png;
    } catch (error) {
      console.error(`The preview image of ${pagePath} could not be drawn`, error);
      return null;
    }
  }

  /** The image at a request's address, drawn on first ask from the server at `selfOrigin`. */
  async function answer(url: URL, selfOrigin: string): Promise<OgImageAnswer> {
    const pagePath = previewPagePath(url.pathname);
    const preview = pagePath ? await deps.previewFor(pagePath) : null;
    if (!preview) return { kind: 'none' };
    if (!selfOrigin) return { kind: 'fallback', location: FALLBACK };
    const current = url.searchParams.get('v') === previewVersion(preview);
    version ??= deps.appVersion();
    const shown = [
      await version,
      preview.title,
      preview.description,
      preview.label,
      preview.picture,
    ];
    const name = createHash('sha256').update(JSON.stringify(shown)).digest('hex');
    const file = path.join(dir, `${name}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return { kind: 'image', png: kept, current };
    let pending = drawing.get(name);
    if (!pending) {
      pending = keep(
        file,
        pagePath ?? '',
        inTurn(() => draw(preview, selfOrigin)),
      ).finally(() => drawing.delete(name));
      drawing.set(name, pending);
    }
    const png = await pending;
    return png ? { kind: 'image', png, current } : { kind: 'fallback', location: FALLBACK };
  }

  return { answer };
}
