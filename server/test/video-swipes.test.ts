import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { MAX_VIDEO_BYTES, VIDEO_MESSAGES } from '@swipestack/common/uploads';
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import {
  requeueStalledVideos,
  sweepVideoTempFiles,
} from '../src/services/videos/video-recovery.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { createTeam, newMember } from './helpers/teams.js';
import { extensionToken } from './helpers/tokens.js';
import { newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Video swipes (docs/swipes.md, "Videos"): the upload's refusals, the job's poster and strip,
// range requests, and the cap under concurrent uploads. Test videos are made here with ffmpeg.

const run = promisify(execFile);
let server: TestServer;
let dir: string;
let mp4: Buffer;
let corrupt: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'videos-'));
  const ok = path.join(dir, 'ok.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=640x360:d=3'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', ok],
  ]);
  mp4 = await readFile(ok);
  // Its header (moov first) probes whole; its frames are cut off.
  corrupt = mp4.subarray(0, 4000);
  server = await startTestServer({ FREE_SWIPE_LIMIT: '3' });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function upload(
  client: TestClient,
  teamId: string,
  body: Buffer | string,
  query: Record<string, string> = {},
  type = 'video/mp4',
) {
  return client.request({
    method: 'POST',
    path: `/api/teams/${encodeURIComponent(teamId)}/videos?${new URLSearchParams(query)}`,
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

const storedFiles = async () =>
  readdir(path.join(server.config.DATA_DIR, 'blobs', 'swipe_image')).catch(() => [] as string[]);

const VIDEO = `query($id: ID!) { node(id: $id) { ... on Swipe { kind title createdVia notes
  video { status failure url contentType durationMs width height posterUrl stripUrl stripFrames } } } }`;

type Uploaded = { swipe: { id: string; title: string } };

const readVideo = async (client: TestClient, id: string) =>
  (await client.gql(VIDEO, { id })).data.node;

const settled = (client: TestClient, id: string) =>
  readUntil(
    () => readVideo(client, id),
    (swipe) => swipe.video.status !== 'PROCESSING',
    60_000,
    'the video job',
  );

describe('POST /api/teams/{teamId}/videos', () => {
  it('saves a video that its job makes READY with its length, size, poster and strip', async () => {
    const { client, teamId } = await newUser(server);
    const response = await upload(client, teamId, mp4, { title: 'Summer sale', note: 'Uploaded' });
    expect(response.status).toBe(201);
    const { swipe } = (await response.json()) as { swipe: { id: string; title: string } };
    expect(swipe.title).toBe('Summer sale');
    const saved = await settled(client, swipe.id);
    expect(saved).toMatchObject({
      kind: 'VIDEO',
      createdVia: 'UPLOAD',
      notes: 'Uploaded',
      video: {
        status: 'READY',
        failure: null,
        contentType: 'video/mp4',
        durationMs: 3000,
        width: 640,
        height: 360,
        stripFrames: 10,
      },
    });
    expect(saved.video.url).toMatch(/^\/files\/swipe_image\/[a-z2-7]{24}\.mp4$/);
    const poster = await fetch(`${server.url}${saved.video.posterUrl}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    const strip = await fetch(`${server.url}${saved.video.stripUrl}`);
    expect(await sharp(Buffer.from(await strip.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 90,
    });
    const file = await fetch(`${server.url}${saved.video.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('serves the video in ranges (206), refuses a range past its end (416) and answers HEAD', async () => {
    const { client, teamId } = await newUser(server);
    const { swipe } = (await (await upload(client, teamId, mp4)).json()) as Uploaded;
    const { video } = await settled(client, swipe.id);
    const url = `${server.url}${video.url}`;

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);

    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(mp4.length - 10))).toBe(true);

    const open = await fetch(url, { headers: { range: `bytes=${mp4.length - 5}-` } });
    expect(open.headers.get('content-range')).toBe(
      `bytes ${mp4.length - 5}-${mp4.length - 1}/${mp4.length}`,
    );
    await open.arrayBuffer();

    const past = await fetch(url, { headers: { range: `bytes=${mp4.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(mp4.length));
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('tells WebM, MOV and MP4 by their content, and refuses Matroska with H.264 (415)', async () => {
    const { client, teamId } = await newUser(server);
    const make = async (name: string, args: string[]) => {
      const file = path.join(dir, name);
      await run('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=s=320x180:d=1',
        ...args,
        file,
      ]);
      return readFile(file);
    };
    const webm = await make('a.webm', ['-c:v', 'libvpx-vp9', '-deadline', 'realtime']);
    const mov = await make('a.mov', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']);
    const mkv = await make('a.mkv', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']);
    // The declared type is not what decides.
    for (const [file, type] of [
      [webm, 'video/webm'],
      [mov, 'video/quicktime'],
    ] as const) {
      const response = await upload(client, teamId, file, {}, 'video/mp4');
      expect(response.status).toBe(201);
      const { swipe } = (await response.json()) as Uploaded;
      const saved = await settled(client, swipe.id);
      expect(saved.video).toMatchObject({ status: 'READY', contentType: type, width: 320 });
      expect(saved.video.url.endsWith(type === 'video/webm' ? '.webm' : '.mov')).toBe(true);
    }
    expect((await upload(client, teamId, mkv, {}, 'video/webm')).status).toBe(415);
  });

  it('refuses a text file named and typed as a video (415) and keeps nothing', async () => {
    const { client, teamId } = await newUser(server);
    const before = await storedFiles();
    const response = await upload(client, teamId, 'SUMMER SALE, just text\n'.repeat(100));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: VIDEO_MESSAGES.notAccepted });
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a video over the plan's limit (413, the limit named), also unread when Content-Length says so", async () => {
    const { client, teamId } = await newUser(server);
    const before = await storedFiles();
    // Streamed (no Content-Length): refused as the bytes pass 50 MB.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 60) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await client.request({
      method: 'POST',
      path: `/api/teams/${encodeURIComponent(teamId)}/videos`,
      headers: { 'content-type': 'video/mp4' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toBe(
      'This video is larger than 50 MB, the limit of the Free plan.',
    );
    expect(await storedFiles()).toEqual(before);

    // Declared too large: answered before the body is sent.
    const url = new URL(`${server.url}/api/teams/${encodeURIComponent(teamId)}/videos`);
    const declared = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'video/mp4',
          'content-length': String(MAX_VIDEO_BYTES.FREE + 1),
          cookie: client.cookieHeader(),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (data) => (body += data));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(mp4.subarray(0, 1000));
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error).toMatch(/larger than 50 MB/);
  });

  it('refuses at the swipe cap (402) and keeps nothing', async () => {
    const { client, teamId } = await newUser(server);
    for (let i = 0; i < 3; i++) {
      const response = await upload(client, teamId, mp4);
      expect(response.status).toBe(201);
      await settled(client, ((await response.json()) as Uploaded).swipe.id);
    }
    const before = await storedFiles();
    const refused = await upload(client, teamId, mp4);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "You've reached the 3-swipe cap on the Free plan",
    );
    expect((await storedFiles()).filter((key) => !before.includes(key))).toEqual([]);
  });

  it('keeps exactly the cap under 50 uploads at once', async () => {
    const { client, teamId } = await newUser(server);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => upload(client, teamId, mp4)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(47);
    for (const response of answers.filter((answer) => answer.status === 201)) {
      await settled(client, ((await response.json()) as Uploaded).swipe.id);
    }
    const count = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { swipeAllowance { count } } } }',
        { id: teamId },
      )
    ).data.node.swipeAllowance.count;
    expect(count).toBe(3);
  });

  it('fails a video whose frames cannot be decoded, with the reason, and keeps nothing of it', async () => {
    const { client, teamId } = await newUser(server);
    const before = await storedFiles();
    const response = await upload(client, teamId, corrupt);
    expect(response.status).toBe(201);
    const { swipe } = (await response.json()) as Uploaded;
    const failed = await settled(client, swipe.id);
    expect(failed.video).toMatchObject({
      status: 'FAILED',
      url: null,
      posterUrl: null,
      stripUrl: null,
    });
    expect(failed.video.failure).toMatch(/^ffmpeg cannot read this video: /);
    expect(failed.video.failure).not.toContain('/');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a viewer (403); takes the extension token (Bearer), credited to the extension', async () => {
    const { client } = await newUser(server);
    const teamId = await createTeam(client, 'Viewers');
    const viewer = await newMember(server, client, teamId, 'VIEWER');
    const refused = await upload(viewer.client, teamId, mp4);
    expect(refused.status).toBe(403);

    const token = await extensionToken(server.url, client);
    const response = await fetch(
      `${server.url}/api/teams/${encodeURIComponent(teamId)}/videos?url=https://example.com/ad`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4' },
        body: new Uint8Array(mp4),
      },
    );
    expect(response.status).toBe(201);
    const { swipe } = (await response.json()) as Uploaded;
    expect((await settled(client, swipe.id)).createdVia).toBe('EXTENSION');
  });

  it('refuses a cookie post from another site (403)', async () => {
    const { client, teamId } = await newUser(server);
    const response = await client.request({
      method: 'POST',
      path: `/api/teams/${encodeURIComponent(teamId)}/videos`,
      headers: { 'content-type': 'video/mp4', origin: 'https://evil.example' },
      body: new Uint8Array(mp4),
    });
    expect(response.status).toBe(403);
  });

  it('deletes its files with the swipe', async () => {
    const { client, teamId } = await newUser(server);
    const before = await storedFiles();
    const { swipe } = (await (await upload(client, teamId, mp4)).json()) as Uploaded;
    await settled(client, swipe.id);
    expect((await storedFiles()).length).toBe(before.length + 3);
    await client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
      id: swipe.id,
    });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('export and import', () => {
  it('exports the video with its poster and strip, and an import restores and reads it again', async () => {
    const schema = JSON.parse(
      await readFile(new URL('../../docs/export.schema.json', import.meta.url), 'utf8'),
    );
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);

    const { client, teamId: into } = await newUser(server);
    const teamId = await createTeam(client, 'Exporters');
    const response = await upload(client, teamId, mp4, { title: 'Exported ad' });
    await settled(client, ((await response.json()) as Uploaded).swipe.id);

    const started = await client.request({
      path: '/api/exports',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ teamId }),
    });
    const { id } = ((await started.json()) as { data: { export: { id: string } } }).data.export;
    const done = await readUntil(
      async () =>
        (
          (await (await client.request({ path: `/api/exports/${id}` })).json()) as {
            data: { export: { status: string; downloadUrl: string } };
          }
        ).data.export,
      (job) => !['PENDING', 'RUNNING'].includes(job.status),
      30_000,
      'the export',
    );
    const zip = new Uint8Array(
      await (await client.request({ path: done.downloadUrl })).arrayBuffer(),
    );
    const files = unzipSync(zip);
    const document = JSON.parse(new TextDecoder().decode(files['swipes.json']));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    const [swipe] = document.swipes;
    expect(swipe.kind).toBe('VIDEO');
    const byRole = Object.fromEntries(
      (swipe.files as { role: string; path: string }[]).map((file) => [file.role, file.path]),
    );
    expect(swipe.files).toEqual([
      expect.objectContaining({ role: 'video', contentType: 'video/mp4', durationMs: 3000 }),
      expect.objectContaining({ role: 'poster', contentType: 'image/jpeg', width: 640 }),
      expect.objectContaining({ role: 'strip', width: 1600, height: 90, frames: 10 }),
    ]);
    expect(Buffer.from(files[byRole.video ?? ''] ?? []).equals(mp4)).toBe(true);
    expect(files[byRole.poster ?? '']?.length).toBeGreaterThan(0);

    const imported = await client.request({
      path: `/api/teams/${encodeURIComponent(into)}/imports?name=export.zip`,
      method: 'POST',
      headers: { 'content-type': 'application/zip' },
      body: zip,
    });
    expect(imported.status).toBe(202);
    const importId = ((await imported.json()) as { data: { import: { import_id: string } } }).data
      .import.import_id;
    await readUntil(
      async () =>
        (
          (await (await client.request({ path: `/api/imports/${importId}` })).json()) as {
            data: { import: { status: string } };
          }
        ).data.import.status,
      (status) => status === 'done',
      30_000,
      'the import',
    );
    const listed = await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 5) { edges { node { id } } } } } }',
      { id: into },
    );
    const copy = await settled(client, listed.data.node.swipes.edges[0].node.id);
    expect(copy).toMatchObject({
      kind: 'VIDEO',
      title: 'Exported ad',
      createdVia: 'IMPORT',
      video: { status: 'READY', durationMs: 3000, width: 640, height: 360, stripFrames: 10 },
    });
    const file = await fetch(`${server.url}${copy.video.url}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(mp4)).toBe(true);
    expect((await fetch(`${server.url}${copy.video.posterUrl}`)).status).toBe(200);
  });
});

describe('without ffmpeg', () => {
  it('answers 503 to an upload and says videos are not available', async () => {
    const bare = await startTestServer({
      FFPROBE_PATH: path.join(dir, 'no-ffprobe'),
      FFMPEG_PATH: path.join(dir, 'no-ffmpeg'),
    });
    try {
      const { client, teamId } = await newUser(bare);
      const response = await upload(client, teamId, mp4);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Video is not available on this server: ffmpeg is not installed',
      });
      expect((await client.gql('{ videosAvailable videoSetupHelp }')).data).toEqual({
        videosAvailable: false,
        videoSetupHelp: null,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('tags and collections with the upload', () => {
  it('saves them with the video, or refuses the upload and keeps nothing', async () => {
    const { client, teamId } = await newUser(server);
    const created = await client.gql(
      'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
      { input: { teamId, name: 'Reels' } },
    );
    const collectionId = created.data.createCollection.collection.id as string;
    const query = new URLSearchParams([
      ['tags', 'hook'],
      ['tags', 'ugc'],
      ['collectionIds', collectionId],
    ]);
    const response = await client.request({
      method: 'POST',
      path: `/api/teams/${encodeURIComponent(teamId)}/videos?${query}`,
      headers: { 'content-type': 'video/mp4' },
      body: new Uint8Array(mp4),
    });
    expect(response.status).toBe(201);
    const { swipe } = (await response.json()) as Uploaded;
    const saved = await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Swipe { tags { title } collections { id } } } }',
      { id: swipe.id },
    );
    expect(saved.data.node.tags.map((tag: { title: string }) => tag.title).sort()).toEqual([
      'hook',
      'ugc',
    ]);
    expect(saved.data.node.collections).toEqual([{ id: collectionId }]);

    const before = await storedFiles();
    const tooMany = new URLSearchParams(
      Array.from({ length: 21 }, (_, i): [string, string] => ['tags', `tag ${i}`]),
    );
    const refused = await client.request({
      method: 'POST',
      path: `/api/teams/${encodeURIComponent(teamId)}/videos?${tooMany}`,
      headers: { 'content-type': 'video/mp4' },
      body: new Uint8Array(mp4),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { field: string }).field).toBe('tags');
    expect((await storedFiles()).sort()).toEqual(before.sort());
  });
});

describe('start-up after a crash or a server without ffmpeg', () => {
  it('queues again a video left PROCESSING with no job to read it, once', async () => {
    const { client, teamId } = await newUser(server);
    const { swipe } = (await (await upload(client, teamId, mp4)).json()) as Uploaded;
    await settled(client, swipe.id);
    const { id } = decodeGlobalID(swipe.id);
    // As a video whose job gave up on a server without ffmpeg: PROCESSING, no job waiting.
    await server.inScope(() =>
      prisma().swipe.update({ where: { id }, data: { videoStatus: 'PROCESSING' } }),
    );
    const requeue = () =>
      server.inScope(() => requeueStalledVideos({ ffmpeg: server.config }, () => false));
    expect(await requeue()).toBe(1);
    // Its job is waiting or running now (or it is read already): not queued twice.
    expect(await requeue()).toBe(0);
    expect((await settled(client, swipe.id)).video.status).toBe('READY');
  });

  it('removes the temporary files a crash left, not an upload still arriving', async () => {
    const tmp = path.join(server.config.DATA_DIR, 'tmp', 'videos');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'left-by-a-crash'), 'part of a video');
    await writeFile(path.join(tmp, 'arriving'), 'part of a video');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(path.join(tmp, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);
    expect(await sweepVideoTempFiles(server.config.DATA_DIR)).toBe(1);
    expect(await readdir(tmp)).toEqual(['arriving']);
    await rm(path.join(tmp, 'arriving'));
  });
});
