import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '../src/capture/ssrf-guard.js';
import { prisma } from '../src/db/client.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { addMember, createTeam } from './helpers/teams.js';
import { newUser } from './helpers/users.js';

// The installed app's share target (docs/share.md): POST /share keeps a pending share, its save
// screen reads it, POST /api/shares/save saves it under the rules of the web's own save.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_SWIPE_LIMIT: '3' });
});
afterAll(() => server.close());

// A public address by its number: this machine resolves no host names, and a link is saved only
// once the SSRF guard has resolved its host.
const SITE = 'https://93.184.215.14';

const png = (rgb = '#ff6600') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: rgb } })
    .png()
    .toBuffer();

interface Shared {
  title?: string;
  text?: string;
  url?: string;
  files?: { data: Buffer; name: string; type: string }[];
}

function shareForm({ files = [], ...fields }: Shared) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

/** POSTs like the share sheet (no redirect followed): the answer and the share's id. */
async function share(client: TestClient, shared: Shared) {
  const response = await client.request({
    path: '/share',
    method: 'POST',
    body: shareForm(shared),
    redirect: 'manual',
  });
  // '' when refused: no save screen to go to.
  const id = /^\/share\/([0-9a-f-]{36})$/.exec(response.headers.get('location') ?? '')?.[1] ?? '';
  return { response, id };
}

const preview = (client: TestClient, id: string) => client.request({ path: `/api/shares/${id}` });

