// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CATEGORIES } from '../src/components/examples/catalogue';
import { PUBLIC_PAGE_HEADS } from '../src/lib/pageHeads';
import { collectPageHeads, PLACEHOLDERS, pageHeadsFile } from './page-heads';

const sources = {
  contentDir: fileURLToPath(new URL('../content', import.meta.url)),
  examplesFile: fileURLToPath(new URL('../../prisma/seed/examples.json', import.meta.url)),
};
const examples = JSON.parse(readFileSync(sources.examplesFile, 'utf8')) as Array<{
  path: string;
  title: string;
  coverImage: string;
}>;

describe('collectPageHeads', () => {
  const heads = collectPageHeads(sources);

  it('has a head for every fixed public page, article, category and example', () => {
    for (const page of Object.keys(PUBLIC_PAGE_HEADS)) expect(heads.has(page)).toBe(true);
    for (const kind of ['docs', 'blog']) {
      const files = readdirSync(`${sources.contentDir}/${kind}`).filter((f) => f.endsWith('.md'));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const head = heads.get(`/${kind}/${file.slice(0, -3)}`);
        expect(head?.type).toBe('article');
        expect(head?.title).toBeTruthy();
        expect(head?.description).toBeTruthy();
      }
    }
    expect(heads.get('/examples')?.description).toContain(`${examples.length} marketing examples`);
    for (const category of EXAMPLE_CATEGORIES) {
      expect(heads.get(`/examples/${category.slug}`)?.title).toBe(`${category.label} examples`);
    }
    for (const example of examples) {
      const head = heads.get(example.path);
      expect(head?.title).toBe(example.title);
      expect(head?.picture).toBe(example.coverImage);
    }
  });
});

describe('pageHeadsFile', () => {
  const file = pageHeadsFile(sources);

  it('leaves the origin to the server and bakes in each page', () => {
    expect(file.pages['/pricing']).toContain('<title data-page-head>Pricing · Swipestack</title>');
    expect(file.pages['/pricing']).toContain(`href="${PLACEHOLDERS.origin}/pricing"`);
    expect(file.pages['/welcome']).toContain('name="robots" content="noindex"');
  });

  it('gives every listed page a preview image of its own, drawn from what it shows', () => {
    const imageOf = (html: string) =>
      /property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const images = new Map<string, string>();
    for (const [pagePath, html] of Object.entries(file.pages)) {
      if (html.includes('content="noindex"')) {
        expect(imageOf(html), pagePath).toBe(`${PLACEHOLDERS.origin}/og-image.png`);
        continue;
      }
      const image = imageOf(html) ?? '';
      const own = pagePath === '/' ? '/og/index.png' : `/og${pagePath}.png`;
      expect(image, pagePath).toMatch(new RegExp(`^%%ORIGIN%%${own}\\?v=[0-9a-z]+$`));
      expect(html).toContain(
        `name="twitter:image" content="${imageOf(html)?.replaceAll('&', '&amp;')}"`,
      );
      expect(file.previews[pagePath], pagePath).toBeDefined();
      images.set(pagePath, image);
    }
    expect(new Set(images.values()).size).toBe(images.size);
    expect(file.previews['/pricing']).toEqual({
      title: 'Pricing',
      description: PUBLIC_PAGE_HEADS['/pricing'].description,
      label: '',
      picture: null,
    });
    expect(file.previews['/blog/organising-a-swipe-file']?.label).toBe('Blog');
    const example = examples[0] as (typeof examples)[number];
    expect(file.previews[example.path]).toMatchObject({
      title: example.title,
      label: 'Examples',
      picture: example.coverImage,
    });
  });

  it('lists every page of the catalogued sections', () => {
    const listed = Object.keys(file.pages);
    for (const section of file.catalogued) {
      expect(listed).toContain(section);
      expect(listed.filter((p) => p.startsWith(`${section}/`)).length).toBeGreaterThan(1);
    }
  });

  it('gives the fallback and the published collection placeholders to fill', () => {
    expect(file.fallback).toContain(`content="${PLACEHOLDERS.origin}${PLACEHOLDERS.path}"`);
    expect(file.notFound).toContain('<title data-page-head>Page not found · Swipestack</title>');
    expect(file.notFound).toContain('name="robots" content="noindex"');
    const head = file.collection;
    expect(head).toContain(`<title data-page-head>${PLACEHOLDERS.title} · Swipestack</title>`);
    expect(head).toContain(`content="${PLACEHOLDERS.description}"`);
    expect(head).toContain(
      `property="og:image" content="${PLACEHOLDERS.origin}${PLACEHOLDERS.image}"`,
    );
    expect(head).toContain(
      `name="twitter:image" content="${PLACEHOLDERS.origin}${PLACEHOLDERS.image}"`,
    );
    expect(head).toContain(
      `<link data-page-head rel="alternate" type="application/rss+xml" title="${PLACEHOLDERS.title} (RSS)" href="${PLACEHOLDERS.origin}${PLACEHOLDERS.path}/rss.xml">`,
    );
    expect(head).toContain(
      `<link data-page-head rel="alternate" type="application/atom+xml" title="${PLACEHOLDERS.title} (Atom)" href="${PLACEHOLDERS.origin}${PLACEHOLDERS.path}/atom.xml">`,
    );
  });
});
