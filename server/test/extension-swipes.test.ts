import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAddressVariants } from '../src/services/swipes/swipe-list.js';
import { startTestServer, type TestServer } from './harness.js';
import { extensionToken, tokenData } from './helpers/tokens.js';
import { newUser } from './helpers/users.js';

// What the browser extension relies on: "is this page saved already" (Team.swipeByUrl) and
// screenshots saved as page swipes under its own token, marked as coming from the extension.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SWIPE = 'id title kind url source createdVia captureStatus imageUrl';
const BY_URL = `query($teamId: ID!, $url: String!) {
  node(id: $teamId) { ... on Team { swipeByUrl(url: $url) { id title } } }
}`;
const CREATE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { ${SWIPE} } } }`;
const UPLOAD = `mutation($input: CreateImageSwipeInput!) {
  createImageSwipe(input: $input) {
    swipe { ${SWIPE} }
    errors { __typename ... on Error { message } }
  }
}`;

async function uploadWithToken(token: string, input: Record<string, unknown>) {
  const png = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#3355ff' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { input: { ...input, file: null } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'screenshot.png');
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  return ((await response.json()) as any).data.createImageSwipe;
}

describe('pageAddressVariants', () => {
  it('gives the normalised address with and without its fragment, and nothing for non-pages', () => {
    expect(pageAddressVariants(' https://Acme.com/pricing#plans ')).toEqual([
      'https://acme.com/pricing#plans',
      'https://acme.com/pricing',
    ]);
    expect(pageAddressVariants('https://acme.com')).toEqual(['https://acme.com/']);
    expect(pageAddressVariants('chrome://extensions')).toEqual([]);
    expect(pageAddressVariants('not a url')).toEqual([]);
  });
});

describe('Team.swipeByUrl', () => {
  it("finds the newest of the team's swipes saved from the address or from it without its fragment", async () => {
    const { client, teamId } = await newUser(server);
    const create = (title: string, url: string) =>
      client.gql(CREATE, { input: { teamId, kind: 'AD', title, url } });
    await create('Older', 'https://acme.com/pricing');
    await create('Newer', 'https://acme.com/pricing#plans');
    await create('Other page', 'https://acme.com/about');

    const find = async (url: string) =>
      (await client.gql(BY_URL, { teamId, url })).data.node.swipeByUrl;
    expect((await find('https://acme.com/pricing#plans')).title).toBe('Newer');
    expect((await find('https://acme.com/pricing#faq')).title).toBe('Older');
    expect((await find('https://acme.com/pricing')).title).toBe('Older');
    await create('Newest', 'https://acme.com/pricing');
    expect((await find('https://acme.com/pricing#plans')).title).toBe('Newest');
    expect(await find('https://acme.com/contact')).toBeNull();
    expect(await find('about:blank')).toBeNull();

    // Another person's team stays invisible, so its swipes cannot be probed by address.
    const stranger = await newUser(server);
    const foreign = await stranger.client.gql(BY_URL, { teamId, url: 'https://acme.com/pricing' });
    expect(foreign.data.node).toBeNull();
  });
});

describe('saves through the extension', () => {
  it('keeps a page screenshot as the page swipe, marked EXTENSION and never re-captured', async () => {
    const { client, teamId } = await newUser(server);
    const token = await extensionToken(server.url, client);
    const saved = await uploadWithToken(token, {
      teamId,
      kind: 'LANDING_PAGE',
      url: 'https://www.acme.com/launch',
      title: 'Launch page',
      tags: ['hero'],
    });
    expect(saved.errors).toEqual([]);
    expect(saved.swipe).toMatchObject({
      title: 'Launch page',
      kind: 'LANDING_PAGE',
      url: 'https://www.acme.com/launch',
      source: 'acme.com',
      createdVia: 'EXTENSION',
      captureStatus: 'NONE',
      imageUrl: expect.stringMatching(/^\/files\/swipe_image\//),
    });

    const text = await tokenData(server.url, token, CREATE, {
      input: { teamId, kind: 'AD', title: 'Copy', notes: 'Buy now', url: 'https://acme.com/' },
    });
    expect(text.createSwipe.swipe.createdVia).toBe('EXTENSION');
  });

  it('an image upload without a kind is an IMAGE; other tokens are API clients', async () => {
    const { client, teamId } = await newUser(server);
    const image = await uploadWithToken(await extensionToken(server.url, client), { teamId });
    expect(image.swipe).toMatchObject({ kind: 'IMAGE', url: null, createdVia: 'EXTENSION' });

    const { token } = (
      await client.gql('mutation { createApiToken(input: {name: "Script"}) { token } }')
    ).data.createApiToken;
    const created = await tokenData(server.url, token, CREATE, {
      input: { teamId, kind: 'AD', title: 'From a script' },
    });
    expect(created.createSwipe.swipe.createdVia).toBe('API');
  });
});