async function save(client: TestClient, body: Record<string, unknown>) {
  const response = await client.request({
    path: '/api/shares/save',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team { swipeCount swipes(first: 20) {
  edges { node { id kind title url notes createdVia imageWidth } } } } } }`;

async function swipesOf(client: TestClient, teamId: string) {
  const result = await client.gql(SWIPES, { id: teamId });
  return result.data.node.swipes.edges.map((edge: { node: unknown }) => edge.node) as any[];
}

const pendingFiles = async () =>
  readdir(path.join(server.config.DATA_DIR, 'blobs', 'share_upload')).catch(() => [] as string[]);

describe('POST /share', () => {
  it('keeps one image as a pending share, shows it to its owner, and saves it as an IMAGE swipe', async () => {
    const { client, teamId } = await newUser(server);
    const { response, id } = await share(client, {
      title: 'Spring sale',
      files: [{ data: await png(), name: 'banner.png', type: 'image/png' }],
    });
    expect(response.status).toBe(303);
    expect(id).not.toBe('');
    const shown = (await (await preview(client, id)).json()) as any;
    expect(shown.data.share).toMatchObject({
      title: 'Spring sale',
      files: [{ index: 0, name: 'banner.png', contentType: 'image/png' }],
      claimed: true,
    });
    const image = await client.request({ path: `/api/shares/${id}/files/0` });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(64);

    const saved = await save(client, { shareId: id, teamId, tags: ['Spring'] });
    expect(saved.status).toBe(201);
    expect(saved.body.data.swipes).toHaveLength(1);
    expect(await swipesOf(client, teamId)).toEqual([
      expect.objectContaining({
        kind: 'IMAGE',
        title: 'Spring sale',
        createdVia: 'UPLOAD',
        imageWidth: 64,
      }),
    ]);
    // Saved: the pending share and its file are gone.
    expect((await preview(client, id)).status).toBe(404);
  });

  it('saves several images as one IMAGE swipe each, the link as their source', async () => {
    const { client, teamId } = await newUser(server);
    const { id } = await share(client, {
      url: `${SITE}/campaign`,
      text: 'Three variants',
      files: [
        { data: await png('#ff0000'), name: 'variant-a.png', type: 'image/png' },
        { data: await png('#00ff00'), name: 'variant-b.png', type: 'image/png' },
        { data: await png('#0000ff'), name: 'variant-c.png', type: 'image/png' },
      ],
    });
    const saved = await save(client, { shareId: id, teamId });
    expect(saved.status).toBe(201);
    const swipes = await swipesOf(client, teamId);
    expect(swipes.map((swipe) => swipe.title).sort()).toEqual([
      'variant a',
      'variant b',
      'variant c',
    ]);
    for (const swipe of swipes) {
      expect(swipe).toMatchObject({
        kind: 'IMAGE',
        url: `${SITE}/campaign`,
        notes: 'Three variants',
      });
    }
  });

  it('a save stopped midway keeps only the images not yet saved, so trying again saves no image twice', async () => {
    const { client, teamId } = await newUser(server);
    const { id } = await share(client, {
      files: [
        { data: await png('#ff0000'), name: 'first.png', type: 'image/png' },
        { data: await png('#00ff00'), name: 'second.png', type: 'image/png' },
      ],
    });
    const files = async () =>
      (await server.inScope(() => prisma().pendingShare.findUniqueOrThrow({ where: { id } })))
        .files as { key: string; name: string }[];
    const [first, second] = await files();
    // The second image no longer reads as one: its save fails after the first was saved.
    const blobs = path.join(server.config.DATA_DIR, 'blobs', 'share_upload');
    await writeFile(path.join(blobs, second!.key), 'not an image');
    const failed = await save(client, { shareId: id, teamId });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await swipesOf(client, teamId)).map((swipe) => swipe.title)).toEqual(['first']);
    expect((await files()).map((file) => file.name)).toEqual(['second.png']);
    expect(await pendingFiles()).not.toContain(first!.key);
  });

  it('takes plain fields: a link (also inside the text) becomes a WEBSITE swipe, text alone a TEXT swipe', async () => {
    const { client, teamId } = await newUser(server);
    const link = await share(client, { title: 'Acme pricing', text: `Look ${SITE}/pricing` });
    const text = await share(client, { text: 'Stop scrolling.\nThis headline sold 10k units.' });
    expect((await save(client, { shareId: link.id, teamId })).status).toBe(201);
    expect((await save(client, { shareId: text.id, teamId })).status).toBe(201);
    const swipes = await swipesOf(client, teamId);
    expect(swipes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'WEBSITE',
          title: 'Acme pricing',
          url: `${SITE}/pricing`,
          notes: 'Look',
          createdVia: 'WEB',
        }),
        expect.objectContaining({ kind: 'TEXT', title: 'Stop scrolling.' }),
      ]),
    );
  });

  it('saves fields given without a pending share (/share?url=…)', async () => {
    const { client, teamId } = await newUser(server);
    const saved = await save(client, { url: `${SITE}/landing`, title: 'Landing', teamId });
    expect(saved.status).toBe(201);
    expect(await swipesOf(client, teamId)).toEqual([
      expect.objectContaining({ kind: 'WEBSITE', url: `${SITE}/landing` }),
    ]);
  });

  it('refuses a file over 20 MB with 413 and keeps nothing', async () => {
    const { client } = await newUser(server);
    const before = await pendingFiles();
    const big = Buffer.alloc(21 * 1024 * 1024);
    (await png()).copy(big);
    const { response, id } = await share(client, {
      title: 'Too big',
      files: [{ data: big, name: 'huge.png', type: 'image/png' }],
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('huge.png: This image is larger than 20 MB.');
    expect(id).toBe('');
    expect(await pendingFiles()).toEqual(before);
  });

  it('refuses a file that is not an image, with the upload’s words, and keeps nothing', async () => {
    const { client } = await newUser(server);
    const before = await pendingFiles();
    const { response } = await share(client, {
      files: [
        { data: await png(), name: 'ok.png', type: 'image/png' },
        { data: Buffer.from('%PDF-1.7 not an image'), name: 'brief.pdf', type: 'image/png' },
      ],
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(
      'brief.pdf: This file is not an image we accept. Upload a JPEG, PNG, WebP, GIF or AVIF.',
    );
    expect(await pendingFiles()).toEqual(before);
  });

  it('signed out: keeps the share under an HttpOnly cookie; whoever signs in with it claims it', async () => {
    const visitor = server.client();
    const { response, id } = await share(visitor, { url: `${SITE}/offer` });
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('_share_claim='));
    expect(cookie).toMatch(/HttpOnly/);
    // Before sign-in it shows, unclaimed; a save needs a session.
    const shown = (await (await preview(visitor, id)).json()) as any;
    expect(shown.data.share).toMatchObject({ url: `${SITE}/offer`, claimed: false });
    expect((await save(visitor, { shareId: id, teamId: 'x' })).status).toBe(401);

    // Another browser (no cookie) does not see it.
    expect((await preview(server.client(), id)).status).toBe(404);

    const owner = await newUser(server);
    // Signs in in the same browser: the claim cookie goes along.
    expect((await visitor.signIn(owner.email)).data.signIn.viewer).not.toBeNull();
    const claimed = (await (await preview(visitor, id)).json()) as any;
    expect(claimed.data.share.claimed).toBe(true);
    expect((await save(visitor, { shareId: id, teamId: owner.teamId })).status).toBe(201);
    expect(await swipesOf(owner.client, owner.teamId)).toHaveLength(1);
  });

  it('another user cannot read, fetch the files of, claim or save someone else’s share', async () => {
    const owner = await newUser(server);
    const { id } = await share(owner.client, {
      files: [{ data: await png(), name: 'mine.png', type: 'image/png' }],
    });
    const other = await newUser(server);
    expect((await preview(other.client, id)).status).toBe(404);
    expect((await other.client.request({ path: `/api/shares/${id}/files/0` })).status).toBe(404);
    const saved = await save(other.client, { shareId: id, teamId: other.teamId });
    expect(saved.status).toBe(404);
    expect(await swipesOf(other.client, other.teamId)).toEqual([]);
    // Still the owner's.
    expect((await preview(owner.client, id)).status).toBe(200);

    // A signed-out share, claimed by one user, is gone for the next one with the same cookie.
    const visitor = server.client();
    const signedOut = await share(visitor, { text: 'Claim me' });
    const claimCookie = [...visitor.cookies].filter(([name]) => name.includes('_share_claim'));
    expect(claimCookie).toHaveLength(1);
    const first = await newUser(server);
    for (const [name, value] of claimCookie) first.client.cookies.set(name, value);
    expect((await preview(first.client, signedOut.id)).status).toBe(200);
    const second = await newUser(server);
    for (const [name, value] of claimCookie) second.client.cookies.set(name, value);
    expect((await preview(second.client, signedOut.id)).status).toBe(404);
  });

  it('the Free cap: refused with the cap’s words when the images do not all fit; nothing saved', async () => {
    const { client, teamId } = await newUser(server);
    await save(client, { text: 'one', teamId });
    await save(client, { text: 'two', teamId });
    const { id } = await share(client, {
      files: [
        { data: await png('#111111'), name: 'a.png', type: 'image/png' },
        { data: await png('#222222'), name: 'b.png', type: 'image/png' },
      ],
    });
    const over = await save(client, { shareId: id, teamId });
    expect(over.status).toBe(402);
    expect(over.body.error).toBe(
      "You've reached the 3-swipe cap on the Free plan: that team has room for 1 more swipe, and 2 were chosen. Nothing was saved.",
    );
    expect(await swipesOf(client, teamId)).toHaveLength(2);
    await save(client, { text: 'three', teamId });
    const full = await save(client, { text: 'four', teamId });
    expect(full).toMatchObject({
      status: 402,
      body: { error: "You've reached the 3-swipe cap on the Free plan", code: 'SWIPE_LIMIT' },
    });
  });

  it('a viewer of a team cannot save to it', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    const viewer = await newUser(server);
    await addMember(owner.client, teamId, viewer, 'VIEWER');
    const { id } = await share(viewer.client, { url: `${SITE}/a` });
    const refused = await save(viewer.client, { shareId: id, teamId });
    expect(refused.body.error).toBe('Your role in this team (viewer) cannot do this.');
    expect(refused.status).toBe(403);
    expect(await swipesOf(owner.client, teamId)).toEqual([]);
  });

  it('a link to a private address is refused by the captures’ SSRF guard; nothing saved', async () => {
    const { client, teamId } = await newUser(server);
    for (const url of [
      'http://127.0.0.1:8080/admin',
      'http://10.0.0.5/',
      'http://169.254.169.254/latest',
    ]) {
      const refused = await save(client, { url, teamId });
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('url');
      expect([REASONS.private, REASONS.metadata]).toContain(refused.body.error);
    }
    expect(await swipesOf(client, teamId)).toEqual([]);
  });
});
