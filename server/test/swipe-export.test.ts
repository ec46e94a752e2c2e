import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { unzipSync } from 'fflate';
import { createTransport } from 'nodemailer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireExport } from '../src/services/exports/export-jobs.js';
import { exportSwipes } from '../src/services/exports/swipe-export.js';
import { createStorage } from '../src/storage/storage.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { outboxMails } from './helpers/outbox.js';
import { createTeam, newMember } from './helpers/teams.js';
import { dbId, mailUser, newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Exports (docs/export.md): every file of every swipe, emails that open offline, the
// documented schema, who may export a team, and exports made in the background.

let server: TestServer;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head><title>Spring sale</title>
      <meta name="description" content="Everything in bloom"></head>
      <body><h1>Spring sale</h1><p>Marmot-approved prices.</p></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer(
    { CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', CAPTURE_TIMEOUT_MS: '20000' },
    { captureWorker: true },
  );
});
afterAll(async () => {
  await server.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const schema = JSON.parse(
  await readFile(new URL('../../docs/export.schema.json', import.meta.url), 'utf8'),
);
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

const UPLOAD = `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) { swipe { id } } }`;
const CREATE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;
const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 20) { edges { node {
  id title kind captureStatus } } } } } }`;

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(client: TestClient, teamId: string, title: string, image: Buffer) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { input: { teamId, file: null, title } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const body = (await response.json()) as { data: { createImageSwipe: { swipe: { id: string } } } };
  return dbId(body.data.createImageSwipe.swipe.id);
}

/** The ZIP of a finished download, entry by entry, and its swipes.json. */
async function unzip(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const document = JSON.parse(new TextDecoder().decode(files['swipes.json']));
  return { files, document };
}

type ExportedSwipe = {
  id: string;
  title: string;
  files: { role: string; path: string; name?: string; width: number }[];
  emailHtmlPath?: string;
  [field: string]: unknown;
};

const byTitle = (document: { swipes: ExportedSwipe[] }, title: string) => {
  const swipe = document.swipes.find((s) => s.title === title);
  if (!swipe) throw new Error(`no swipe "${title}" in the export`);
  return swipe;
};

/** An export as the REST paths answer it (docs/rest.md). */
type ExportJson = { id: string; status: string; downloadUrl: string; [field: string]: unknown };

const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

const storage = () => createStorage(server.config);

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A team with an email (inline logo, attached coupon), a captured page and a teammate's image. */
async function teamWithEverything() {
  const owner = await mailUser(server);
  const teamId = await createTeam(owner.client, 'Growth');
  await owner.client.gql(
    'mutation($teamId: ID!) { setInboundEmailTeam(input: { teamId: $teamId }) { viewer { id } } }',
    { teamId },
  );
  const editor = await newMember(server, owner.client, teamId, 'EDITOR');
  await upload(editor.client, teamId, 'Hero shot', await png(40, 30, '#0a6'));

  const collection = (
    await owner.client.gql(
      'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
      { input: { teamId, name: 'Spring', description: 'Seasonal launches' } },
    )
  ).data.createCollection.collection.id;
  await owner.client.gql(CREATE, {
    input: {
      teamId,
      kind: 'LANDING_PAGE',
      url: `${siteUrl}/spring`,
      notes: 'Clear hero',
      tags: ['Landing'],
      collectionIds: [collection],
    },
  });

  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  await smtp.sendMail({
    from: 'Acme <news@acme.example>',
    to: owner.address,
    subject: 'Spring is here',
    html: '<p>Hello</p><img src="cid:logo@acme" alt="Acme"><p>Use code SPRING</p>',
    attachments: [
      { filename: 'logo.png', content: await png(20, 10, '#f00'), cid: 'logo@acme' },
      { filename: 'coupon.png', content: await png(30, 12, '#00f') },
    ],
  });
  smtp.close();

  const swipes = await readUntil(
    async () =>
      (await owner.client.gql(SWIPES, { id: teamId })).data.node.swipes.edges.map(
        (edge: { node: { id: string; title: string; captureStatus: string } }) => edge.node,
      ),
    (nodes: { id: string; title: string; captureStatus: string }[]) =>
      nodes.length === 3 && nodes.every((node) => ['NONE', 'DONE'].includes(node.captureStatus)),
    60_000,
    'the email arrives and both captures finish',
  );
  const hero = swipes.find((node) => node.title === 'Hero shot');
  const ADD_COMMENT = `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
  const thread = await owner.client.gql(ADD_COMMENT, {
    input: { swipeId: hero?.id, body: 'Love the **colour**', pin: { x: 0.25, y: 0.5 } },
  });
  await editor.client.gql(ADD_COMMENT, {
    input: { swipeId: hero?.id, body: 'Thanks!', threadId: thread.data.addComment.comment.id },
  });
  return { owner, editor, teamId, collection, swipes };
}

