import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { readUntil } from './helpers/wait.js';

// An email sent over SMTP is screenshotted by the capture worker in the system Chromium: its
// remote image, on a server of the test's own (private addresses are allowed for this server
// only, by setting), is fetched once on arrival and rendered from our copy; its scripts never
// run: the site records every request.

let server: TestServer;
let site: Server;
let siteUrl: string;
const hits: string[] = [];

beforeAll(async () => {
  const hero = await sharp({
    create: { width: 520, height: 200, channels: 3, background: { r: 250, g: 200, b: 20 } },
  })
    .png()
    .toBuffer();
  site = createServer((req, res) => {
    hits.push(req.url ?? '/');
    if (req.url === '/hero.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(hero);
    }
    res.writeHead(404).end();
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
  await new Promise((resolve) => site.close(resolve));
});

const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 5) { edges { node {
  id title captureStatus captureError thumbnailUrl imageUrl imageWidth viewportUrl emailHtmlUrl
} } } } } }`;

it('renders a forwarded email into a screenshot from its stored images, running none of its scripts', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const viewer = (await client.gql('{ viewer { inboundEmailAddress inboundEmailTeam { id } } }'))
    .data.viewer;

  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  await smtp.sendMail({
    from: 'Me <me@example.com>',
    to: viewer.inboundEmailAddress,
    subject: 'Fwd: Summer launch',
    html: `<body onload="new Image().src='${siteUrl}/onload-ran'" style="margin:0">
      <table width="600" align="center" bgcolor="#0f172a"><tr><td style="color:#fff;padding:40px">
        <img src="${siteUrl}/hero.png" width="520" height="200" alt="Hero">
        <h1>Summer launch</h1>
        <script>fetch('${siteUrl}/script-ran')</script>
        <img src="x" onerror="new Image().src='${siteUrl}/onerror-ran'">
      </td></tr></table></body>`,
  });
  smtp.close();

  const swipe = await readUntil(
    async () =>
      (await client.gql(SWIPES, { id: viewer.inboundEmailTeam.id })).data.node.swipes.edges[0]
        ?.node,
    (swipe) => swipe && !['PENDING', 'CAPTURING'].includes(swipe.captureStatus),
    25_000,
    'the email is screenshotted',
  );
  expect(swipe).toMatchObject({
    title: 'Summer launch',
    captureStatus: 'DONE',
    captureError: null,
  });
  expect(swipe.imageWidth).toBe(800);
  for (const path of [swipe.thumbnailUrl, swipe.imageUrl, swipe.viewportUrl]) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(
      (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width,
    ).toBeGreaterThan(0);
  }
  // Fetched once, on arrival; the screenshot shows our copy (its yellow is on screen).
  expect(hits).toEqual(['/hero.png']);
  const shot = await fetch(`${server.url}${swipe.viewportUrl}`);
  const { data, info } = await sharp(Buffer.from(await shot.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let yellow = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 255] = data.subarray(i, i + 3);
    if (r > 235 && Math.abs(g - 200) < 15 && b < 45) yellow++;
  }
  expect(yellow).toBeGreaterThan(520 * 150);
});
