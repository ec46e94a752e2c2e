import { COLLECTION_FEEDS, collectionFeedPath } from '@swipestack/common/feeds';
import type {
  CollectionFeed,
  CollectionFeedItem,
} from '../services/collections/collection-feed.js';

// A published collection's feed as RSS 2.0 and as Atom (RFC 4287), valid by the W3C feed
// validator's rules: absolute addresses, RFC 822 dates in RSS and RFC 3339 in Atom, a self link,
// one id per item, and every text escaped (notes may hold `<`, `&` and quotes).

/** Whether XML 1.0 may carry the code point at all, even escaped (its `Char` production). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text or an attribute's value, escaped for XML (and HTML). */
function escapeXml(text: string): string {
  return [...text]
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link to an item: its detail on the public page. */
const itemLink = (base: string, feed: CollectionFeed, item: CollectionFeedItem) =>
  `${base}${feed.pagePath}?swipe=${encodeURIComponent(item.publicId)}`;

const isWebAddress = (url: string | null): url is string => /^https?:\/\//i.test(url ?? '');

/** The item as HTML (escaped again where it goes into the feed): picture, notes, origin. */
function itemHtml(base: string, item: CollectionFeedItem): string {
  const parts: string[] = [];
  if (item.picture) {
    const { path, width, height } = item.picture;
    parts.push(
      `<p><img src="${escapeXml(base + path)}" alt="${escapeXml(item.title)}" width="${width}" height="${height}"></p>`,
    );
  }
  if (item.notes) {
    const lines = item.notes.split(/\r?\n/).map(escapeXml);
    parts.push(`<p>${lines.join('<br>')}</p>`);
  }
  if (isWebAddress(item.url)) {
    const label = item.source ?? new URL(item.url).host;
    parts.push(`<p>From <a href="${escapeXml(item.url)}">${escapeXml(label)}</a></p>`);
  } else if (item.source) {
    parts.push(`<p>From ${escapeXml(item.source)}</p>`);
  }
  return parts.join('\n');
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function rssXml(origin: string, feed: CollectionFeed): string {
  const base = origin.replace(/\/+$/, '');
  const page = `${base}${feed.pagePath}`;
  const items = feed.items.map((item) => {
    const link = itemLink(base, feed, item);
    const html = itemHtml(base, item);
    const picture = item.picture
      ? `\n      <media:content url="${escapeXml(base + item.picture.path)}" medium="image" width="${item.picture.width}" height="${item.picture.height}"/>`
      : '';
    return `
    <item>
      ${element('title', item.title)}
      ${element('link', link)}
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      ${element('pubDate', item.published.toUTCString())}${html ? `\n      ${element('description', html)}` : ''}${item.tags.map((tag) => `\n      ${element('category', tag)}`).join('')}${picture}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    ${element('title', feed.name)}
    ${element('link', page)}
    ${element('description', feed.summary)}
    ${element('lastBuildDate', feed.updated.toUTCString())}
    <generator>Swipestack</generator>
    <atom:link href="${escapeXml(base + collectionFeedPath(feed.pagePath, 'rss'))}" rel="self" type="${COLLECTION_FEEDS.rss.contentType}"/>${items.join('')}
  </channel>
</rss>
`;
}

export function atomXml(origin: string, feed: CollectionFeed): string {
  const base = origin.replace(/\/+$/, '');
  const page = `${base}${feed.pagePath}`;
  const entries = feed.items.map((item) => {
    const link = itemLink(base, feed, item);
    const html = itemHtml(base, item);
    const picture = item.picture
      ? `\n    <link rel="enclosure" href="${escapeXml(base + item.picture.path)}"/>`
      : '';
    return `
  <entry>
    ${element('id', link)}
    ${element('title', item.title)}
    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>${picture}
    ${element('published', item.published.toISOString())}
    ${element('updated', item.updated.toISOString())}${item.tags.map((tag) => `\n    <category term="${escapeXml(tag)}"/>`).join('')}${html ? `\n    <content type="html">${escapeXml(html)}</content>` : ''}
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  ${element('id', page)}
  ${element('title', feed.name)}
  ${element('subtitle', feed.summary)}
  ${element('updated', feed.updated.toISOString())}
  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>
  <link rel="self" type="${COLLECTION_FEEDS.atom.contentType}" href="${escapeXml(base + collectionFeedPath(feed.pagePath, 'atom'))}"/>
  <author>${element('name', feed.teamName)}</author>
  <generator>Swipestack</generator>${entries.join('')}
</feed>
`;
}
