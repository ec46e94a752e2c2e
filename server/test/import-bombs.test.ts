import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { dbId, newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';
import { entryOf, repeatedEntry, swipesJson, zipOf } from './helpers/zip-files.js';

// ZIP bombs sent to the import (docs/import.md, "Limits") through the REST upload and the
// import job of a real server: the import fails naming the limit, nothing is saved, and the
// server keeps answering while the job unpacks.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const IMPORT = `query($id: ID!) { node(id: $id) { ... on ImportJob { status error imported } } }`;

/** Uploads a file to the team's imports; answers the import's global id. */
async function upload(client: TestClient, teamId: string, body: Buffer<ArrayBuffer>) {
  const response = await client.request({
    method: 'POST',
    path: `/api/teams/${encodeURIComponent(teamId)}/imports?name=bomb.zip`,
    headers: { 'content-type': 'application/zip' },
    body,
  });
  expect(response.status).toBe(202);
  const { data } = (await response.json()) as { data: { import: { import_id: string } } };
  return Buffer.from(`ImportJob:${data.import.import_id}`).toString('base64');
}

const readImport = async (client: TestClient, id: string) =>
  (await client.gql(IMPORT, { id })).data.node as { status: string; error: string | null };

const ended = (job: { status: string }) => !['QUEUED', 'RUNNING'].includes(job.status);

async function savedIn(teamId: string) {
  const where = { teamId: dbId(teamId) };
  return {
    swipes: await server.db.prisma.swipe.count({ where }),
    collections: await server.db.prisma.collection.count({ where }),
  };
}

it('fails the import of a 300 KB file that unpacks to 300 MB, naming the limit; saves nothing', async () => {
  const { client, teamId } = await newUser(server);
  const zip = zipOf([
    entryOf(
      'swipes.json',
      swipesJson(['https://example.com/'], { 'https://example.com/': ['files/x.png'] }),
    ),
    repeatedEntry('files/x.png', 300),
  ]);
  expect(zip.length).toBeLessThan(400 * 1024);
  const id = await upload(client, teamId, zip);
  const job = await readUntil(() => readImport(client, id), ended, 60_000, 'the import to end');
  expect(job).toMatchObject({
    status: 'FAILED',
    error:
      'The ZIP entry "files/x.png" unpacks to more than 100 times its packed size, the most an import accepts.',
  });
  expect(await savedIn(teamId)).toEqual({ swipes: 0, collections: 0 });
});

it('answers /healthz while the job unpacks a ZIP past the total limit, then fails it', async () => {
  const { client, teamId } = await newUser(server);
  // Six entries of 190 MB, each within the entry's size and ratio (about 60 to 1): 1,140 MB.
  const files = Array.from({ length: 6 }, (_, i) =>
    repeatedEntry(`files/${i}.png`, 190, { noise: 16 * 1024 }),
  );
  const zip = zipOf([entryOf('swipes.json', swipesJson(['https://example.com/a'])), ...files]);
  const id = await upload(client, teamId, zip);
  await readUntil(
    () => readImport(client, id),
    (job) => job.status !== 'QUEUED',
    60_000,
    'the job to start',
  );
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  // The health check was answered while the job was still unpacking.
  expect((await readImport(client, id)).status).toBe('RUNNING');
  const job = await readUntil(() => readImport(client, id), ended, 120_000, 'the import to end');
  expect(job).toMatchObject({
    status: 'FAILED',
    error: 'This ZIP file unpacks to more than 1,000 MB in all, the most an import reads.',
  });
  expect(await savedIn(teamId)).toEqual({ swipes: 0, collections: 0 });
}, 180_000);
