import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PagePreview } from '@swipestack/common/previews';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@swipestack/common/previews';
import type { Plugin } from 'vite';
import { EXAMPLE_CATEGORIES } from '../src/components/examples/catalogue';
import { parseFrontMatter } from '../src/lib/markdown';
import { headHtml, headTags, type PageHead } from '../src/lib/pageHead';
import {
  articleHead,
  exampleCategoryHead,
  exampleHead,
  examplesHomeHead,
  NOT_FOUND_HEAD,
  PUBLIC_PAGE_HEADS,
  pagePreview,
  publishedCollectionHead,
  withOwnPreview,
} from '../src/lib/pageHeads';
import { KNOWN_PATH_PATTERNS } from '../src/routes/knownPaths';

// The build's `page-heads.json` (docs/web.md, page heads): the <head> of every public page as
// HTML, for the server to put into index.html, so that link previews and crawlers that run
// no script see each page's title, description and Open Graph tags. The heads are the ones
// the pages render (src/lib/pageHeads.ts). The site's origin is known only to the running
// server, and a published collection only to its database: both are placeholders here.

export const PLACEHOLDERS = {
  origin: '%%ORIGIN%%',
  path: '%%PATH%%',
  title: '%%TITLE%%',
  description: '%%DESCRIPTION%%',
  image: '%%IMAGE%%',
} as const;

/** Sections whose every page is in `pages`: any other path under them does not exist. */
const CATALOGUED_SECTIONS = ['/docs', '/blog', '/tools', '/examples'] as const;

export interface PageHeadsFile {
  /** Path → head HTML, for every public page with a fixed or catalogued path. */
  pages: Record<string, string>;
  /** CATALOGUED_SECTIONS: the server answers 404 for an unlisted path under one of them. */
  catalogued: readonly string[];
  /** Every path the app has a page for (src/routes/knownPaths.ts): any other answers 404. */
  known: readonly string[];
  /** Any other known path (the app's pages): the site's own head at `%%PATH%%`. */
  fallback: string;
  /** A path that does not exist (see `catalogued` and `known`), at `%%PATH%%`. */
  notFound: string;
  /** `/collection/{token}`: `%%PATH%%`, `%%TITLE%%`, `%%DESCRIPTION%%` and `%%IMAGE%%` (its preview). */
  collection: string;
  /** Path → what its own preview image (`/og<path>.png`) shows (server/src/http/og-images.ts). */
  previews: Record<string, PagePreview>;
}

export interface PageHeadSources {
  /** `web/content`, with `docs/*.md` and `blog/*.md`. */
  contentDir: string;
  /** The gallery's catalogue, `prisma/seed/examples.json`. */
  examplesFile: string;
}

interface CatalogueEntry {
  title: string;
  description: string;
  path: string;
  coverImage: string;
  category: string;
}

function articles(dir: string, base: '/docs' | '/blog') {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { meta } = parseFrontMatter(readFileSync(file, 'utf8'), file);
      return { path: `${base}/${name.slice(0, -3)}`, meta };
    });
}

function articleHeads(dir: string, base: '/docs' | '/blog'): Array<[string, PageHead]> {
  return articles(dir, base).map((article) => [article.path, articleHead(article.meta)]);
}

/** Every public page's head, by path. */
export function collectPageHeads(sources: PageHeadSources): Map<string, PageHead> {
  const examples = JSON.parse(readFileSync(sources.examplesFile, 'utf8')) as CatalogueEntry[];
  return new Map<string, PageHead>([
    ...Object.entries(PUBLIC_PAGE_HEADS),
    ...articleHeads(path.join(sources.contentDir, 'docs'), '/docs'),
    ...articleHeads(path.join(sources.contentDir, 'blog'), '/blog'),
    ['/examples', examplesHomeHead(examples.length)],
    ...EXAMPLE_CATEGORIES.map((category): [string, PageHead] => [
      `/examples/${category.slug}`,
      exampleCategoryHead(category),
    ]),
    ...examples.map((example): [string, PageHead] => [example.path, exampleHead(example)]),
  ]);
}

export function pageHeadsFile(sources: PageHeadSources): PageHeadsFile {
  const { origin, path: anyPath, title, description, image } = PLACEHOLDERS;
  const pages: Record<string, string> = {};
  const previews: Record<string, PagePreview> = {};
  for (const [pagePath, head] of collectPageHeads(sources)) {
    pages[pagePath] = headHtml(headTags(withOwnPreview(head, pagePath), origin, pagePath));
    const preview = pagePreview(head, pagePath);
    if (preview) previews[pagePath] = preview;
  }
  // The server works out a collection's preview (its address names what it shows).
  const collection = headHtml(
    headTags(
      {
        ...publishedCollectionHead({
          name: title,
          summary: description,
          coverImageUrl: null,
          pagePath: anyPath,
        }),
        image: { src: image, alt: title, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      },
      origin,
      anyPath,
    ),
  );
  return {
    pages,
    catalogued: CATALOGUED_SECTIONS,
    known: KNOWN_PATH_PATTERNS,
    fallback: headHtml(headTags({}, origin, anyPath)),
    notFound: headHtml(headTags(NOT_FOUND_HEAD, origin, anyPath)),
    collection,
    previews,
  };
}

/** Vite plugin: emits `page-heads.json` beside index.html. */
export function pageHeads(sources: PageHeadSources): Plugin {
  return {
    name: 'swipestack-page-heads',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'page-heads.json',
        source: JSON.stringify(pageHeadsFile(sources)),
      });
    },
  };
}
