import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { type PagePreview, previewVersion } from '@swipestack/common/previews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_TITLE, pageHeads } from '../../src/http/page-heads.js';
import { staticFiles } from '../../src/http/static-files.js';
import { startTestServer, type TestServer } from '../harness.js';
import { newUser } from '../helpers/users.js';

// The page heads the server puts into index.html (docs/web.md, page heads). The file the web
// build writes (web/build/page-heads.ts, tested in web/) is stood in for by a small one in its
// format; the published collection comes from the real database.

const ORIGIN = 'https://swipestack.test';
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />${INDEX_TITLE}</head><body></body></html>`;
const HEADS = {
  pages: {
    '/pricing':
      '<title data-page-head>Pricing · Swipestack</title><link data-page-head rel="canonical" href="%%ORIGIN%%/pricing">',
  },
  catalogued: ['/docs', '/examples'],
  known: [
    '/',
    '/pricing',
    '/docs',
    '/docs/:slug',
    '/blog/:slug',
    '/settings',
    '/collections/:collectionId',
    '/collection/:token',
    '/examples/:section/:slug',
  ],
  fallback:
    '<title data-page-head>Swipestack</title><meta data-page-head property="og:url" content="%%ORIGIN%%%%PATH%%">',
  notFound:
    '<title data-page-head>Page not found · Swipestack</title><meta data-page-head name="robots" content="noindex">',
  collection:
    '<title data-page-head>%%TITLE%% · Swipestack</title><meta data-page-head name="description" content="%%DESCRIPTION%%"><meta data-page-head property="og:url" content="%%ORIGIN%%%%PATH%%"><meta data-page-head property="og:image" content="%%ORIGIN%%%%IMAGE%%">',
  previews: {},
};

const ERRORS = 'errors { __typename ... on Error { message } }';
const CREATE_TEAM = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`;
const CREATE_COLLECTION = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } ${ERRORS} } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const PUBLISH = `mutation($id: ID!) { publishCollection(input: { id: $id }) { collection { shareToken } ${ERRORS} } }`;

let app: TestServer;
let dist: string;
let web: Server;
let base: string;
let heads: ReturnType<typeof pageHeads>;

