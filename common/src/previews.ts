/**
 * Page previews (docs/web.md, "Page previews"): every public page's Open Graph image is drawn by
 * the server from the web app's /og-template at `/og/<page path>.png?v=<version>`. The web app
 * (its heads, and the build's page-heads.json) and the server (published collections, and the
 * check of `v`) compute the same address from what the preview shows, here.
 */
export interface PagePreview {
  title: string;
  description: string;
  /** The section, beside the logo: "Docs", "Blog", "Examples"…; empty for none. */
  label: string;
  /** A picture of this site drawn beside the words (an example's or a collection's cover). */
  picture: string | null;
}

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The width a collection's cover is asked for in its preview (an image endpoint width). */
export const PREVIEW_PICTURE_WIDTH = 640;

const SECTION_LABELS: [prefix: string, label: string][] = [
  ['/docs/', 'Docs'],
  ['/blog/', 'Blog'],
  ['/examples', 'Examples'],
  ['/tools', 'Free Tools'],
  ['/collection/', 'Collection'],
];

/** The section label of the page at `pagePath`. */
export function previewLabel(pagePath: string): string {
  return SECTION_LABELS.find(([prefix]) => pagePath.startsWith(prefix))?.[1] ?? '';
}

/**
 * A short hash of what the preview shows (cyrb53: not a secret, only a change detector), so the
 * image's address changes with its words and can be cached for a year.
 */
export function previewVersion(preview: PagePreview): string {
  const text = JSON.stringify([
    preview.title,
    preview.description,
    preview.label,
    preview.picture ?? '',
  ]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The home page's preview is `/og/index.png`. */
const HOME_NAME = '/index';

/** Where the preview image of the page at `pagePath` is served. */
export function previewImagePath(pagePath: string, preview: PagePreview): string {
  return `/og${pagePath === '/' ? HOME_NAME : pagePath}.png?v=${previewVersion(preview)}`;
}

/** The page whose preview an image path (`/og/blog/a-post.png`) is; null for any other path. */
export function previewPagePath(imagePath: string): string | null {
  const match = /^\/og(\/[a-z0-9/_-]+)\.png$/i.exec(imagePath);
  if (!match?.[1] || match[1].includes('//')) return null;
  return match[1] === HOME_NAME ? '/' : match[1];
}
