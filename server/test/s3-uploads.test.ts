import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { S3_TEST_KEYS, startS3Server } from './s3-server.js';

// The whole upload path with STORAGE_DRIVER=s3: the file goes to the bucket, never to disk.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: TestServer;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3Server('swipestack-uploads');
  server = await startTestServer(s3.env('app/'));
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: S3_TEST_KEYS.S3_ACCESS_KEY_ID,
      secretAccessKey: S3_TEST_KEYS.S3_SECRET_ACCESS_KEY,
    },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await server?.close();
  await s3?.close();
});

it('stores uploads in the bucket, serves them resized and deletes them with the swipe', async () => {
  const client = server.client();
  await client.signUp({ email: uniqueEmail() });
  const teamId = (await client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) {
        swipe { id imageUrl } errors { __typename } } }`,
      variables: { input: { teamId, file: null } },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#0066ff' },
  })
    .png()
    .toBuffer();
  form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bucket.png');
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const { swipe, errors } = ((await response.json()) as any).data.createImageSwipe;
  expect(errors).toEqual([]);

  const key = new URL(swipe.imageUrl, 'http://x').pathname.split('/').pop();
  const objectKey = `app/swipe_image/${key}`;
  const head = await bucket.send(
    new HeadObjectCommand({ Bucket: 'swipestack-uploads', Key: objectKey }),
  );
  expect(head.ContentType).toBe('image/png');
  await expect(readdir(path.join(server.config.DATA_DIR, 'blobs'))).rejects.toThrow(/ENOENT/);

  const original = await fetch(`${server.url}${swipe.imageUrl}`);
  expect(original.status).toBe(200);
  expect(original.headers.get('content-type')).toBe('image/png');
  const resized = await fetch(
    `${server.url}/_next/image?url=${encodeURIComponent(swipe.imageUrl)}&w=128`,
  );
  expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(128);

  await client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
    id: swipe.id,
  });
  expect((await fetch(`${server.url}${swipe.imageUrl}`)).status).toBe(404);
  await expect(
    bucket.send(new HeadObjectCommand({ Bucket: 'swipestack-uploads', Key: objectKey })),
  ).rejects.toThrow();
});
