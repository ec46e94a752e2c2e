import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ENDPOINT_MESSAGES } from '../src/images/image-endpoint.js';
import { IMAGE_VARIANTS_SECRET, serverSecret } from '../src/services/server-secrets.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_SWIPE_LIMIT: '2' });
});
afterAll(() => server.close());

const UPLOAD = `mutation($input: CreateImageSwipeInput!) {
  createImageSwipe(input: $input) {
    swipe { id title kind createdVia imageUrl thumbnailUrl imageWidth imageHeight }
    errors { __typename ... on Error { message } ... on FieldError { field } }
  }
}`;

/** A multipart request per the GraphQL multipart request spec, as a browser would send it. */
async function upload(
  client: TestClient,
  teamId: string,
  file: Buffer,
  filename: string,
  type: string,
  extra: { collectionIds?: string[] } = {},
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { input: { teamId, file: null, ...extra } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(file)], { type }), filename);
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  return ((await response.json()) as any).data.createImageSwipe;
}

const storedFiles = async () =>
  readdir(path.join(server.config.DATA_DIR, 'blobs', 'swipe_image')).catch(() => [] as string[]);

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff6600' } })
    .png()
    .toBuffer();

describe('createImageSwipe', () => {
  it('stores a re-encoded image, titles it from the file name and serves it resized', async () => {
    const { client, teamId } = await newUser(server);
    const result = await upload(client, teamId, await png(), 'summer_sale-banner.png', 'image/png');
    expect(result.errors).toEqual([]);
    expect(result.swipe).toMatchObject({
      title: 'summer sale banner',
      kind: 'IMAGE',
      createdVia: 'UPLOAD',
      imageWidth: 800,
      imageHeight: 600,
    });
    expect(result.swipe.imageUrl).toMatch(/^\/files\/swipe_image\/[a-z2-7]{24}\.png\?s=[\w-]{22}$/);
    const original = await fetch(`${server.url}${result.swipe.imageUrl}`);
    expect(original.status).toBe(200);
    const resized = await fetch(
      `${server.url}/_next/image?url=${encodeURIComponent(result.swipe.imageUrl)}&w=256`,
    );
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(256);
  });

  it('refuses a file that lies about its type and stores nothing', async () => {
    const { client, teamId } = await newUser(server);
    const before = await storedFiles();
    const result = await upload(
      client,
      teamId,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.png',
      'image/png',
    );
    expect(result).toEqual({
      swipe: null,
      errors: [
        {
          __typename: 'FieldError',
          field: 'file',
          message: 'This file is not an image we accept. Upload a JPEG, PNG, WebP, GIF or AVIF.',
        },
      ],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('removes the stored file when the Free cap refuses the swipe', async () => {
    const { client, teamId } = await newUser(server);
    for (let i = 0; i < 2; i++)
      expect((await upload(client, teamId, await png(), `a${i}.png`, 'image/png')).errors).toEqual(
        [],
      );
    const before = await storedFiles();
    const refused = await upload(client, teamId, await png(), 'third.png', 'image/png');
    expect(refused.errors[0].__typename).toBe('SwipeLimitError');
    expect(await storedFiles()).toEqual(before);
  });

  it('deletes the file and its resized copies with the swipe', async () => {
    const { client, teamId } = await newUser(server);
    const { swipe } = await upload(client, teamId, await png(), 'gone.png', 'image/png');
    await fetch(`${server.url}/_next/image?url=${encodeURIComponent(swipe.imageUrl)}&w=128`);
    await client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
      id: swipe.id,
    });
    expect((await fetch(`${server.url}${swipe.imageUrl}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/_next/image?url=${encodeURIComponent(swipe.imageUrl)}&w=128`))
        .status,
    ).toBe(404);
  });

  it('refuses an upload over 20 MB before reading it', async () => {
    const { client, teamId } = await newUser(server);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: UPLOAD, variables: { input: { teamId, file: null } } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append(
      '0',
      new Blob([new Uint8Array(22 * 1024 * 1024)], { type: 'image/png' }),
      'huge.png',
    );
    const response = await client.request({
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Uploads can be at most 20 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });
});

describe('resized copies', () => {
  const variant = (url: string, query = '&w=640&q=75') =>
    fetch(`${server.url}/_next/image?url=${encodeURIComponent(url)}${query}`);

  it('are made for the signed address the API gives, and refused (400) for any other', async () => {
    const { client, teamId } = await newUser(server);
    const { swipe } = await upload(client, teamId, await png(), 'signed.png', 'image/png');
    const [path = '', signature = ''] = swipe.imageUrl.split('?s=');
    expect(swipe.thumbnailUrl).toMatch(/\?s=/);

    const unsigned = await variant(path);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toBe(IMAGE_ENDPOINT_MESSAGES.unsigned);
    const tampered = await variant(
      `${path}?s=${signature.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'))}`,
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toBe(IMAGE_ENDPOINT_MESSAGES.badSignature);
    // Signed for the app's quality (75): not another one.
    expect((await variant(swipe.imageUrl, '&w=640&q=90')).status).toBe(400);

    const signed = await variant(swipe.imageUrl);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/webp');
    // The original is served as before, with or without the signature.
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect((await fetch(`${server.url}${swipe.imageUrl}`)).status).toBe(200);
  });

  it('are signed with a secret kept in the database, so addresses outlive a restart', async () => {
    const stored = await server.db.prisma.serverSecret.findUniqueOrThrow({
      where: { name: IMAGE_VARIANTS_SECRET },
    });
    // What the next start reads: the same secret, not a new one.
    const again = await serverSecret(IMAGE_VARIANTS_SECRET);
    expect(again.equals(Buffer.from(stored.value))).toBe(true);
    expect(again.length).toBe(32);
  });
});

describe('collection covers', () => {
  const COLLECTION = `query($id: ID!) { node(id: $id) { ... on Collection {
    coverUrl coverSwipe { id }
  } } }`;
  const SET_COVER = `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) {
    collection { coverUrl coverSwipe { id } }
    errors { __typename ... on Error { message } ... on FieldError { field } }
  } }`;

  it('are the latest added image unless a swipe of the collection is chosen', async () => {
    const { client, teamId } = await newUser(server);
    const collectionId = (
      await client.gql(
        'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id coverUrl } } }',
        { input: { teamId, name: 'Covers' } },
      )
    ).data.createCollection.collection.id;
    const cover = async () => (await client.gql(COLLECTION, { id: collectionId })).data.node;
    expect(await cover()).toEqual({ coverUrl: null, coverSwipe: null });

    const first = (
      await upload(client, teamId, await png(), 'first.png', 'image/png', {
        collectionIds: [collectionId],
      })
    ).swipe;
    const second = (
      await upload(client, teamId, await png(), 'second.png', 'image/png', {
        collectionIds: [collectionId],
      })
    ).swipe;
    expect(await cover()).toEqual({ coverUrl: second.thumbnailUrl, coverSwipe: null });

    const chosen = await client.gql(SET_COVER, {
      input: { id: collectionId, coverSwipeId: first.id },
    });
    expect(chosen.data.updateCollection).toEqual({
      collection: { coverUrl: first.thumbnailUrl, coverSwipe: { id: first.id } },
      errors: [],
    });

    // Taken out of the collection, the chosen swipe stops being its cover and cannot be chosen.
    await client.gql(
      'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
      { input: { id: first.id, collectionIds: [] } },
    );
    expect(await cover()).toEqual({ coverUrl: second.thumbnailUrl, coverSwipe: null });
    const refused = await client.gql(SET_COVER, {
      input: { id: collectionId, coverSwipeId: first.id },
    });
    expect(refused.data.updateCollection).toEqual({
      collection: null,
      errors: [
        {
          __typename: 'FieldError',
          field: 'coverSwipeId',
          message: 'Choose a swipe from this collection as its cover.',
        },
      ],
    });

    // Back to automatic; a deleted cover swipe leaves no cover behind.
    await client.gql(SET_COVER, { input: { id: collectionId, coverSwipeId: second.id } });
    expect((await cover()).coverSwipe).toEqual({ id: second.id });
    await client.gql(SET_COVER, { input: { id: collectionId, coverSwipeId: null } });
    expect(await cover()).toEqual({ coverUrl: second.thumbnailUrl, coverSwipe: null });
    await client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
      id: second.id,
    });
    expect(await cover()).toEqual({ coverUrl: null, coverSwipe: null });
  });

  it("cannot take another team's swipe as a cover", async () => {
    const owner = await newUser(server);
    const stranger = await newUser(server);
    const collectionId = (
      await owner.client.gql(
        'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
        { input: { teamId: owner.teamId, name: 'Mine' } },
      )
    ).data.createCollection.collection.id;
    const theirs = (
      await upload(stranger.client, stranger.teamId, await png(), 'x.png', 'image/png')
    ).swipe;
    const result = await owner.client.gql(SET_COVER, {
      input: { id: collectionId, coverSwipeId: theirs.id },
    });
    expect(result.data.updateCollection.errors[0].field).toBe('coverSwipeId');
  });
});
