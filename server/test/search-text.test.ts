import { readFile } from 'node:fs/promises';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import { backfillEmailText, backfillImageText } from '../src/services/swipes/search-backfill.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { dbId, mailUser, newUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// Every word of a swipe is searchable: the text of an email's HTML (not only its text part)
// and the words inside its pictures (OCR, a queued job), and a search says where it found them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A 1280×800 landing-page screenshot whose words exist only as pixels (rendered once from SVG
 * text with sharp): "Marmalade Weekend Sale", "Forty percent off every zeppelin ticket…".
 */
const screenshot = () => readFile(new URL('./fixtures/ocr-screenshot.png', import.meta.url));

/** Only what a page row carries, so the search's own statement answers it. */
const SEARCH = `query($team: ID!, $search: String) { node(id: $team) { ... on Team {
  swipes(first: 10, filter: { search: $search }) { edges { foundIn node { id title } } } } } }`;
/** More than a page row carries: the swipes are loaded again, and still say where they matched. */
const SEARCH_TEXTS = `query($team: ID!, $search: String) { node(id: $team) { ... on Team {
  swipes(first: 10, filter: { search: $search }) { edges { foundIn node {
    id title imageText imageTextStatus } } } } } }`;
const BROWSE = `query($team: ID!) { node(id: $team) { ... on Team {
  swipes(first: 10) { edges { foundIn node { id } } } } } }`;
const SWIPE = `query($id: ID!) { node(id: $id) { ... on Swipe { id imageText imageTextStatus } } }`;

async function search(client: TestClient, team: string, text: string, query = SEARCH) {
  const result = await client.gql(query, { team, search: text });
  expect(result.errors).toBeUndefined();
  return result.data.node.swipes.edges as { foundIn: string[] | null; node: any }[];
}

async function send(mail: SendMailOptions) {
  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  try {
    return await smtp.sendMail({ from: 'Tern Travel <news@tern.example>', ...mail });
  } finally {
    smtp.close();
  }
}

/** The team's swipe with this title, once its pictures have been read (or failed). */
async function readSwipe(client: TestClient, team: string, title: string) {
  const edges = await search(client, team, title);
  const id = edges.find((edge) => edge.node.title === title)?.node.id;
  expect(id).toBeTruthy();
  return readUntil(
    async () => (await client.gql(SWIPE, { id })).data.node,
    (swipe) => swipe.imageTextStatus !== 'PENDING',
    120_000,
    `the text in ${title}'s pictures read`,
  );
}

describe('email HTML text', () => {
  it('finds a multipart email by a word only in its HTML, and says it was the email text', async () => {
    const { client, address, teamId } = await mailUser(server);
    await send({
      to: address,
      subject: 'Your autumn itinerary',
      text: 'View this email in your browser: https://tern.example/view/123',
      html: `<!DOCTYPE html><html><head><style>.x{color:red}</style></head><body>
        <div style="display:none;max-height:0;overflow:hidden">Pack light for Reykjavik &zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;</div>
        <table><tr><td><h1>Three nights among the puffins</h1>
        <p>Your quokka-friendly guide <a href="https://click.tern.example/t/abc123">reserves a boat</a> for you.</p>
        </td></tr></table></body></html>`,
    });
    const found = await search(client, teamId, 'puffins');
    expect(found.map((edge) => [edge.node.title, edge.foundIn])).toEqual([
      ['Your autumn itinerary', ['EMAIL_TEXT']],
    ]);
    // The preheader's words, without its padding; link text, not its address.
    expect(await search(client, teamId, 'reykjavik')).toHaveLength(1);
    expect(await search(client, teamId, 'reserves boat')).toHaveLength(1);
    expect(await search(client, teamId, 'abc123')).toHaveLength(0);
    // The text part is still searched, and the title says so.
    expect((await search(client, teamId, 'browser')).map((edge) => edge.foundIn)).toEqual([
      ['EMAIL_TEXT'],
    ]);
    expect((await search(client, teamId, 'autumn puffins')).map((edge) => edge.foundIn)).toEqual([
      ['TITLE', 'EMAIL_TEXT'],
    ]);
    // Browsing is not a search: nothing to say.
    const browsed = (await client.gql(BROWSE, { team: teamId })).data.node.swipes.edges;
    expect(browsed.map((edge: { foundIn: unknown }) => edge.foundIn)).toEqual([null]);
  });

  it('indexes the HTML of emails saved before it was indexed (the start-up backfill)', async () => {
    const { client, address, teamId } = await mailUser(server);
    await send({
      to: address,
      subject: 'Archive',
      text: 'View in browser',
      html: '<p>Our <b>narwhal</b> cruise is back.</p>',
    });
    const [saved] = await search(client, teamId, 'narwhal');
    expect(saved).toBeDefined();
    // As a swipe saved before this column existed.
    await prisma().swipe.update({ where: { id: dbId(saved?.node.id) }, data: { emailText: null } });
    expect(await search(client, teamId, 'narwhal')).toHaveLength(0);
    expect(await backfillEmailText(() => false)).toBeGreaterThanOrEqual(1);
    expect((await search(client, teamId, 'narwhal')).map((edge) => edge.foundIn)).toEqual([
      ['EMAIL_TEXT'],
    ]);
    expect(await backfillEmailText(() => false)).toBe(0);
  });
});

