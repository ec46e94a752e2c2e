import { escapeHtml } from './html';
import { DEFAULT_DESCRIPTION, OG_IMAGE_PATH, pageTitle, SITE_NAME } from './site';

/**
 * What a public page says about itself in <head> (docs/web.md, page heads). The same tags are
 * rendered by the page (`components/PageMeta.tsx`) and, for visitors that run no script
 * (link previews, some crawlers), put into the HTML by the server from the build's
 * `page-heads.json` (`web/build/page-heads.ts`).
 */
export interface PageHead {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description?: string;
  /** `article` for docs, posts and examples. */
  type?: 'website' | 'article';
  /**
   * The preview image: a path on this site (or an absolute URL); by default the site's image,
   * or the page's own when it has one (`withOwnPreview` in pageHeads.ts).
   */
  image?: { src: string; alt: string; width?: number; height?: number } | null;
  /** A picture of this site drawn in the page's own preview (a cover). */
  picture?: string | null;
  /** Pages only a new user should see ask search engines not to list them. */
  noindex?: boolean;
  /** Feeds of the page (`<link rel="alternate">`), so feed readers find them. */
  feeds?: readonly { title: string; type: string; href: string }[];
}

export interface HeadTag {
  name: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

const SITE_IMAGE = {
  src: OG_IMAGE_PATH,
  alt: `${SITE_NAME}: the swipe file for marketers`,
  width: 1200,
  height: 630,
};

function absolute(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src}`;
}

/**
 * The <head> tags of a page at `pathname`: title, description, canonical link, Open Graph and
 * Twitter card. `head.image === null` means no preview image (a small card).
 *
 *   headTags({ title: 'Pricing' }, 'https://swipestack.app', '/pricing')[0]
 *     → { name: 'title', attributes: {}, text: 'Pricing · Swipestack' }
 */
export function headTags(head: PageHead, origin: string, pathname: string): HeadTag[] {
  const fullTitle = pageTitle(head.title);
  const shortTitle = head.title ?? fullTitle;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const url = `${origin}${pathname}`;
  const image = head.image === undefined ? SITE_IMAGE : head.image;
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    name: 'meta',
    attributes: { [key]: value, content },
  });
  const tags: HeadTag[] = [
    { name: 'title', attributes: {}, text: fullTitle },
    meta('name', 'description', description),
    { name: 'link', attributes: { rel: 'canonical', href: url } },
    ...(head.feeds ?? []).map(
      (feed): HeadTag => ({
        name: 'link',
        attributes: {
          rel: 'alternate',
          type: feed.type,
          title: feed.title,
          href: absolute(origin, feed.href),
        },
      }),
    ),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', shortTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
  );
  if (image) {
    tags.push(meta('property', 'og:image', absolute(origin, image.src)));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shortTitle),
    meta('name', 'twitter:description', description),
  );
  if (image) tags.push(meta('name', 'twitter:image', absolute(origin, image.src)));
  return tags;
}

/** Attribute the server's copies of the tags carry, so the app removes them when it starts. */
export const SERVER_HEAD_ATTRIBUTE = 'data-page-head';

/** The tags as HTML for the server to send (each marked with SERVER_HEAD_ATTRIBUTE). */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ name, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join('');
      const open = `<${name} ${SERVER_HEAD_ATTRIBUTE}${attrs}>`;
      return name === 'title' ? `${open}${escapeHtml(text ?? '')}</title>` : open;
    })
    .join('\n    ');
}