describe('a team export', () => {
  let team: Awaited<ReturnType<typeof teamWithEverything>>;
  let zip: Awaited<ReturnType<typeof unzip>>;
  beforeAll(async () => {
    team = await teamWithEverything();
    zip = await unzip(
      await team.owner.client.request({ path: `/api/export?teamId=${team.teamId}` }),
    );
  }, 90_000);

  it('matches the documented schema and lists the team, its tags and collections', () => {
    const valid = validate(zip.document);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const { document } = zip;
    expect(document).toMatchObject({
      formatVersion: 1,
      scope: 'team',
      teams: [{ id: dbId(team.teamId), name: 'Growth', type: 'TEAM' }],
      tags: [{ teamId: dbId(team.teamId), title: 'Landing' }],
      collections: [
        {
          id: dbId(team.collection),
          name: 'Spring',
          description: 'Seasonal launches',
          shared: false,
        },
      ],
    });
    expect(document.swipes.map((s: ExportedSwipe) => s.title).sort()).toEqual([
      'Hero shot',
      'Spring is here',
      'Spring sale',
    ]);
  });

  it('holds every file each swipe lists, any author', async () => {
    const { files, document } = zip;
    for (const swipe of document.swipes as ExportedSwipe[]) {
      for (const file of swipe.files) {
        expect(files[file.path]?.length, file.path).toBeGreaterThan(0);
        const meta = await sharp(Buffer.from(files[file.path] ?? [])).metadata();
        expect(meta.width).toBe(file.width);
      }
    }
    const image = byTitle(document, 'Hero shot');
    expect(image.authorEmail).toBe(team.editor.email);
    // Its comments, the thread first and the reply naming it.
    const [thread, reply] = image.comments as { id: string; threadId: string | null }[];
    expect(image.comments).toMatchObject([
      {
        threadId: null,
        authorEmail: team.owner.email,
        body: 'Love the **colour**',
        resolvedAt: null,
        pin: { x: 0.25, y: 0.5, width: null, height: null },
      },
      { threadId: thread?.id, authorEmail: team.editor.email, body: 'Thanks!', pin: null },
    ]);
    expect(reply).toBeDefined();
    expect(image.files.map((f) => f.role)).toEqual(['image']);

    const page = byTitle(document, 'Spring sale');
    expect(page).toMatchObject({
      kind: 'LANDING_PAGE',
      notes: 'Clear hero',
      description: 'Everything in bloom',
      authorEmail: team.owner.email,
      tags: ['Landing'],
      collections: ['Spring'],
    });
    expect(page.bodyText).toContain('Marmot-approved prices.');
    expect(page.files.map((f) => f.role)).toEqual(['screenshot', 'viewport', 'thumbnail']);

    const email = byTitle(document, 'Spring is here');
    expect(email.kind).toBe('EMAIL');
    expect(email.emailText).toContain('Use code SPRING');
    expect(email.files.filter((f) => f.role.startsWith('email'))).toMatchObject([
      { role: 'emailInline', name: 'logo.png', width: 20 },
      { role: 'emailAttachment', name: 'coupon.png', width: 30 },
    ]);
  });

  it("rewrites the email's HTML to the files inside the ZIP", () => {
    const email = byTitle(zip.document, 'Spring is here');
    expect(email.emailHtmlPath).toBe(`emails/${email.id}.html`);
    const html = new TextDecoder().decode(zip.files[email.emailHtmlPath ?? '']);
    const logo = email.files.find((f) => f.role === 'emailInline');
    expect(html).toContain(`src="../${logo?.path}"`);
    expect(html).not.toMatch(/"\/files\/|cid:/);
    expect(html).toMatch(/^<html><head><meta charset="utf-8">/);
    for (const [, source] of html.matchAll(/src="([^"]+)"/g)) {
      expect(zip.files[path.posix.join('emails', source ?? '')], source).toBeDefined();
    }
  });

  it('waits for a slow destination, and stops when it closes', async () => {
    const scope = { kind: 'team', teamId: dbId(team.teamId) } as const;
    const chunks: Buffer[] = [];
    let waits = 0;
    let mostBuffered = 0;
    // Takes a chunk every 2 ms: the writer must wait for it again and again.
    const slow = new Writable({
      highWaterMark: 64,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        mostBuffered = Math.max(mostBuffered, slow.writableLength);
        setTimeout(done, 2);
      },
    });
    slow.on('drain', () => {
      waits++;
    });
    await exportSwipes(dbId(team.owner.viewerId), scope, await storage(), slow);
    slow.end();
    await finished(slow);
    expect(waits).toBeGreaterThan(3);
    // Never more than one file (and its entry's headers) waits in memory.
    const largest = Math.max(...Object.values(zip.files).map((file) => file.length));
    expect(mostBuffered).toBeLessThan(largest + 4096);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(files).sort()).toEqual(Object.keys(zip.files).sort());

    const gone = new Writable({
      highWaterMark: 64,
      write(_chunk, _encoding, done) {
        gone.destroy();
        done();
      },
    });
    await expect(
      exportSwipes(dbId(team.owner.viewerId), scope, await storage(), gone),
    ).rejects.toThrow('The export was abandoned: its destination closed.');
  });
});

