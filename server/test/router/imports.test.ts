import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestClient, type TestRouter } from '../harness.js';
import { createTeam, newMember } from '../helpers/teams.js';
import { dbId, newUser } from '../helpers/users.js';
import { readUntil } from '../helpers/wait.js';

// Imports (docs/import.md) through the REST upload and GraphQL, with the job running in the
// server: every format, duplicates, the Free cap, cancel, a malformed file, who may import.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter({ FREE_SWIPE_LIMIT: '5' });
});
afterAll(() => router.close());

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../fixtures/import', name));

const IMPORT = `query($id: ID!) { node(id: $id) { ... on ImportJob {
  status format fileName total processed imported duplicates overCap failed error
  failures { item reason } finishedAt } } }`;

async function upload(client: TestClient, teamId: string, name: string, body: BodyInit) {
  const response = await client.request({
    method: 'POST',
    path: `/api/teams/${encodeURIComponent(teamId)}/imports?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** Uploads a file and reads its import until it ends. */
async function importFile(client: TestClient, teamId: string, name: string, body?: BodyInit) {
  const started = await upload(client, teamId, name, body ?? (await fixture(name)));
  expect(started.status).toBe(202);
  const id = Buffer.from(`ImportJob:${started.body.data.import.import_id}`).toString('base64');
  return readUntil(
    async () => (await client.gql(IMPORT, { id })).data.node,
    (job) => !['QUEUED', 'RUNNING'].includes(job.status),
    20_000,
    'the import to end',
  );
}

const SWIPES = `query($id: ID!) { node(id: $id) { ... on Team {
  swipes(first: 50) { edges { node { title url notes kind createdAt createdVia
    tags { title } collections { name } imageUrl } } } } } }`;

async function swipesOf(client: TestClient, teamId: string) {
  const result = await client.gql(SWIPES, { id: teamId });
  expect(result.errors).toBeUndefined();
  return (result.data.node.swipes.edges as { node: any }[]).map((edge) => edge.node);
}

/** The swipe images in the server's storage. */
const storedImages = () =>
  readdir(path.join(router.config.DATA_DIR, 'blobs', 'swipe_image'), { recursive: true }).catch(
    () => [],
  );

async function makePro(teamId: string) {
  await router.db.prisma.subscription.create({
    data: { teamId: dbId(teamId), status: 'ACTIVE', type: 'pro' },
  });
}

describe('each format', () => {
  it('imports a bookmarks file: folders as collections, tags, notes, dates; links queued to capture', async () => {
    const { client, teamId } = await newUser(router);
    const job = await importFile(client, teamId, 'chrome-bookmarks.html');
    expect(job).toMatchObject({
      status: 'DONE',
      format: 'BOOKMARKS_HTML',
      fileName: 'chrome-bookmarks.html',
      total: 4,
      processed: 4,
      imported: 4,
      duplicates: 0,
      overCap: 0,
      failed: 0,
    });
    const swipes = await swipesOf(client, teamId);
    const launch = swipes.find((swipe) => swipe.url === 'https://acme.test/launch');
    expect(launch).toMatchObject({
      title: 'Acme launch',
      notes: 'Great hero headline',
      kind: 'WEBSITE',
      createdVia: 'IMPORT',
      createdAt: new Date(1_700_000_500_000).toISOString(),
      collections: [{ name: 'Landing pages' }],
    });
    expect(launch.tags.map((tag: { title: string }) => tag.title).sort()).toEqual([
      'hero',
      'launch',
    ]);
    const captures = await router.db.prisma.swipe.count({
      where: { teamId: dbId(teamId), captureStatus: 'PENDING' },
    });
    expect(captures).toBe(4);
  });

  it.each([
    ['bookmarks.csv', 'CSV', 3],
    ['linkwarden-backup.json', 'LINKWARDEN_JSON', 2],
  ])('imports %s', async (name, format, count) => {
    const { client, teamId } = await newUser(router);
    const job = await importFile(client, teamId, name);
    expect(job).toMatchObject({ status: 'DONE', format, imported: count, failed: 0 });
    expect(await swipesOf(client, teamId)).toHaveLength(count);
  });

  it('imports a Karakeep export and reports the asset it cannot import', async () => {
    const { client, teamId } = await newUser(router);
    const job = await importFile(client, teamId, 'karakeep-export.json');
    expect(job).toMatchObject({ status: 'DONE', format: 'KARAKEEP_JSON', imported: 2, failed: 1 });
    expect(job.failures).toEqual([
      { item: 3, reason: expect.stringMatching(/asset bookmarks cannot be imported/) },
    ]);
    const text = (await swipesOf(client, teamId)).find((swipe) => swipe.kind === 'AD');
    expect(text.notes).toContain('Our best hook yet.');
  });

  it("imports this app's export: files, email HTML, tags, collections and dates kept", async () => {
    const { client, teamId } = await newUser(router);
    const job = await importFile(client, teamId, 'swipestack-export.zip');
    expect(job).toMatchObject({ status: 'DONE', format: 'SWIPESTACK_ZIP', imported: 3 });
    const swipes = await swipesOf(client, teamId);
    const banner = swipes.find((swipe) => swipe.title === 'Red banner');
    expect(banner).toMatchObject({
      kind: 'IMAGE',
      notes: 'Bold colour',
      createdAt: '2025-01-02T03:04:05.678Z',
      tags: [{ title: 'hero' }],
      collections: [{ name: 'Launches' }],
    });
    expect(banner.imageUrl).toMatch(/^\/files\/swipe_image\//);
    const stored = await router.db.prisma.swipe.findFirstOrThrow({
      where: { teamId: dbId(teamId), title: 'Red banner' },
    });
    expect(stored.media).toMatchObject({
      image: { width: 4, height: 3, contentType: 'image/png' },
    });
    const email = await router.db.prisma.swipe.findFirstOrThrow({
      where: { teamId: dbId(teamId), kind: 'EMAIL' },
    });
    // The email's HTML points at its image stored again, not at the ZIP's file.
    const [inline] = (email.media as { emailImages: { key: string; inline: boolean }[] })
      .emailImages;
    expect(inline).toMatchObject({ inline: true });
    expect(email.emailHtml).toBe(`<p>Hello there</p><img src="/files/swipe_image/${inline?.key}">`);
    const collection = await router.db.prisma.collection.findFirstOrThrow({
      where: { teamId: dbId(teamId), name: 'Launches' },
    });
    expect(collection.description).toBe('Launch pages');
  });
});

describe('the rules', () => {
  it('skips addresses the team already has, and repeats within the file', async () => {
    const { client, teamId } = await newUser(router);
    await makePro(teamId);
    expect(await importFile(client, teamId, 'firefox-bookmarks.html')).toMatchObject({
      imported: 2,
    });
    const csv =
      'url,title\nhttps://other.test/,Again\nhttps://new.test/x,New\nhttps://new.test/x#top,Repeat\n';
    const again = await importFile(client, teamId, 'more.csv', csv);
    expect(again).toMatchObject({ status: 'DONE', imported: 1, duplicates: 2 });
  });

  it('imports up to the Free cap and says how many were left out', async () => {
    const { client, teamId } = await newUser(router);
    const before = await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } });
    const rows = Array.from({ length: 8 }, (_, i) => `https://cap.test/${i},Page ${i}`);
    const job = await importFile(client, teamId, 'cap.csv', `url,title\n${rows.join('\n')}\n`);
    expect(job).toMatchObject({ status: 'DONE', imported: 5 - before, overCap: 8 - (5 - before) });
    expect(await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } })).toBe(5);
  });

  it('keeps the files of the items it saves, and none of those past the cap', async () => {
    const { client, teamId } = await newUser(router);
    const before = await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } });
    const rows = Array.from({ length: 4 - before }, (_, i) => `https://room.test/${i},Page ${i}`);
    await importFile(client, teamId, 'fill.csv', `url,title\n${rows.join('\n')}\n`);
    const files = await storedImages();
    const job = await importFile(client, teamId, 'swipestack-export.zip');
    expect(job).toMatchObject({ status: 'DONE', imported: 1, overCap: 2 });
    const imported = await router.db.prisma.swipe.findMany({
      where: { teamId: dbId(teamId), createdVia: 'IMPORT' },
    });
    const [saved] = imported.filter((swipe) => !swipe.url?.startsWith('https://room.test/'));
    const keys = JSON.stringify(saved?.media).match(/"key":"[^"]+"/g) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    expect((await storedImages()).length - files.length).toBe(keys.length);
  });

  it('a malformed file fails with a clear error and imports nothing', async () => {
    const { client, teamId } = await newUser(router);
    const before = await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } });
    const job = await importFile(client, teamId, 'truncated-bookmarks.html');
    expect(job).toMatchObject({ status: 'FAILED', imported: 0, processed: 0 });
    expect(job.error).toMatch(/ends in the middle of a tag/);
    expect(await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } })).toBe(before);
  });

  it('refuses a file no importer reads at upload', async () => {
    const { client, teamId } = await newUser(router);
    const refused = await upload(client, teamId, 'notes.txt', 'just words\n');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/not one Swipestack can import/);
  });

  it('a cancel stops between batches: what was saved stays, and the report says so', async () => {
    const { client, teamId } = await newUser(router);
    await makePro(teamId);
    const total = 6000;
    const rows = Array.from({ length: total }, (_, i) => `https://many.test/${i},Page ${i}`);
    const started = await upload(client, teamId, 'many.csv', `url,title\n${rows.join('\n')}\n`);
    const id = Buffer.from(`ImportJob:${started.body.data.import.import_id}`).toString('base64');
    // Cancelled while it runs: after its first batch is saved.
    await readUntil(
      async () => (await client.gql(IMPORT, { id })).data.node,
      (job) => job.imported > 0,
      20_000,
      'the first batch',
    );
    const cancelled = await client.gql(
      `mutation($input: CancelImportInput!) { cancelImport(input: $input) {
        import { status } errors { __typename } } }`,
      { input: { id } },
    );
    expect(cancelled.data.cancelImport).toEqual({ import: { status: 'CANCELLED' }, errors: [] });
    // The job stops before its next batch (the batch it was saving may still land): its
    // pg-boss job completes.
    const importId = started.body.data.import.import_id as string;
    await readUntil(
      () =>
        router.db.prisma.$queryRaw<{ state: string }[]>`
          SELECT state::text FROM pgboss.job WHERE name = 'import-file' AND data->>'importId' = ${importId}`,
      (rows) => rows[0]?.state === 'completed',
      20_000,
      'the import job to stop',
    );
    const job = (await client.gql(IMPORT, { id })).data.node;
    expect(job.status).toBe('CANCELLED');
    expect(job.imported).toBeLessThan(total);
    expect(job.imported % 200).toBe(0);
    expect(await router.db.prisma.swipe.count({ where: { teamId: dbId(teamId) } })).toBe(
      job.imported,
    );
  });

  it('a viewer of a team cannot import into it; a stranger cannot see it', async () => {
    const owner = await newUser(router);
    await makePro(owner.teamId);
    const teamId = await createTeam(owner.client, 'Agency');
    const viewer = await newMember(router as never, owner.client, teamId, 'VIEWER');
    const refused = await upload(viewer.client, teamId, 'b.csv', 'url\nhttps://x.test/\n');
    expect(refused.status).toBe(403);
    const stranger = await newUser(router);
    expect((await upload(stranger.client, teamId, 'b.csv', 'url\nhttps://x.test/\n')).status).toBe(
      404,
    );
    const file = new File(['url\nhttps://x.test/\n'], 'b.csv', { type: 'text/csv' });
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($input: StartImportInput!) { startImport(input: $input) {
          import { id } errors { __typename ... on Error { message } } } }`,
        variables: { input: { teamId, file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', file);
    const response = await viewer.client.request({
      method: 'POST',
      body: form,
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    const body = (await response.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.startImport).toMatchObject({
      import: null,
      errors: [{ __typename: 'NotAllowedError' }],
    });
    const started = await owner.client.request({
      method: 'POST',
      body: form,
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(((await started.json()) as any).data.startImport.errors).toEqual([]);
  });
});
