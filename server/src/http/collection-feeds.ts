import { createHash } from 'node:crypto';
import { COLLECTION_FEEDS, type FeedFormat } from '@swipestack/common/feeds';
import { publishedCollectionFeed } from '../services/collections/collection-feed.js';
import { atomXml, rssXml } from './feed-xml.js';
import type { Route, RouteContext } from './route.js';

// `GET /collection/<token>/rss.xml` and `/atom.xml`: a published collection's feeds
// (docs/swipes.md, "Feeds"). A reader keeps the answer but asks again each time (`no-cache`),
// and is answered 304 while nothing changed, so a feed is gone (404) the moment its collection
// is unpublished, however recently it was read.

const CACHE_CONTROL = 'public, no-cache';

/** Whether an `If-None-Match` list names this ETag (weak comparison, RFC 9110 §13.1.2). */
function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Whether the request's validators say the reader already has this answer. */
function notModified(c: RouteContext, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  // A reader that sends both is judged by the ETag alone (RFC 9110 §13.2.2).
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function feedRoute(origin: string, format: FeedFormat): Route {
  const write = format === 'rss' ? rssXml : atomXml;
  return {
    method: 'GET',
    path: `/collection/:token/${COLLECTION_FEEDS[format].file}`,
    head: true,
    auth: 'public',
    refusals: 'text',
    async handle(c) {
      const feed = await publishedCollectionFeed(c.req.param('token') ?? '');
      if (!feed) {
        return new Response('This collection is not shared (any more).', {
          status: 404,
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      }
      const body = write(origin, feed);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const headers = {
        ETag: etag,
        'Last-Modified': feed.updated.toUTCString(),
        'Cache-Control': CACHE_CONTROL,
      };
      if (notModified(c, etag, feed.updated)) return new Response(null, { status: 304, headers });
      return new Response(body, {
        headers: {
          ...headers,
          'Content-Type': `${COLLECTION_FEEDS[format].contentType}; charset=utf-8`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  };
}

/** The RSS and Atom routes, with addresses on `origin` (APP_ORIGIN). */
export function collectionFeedRoutes(origin: string): Route[] {
  return [feedRoute(origin, 'rss'), feedRoute(origin, 'atom')];
}