describe('text in images (OCR)', () => {
  it('finds an uploaded image by a word only in its pixels once it is read', async () => {
    const { client, teamId } = await newUser(server);
    const form = new FormData();
    const query = `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) {
      swipe { id imageTextStatus } errors { __typename } } }`;
    form.append(
      'operations',
      JSON.stringify({ query, variables: { input: { teamId, title: 'Hero', file: null } } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append(
      '0',
      new Blob([new Uint8Array(await screenshot())], { type: 'image/png' }),
      'a.png',
    );
    const response = await client.request({
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    const created = ((await response.json()) as any).data.createImageSwipe;
    expect(created.errors).toEqual([]);
    expect(created.swipe.imageTextStatus).toBe('PENDING');
    expect(await search(client, teamId, 'zeppelin')).toHaveLength(0);

    const read = await readSwipe(client, teamId, 'Hero');
    expect(read.imageTextStatus).toBe('DONE');
    expect(read.imageText).toMatch(/zeppelin ticket/i);
    const found = await search(client, teamId, 'zeppelin', SEARCH_TEXTS);
    expect(found.map((edge) => [edge.node.title, edge.foundIn])).toEqual([
      ['Hero', ['IMAGE_TEXT']],
    ]);
    // The headline's large type too.
    expect(await search(client, teamId, 'marmalade')).toHaveLength(1);
  });

  it("reads an email's attached image, and a search says the word was in its pictures", async () => {
    const { client, address, teamId } = await mailUser(server);
    await send({
      to: address,
      subject: 'Creative for review',
      text: 'The banner is attached.',
      attachments: [{ filename: 'banner.png', content: await screenshot() }],
    });
    const read = await readSwipe(client, teamId, 'Creative for review');
    expect(read.imageTextStatus).toBe('DONE');
    expect((await search(client, teamId, 'cancellation')).map((edge) => edge.foundIn)).toEqual([
      ['IMAGE_TEXT'],
    ]);
  });

  it('reads the pictures of swipes saved before they were read (the start-up backfill)', async () => {
    const { client, address, teamId } = await mailUser(server);
    await send({
      to: address,
      subject: 'Old creative',
      text: 'Attached.',
      attachments: [{ filename: 'banner.png', content: await screenshot() }],
    });
    const read = await readSwipe(client, teamId, 'Old creative');
    expect(read.imageTextStatus).toBe('DONE');
    // As a swipe saved before its pictures were read.
    await prisma().swipe.update({
      where: { id: dbId(read.id) },
      data: { imageText: null, imageTextStatus: 'NONE' },
    });
    expect(await search(client, teamId, 'zeppelin')).toHaveLength(0);
    expect(await backfillImageText(() => false)).toBeGreaterThanOrEqual(1);
    expect((await readSwipe(client, teamId, 'Old creative')).imageTextStatus).toBe('DONE');
    expect((await search(client, teamId, 'zeppelin')).map((edge) => edge.foundIn)).toEqual([
      ['IMAGE_TEXT'],
    ]);
    expect(await backfillImageText(() => false)).toBe(0);
  });

  it('has nothing to read for a swipe without pictures', async () => {
    const { client, teamId } = await newUser(server);
    const created = await client.gql(
      `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) {
        swipe { imageText imageTextStatus } } }`,
      { input: { teamId, kind: 'IMAGE', title: 'Just a note' } },
    );
    expect(created.data.createSwipe.swipe).toEqual({ imageText: null, imageTextStatus: 'NONE' });
  });
});
