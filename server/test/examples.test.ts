import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/paths.js';
import { exampleCatalogue, seedExamples } from '../src/services/examples/examples.js';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_SWIPE_LIMIT: '2' });
});
afterAll(() => server.close());

const SAVE = `mutation($exampleId: ID!, $teamId: ID!) {
  saveExample(input: { exampleId: $exampleId, teamId: $teamId }) {
    swipe { id title kind source url notes createdVia imageUrl imageWidth imageHeight }
    errors { __typename ... on Error { message } }
  }
}`;

interface ListedExample {
  id: string;
  title: string;
  path: string;
  category: string;
  coverImage: string;
}

async function listExamples(): Promise<ListedExample[]> {
  const response = await fetch(`${server.url}/api/examples`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { examples: ListedExample[] }).examples;
}

describe('the examples catalogue', () => {
  it('holds at least 150 entries across every category, each with its own cover file', async () => {
    const entries = exampleCatalogue();
    expect(entries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(entries.map((entry) => entry.category)).size).toBe(16);
    for (const entry of entries) {
      const cover = await readFile(path.join(paths.webPublic, entry.coverImage));
      expect(cover.subarray(8, 12).toString('ascii'), entry.coverImage).toBe('WEBP');
      expect(cover.length).toBeLessThan(40_000);
    }
  });

  it('is seeded at start-up, and seeding again changes nothing', async () => {
    expect(await server.db.prisma.example.count()).toBe(exampleCatalogue().length);
    expect(await seedExamples()).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(await server.db.prisma.example.count()).toBe(exampleCatalogue().length);
  });

  it('repairs rows that drifted from the catalogue, keyed by path', async () => {
    const [first, second] = exampleCatalogue();
    const before = await server.db.prisma.example.findUniqueOrThrow({
      where: { path: second!.path },
    });
    await server.db.prisma.example.delete({ where: { path: first!.path } });
    await server.db.prisma.example.update({
      where: { path: second!.path },
      data: { title: 'Changed by hand' },
    });
    await server.db.prisma.example.create({
      data: {
        title: 'Gone',
        path: '/examples/ads/gone',
        category: 'ads',
        coverImage: '/examples/covers/ads--gone.webp',
      },
    });
    expect(await seedExamples()).toEqual({ created: 1, updated: 1, removed: 1 });
    const after = await server.db.prisma.example.findUniqueOrThrow({
      where: { path: second!.path },
    });
    // Updated in place: its id (what saveExample takes) is kept.
    expect(after).toMatchObject({ id: before.id, title: second!.title });
    expect(await server.db.prisma.example.count()).toBe(exampleCatalogue().length);
    expect(await seedExamples()).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('is served to anyone as one cacheable JSON document', async () => {
    const examples = await listExamples();
    expect(examples).toHaveLength(exampleCatalogue().length);
    expect(examples[0]).toMatchObject({
      title: exampleCatalogue()[0]!.title,
      path: exampleCatalogue()[0]!.path,
    });
    const response = await fetch(`${server.url}/api/examples`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/api/examples`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const post = await fetch(`${server.url}/api/examples`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('saveExample', () => {
  it("saves an example into the viewer's team with its cover as the image", async () => {
    const { client, teamId } = await newUser(server);
    const examples = await listExamples();
    const ad = examples.find((example) => example.category === 'ads')!;
    const result = (await client.gql(SAVE, { exampleId: ad.id, teamId })).data.saveExample;
    expect(result.errors).toEqual([]);
    expect(result.swipe).toMatchObject({
      title: ad.title,
      kind: 'AD',
      source: 'Swipestack examples',
      url: `http://localhost:3000${ad.path}`,
      createdVia: 'EXAMPLES',
      imageWidth: 640,
      imageHeight: 400,
    });
    expect(result.swipe.notes).toBeTruthy();
    const image = await client.request({ path: result.swipe.imageUrl });
    expect(image.status).toBe(200);
    const team = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Team { swipeCount } } }`,
      {
        id: teamId,
      },
    );
    expect(team.data.node.swipeCount).toBe(1);
  });

  it('applies the Free cap, and refuses teams the viewer is not in and unknown examples', async () => {
    const { client, teamId } = await newUser(server);
    const other = await newUser(server);
    const examples = await listExamples();
    const email = examples.find((example) => example.category === 'emails')!;
    for (const example of examples.slice(0, 2)) {
      const saved = (await client.gql(SAVE, { exampleId: example.id, teamId })).data.saveExample;
      expect(saved.errors).toEqual([]);
    }
    const capped = (await client.gql(SAVE, { exampleId: email.id, teamId })).data.saveExample;
    expect(capped).toEqual({
      swipe: null,
      errors: [
        {
          __typename: 'SwipeLimitError',
          message: "You've reached the 2-swipe cap on the Free plan",
        },
      ],
    });

    const notMine = (await client.gql(SAVE, { exampleId: email.id, teamId: other.teamId })).data
      .saveExample;
    expect(notMine.swipe).toBeNull();
    expect(notMine.errors[0].__typename).toBe('NotFoundError');

    const unknownId = Buffer.from('Example:00000000-0000-7000-8000-000000000000').toString(
      'base64',
    );
    const unknown = (await other.client.gql(SAVE, { exampleId: unknownId, teamId: other.teamId }))
      .data.saveExample;
    expect(unknown).toEqual({
      swipe: null,
      errors: [{ __typename: 'NotFoundError', message: 'This example does not exist.' }],
    });
    // Nothing was stored for the refused saves.
    const otherTeam = await other.client.gql(
      `query($id: ID!) { node(id: $id) { ... on Team { swipeCount } } }`,
      { id: other.teamId },
    );
    expect(otherTeam.data.node.swipeCount).toBe(0);
  });

  it('needs a signed-in viewer', async () => {
    const [example] = await listExamples();
    const { teamId } = await newUser(server);
    const anonymous = await server.client().gql(SAVE, { exampleId: example!.id, teamId });
    expect(anonymous.data?.saveExample ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });
});
