import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail, VIEWER } from './harness.js';
import { sha256Hex } from './hash.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('CSRF', () => {
  it('a cross-site form post cannot run a mutation', async () => {
    const before = await server.db.prisma.user.count();
    const query = `mutation { signUp(input: {email: "${uniqueEmail()}", password: "password123", name: "Eve"}) { errors { __typename } } }`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', new URLSearchParams({ query }).toString()],
      ['text/plain', JSON.stringify({ query })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--\r\n`,
      ],
    ] as const) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example' },
        body,
      });
      expect(response.status).toBe(403);
    }
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`);
    expect(get.status).toBe(403);
    expect(await server.db.prisma.user.count()).toBe(before);
  });

  it('ignores the session cookie on a request from another origin', async () => {
    const client = server.client();
    await client.signUp({ email: uniqueEmail() });
    const crossSite = await client.gql('{ viewer { id } }', {}, { origin: 'https://evil.example' });
    expect(crossSite.data.viewer).toBeNull();
    const sameSite = await client.gql('{ viewer { id } }', {}, { origin: server.url });
    expect(sameSite.data.viewer).not.toBeNull();
  });
});

describe('node and nodes', () => {
  it("return null for another user's user, team and garbage ids", async () => {
    const alice = server.client();
    const bob = server.client();
    await alice.signUp({ email: uniqueEmail('alice') });
    await bob.signUp({ email: uniqueEmail('bob') });
    const aliceViewer = (await alice.gql(VIEWER)).data.viewer;
    const aliceTeam = aliceViewer.teams.edges[0].node.id;
    const ids = [aliceViewer.id, aliceTeam, Buffer.from('Team:not-a-uuid').toString('base64')];

    const asBob = await bob.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(asBob.data.nodes).toEqual([null, null, null]);
    const malformed = await bob.gql('query($id: ID!) { node(id: $id) { id } }', { id: 'garbage' });
    expect(malformed.errors?.[0]?.message).toBe('Invalid global ID: garbage');
    const single = await bob.gql('query($id: ID!) { node(id: $id) { id } }', { id: aliceTeam });
    expect(single.data.node).toBeNull();
    const anonymous = await server
      .client()
      .gql('query($id: ID!) { node(id: $id) { id } }', { id: aliceTeam });
    expect(anonymous.data.node).toBeNull();

    const asAlice = await alice.gql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Team { name } } }',
      {
        ids: ids.slice(0, 2),
      },
    );
    expect(asAlice.data.nodes).toEqual([
      { id: aliceViewer.id },
      { id: aliceTeam, name: 'Personal' },
    ]);
  });
});

it("return null for another team's swipes, tags and collections", async () => {
  const alice = server.client();
  const bob = server.client();
  await alice.signUp({ email: uniqueEmail('alice') });
  await bob.signUp({ email: uniqueEmail('bob') });
  const teamId = (await bob.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).data
    .viewer.teams.edges[0].node.id;
  const collection = (
    await bob.gql(
      'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
      {
        input: { teamId, name: 'Private' },
      },
    )
  ).data.createCollection.collection;
  const swipe = (
    await bob.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id tags { id } } } }',
      {
        input: {
          teamId,
          kind: 'AD',
          title: 'Secret',
          tags: ['hidden'],
          collectionIds: [collection.id],
        },
      },
    )
  ).data.createSwipe.swipe;
  const ids = [swipe.id, swipe.tags[0].id, collection.id];
  expect(
    (await bob.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).data.nodes,
  ).toEqual(ids.map((id) => ({ id })));
  expect(
    (await alice.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).data.nodes,
  ).toEqual([null, null, null]);
});

describe('bad requests', () => {
  it('answers malformed JSON with a 4xx and a clear message, never a stack trace', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/invalid JSON/i);
    expect(text).not.toMatch(/\bat \w+ \(/);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(1024 * 1024)}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Request body is larger than 1 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });

  it('refuses queries that are too deep or too long', async () => {
    const deep = await server
      .client()
      .gql(
        '{ viewer { teams { edges { node { swipes { edges { node { id } } } } } } } node(id: "x") { id ... on Team { swipes { pageInfo { hasNextPage } } } } }'.replace(
          'node { id } }',
          'node { id ... on Swipe { kind } } }',
        ),
      );
    expect(deep.status).toBeLessThan(500);
    const tooManyTokens = await server.client().gql(`{ ${'viewer { id } '.repeat(500)} }`);
    expect(tooManyTokens.errors?.[0]?.message).toMatch(/Token limit/);
  });

  it('masks unexpected errors', async () => {
    const result = await server.client().gql('{ viewer { id } }', {}, {});
    expect(result.errors).toBeUndefined();
  });
});

describe('input bounds', () => {
  it('refuses absurdly long auth inputs before any work is done', async () => {
    const before = await server.db.prisma.auditEvent.count();
    const result = await server.client().signIn('a@example.com', 'x'.repeat(5000));
    expect(result.errors?.[0]?.message).toMatch(/at most 1024 characters/);
    expect(await server.db.prisma.auditEvent.count()).toBe(before);
  });
});

describe('GraphiQL', () => {
  it('is served in development, from our own files', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('src="/graphiql/graphiql.js"');
  });
});

// Last: it replaces the shared server with a production-mode one.
describe('production mode', () => {
  it('refuses a query that is not persisted and runs one that is', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'persisted-'));
    const text = 'query ViewerName { viewer { name } }';
    const file = path.join(dir, 'persisted-queries.json');
    await writeFile(file, JSON.stringify({ [sha256Hex(text)]: text }));
    await server.close();
    server = await startTestServer({ NODE_ENV: 'production' }, { persistedOperationFiles: [file] });

    const arbitrary = await server.client().gql('{ viewer { id } }');
    expect(arbitrary.errors?.[0]?.message).toBe('Only persisted operations are accepted.');

    const response = await server.client().request({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } },
      }),
    });
    expect(await response.json()).toEqual({ data: { viewer: null } });

    const unknown = await server.client().request({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex('nope') } },
      }),
    });
    expect((await unknown.json()).errors[0].message).toBe('Unknown persisted operation.');

    // The playground is served (API clients bring a personal token: playground.test.ts).
    const graphiql = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('<label for="api-token">API token</label>');
  });
});