beforeAll(async () => {
  app = await startTestServer();
  dist = await mkdtemp(path.join(tmpdir(), 'swipestack-heads-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  heads = pageHeads(dist, ORIGIN);
  web = createServer(staticFiles(dist, heads.pageFor));
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  await app.close();
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers });
  return { response, html: await response.text() };
}

/** A published collection in a new team; with a cover when `cover` is set. */
async function publishedCollection(name: string, description: string | null, cover: boolean) {
  const owner = await newUser(app);
  const team = await owner.client.gql(CREATE_TEAM, { input: { name: 'Growth <team>' } });
  const teamId = team.data.createTeam.team.id as string;
  const created = await owner.client.gql(CREATE_COLLECTION, {
    input: { teamId, name, ...(description ? { description } : {}) },
  });
  const collectionId = created.data.createCollection.collection.id as string;
  const swipe = await owner.client.gql(CREATE_SWIPE, {
    input: { teamId, kind: 'AD', title: 'Spring sale', collectionIds: [collectionId] },
  });
  if (cover) {
    await app.db.prisma.swipe.update({
      where: { id: decodeGlobalID(swipe.data.createSwipe.swipe.id).id },
      data: {
        media: {
          thumbnail: { key: 'cover.webp', width: 640, height: 400, contentType: 'image/webp' },
        },
      },
    });
  }
  const published = await owner.client.gql(PUBLISH, { id: collectionId });
  return published.data.publishCollection.collection.shareToken as string;
}

/** The page's preview image in the HTML the server sends. */
const ogImageOf = (html: string) =>
  (/property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');

describe('page heads in the HTML', () => {
  it('sends without the build file, index.html as it is', async () => {
    const { response, html } = await page('/pricing');
    expect(response.status).toBe(200);
    expect(html).toBe(INDEX);
  });

  it("puts a page's own head in place of the generic title, with the site's origin", async () => {
    await writeFile(path.join(dist, 'page-heads.json'), JSON.stringify(HEADS));
    const { html } = await page('/pricing/');
    expect(html).toContain('<title data-page-head>Pricing · Swipestack</title>');
    expect(html).toContain(`href="${ORIGIN}/pricing"`);
    expect(html).not.toContain(INDEX_TITLE);
  });

  it('gives other paths the site head at their own, escaped, path', async () => {
    const { response, html } = await page('/collections/%22%3E%3Cscript%3E');
    expect(response.status).toBe(200);
    expect(html).toContain(`content="${ORIGIN}/collections/%22%3E%3Cscript%3E"`);
  });

  it('names a published collection, escaped, with its summary and its own preview', async () => {
    const token = await publishedCollection('<script>alert(1)</script> & "more"', null, true);
    const { html } = await page(`/collection/${token}`);
    expect(html).toContain(
      '<title data-page-head>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot; · Swipestack</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      'content="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;: 1 swipe collected by Growth &lt;team&gt;."',
    );
    expect(html).toContain(`content="${ORIGIN}/collection/${token}"`);
    // Its preview image, drawn from what it shows: name, summary, section and cover.
    const image = new URL(ogImageOf(html));
    expect(`${image.origin}${image.pathname}`).toBe(`${ORIGIN}/og/collection/${token}.png`);
    const preview = await heads.previewFor(`/collection/${token}`);
    expect(image.search).toBe(`?v=${previewVersion(preview as PagePreview)}`);
    expect(preview).toMatchObject({
      title: '<script>alert(1)</script> & "more"',
      description: '<script>alert(1)</script> & "more": 1 swipe collected by Growth <team>.',
      label: 'Collection',
    });
    // The cover's signed path (images/variant-signing.ts), at the width the preview draws it.
    const cover = new URL(preview?.picture ?? '', ORIGIN);
    expect(cover.pathname).toBe('/_next/image');
    expect(cover.searchParams.get('url')).toMatch(
      /^\/files\/swipe_image\/cover\.webp\?s=[\w-]{22}$/,
    );
    expect([cover.searchParams.get('w'), cover.searchParams.get('q')]).toEqual(['640', '75']);
  });

  it('gives two collections different preview images, and none to one not shared', async () => {
    const first = await publishedCollection('Launch emails', 'Our favourite launches', false);
    const second = await publishedCollection('Pricing pages', 'Clear plans', false);
    const [one, two] = await Promise.all(
      [first, second].map(async (token) => ogImageOf((await page(`/collection/${token}`)).html)),
    );
    expect(one).toMatch(new RegExp(`^${ORIGIN}/og/collection/${first}\\.png\\?v=\\w+$`));
    expect(two).toMatch(new RegExp(`^${ORIGIN}/og/collection/${second}\\.png\\?v=\\w+$`));
    expect(await heads.previewFor(`/collection/${first}`)).toMatchObject({ picture: null });
    expect(await heads.previewFor(`/collection/${'x'.repeat(32)}`)).toBeNull();
  });

  it('uses the description when there is one', async () => {
    const token = await publishedCollection('Launch emails', 'Our favourite launches', false);
    const { html } = await page(`/collection/${token}`);
    expect(html).toContain('<title data-page-head>Launch emails · Swipestack</title>');
    expect(html).toContain('content="Our favourite launches"');
  });

  it('answers 404, with the app to render it, for a collection that is not shared', async () => {
    const { response, html } = await page(`/collection/${'x'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(html).toContain('<title data-page-head>Page not found · Swipestack</title>');
    expect(html).toContain('<body>');
  });

  it('answers 404 for an unlisted page of a catalogued section, 200 for the rest', async () => {
    expect((await page('/docs/no-such-article')).response.status).toBe(404);
    expect((await page('/examples/ads/no-such-example')).response.status).toBe(404);
    expect((await page('/docs')).response.status).toBe(200);
    // Sections the file does not list page by page: any path of the pattern.
    expect((await page('/blog/anything')).response.status).toBe(200);
    expect((await page('/settings')).response.status).toBe(200);
  });

  it('answers 404 with the not-found head for a path the app has no page for', async () => {
    for (const unknown of [
      '/no-such-page',
      '/settings/extra',
      '/collections',
      '/admin',
      '/docs-and-more/x',
    ]) {
      const { response, html } = await page(unknown);
      expect(response.status, unknown).toBe(404);
      expect(html).toContain('<title data-page-head>Page not found · Swipestack</title>');
      expect(html).toContain('<body>');
    }
  });

  it('compresses the page when the browser accepts it', async () => {
    // fetch() would decompress by itself: read the bytes as sent.
    const { encoding, bytes } = await new Promise<{ encoding?: string; bytes: Buffer }>(
      (resolve, reject) => {
        get(`${base}/pricing`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              bytes: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );
    expect(encoding).toBe('gzip');
    const body = gunzipSync(bytes).toString('utf8');
    expect(body).toContain('<title data-page-head>Pricing · Swipestack</title>');
  });

  it('reads the build file again when a new build replaces it', async () => {
    const heads = { ...HEADS, pages: { '/pricing': '<title data-page-head>Plans</title>' } };
    const file = path.join(dist, 'page-heads.json');
    await writeFile(file, JSON.stringify(heads));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect((await page('/pricing')).html).toContain('<title data-page-head>Plans</title>');
  });
});
