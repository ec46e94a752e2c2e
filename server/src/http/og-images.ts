import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaptureBrowser } from '../capture/browser.js';

// The preview images of pages that have their own (docs and blog posts: docs/web.md, "Page
// previews"): `/og/<page path>.png`, a 1200×630 screenshot of the web app's /og-template page
// showing the page's title, description and section, taken in the capture browser once and
// kept on disk (DATA_DIR/og-images, named by what it shows and the app's version). Only pages
// the build listed have one; without a browser the site's own image stands in.

export interface PagePreview {
  title: string;
  description: string;
  label: string;
}

const WIDTH = 1200;
const HEIGHT = 630;
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
  | { kind: 'image'; png: Buffer }
  | { kind: 'fallback'; location: string }
  | { kind: 'none' };

/** `/og/blog/a-post.png` → `/blog/a-post`; null for anything else. */
export function previewPagePath(requestPath: string): string | null {
  const match = /^\/og(\/[a-z0-9/_-]+)\.png$/i.exec(requestPath);
  return match?.[1] && !match[1].includes('//') ? match[1] : null;
}

export function ogImages(deps: OgImageDeps) {
  const dir = path.join(deps.dataDir, 'og-images');
  // One drawing at a time, and one per image however many ask at once.
  let queue: Promise<unknown> = Promise.resolve();
  let version: Promise<string> | undefined;
  const drawing = new Map<string, Promise<Buffer | null>>();

  async function draw(preview: PagePreview, selfOrigin: string): Promise<Buffer | null> {
    if (!deps.browser?.installed()) return null;
    const context = await deps.browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
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
      });
      await page.goto(`${selfOrigin}/og-template?${query}`, { timeout: RENDER_TIMEOUT_MS });
      await page.waitForSelector('[data-og-ready]', { timeout: RENDER_TIMEOUT_MS });
      return await page.screenshot({
        type: 'png',
        clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
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

  /** The image for a request path, drawn on first ask from the server at `selfOrigin`. */
  async function answer(requestPath: string, selfOrigin: string): Promise<OgImageAnswer> {
    const pagePath = previewPagePath(requestPath);
    const preview = pagePath ? await deps.previewFor(pagePath) : null;
    if (!preview) return { kind: 'none' };
    if (!selfOrigin) return { kind: 'fallback', location: FALLBACK };
    version ??= deps.appVersion();
    const shown = [await version, preview.title, preview.description, preview.label];
    const name = createHash('sha256').update(JSON.stringify(shown)).digest('hex');
    const file = path.join(dir, `${name}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return { kind: 'image', png: kept };
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
    return png ? { kind: 'image', png } : { kind: 'fallback', location: FALLBACK };
  }

  return { answer };
}
