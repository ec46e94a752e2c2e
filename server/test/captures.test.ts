import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { readUntil } from './helpers/wait.js';

// Real captures in the system Chromium of pages served by the test itself (private
// addresses are allowed for this server only, by setting).

let server: TestServer;
let site: Server;
let siteUrl: string;

const html = (head: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body style="margin:0">${body}</body></html>`;

const ROWS = Array.from(
  { length: 20_000 },
  (_, i) => `<div style="height:24px">Row ${i} of a very long price list</div>`,
).join('');

/** A landing page behind a tracking redirect, drawn by script 1.5 s after load, with a
 * OneTrust consent banner (autoconsent's Onetrust rule refuses it) and a canonical link. */
const LANDING = html(
  '<title>Loading…</title><link rel="canonical" href="/spring-launch">',
  `<div id="app"></div>
  <div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"
    style="position:fixed;bottom:0;left:0;right:0;height:160px;background:#eee">
    <p>We use cookies.</p>
    <button id="onetrust-accept-btn-handler">Accept All Cookies</button>
    <button id="onetrust-reject-all-handler"
      onclick="document.getElementById('onetrust-banner-sdk').remove()">Reject All</button>
  </div></div>
  <script>setTimeout(() => {
    document.title = 'Spring Launch, rendered';
    document.getElementById('app').innerHTML = '<h1>Quokka-grade onboarding</h1>';
  }, 1500);</script>`,
);

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/missing') {
      res.writeHead(404).end('nope');
      return;
    }
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/landing' }).end();
      return;
    }
    if (req.url === '/landing') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(LANDING);
      return;
    }
    if (req.url === '/rows') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html('<title>Price list</title>', ROWS));
      return;
    }
    if (req.url === '/late-data') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        html(
          '<title>Loading…</title>',
          `<h1 id="state">loading data…</h1><script>fetch('/data').then((r) => r.text())
            .then((word) => { document.title = 'Loaded'; state.textContent = word; });</script>`,
        ),
      );
      return;
    }
    if (req.url === '/data') {
      // Later than a request counted as short (3 s).
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('capybara'), 4_000);
      return;
    }
    if (req.url === '/wall') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        html(
          '<title>Walled garden</title>',
          `<h1>Gecko gardening tools</h1><p>${'Tools for every garden, big or small. '.repeat(5)}</p>
          <div id="wall" style="position:fixed;inset:0;background:#000;color:#fff">
            <p>Wombat cookies keep this site running.</p>
            <button onclick="wall.remove()">Accept all</button>
            <button onclick="wall.remove()">Only necessary</button></div>`,
        ),
      );
      return;
    }
    if (req.url === '/never-ends') {
      // HTML sent, connection held open (closed when the test's server closes).
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(
        html('<title>Live ticker</title>', `<h1>Narwhal ticker headline</h1>${' '.repeat(4096)}`),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head><title>Spring Launch Landing</title>
      <meta name="description" content="Our spring launch page"></head>
      <body><h1>Launch faster</h1><p>Unmistakable zebra-pricing words live here.</p></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer(
    { CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', CAPTURE_TIMEOUT_MS: '15000' },
    { captureWorker: true },
  );
});
afterAll(async () => {
  await server.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const SWIPE = `query($id: ID!) { node(id: $id) { ... on Swipe {
  title captureStatus captureError description thumbnailUrl imageUrl viewportUrl imageHeight
  url finalUrl canonicalUrl
  captureReport {
    partialReason heightLimit { pageHeight keptHeight } textLimit { length kept }
    consentBannersDismissed { cmp hidden }
    overlayDismissed { button hidden }
  }
} } }`;

/** The swipe once its capture is done (whole or in part) or failed. */
const waitForCapture = (client: ReturnType<TestServer['client']>, id: string) =>
  readUntil(
    async () => (await client.gql(SWIPE, { id })).data.node,
    (swipe) => ['DONE', 'PARTIAL', 'FAILED'].includes(swipe.captureStatus),
    25_000,
    'the capture finishes',
  );

it('captures a saved page in the background: title, description, screenshots and searchable text', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const created = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id title captureStatus } } }',
      {
        input: { teamId, kind: 'LANDING_PAGE', url: `${siteUrl}/spring` },
      },
    )
  ).data.createSwipe.swipe;
  expect(created).toMatchObject({ title: '127.0.0.1', captureStatus: 'PENDING' });

  const swipe = await waitForCapture(client, created.id);
  expect(swipe).toMatchObject({
    title: 'Spring Launch Landing',
    captureStatus: 'DONE',
    captureError: null,
    description: 'Our spring launch page',
  });
  for (const path of [swipe.thumbnailUrl, swipe.imageUrl, swipe.viewportUrl]) {
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  }
  const found = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { swipes(filter: {search: "zebra"}) { edges { node { id } } } } } }',
    { id: teamId },
  );
  expect(found.data.node.swipes.edges).toEqual([{ node: { id: created.id } }]);
});

it('records why a capture failed, and captures again on request', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const created = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'WEBSITE', title: 'Gone page', url: `${siteUrl}/missing` },
      },
    )
  ).data.createSwipe.swipe;
  const failed = await waitForCapture(client, created.id);
  expect(failed).toMatchObject({
    captureStatus: 'FAILED',
    captureError: 'The page answered 404 Not Found.',
    title: 'Gone page',
  });

  const retried = await client.gql(
    'mutation($id: ID!) { retryCapture(input: { id: $id }) { swipe { captureStatus } errors { __typename } } }',
    {
      id: created.id,
    },
  );
  expect(retried.data.retryCapture).toEqual({ swipe: { captureStatus: 'PENDING' }, errors: [] });
  expect((await waitForCapture(client, created.id)).captureStatus).toBe('FAILED');
});

async function saveUrl(url: string) {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const created = (
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'LANDING_PAGE', url } },
    )
  ).data.createSwipe.swipe;
  const search = async (word: string) =>
    (
      await client.gql(
        'query($id: ID!, $q: String!) { node(id: $id) { ... on Team { swipes(filter: {search: $q}) { edges { node { id } } } } } }',
        { id: teamId, q: word },
      )
    ).data.node.swipes.edges;
  const byUrl = async (address: string) =>
    (
      await client.gql(
        'query($id: ID!, $url: String!) { node(id: $id) { ... on Team { swipeByUrl(url: $url) { id } } } }',
        { id: teamId, url: address },
      )
    ).data.node.swipeByUrl;
  return { client, id: created.id, search, byUrl };
}

it('captures a script-drawn page behind a redirect: its content, the final and canonical address, the consent banner dismissed', async () => {
  const { client, id, search, byUrl } = await saveUrl(`${siteUrl}/redirect`);
  const swipe = await waitForCapture(client, id);
  expect(swipe).toMatchObject({
    captureStatus: 'DONE',
    title: 'Spring Launch, rendered',
    url: `${siteUrl}/redirect`,
    finalUrl: `${siteUrl}/landing`,
    canonicalUrl: `${siteUrl}/spring-launch`,
    captureReport: {
      partialReason: null,
      heightLimit: null,
      textLimit: null,
      consentBannersDismissed: [{ cmp: 'Onetrust', hidden: false }],
    },
  });
  expect(await search('quokka')).toEqual([{ node: { id } }]);
  // The duplicate check knows the page by every address.
  for (const address of [
    `${siteUrl}/redirect`,
    `${siteUrl}/landing`,
    `${siteUrl}/spring-launch#top`,
  ]) {
    expect(await byUrl(address)).toEqual({ id });
  }
  expect(await byUrl(`${siteUrl}/elsewhere`)).toBeNull();
});

