import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestRouter } from '../harness.js';
import { dbId, newUser } from '../helpers/users.js';

// A published collection's RSS and Atom feeds (docs/swipes.md, "Feeds"), read with a real XML
// parser (jsdom's, strict XML 1.0 with namespaces): well-formed, absolute addresses, the
// formats' dates, escaped text, cache validators, and gone once the collection is unpublished.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter({ APP_ORIGIN: 'https://swipes.example' });
});
afterAll(() => router.close());

const ORIGIN = 'https://swipes.example';
const ERRORS = 'errors { __typename ... on Error { message } }';
const CREATE_COLLECTION = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } ${ERRORS} } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const UPDATE_SWIPE = `mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const PUBLISH = `mutation($id: ID!) { publishCollection(input: { id: $id }) { collection { shareToken } ${ERRORS} } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishCollection(input: { id: $id }) { collection { shareToken } ${ERRORS} } }`;
const PUBLIC_IDS = `query($token: String!) { publicCollection(token: $token) { swipes { edges { node { id title } } } } }`;

const TRICKY_TITLE = `<b>"Quotes" & 'apostrophes'</b>`;
const TRICKY_NOTES = 'Line one < two & "three"\nSecond line with ]]> and a bell \u0007 in it';
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ATOM = 'http://www.w3.org/2005/Atom';
const MEDIA = 'http://search.yahoo.com/mrss/';

const { DOMParser } = new JSDOM().window;

/** The document, after checking the parser found it well-formed. */
function parseXml(text: string) {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const textOf = (parent: Element, name: string) =>
  parent.getElementsByTagName(name)[0]?.textContent ?? null;

/** A published collection of two swipes: the tricky one (with a picture) added last. */
async function publishedCollection() {
  const { client, teamId } = await newUser(router);
  const created = await client.gql(CREATE_COLLECTION, {
    input: { teamId, name: 'Launch & "loud" <emails>', description: 'What we like' },
  });
  const collectionId = created.data.createCollection.collection.id as string;
  await client.gql(CREATE_SWIPE, {
    input: { teamId, kind: 'AD', title: 'Plain ad', collectionIds: [collectionId] },
  });
  const tricky = await client.gql(CREATE_SWIPE, {
    input: {
      teamId,
      kind: 'AD',
      title: TRICKY_TITLE,
      notes: TRICKY_NOTES,
      tags: ['b-tag', 'a&tag'],
      collectionIds: [collectionId],
    },
  });
  const swipeId = tricky.data.createSwipe.swipe.id as string;
  await router.db.prisma.swipe.update({
    where: { id: dbId(swipeId) },
    data: {
      media: {
        image: { key: 'hero.png', width: 2400, height: 1200, contentType: 'image/png' },
        thumbnail: { key: 'hero-thumb.webp', width: 640, height: 320, contentType: 'image/webp' },
      },
    },
  });
  const published = await client.gql(PUBLISH, { id: collectionId });
  const token = published.data.publishCollection.collection.shareToken as string;
  return { client, collectionId, swipeId, token };
}

async function publicIdOf(title: string, token: string) {
  const answer = await router.client().gql(PUBLIC_IDS, { token });
  const edges = answer.data.publicCollection.swipes.edges as {
    node: { id: string; title: string };
  }[];
  return edges.find((edge) => edge.node.title === title)?.node.id ?? '';
}

describe('a published collection’s feeds', () => {
  let collection: Awaited<ReturnType<typeof publishedCollection>>;
  beforeAll(async () => {
    collection = await publishedCollection();
  });

  it('RSS 2.0: well-formed, absolute links, RFC 822 dates, a self link, escaped text, a picture', async () => {
    const { token } = collection;
    const response = await router.request(`/collection/${token}/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const document = parseXml(xml);
    const rss = document.documentElement;
    expect([rss.nodeName, rss.getAttribute('version')]).toEqual(['rss', '2.0']);
    const channel = rss.getElementsByTagName('channel')[0] as Element;
    const page = `${ORIGIN}/collection/${token}`;
    expect(textOf(channel, 'title')).toBe('Launch & "loud" <emails>');
    expect(textOf(channel, 'link')).toBe(page);
    expect(textOf(channel, 'description')).toBe('What we like');
    expect(textOf(channel, 'lastBuildDate')).toMatch(RFC_822);
    const self = channel.getElementsByTagNameNS(ATOM, 'link')[0] as Element;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(`${page}/rss.xml`);
    expect(self.getAttribute('type')).toBe('application/rss+xml');

    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((item) => textOf(item, 'title'))).toEqual([TRICKY_TITLE, 'Plain ad']);
    const guids = items.map((item) => textOf(item, 'guid'));
    expect(new Set(guids).size).toBe(2);
    const [tricky] = items as [Element];
    const publicId = await publicIdOf(TRICKY_TITLE, token);
    expect(textOf(tricky, 'link')).toBe(`${page}?swipe=${encodeURIComponent(publicId)}`);
    expect(textOf(tricky, 'guid')).toBe(textOf(tricky, 'link'));
    const pubDate = textOf(tricky, 'pubDate') ?? '';
    expect(pubDate).toMatch(RFC_822);
    expect(Math.abs(Date.parse(pubDate) - Date.now())).toBeLessThan(5 * 60_000);
    expect([...tricky.getElementsByTagName('category')].map((c) => c.textContent)).toEqual([
      'a&tag',
      'b-tag',
    ]);
    const media = tricky.getElementsByTagNameNS(MEDIA, 'content')[0] as Element;
    const picture = new URL(media.getAttribute('url') ?? '');
    expect(picture.origin).toBe(ORIGIN);
    expect(picture.pathname).toBe('/_next/image');
    expect(picture.searchParams.get('url')).toMatch(
      /^\/files\/swipe_image\/hero\.png\?s=[\w-]{22}$/,
    );
    expect([media.getAttribute('width'), media.getAttribute('height')]).toEqual(['1200', '600']);

    // The description is HTML: the picture, then the notes as text (the bell dropped: XML
    // 1.0 cannot carry it).
    const html = new JSDOM(textOf(tricky, 'description') ?? '').window.document;
    expect(html.querySelector('img')?.getAttribute('src')).toBe(media.getAttribute('url'));
    expect(html.querySelector('img')?.getAttribute('alt')).toBe(TRICKY_TITLE);
    expect(html.body.textContent).toContain(
      'Line one < two & "three"Second line with ]]> and a bell  in it',
    );
    expect(html.querySelectorAll('br')).toHaveLength(1);
    expect(html.querySelector('b')).toBeNull();
  });

  it('Atom: well-formed, ids, RFC 3339 dates, self and alternate links, escaped content', async () => {
    const { token } = collection;
    const response = await router.request(`/collection/${token}/atom.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(await response.text()).documentElement;
    expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
    const page = `${ORIGIN}/collection/${token}`;
    const children = (parent: Element, name: string) =>
      [...parent.children].filter((child) => child.localName === name);
    expect(children(feed, 'id')[0]?.textContent).toBe(page);
    expect(children(feed, 'title')[0]?.textContent).toBe('Launch & "loud" <emails>');
    expect(children(feed, 'updated')[0]?.textContent).toMatch(RFC_3339);
    expect(children(feed, 'author')[0]?.textContent?.trim()).toBe('Personal');
    const links = children(feed, 'link').map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['alternate', page],
      ['self', `${page}/atom.xml`],
    ]);

    const entries = children(feed, 'entry');
    expect(entries.map((entry) => children(entry, 'title')[0]?.textContent)).toEqual([
      TRICKY_TITLE,
      'Plain ad',
    ]);
    const ids = entries.map((entry) => children(entry, 'id')[0]?.textContent);
    expect(new Set(ids).size).toBe(2);
    const [tricky] = entries as [Element];
    for (const name of ['published', 'updated']) {
      expect(children(tricky, name)[0]?.textContent).toMatch(RFC_3339);
    }
    const enclosure = children(tricky, 'link').find((l) => l.getAttribute('rel') === 'enclosure');
    expect(enclosure?.getAttribute('href')).toMatch(/^https:\/\/swipes\.example\/_next\/image\?/);
    const content = children(tricky, 'content')[0] as Element;
    expect(content.getAttribute('type')).toBe('html');
    const html = new JSDOM(content.textContent ?? '').window.document;
    expect(html.querySelector('img')?.getAttribute('src')).toBe(enclosure?.getAttribute('href'));
    expect(html.body.textContent).toContain('Line one < two & "three"');
    expect(children(tricky, 'category').map((category) => category.getAttribute('term'))).toEqual([
      'a&tag',
      'b-tag',
    ]);
  });

  it('answers 304 while nothing changed, by ETag or date, and again 200 after an edit', async () => {
    const { client, collectionId, swipeId, token } = collection;
    const path = `/collection/${token}/rss.xml`;
    // Everything a minute old, so that the edit below is later by the second Last-Modified has.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const { prisma } = router.db;
    const where = { collections: { some: { collectionId: dbId(collectionId) } } };
    await prisma.swipe.updateMany({ where, data: { updatedAt: aMinuteAgo } });
    await prisma.swipeCollection.updateMany({
      where: { collectionId: dbId(collectionId) },
      data: { addedAt: aMinuteAgo },
    });
    await prisma.collection.update({
      where: { id: dbId(collectionId) },
      data: { updatedAt: aMinuteAgo, publishedAt: aMinuteAgo },
    });
    const first = await router.request(path);
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(lastModified).toMatch(RFC_822);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const byTag = await router.request(path, { headers: { 'if-none-match': `W/${etag}` } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    const byDate = await router.request(path, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.status).toBe(304);
    const otherTag = await router.request(path, { headers: { 'if-none-match': '"other"' } });
    expect(otherTag.status).toBe(200);
    const atom = await router.request(`/collection/${token}/atom.xml`);
    expect(atom.headers.get('etag')).not.toBe(etag);

    const head = await router.request(path, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);

    await client.gql(UPDATE_SWIPE, { input: { id: swipeId, notes: 'Changed' } });
    const changed = await router.request(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(changed.headers.get('last-modified') ?? '')).toBeGreaterThan(
      Date.parse(lastModified),
    );
    expect(await changed.text()).toContain('&lt;p&gt;Changed&lt;/p&gt;');
  });
});

describe('no feed without a published collection', () => {
  it('is gone (404) as soon as the collection is unpublished, and stays gone after republishing', async () => {
    const { client, collectionId, token } = await publishedCollection();
    for (const file of ['rss.xml', 'atom.xml']) {
      expect((await router.request(`/collection/${token}/${file}`)).status).toBe(200);
    }
    const cached = await router.request(`/collection/${token}/rss.xml`);
    await client.gql(UNPUBLISH, { id: collectionId });
    for (const file of ['rss.xml', 'atom.xml']) {
      const gone = await router.request(`/collection/${token}/${file}`, {
        headers: { 'if-none-match': cached.headers.get('etag') ?? '' },
      });
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('no-store');
      expect(await gone.text()).toBe('This collection is not shared (any more).');
    }
    const again = await client.gql(PUBLISH, { id: collectionId });
    const newToken = again.data.publishCollection.collection.shareToken as string;
    expect(newToken).not.toBe(token);
    expect((await router.request(`/collection/${token}/rss.xml`)).status).toBe(404);
    expect((await router.request(`/collection/${newToken}/rss.xml`)).status).toBe(200);
  });

  it('404 for a collection never published, an unknown or a malformed token', async () => {
    const { client, teamId } = await newUser(router);
    const created = await client.gql(CREATE_COLLECTION, { input: { teamId, name: 'Private' } });
    const collectionId = dbId(created.data.createCollection.collection.id);
    for (const token of [collectionId, 'x'.repeat(32), 'short', '%3Cscript%3E']) {
      expect((await router.request(`/collection/${token}/atom.xml`)).status, token).toBe(404);
    }
  });

  it('a team member’s session does not open the feed of an unpublished collection', async () => {
    const { client, collectionId, token } = await publishedCollection();
    await client.gql(UNPUBLISH, { id: collectionId });
    const response = await client.request({ path: `/collection/${token}/rss.xml` });
    expect(response.status).toBe(404);
  });
});
