import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchesPathPattern } from '@swipestack/common/paths';
import {
  type PagePreview,
  PREVIEW_PICTURE_WIDTH,
  previewImagePath,
  previewLabel,
} from '@swipestack/common/previews';
import { IMAGE_ENDPOINT_PATH } from '../images/image-endpoint.js';
import { DEFAULT_QUALITY } from '../images/variant-signing.js';
import {
  type PublishedCollectionView,
  publishedCollectionView,
} from '../services/collections/collection-sharing.js';

// Each page's <head> in the HTML the server sends (docs/web.md, page heads): link previews
// and crawlers that run no script see the page's own title, description and Open Graph tags,
// and a path the app has no page for is sent with 404 (the app renders its own 404 page).
// The web build writes them (web/build/page-heads.ts → dist/page-heads.json) with the site's
// origin, the path and a published collection's fields as placeholders filled in here.

interface PageHeadsFile {
  pages: Record<string, string>;
  catalogued: string[];
  known: string[];
  fallback: string;
  notFound: string;
  collection: string;
  previews: Record<string, PagePreview>;
}

/** The tag index.html carries in place of which the page's head goes. */
export const INDEX_TITLE = '<title>Swipestack</title>';

const COLLECTION_PATH = /^\/collection\/([^/]+)$/;

/** What a published collection's preview shows: its name, summary and cover (as the page's). */
function collectionPreview(pagePath: string, collection: PublishedCollectionView): PagePreview {
  return {
    title: collection.name,
    description: collection.summary,
    label: previewLabel(pagePath),
    picture: collection.coverUrl
      ? `${IMAGE_ENDPOINT_PATH}?url=${encodeURIComponent(collection.coverUrl)}&w=${PREVIEW_PICTURE_WIDTH}&q=${DEFAULT_QUALITY}`
      : null,
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Fills `%%NAME%%` placeholders with HTML-escaped values, in one pass (values are never re-read). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/%%([A-Z]+)%%/g, (match, name: string) =>
    name in values ? escapeHtml(values[name] as string) : match,
  );
}

/** What the server sends for a page: index.html with this head, with this status. */
export interface PageHtmlHead {
  status: 200 | 404;
  head: string;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Reads `page-heads.json` from the built web app (again when it changes) and answers each
 * path's head. Without the file (the app not built) every page keeps index.html's own title.
 */
export function pageHeads(distDir: string, origin: string) {
  const file = path.join(distDir, 'page-heads.json');
  let loaded: { mtimeMs: number; heads: Promise<PageHeadsFile> } | null = null;

  async function current(): Promise<PageHeadsFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      loaded = {
        mtimeMs: info.mtimeMs,
        heads: readFile(file, 'utf8').then((text) => JSON.parse(text) as PageHeadsFile),
      };
    }
    return loaded.heads;
  }

  /**
   * The page at `pathname`: its head HTML, and 404 for a path that does not exist (one the app
   * has no route for, an unlisted path of a catalogued section, a collection that is not
   * shared); null without the file.
   */
  async function pageFor(pathname: string): Promise<PageHtmlHead | null> {
    const heads = await current();
    if (!heads) return null;
    const pagePath = normalise(pathname);
    const page = heads.pages[pagePath];
    if (page) return { status: 200, head: fill(page, { ORIGIN: origin }) };
    const notFound = (): PageHtmlHead => ({
      status: 404,
      head: fill(heads.notFound, { ORIGIN: origin, PATH: pagePath }),
    });
    const token = COLLECTION_PATH.exec(pagePath)?.[1];
    if (token) {
      const collection = await publishedCollectionView(token);
      if (!collection) return notFound();
      return {
        status: 200,
        head: fill(heads.collection, {
          ORIGIN: origin,
          PATH: pagePath,
          TITLE: collection.name,
          DESCRIPTION: collection.summary,
          IMAGE: previewImagePath(pagePath, collectionPreview(pagePath, collection)),
        }),
      };
    }
    if (heads.catalogued.some((section) => pagePath.startsWith(`${section}/`))) return notFound();
    if (!matchesPathPattern(pagePath, heads.known)) return notFound();
    return { status: 200, head: fill(heads.fallback, { ORIGIN: origin, PATH: pagePath }) };
  }

  /**
   * What the page's own preview image shows (http/og-images.ts): the build's list, or a
   * published collection's; null: it has none (a collection that is not shared has none).
   */
  async function previewFor(pagePath: string): Promise<PagePreview | null> {
    const token = COLLECTION_PATH.exec(pagePath)?.[1];
    if (token) {
      const collection = await publishedCollectionView(token);
      return collection && collectionPreview(pagePath, collection);
    }
    return (await current())?.previews?.[pagePath] ?? null;
  }

  return { pageFor, previewFor };
}

/** index.html with the page's head in place of its generic title. */
export function withHead(indexHtml: string, head: string): string {
  return indexHtml.replace(INDEX_TITLE, head);
}