it('keeps a page that never finishes loading as a partial capture, with the reason', async () => {
  const { client, id, search } = await saveUrl(`${siteUrl}/never-ends`);
  const swipe = await waitForCapture(client, id);
  expect(swipe).toMatchObject({
    captureStatus: 'PARTIAL',
    captureError: null,
    title: 'Live ticker',
    // The load limit: the 15 s time limit less the 6 s kept for the pictures.
    captureReport: { partialReason: 'the page was still loading at the time limit (9 s)' },
  });
  expect((await fetch(`${server.url}${swipe.imageUrl}`)).status).toBe(200);
  expect(await search('narwhal')).toEqual([{ node: { id } }]);
});

it('keeps the top of a 20,000-row page and records the height and text limits', async () => {
  const { client, id } = await saveUrl(`${siteUrl}/rows`);
  const swipe = await waitForCapture(client, id);
  // Picturing 10,000 px can outlast the time limit on a busy machine: then the first screen
  // is kept and the capture is partial. Either way the limits are recorded.
  expect(swipe).toMatchObject({
    captureStatus: expect.stringMatching(/^(DONE|PARTIAL)$/),
    title: 'Price list',
    captureReport: {
      heightLimit: { pageHeight: 20_000 * 24, keptHeight: swipe.imageHeight },
      textLimit: { length: expect.any(Number), kept: expect.any(Number) },
    },
  });
  expect(swipe.imageHeight).toBe(swipe.captureStatus === 'DONE' ? 10_000 : 800);
  expect(swipe.captureReport.textLimit.length).toBeGreaterThan(100_000);
  // 100,000 characters, less a space that ended up last.
  expect(swipe.captureReport.textLimit.kept).toBeGreaterThanOrEqual(99_999);
  expect(swipe.captureReport.textLimit.kept).toBeLessThanOrEqual(100_000);
});

it("waits for a page's late data: done, titled and searchable by it", async () => {
  const { client, id, search } = await saveUrl(`${siteUrl}/late-data`);
  const swipe = await waitForCapture(client, id);
  expect(swipe).toMatchObject({
    captureStatus: 'DONE',
    title: 'Loaded',
    captureReport: { partialReason: null },
  });
  expect(await search('capybara')).toEqual([{ node: { id } }]);
});

it('dismisses a home-made cookie wall, says so, and does not index its text', async () => {
  const { client, id, search } = await saveUrl(`${siteUrl}/wall`);
  const swipe = await waitForCapture(client, id);
  expect(swipe).toMatchObject({
    captureStatus: 'DONE',
    captureReport: { overlayDismissed: { button: 'Only necessary', hidden: false } },
  });
  expect(await search('gecko')).toEqual([{ node: { id } }]);
  expect(await search('wombat')).toEqual([]);
});
