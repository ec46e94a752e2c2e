import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PagePreview, previewImagePath } from '@swipestack/common/previews';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureBrowser } from '../../src/capture/browser.js';
import { ogImages } from '../../src/http/og-images.js';

// Page previews (docs/web.md, "Page previews") drawn in the system Chromium from a stand-in of
// the web app's /og-template (the real one is tested in e2e/tests/public.spec.ts): every visit
// to the template is one drawing, so the count of visits is the count of renders.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PREVIEWS: Record<string, PagePreview> = {
  '/pricing': { title: 'Pricing', description: 'Plans', label: '', picture: null },
  '/blog/a-post': { title: 'A post', description: 'Words', label: 'Blog', picture: null },
  '/examples/ads/one': {
    title: 'An ad',
    description: 'Bold',
    label: 'Examples',
    picture: '/examples/covers/one.webp',
  },
};

let template: Server;
let origin: string;
const renders: URLSearchParams[] = [];
let browser: CaptureBrowser;
let dataDir: string;

beforeAll(async () => {
  template = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/og-template') {
      res.writeHead(404).end();
      return;
    }
    renders.push(url.searchParams);
    const title = (url.searchParams.get('title') ?? '').replace(/[<&]/g, '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><body style="margin:0"><main data-og-ready style="width:1200px;height:630px;background:#4338ca;color:#fff;font:64px sans-serif"><h1>${title}</h1></main></body>`,
    );
  });
  await new Promise<void>((resolve) => template.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(template.address() as AddressInfo).port}`;
  browser = new CaptureBrowser({ executablePath: CHROMIUM });
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-og-'));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => template.close(resolve));
});

function images(withBrowser: CaptureBrowser | null = browser) {
  return ogImages({
    browser: withBrowser,
    dataDir,
    appVersion: async () => 'test-version',
    previewFor: async (pagePath) => PREVIEWS[pagePath] ?? null,
  });
}

/** The address a page's head names for its preview. */
const imageUrl = (pagePath: string) =>
  new URL(previewImagePath(pagePath, PREVIEWS[pagePath] as PagePreview), 'https://swipes.example');

describe.skipIf(!existsSync(CHROMIUM))('page previews drawn from the template', () => {
  it('draws a 1200×630 PNG once, then answers from the disk, also after a restart', async () => {
    const previews = images();
    const first = await previews.answer(imageUrl('/pricing'), origin);
    if (first.kind !== 'image') throw new Error(`expected an image, got ${first.kind}`);
    expect(first.current).toBe(true);
    const meta = await sharp(first.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(renders).toHaveLength(1);
    expect(renders[0]?.get('title')).toBe('Pricing');

    const again = await previews.answer(imageUrl('/pricing'), origin);
    expect(again.kind === 'image' && again.png.equals(first.png)).toBe(true);
    const restarted = await images().answer(imageUrl('/pricing'), origin);
    expect(restarted.kind === 'image' && restarted.png.equals(first.png)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('draws each page its own, once however many ask at once, with its picture', async () => {
    const previews = images();
    const before = renders.length;
    const [post, ...same] = await Promise.all(
      [1, 2, 3].map(() => previews.answer(imageUrl('/blog/a-post'), origin)),
    );
    expect(renders.length - before).toBe(1);
    const pricing = await previews.answer(imageUrl('/pricing'), origin);
    if (post?.kind !== 'image' || pricing.kind !== 'image') throw new Error('expected images');
    expect(post.png.equals(pricing.png)).toBe(false);
    for (const answer of same)
      expect(answer.kind === 'image' && answer.png.equals(post.png)).toBe(true);

    await previews.answer(imageUrl('/examples/ads/one'), origin);
    expect(renders.at(-1)?.get('picture')).toBe('/examples/covers/one.webp');
    expect(renders.at(-1)?.get('label')).toBe('Examples');
  });

  it('serves an old address of the image as not current (short cache), without drawing again', async () => {
    const before = renders.length;
    const stale = new URL('https://swipes.example/og/pricing.png?v=older');
    const answer = await images().answer(stale, origin);
    expect(answer.kind === 'image' && !answer.current).toBe(true);
    expect(renders.length).toBe(before);
  });
});

describe('no preview to draw', () => {
  it('404 for a page without one; the site image without a browser or an address to draw from', async () => {
    expect(
      (await images().answer(new URL('https://swipes.example/og/settings.png'), origin)).kind,
    ).toBe('none');
    expect(
      (await images().answer(new URL('https://swipes.example/og/../x.png'), origin)).kind,
    ).toBe('none');
    const withoutBrowser = new CaptureBrowser({ executablePath: '/nonexistent/chromium' });
    const freshDir = await mkdtemp(path.join(tmpdir(), 'swipestack-og-'));
    const noBrowser = ogImages({
      browser: withoutBrowser,
      dataDir: freshDir,
      appVersion: async () => 'test-version',
      previewFor: async (pagePath) => PREVIEWS[pagePath] ?? null,
    });
    expect(await noBrowser.answer(imageUrl('/pricing'), origin)).toEqual({
      kind: 'fallback',
      location: '/og-image.png',
    });
    expect(await images(null).answer(imageUrl('/pricing'), '')).toEqual({
      kind: 'fallback',
      location: '/og-image.png',
    });
  });
});
