import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameHeaders } from '../../src/http/frame-policy.js';
import { PUBLIC_PAGES, publicSiteHandler, sitemapXml } from '../../src/http/public-site.js';
import { staticFiles } from '../../src/http/static-files.js';
import { paths } from '../../src/paths.js';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'swipestack-public-'));
  await mkdir(path.join(root, 'dist/assets'), { recursive: true });
  await writeFile(path.join(root, 'dist/index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(root, 'dist/assets/app.js'), 'export {}');
  for (const dir of ['content/docs', 'content/blog']) {
    await mkdir(path.join(root, dir), { recursive: true });
  }
  await writeFile(
    path.join(root, 'content/docs/getting-started.md'),
    '---\ntitle: Getting started\ndescription: d\n---\nHello',
  );
  await writeFile(
    path.join(root, 'content/blog/a-post.md'),
    '---\ntitle: A post\ndescription: d\ndate: 2025-03-04\n---\nHello',
  );
  const site = publicSiteHandler('https://swipe.example/', {
    contentDir: path.join(root, 'content'),
    examplesFile: path.join(root, 'examples.json'),
  });
  const web = staticFiles(path.join(root, 'dist'));
  server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (await site(req, res, pathname)) return;
    await web(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('frame headers', () => {
  it('refuse framing of app and account pages', async () => {
    for (const p of [
      '/',
      '/login',
      '/register',
      '/swipes',
      '/settings',
      '/collections/1',
      '/nope',
    ]) {
      const response = await fetch(base + p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
      expect(response.headers.get('content-security-policy'), p).toBe("frame-ancestors 'none'");
    }
  });

  it('allow any site to frame published collections, examples, docs, blog and tools', async () => {
    for (const p of [
      '/collection/abc123',
      '/examples/ads/x',
      '/docs',
      '/docs/tags',
      '/blog/x',
      '/tools/headline-analyzer',
    ]) {
      const response = await fetch(base + p);
      expect(response.headers.get('x-frame-options'), p).toBeNull();
      expect(response.headers.get('content-security-policy'), p).toBe('frame-ancestors *');
    }
  });

  it('send no frame policy with scripts and other files', async () => {
    const response = await fetch(`${base}/assets/app.js`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('treat look-alike paths as app pages', () => {
    expect(frameHeaders('/collection')['X-Frame-Options']).toBe('DENY');
    expect(frameHeaders('/docsx')['X-Frame-Options']).toBe('DENY');
    expect(frameHeaders('/collections/1')['X-Frame-Options']).toBe('DENY');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the public pages, docs and posts under the public origin', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const p of PUBLIC_PAGES) expect(xml).toContain(`<loc>https://swipe.example${p}</loc>`);
    expect(xml).toContain('<loc>https://swipe.example/docs/getting-started</loc>');
    expect(xml).toContain(
      '<url><loc>https://swipe.example/blog/a-post</loc><lastmod>2025-03-04</lastmod></url>',
    );
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/swipes');
    expect(xml).not.toContain('/examples/ads/');
  });

  it('adds the examples once the gallery catalogue exists', async () => {
    const examplesFile = path.join(root, 'examples-present.json');
    await writeFile(
      examplesFile,
      JSON.stringify([
        { title: 'A', path: '/examples/ads/a-brand' },
        { title: 'B', path: '/examples/emails/b' },
        { title: 'bad', path: 'https://evil.example/' },
      ]),
    );
    const xml = await sitemapXml('https://s.example', {
      contentDir: path.join(root, 'content'),
      examplesFile,
    });
    expect(xml).toContain('<loc>https://s.example/examples/ads/a-brand</loc>');
    expect(xml).toContain('<loc>https://s.example/examples/emails/b</loc>');
    expect(xml).not.toContain('evil');
  });

  it('lists every doc and post of the repository', async () => {
    const xml = await sitemapXml('https://s.example', {
      contentDir: paths.webContent,
      examplesFile: path.join(root, 'none.json'),
    });
    expect(xml).toContain('<loc>https://s.example/docs/getting-started</loc>');
    expect(xml.match(/\/blog\/[\w-]+<\/loc>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('robots.txt points to the sitemap and keeps the app out', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Sitemap: https://swipe.example/sitemap.xml');
    expect(text).toContain('Disallow: /swipes');
  });

  it('refuses other methods', async () => {
    const response = await fetch(`${base}/sitemap.xml`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('compression', () => {
  it('sends text files compressed to browsers that accept it, and as they are otherwise', async () => {
    const script = await writeAsset(
      'big.js',
      `export const text = ${JSON.stringify('swipe '.repeat(5000))};\n`,
    );
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${base}/assets/big.js`, {
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text(), accept).toBe(script);
      if (encoding) expect(Number(response.headers.get('content-length'))).toBeLessThan(1000);
    }
  });
});

async function writeAsset(name: string, text: string) {
  await writeFile(path.join(root, 'dist/assets', name), text);
  return text;
}
