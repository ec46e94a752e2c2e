import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMOTE_IMAGES } from '../src/services/inbound-email/email-images.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { mailUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';
import { PNG_1X1 } from './inbound-email-fixtures.js';

// Remote images of an inbound email are fetched once, on arrival, through the SSRF guard and
// kept as our own files; tracking pixels and images that cannot be fetched are dropped. After
// that nothing — the Email view, the screenshot — asks the sender's servers for anything. The
// image site below records every request it gets.

let images: Server;
let site: string;
const hits: string[] = [];
const picture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const files = new Map<string, Buffer>();

const count = (url: string) => hits.filter((hit) => hit === url).length;

beforeAll(async () => {
  files.set('/hero.png', await picture(60, 30, 200));
  files.set('/hero@2x.png', await picture(120, 60, 200));
  files.set('/bg.png', await picture(20, 20, 10));
  files.set('/style-bg.png', await picture(20, 20, 90));
  files.set('/pixel.gif', PNG_1X1);
  files.set('/tiny.png', PNG_1X1);
  files.set('/wf/open', PNG_1X1);
  images = createServer((req, res) => {
    hits.push(req.url ?? '/');
    const url = (req.url ?? '/').split('?')[0];
    const file = files.get(url ?? '');
    if (file) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(file);
    }
    if (url === '/moved.png') {
      res.writeHead(302, { location: `${site}/bg.png` });
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => images.close(resolve));
});

const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team { swipeCount swipes(first: 5) { edges { node {
  id title captureStatus captureError emailHtmlUrl
} } } } } }`;

async function send(server: TestServer, mail: SendMailOptions) {
  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  try {
    return await smtp.sendMail({ from: 'Brand <news@brand.example>', ...mail });
  } finally {
    smtp.close();
  }
}

async function swipeOf(client: TestClient, teamId: string) {
  const team = (await client.gql(SWIPES, { id: teamId })).data.node;
  return team.swipes.edges[0]?.node;
}

/** The user's latest swipe once its screenshot is done or failed. */
function rendered(user: { client: TestClient; teamId: string }) {
  return readUntil(
    () => swipeOf(user.client, user.teamId),
    (swipe) => swipe && !['PENDING', 'CAPTURING'].includes(swipe.captureStatus),
    25_000,
    'the email is screenshotted',
  );
}

async function blobCount(server: TestServer) {
  const dir = path.join(server.config.DATA_DIR, 'blobs', 'swipe_image');
  return (await readdir(dir).catch(() => [])).filter((name) => !name.startsWith('.')).length;
}

const storedPath = /\/files\/swipe_image\/[a-z2-7]{24}\.(?:png|jpg|webp|gif|avif)/g;

const NEWSLETTER = () => `<!DOCTYPE html><html><head><style>
    @import url(${site}/imported.css);
    @font-face { font-family: Brand; src: url(${site}/brand.woff2) format('woff2'); }
    .banner { background-image: url("${site}/style-bg.png"); }
  </style></head><body>
  <table width="600" background="${site}/bg.png"><tr>
    <td style="background: url('${site}/bg.png') no-repeat; padding: 20px">
      <img src="${site}/hero.png" width="600" height="300" alt="Summer sale">
      <img src="${site}/hero.png" srcset="${site}/hero.png 1x, ${site}/hero@2x.png 2x" alt="Again">
      <img src="${site}/pixel.gif" width="1" height="1" alt="">
      <img src="${site}/wf/open?upn=abc" alt="">
      <img src="${site}/tiny.png" alt="">
      <img src="${site}/missing.png" width="200" height="100" alt="Gone">
      <img src="${site}/moved.png" alt="Moved">
      <div class="banner">Everything must go</div>
    </td></tr></table></body></html>`;

describe('remote images of inbound email', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {
        CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
        CAPTURE_TIMEOUT_MS: '15000',
        FREE_SWIPE_LIMIT: '3',
      },
      { captureWorker: true },
    );
  });
  afterAll(() => server.close());

  it('are fetched once per message on arrival, kept as our files, pixels and failures dropped; viewing and rendering fetch nothing', async () => {
    hits.length = 0;
    const ann = await mailUser(server);
    const bea = await mailUser(server);
    const info = await send(server, {
      to: [ann.address, bea.address],
      subject: 'Summer sale',
      html: NEWSLETTER(),
    });
    expect(info.response).toMatch(/^250 2\.0\.0 2 swipes saved/);

    // On arrival: one request per real image for the whole message (two recipients), none for
    // the 1×1 pixel by its size attributes or the open-tracking address, stylesheets or fonts.
    expect(count('/hero.png')).toBe(1);
    expect(count('/hero@2x.png')).toBe(1);
    expect(count('/bg.png')).toBe(2); // its own URL, and where /moved.png redirects to
    expect(count('/style-bg.png')).toBe(1);
    expect(count('/missing.png')).toBe(1);
    expect(count('/moved.png')).toBe(1);
    expect(count('/tiny.png')).toBe(1);
    expect(hits.filter((hit) => /pixel|open|imported|woff/.test(hit))).toEqual([]);
    const ingestHits = hits.length;

    const keysBy: string[][] = [];
    for (const user of [ann, bea]) {
      const swipe = await swipeOf(user.client, user.teamId);
      const response = await user.client.request({ path: swipe.emailHtmlUrl });
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(imgSrc).toBeTruthy();
      expect(imgSrc).not.toMatch(/http:|https:|\*/);
      expect(csp).not.toMatch(/(?:^|[\s;])(?:https?:|\*)(?:[\s;]|$)/);
      expect(response.headers.get('x-dns-prefetch-control')).toBe('off');
      const html = await response.text();
      // No reference to the sender's server is left: its images are ours now, the rest gone.
      expect(html).not.toContain('127.0.0.1');
      expect(html).not.toMatch(/https?:/);
      expect(html).toContain('Everything must go');
      expect(html).toMatch(/<img src="\/files\/swipe_image\/[^"]+" width="600" height="300"/);
      expect(html).toContain('alt="Gone"');
      expect(html).not.toMatch(/<img[^>]*width="1"/);
      const keys = [...new Set(html.match(storedPath))];
      // hero, hero@2x, bg (also reached through /moved.png), style-bg.
      expect(keys).toHaveLength(4);
      for (const key of keys) {
        const file = await fetch(`${server.url}${key}`);
        expect(file.status).toBe(200);
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(meta.width).toBeGreaterThan(1);
      }
      keysBy.push(keys);
    }
    // Stored once per message: both recipients' swipes point at the same files (a shared file
    // stays until the last swipe using it is deleted: inbound-email.test.ts).
    expect(keysBy[1]).toEqual(keysBy[0]);

    // The screenshot is made from the stored copies: no request reaches the sender's server.
    expect(await rendered(ann)).toMatchObject({ captureStatus: 'DONE', captureError: null });
    expect(await rendered(bea)).toMatchObject({ captureStatus: 'DONE', captureError: null });
    expect(hits.slice(ingestHits)).toEqual([]);
  });

  it(`fetches at most ${MAX_REMOTE_IMAGES} distinct images of a message, and keeps a picture once`, async () => {
    const user = await mailUser(server);
    hits.length = 0;
    const tags = Array.from(
      { length: MAX_REMOTE_IMAGES + 5 },
      (_, i) => `<img src="${site}/hero.png?n=${i}" alt="n${i}">`,
    );
    const info = await send(server, { to: user.address, subject: 'Many', html: tags.join('') });
    expect(info.response).toMatch(/^250 2\.0\.0 1 swipe saved/);
    expect(hits).toHaveLength(MAX_REMOTE_IMAGES);
    const swipe = await swipeOf(user.client, user.teamId);
    const html = await (await user.client.request({ path: swipe.emailHtmlUrl })).text();
    // The same picture at 40 addresses is one file; the images over the limit have no src.
    expect(new Set(html.match(storedPath)).size).toBe(1);
    expect(html.match(/<img src="\/files\//g)).toHaveLength(MAX_REMOTE_IMAGES);
    expect(html).not.toContain('127.0.0.1');
    expect(await rendered(user)).toMatchObject({ captureStatus: 'DONE' });
  });

  it('fetches and stores nothing for an email kept out by the Free cap', async () => {
    const user = await mailUser(server);
    for (const title of ['One', 'Two', 'Three']) {
      await user.client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId: user.teamId, kind: 'AD', title } },
      );
    }
    hits.length = 0;
    const blobs = await blobCount(server);
    const info = await send(server, { to: user.address, subject: 'Over', html: NEWSLETTER() });
    expect(info.response).toMatch(/0 swipes saved; 1 not saved/);
    expect(hits).toEqual([]);
    expect(await blobCount(server)).toBe(blobs);
  });
});

describe('remote images at private addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'false' });
  });
  afterAll(() => server.close());

  it('are refused by the SSRF guard and dropped, never left pointing at the address', async () => {
    hits.length = 0;
    const user = await mailUser(server);
    const info = await send(server, {
      to: user.address,
      subject: 'Private',
      html: `<p>Look</p><img src="${site}/hero.png" width="600" alt="Hero"><table background="${site}/bg.png"><tr><td>x</td></tr></table>`,
    });
    expect(info.response).toMatch(/^250 2\.0\.0 1 swipe saved/);
    expect(hits).toEqual([]);
    const swipe = await swipeOf(user.client, user.teamId);
    const html = await (await user.client.request({ path: swipe.emailHtmlUrl })).text();
    expect(html).toContain('<img width="600" alt="Hero">');
    expect(html).not.toContain('127.0.0.1');
    expect(html).not.toMatch(/https?:/);
  });
});