describe('an account export', () => {
  it("exports an account's own swipes in every team, not teammates'", async () => {
    const { client, email, teamId } = await newUser(server);
    const growth = await createTeam(client, 'Growth');
    await client.gql(CREATE, {
      input: { teamId, kind: 'AD', title: 'Headline', notes: 'Buy now', tags: ['copy'] },
    });
    await client.gql(CREATE, { input: { teamId: growth, kind: 'AD', title: 'Team headline' } });
    const teammate = await newMember(server, client, growth, 'EDITOR');
    await teammate.client.gql(CREATE, { input: { teamId: growth, kind: 'AD', title: 'Not mine' } });

    const { document } = await unzip(await client.request({ path: '/api/export' }));
    expect(validate(document)).toBe(true);
    expect(document).toMatchObject({ scope: 'account', exportedBy: { email } });
    expect(document.swipes.map((s: ExportedSwipe) => s.title).sort()).toEqual([
      'Headline',
      'Team headline',
    ]);
    expect(document.teams.map((t: { name: string }) => t.name).sort()).toEqual([
      'Growth',
      'Personal',
    ]);
    expect(byTitle(document, 'Headline')).toMatchObject({
      teamId: dbId(teamId),
      notes: 'Buy now',
      tags: ['copy'],
      files: [],
    });
  });
});

describe('an export made in the background', () => {
  const READ_EXPORT = (client: TestClient, id: string) =>
    readUntil(
      async () => {
        const response = await client.request({ path: `/api/exports/${id}` });
        return (await dataOf<{ export: ExportJson }>(response)).export;
      },
      (job) => !['PENDING', 'RUNNING'].includes(job.status),
      30_000,
      'the export finishes',
    );

  it('runs as a job, is downloadable by its user alone, is mailed, and expires', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Brand Team');
    await upload(owner.client, teamId, 'Logo', await png(16, 16, '#333'));
    await owner.client.gql(CREATE, { input: { teamId, kind: 'AD', title: 'Copy' } });

    const started = await owner.client.request({ path: '/api/exports', ...json({ teamId }) });
    expect(started.status).toBe(202);
    const job = (await dataOf<{ export: ExportJson }>(started)).export;
    expect(job).toMatchObject({ scope: 'team', teamName: 'Brand Team', swipesTotal: 2 });
    expect(['PENDING', 'RUNNING']).toContain(job.status);

    const done = await READ_EXPORT(owner.client, job.id);
    expect(done).toMatchObject({
      status: 'READY',
      swipesDone: 2,
      swipesTotal: 2,
      downloadUrl: `/api/exports/${job.id}/download`,
    });
    const listed = await owner.client.request({ path: '/api/exports' });
    expect((await dataOf<{ exports: ExportJson[] }>(listed)).exports[0]?.id).toBe(job.id);

    const download = await owner.client.request({ path: done.downloadUrl });
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="swipestack-brand-team-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const { files, document } = await unzip(download);
    expect(validate(document)).toBe(true);
    const logo = byTitle(document, 'Logo');
    expect(files[logo.files[0]?.path ?? '']?.length).toBeGreaterThan(0);

    const other = await newUser(server);
    expect((await other.client.request({ path: done.downloadUrl })).status).toBe(404);
    expect((await other.client.request({ path: `/api/exports/${job.id}` })).status).toBe(404);

    const mails = await outboxMails(server);
    const mail = mails.find((raw) => raw.includes(`To: ${owner.email}`) && raw.includes('export'));
    expect(mail?.replace(/=\r?\n/g, '')).toContain(
      `${server.config.APP_ORIGIN}${done.downloadUrl}`,
    );

    // The expiry job's work, run now rather than in 24 hours.
    const row = await server.db.prisma.exportJob.findUniqueOrThrow({ where: { id: job.id } });
    await expireExport(job.id, row.fileKey ?? '', await storage());
    expect((await owner.client.request({ path: done.downloadUrl })).status).toBe(404);
    const expired = await owner.client.request({ path: `/api/exports/${job.id}` });
    expect((await dataOf<{ export: ExportJson }>(expired)).export).toMatchObject({
      status: 'EXPIRED',
      downloadUrl: null,
    });
  });
});
