/**
 * A published collection's feeds (docs/swipes.md, "Feeds"): RSS 2.0 and Atom beside its public
 * page, `/collection/<token>/rss.xml` and `/atom.xml`. The server answers them
 * (`server/src/http/collection-feeds.ts`); the page links them from its head and its header.
 */
export const COLLECTION_FEEDS = {
  rss: { file: 'rss.xml', contentType: 'application/rss+xml', label: 'RSS' },
  atom: { file: 'atom.xml', contentType: 'application/atom+xml', label: 'Atom' },
} as const;

export type FeedFormat = keyof typeof COLLECTION_FEEDS;

/** The feed of the collection whose public page is at `pagePath` (`/collection/<token>`). */
export function collectionFeedPath(pagePath: string, format: FeedFormat): string {
  return `${pagePath}/${COLLECTION_FEEDS[format].file}`;
}
