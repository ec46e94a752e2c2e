import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// GET /api/export: the swipes a person saved, with their files, as a ZIP.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPLOAD = `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) { swipe { id } } }`;
const CREATE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;

it("zips the user's own swipes with their files, and only theirs", async () => {
  const { client, email, teamId } = await newUser(server);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { input: { teamId, file: null, title: 'Logo' } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const uploaded = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const imageId = ((await uploaded.json()) as any).data.createImageSwipe.swipe.id;
  await client.gql(CREATE, {
    input: { teamId, kind: 'AD', title: 'Headline', notes: 'Buy now', tags: ['copy'] },
  });
  const other = await newUser(server);
  await other.client.gql(CREATE, {
    input: { teamId: other.teamId, kind: 'AD', title: 'Not mine' },
  });

  const response = await client.request({ path: '/api/export' });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="swipestack-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const document = JSON.parse(new TextDecoder().decode(files['swipes.json']));
  expect(document.user.email).toBe(email);
  expect(document.swipes.map((s: { title: string }) => s.title).sort()).toEqual([
    'Headline',
    'Logo',
  ]);
  const headline = document.swipes.find((s: { title: string }) => s.title === 'Headline');
  expect(headline).toMatchObject({
    kind: 'AD',
    notes: 'Buy now',
    tags: ['copy'],
    team: { name: 'Personal' },
  });
  const logo = document.swipes.find((s: { title: string }) => s.title === 'Logo');
  const imageFile = logo.files.image as string;
  expect(imageFile).toBe(
    `files/${Buffer.from(imageId, 'base64').toString().split(':')[1]}-image.png`,
  );
  const meta = await sharp(Buffer.from(files[imageFile] ?? [])).metadata();
  expect([meta.width, meta.height]).toEqual([40, 30]);

  expect((await server.client().request({ path: '/api/export' })).status).toBe(401);
});
