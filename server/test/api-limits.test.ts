import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { newShareToken } from '../src/services/collections/collection-sharing.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { sha256Hex } from './hash.js';
import { wsClient } from './helpers/subscriptions.js';
import { newUser } from './helpers/users.js';

// Bounded work per request, Relay pagination at its edges, error codes and HTTP statuses
// (docs/graphql.md).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Edge = { cursor: string; node: { id: string } };
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1] ?? '';
const codes = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors ?? []).map((error) => error.extensions?.code);

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('nodes', () => {
  const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';

  it('takes at most 100 ids', async () => {
    const { client, teamId } = await newUser(server);
    const ok = await client.gql(NODES, { ids: Array(100).fill(teamId) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.nodes).toHaveLength(100);
    const tooMany = await client.gql(NODES, { ids: Array(101).fill(teamId) });
    expect(tooMany.data?.nodes ?? null).toBeNull();
    expect(codes(tooMany)).toEqual(['BAD_USER_INPUT']);
    expect(tooMany.errors?.[0]?.message).toMatch(/at most 100/);
    // Written into the document rather than passed as a variable, the list is refused by the field.
    const inline = await client.gql(
      `{ nodes(ids: ${JSON.stringify(Array(101).fill(teamId))}) { id } }`,
    );
    expect(inline.data?.nodes ?? null).toBeNull();
    expect(codes(inline)).toEqual(['BAD_USER_INPUT']);
    expect(inline.errors?.[0]?.message).toMatch(/at most 100/);
  });

  it('answers null with one error for each malformed id and keeps the others', async () => {
    const { client, teamId, viewerId } = await newUser(server);
    const notANode = Buffer.from('PublicSwipe:1').toString('base64');
    const result = await client.gql(NODES, { ids: [teamId, 'abc', viewerId, notANode] });
    expect(result.data.nodes).toEqual([{ id: teamId }, null, { id: viewerId }, null]);
    expect(
      result.errors?.map((error: { path?: unknown; extensions?: Record<string, unknown> }) => [
        error.path,
        error.extensions?.code,
      ]),
    ).toEqual([
      [['nodes', 1], 'BAD_USER_INPUT'],
      [['nodes', 3], 'BAD_USER_INPUT'],
    ]);
    expect(result.errors?.[0]?.message).toBe('Invalid global ID: abc');
  });
});

describe('list arguments', () => {
  it('refuses a list variable of more than 100 items before running anything', async () => {
    const { client, teamId } = await newUser(server);
    const before = await server.db.prisma.swipe.count();
    const result = await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: {
          teamId,
          kind: 'AD',
          title: 'Many tags',
          tags: Array.from({ length: 101 }, (_, i) => `t${i}`),
        },
      },
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(await server.db.prisma.swipe.count()).toBe(before);
  });

  it('bounds tag and collection lists of swipe inputs written into the document', async () => {
    const { client, teamId } = await newUser(server);
    const many = JSON.stringify(Array.from({ length: 101 }, (_, i) => `t${i}`));
    for (const list of [`tags: ${many}`, `collectionIds: ${many}`]) {
      const result = await client.gql(
        `mutation($teamId: ID!) { createSwipe(input: {teamId: $teamId, kind: AD, title: "Many", ${list}}) { swipe { id } } }`,
        { teamId },
      );
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toMatch(/at most 100/);
    }
  });
});

describe('Team.swipes pagination', () => {
  let client: TestClient;
  let teamId: string;
  /** The team's swipe ids, newest first. */
  let ids: string[];
  const PAGE = `query($team: ID!, $first: Int, $last: Int, $after: String, $before: String, $sort: SwipeSort, $filter: SwipeFilter) {
    node(id: $team) { ... on Team { swipes(first: $first, last: $last, after: $after, before: $before, sort: $sort, filter: $filter) {
      edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }`;
  const page = async (variables: Record<string, unknown>) => {
    const result = await client.gql(PAGE, { team: teamId, ...variables });
    if (result.errors) return { errors: result.errors, codes: codes(result) };
    const swipes = result.data.node.swipes;
    return {
      ids: swipes.edges.map((edge: Edge) => rawId(edge.node.id)),
      cursors: swipes.edges.map((edge: Edge) => edge.cursor) as string[],
      pageInfo: swipes.pageInfo,
    };
  };

  beforeAll(async () => {
    ({ client, teamId } = await newUser(server));
    const team = rawId(teamId);
    for (let i = 0; i < 5; i++) {
      await server.db.prisma.swipe.create({
        data: { teamId: team, kind: 'AD', title: `Spring sale ${i}` },
      });
    }
    ids = (
      await server.db.prisma.swipe.findMany({ where: { teamId: team }, orderBy: { id: 'desc' } })
    ).map((swipe) => swipe.id);
  });

  it('pages forward with first/after', async () => {
    const one = await page({ first: 2 });
    expect(one.ids).toEqual(ids.slice(0, 2));
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const two = await page({ first: 2, after: one.pageInfo.endCursor });
    expect(two.ids).toEqual(ids.slice(2, 4));
    expect(two.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = await page({ first: 2, after: two.pageInfo.endCursor });
    expect(last.ids).toEqual(ids.slice(4));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const beyond = await page({ first: 2, after: last.pageInfo.endCursor });
    expect(beyond.ids).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    });
  });

  it('answers exactly one page without a next page', async () => {
    const all = await page({ first: 5 });
    expect(all.ids).toEqual(ids);
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const oldest = await page({ first: 5, sort: 'OLDEST' });
    expect(oldest.ids).toEqual([...ids].reverse());
  });

  it('pages backward with last/before', async () => {
    const end = await page({ last: 2 });
    expect(end.ids).toEqual(ids.slice(3));
    expect(end.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const middle = await page({ last: 2, before: end.pageInfo.startCursor });
    expect(middle.ids).toEqual(ids.slice(1, 3));
    expect(middle.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const start = await page({ last: 2, before: middle.pageInfo.startCursor });
    expect(start.ids).toEqual(ids.slice(0, 1));
    expect(start.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const all = await page({ last: 5 });
    expect(all.ids).toEqual(ids);
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const between = await page({ last: 10, after: all.cursors?.[0], before: all.cursors?.[3] });
    expect(between.ids).toEqual(ids.slice(1, 3));
    expect(between.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const oldest = await page({ last: 2, sort: 'OLDEST' });
    expect(oldest.ids).toEqual([ids[1], ids[0]]);
  });

  it('pages a search both ways', async () => {
    const filter = { search: 'spring' };
    const one = await page({ first: 3, filter });
    expect(one.ids).toHaveLength(3);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const two = await page({ first: 3, after: one.pageInfo.endCursor, filter });
    expect(two.ids).toHaveLength(2);
    expect(two.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await page({ last: 3, before: two.pageInfo.startCursor, filter });
    expect(back.ids).toEqual(one.ids);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const end = await page({ last: 2, filter });
    expect(end.ids).toEqual(two.ids);
    expect(end.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(new Set([...one.ids, ...two.ids])).toEqual(new Set(ids));
  });

  it('answers an empty team with an empty page', async () => {
    const other = await newUser(server);
    const result = await other.client.gql(PAGE, { team: other.teamId, first: 10 });
    expect(result.data.node.swipes).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    const backward = await other.client.gql(PAGE, { team: other.teamId, last: 10 });
    expect(backward.data.node.swipes.edges).toEqual([]);
  });

  it('takes first: 0 as an empty page and refuses sizes outside 0–100', async () => {
    const zero = await page({ first: 0 });
    expect(zero.ids).toEqual([]);
    expect(zero.pageInfo.hasNextPage).toBe(true);
    expect((await page({ first: 100 })).ids).toEqual(ids);
    for (const args of [{ first: -5 }, { first: 101 }, { last: -1 }, { last: 101 }]) {
      expect((await page(args)).codes).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('refuses garbage cursors with BAD_CURSOR', async () => {
    const idCursor = Buffer.from('id:not-a-uuid').toString('base64url');
    for (const args of [
      { first: 2, after: 'garbage' },
      { last: 2, before: 'garbage' },
      { first: 2, after: idCursor },
      { first: 2, after: '' },
    ]) {
      expect((await page(args)).codes).toEqual(['BAD_CURSOR']);
    }
    const searchCursor = (await page({ first: 1, filter: { search: 'spring' } })).pageInfo
      .endCursor;
    // A search's cursor means nothing while browsing, and the other way round.
    expect((await page({ first: 2, after: searchCursor })).codes).toEqual(['BAD_CURSOR']);
  });
});

describe('User.teams and PublicCollection.swipes', () => {
  it('User.teams pages both ways and refuses bad arguments', async () => {
    const { client } = await newUser(server);
    await client.gql('mutation { createTeam(input: {name: "Second"}) { team { id } } }');
    const TEAMS = `query($first: Int, $last: Int, $after: String, $before: String) { viewer { teams(first: $first, last: $last, after: $after, before: $before) {
      edges { node { name } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    const first = await client.gql(TEAMS, { first: 1 });
    expect(first.data.viewer.teams.edges).toEqual([{ node: { name: 'Personal' } }]);
    expect(first.data.viewer.teams.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const last = await client.gql(TEAMS, { last: 1 });
    expect(last.data.viewer.teams.edges).toEqual([{ node: { name: 'Second' } }]);
    expect(last.data.viewer.teams.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const before = await client.gql(TEAMS, {
      last: 5,
      before: last.data.viewer.teams.pageInfo.startCursor,
    });
    expect(before.data.viewer.teams.edges).toEqual([{ node: { name: 'Personal' } }]);
    expect(before.data.viewer.teams.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(codes(await client.gql(TEAMS, { first: 101 }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await client.gql(TEAMS, { first: -5 }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await client.gql(TEAMS, { first: 1, after: 'garbage' }))).toEqual(['BAD_CURSOR']);
    const otherModel = Buffer.from('GPC:S:not-a-uuid').toString('base64');
    expect(codes(await client.gql(TEAMS, { first: 1, after: otherModel }))).toEqual(['BAD_CURSOR']);
  });

  it('PublicCollection.swipes pages both ways and refuses bad arguments', async () => {
    const { teamId } = await newUser(server);
    const publicToken = newShareToken();
    const collection = await server.db.prisma.collection.create({
      data: { teamId: rawId(teamId), name: 'Shared', publicToken, publishedAt: new Date() },
    });
    for (let i = 0; i < 3; i++) {
      await server.db.prisma.swipe.create({
        data: {
          teamId: rawId(teamId),
          kind: 'AD',
          title: `Public ${i}`,
          collections: { create: { collectionId: collection.id } },
        },
      });
    }
    const PUBLIC = `query($token: String!, $first: Int, $last: Int, $after: String, $before: String) { publicCollection(token: $token) {
      swipes(first: $first, last: $last, after: $after, before: $before) { edges { node { title } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    const client = server.client();
    const ask = (variables: Record<string, unknown>) =>
      client.gql(PUBLIC, { token: publicToken, ...variables });
    const first = await ask({ first: 2 });
    expect(first.data.publicCollection.swipes.edges).toHaveLength(2);
    expect(first.data.publicCollection.swipes.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const last = await ask({ last: 1 });
    expect(last.errors).toBeUndefined();
    expect(last.data.publicCollection.swipes.edges).toEqual([{ node: { title: 'Public 0' } }]);
    expect(last.data.publicCollection.swipes.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const before = await ask({
      last: 5,
      before: last.data.publicCollection.swipes.pageInfo.startCursor,
    });
    expect(before.data.publicCollection.swipes.edges).toEqual([
      { node: { title: 'Public 2' } },
      { node: { title: 'Public 1' } },
    ]);
    expect(codes(await ask({ first: 101 }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await ask({ first: -5 }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await ask({ first: 1, after: 'garbage' }))).toEqual(['BAD_CURSOR']);
    const nan = Buffer.from('OffsetConnection:abc').toString('base64');
    expect(codes(await ask({ first: 1, after: nan }))).toEqual(['BAD_CURSOR']);
  });
});

describe('error codes', () => {
  it('names every kind of error', async () => {
    const anonymous = server.client();
    const { client } = await newUser(server);
    expect(
      codes(await anonymous.gql('mutation { createTeam(input: {name: "x"}) { team { id } } }')),
    ).toEqual(['UNAUTHENTICATED']);
    expect(codes(await client.gql('{ node(id: "garbage") { id } }'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await client.gql('{ viewer { nope } }'))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(codes(await client.gql('{ viewer { '))).toEqual(['GRAPHQL_PARSE_FAILED']);
    const reversedDates = await client.gql(
      '{ viewer { teams(first: 1) { edges { node { swipes(filter: {addedFrom: "2026-02-02T00:00:00Z", addedTo: "2026-02-01T00:00:00Z"}) { edges { cursor } } } } } } }',
    );
    expect(codes(reversedDates)).toEqual(['BAD_USER_INPUT']);
    const tooManyTokens = await client.gql(`{ ${'viewer { id } '.repeat(500)} }`);
    expect(codes(tooManyTokens)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(tooManyTokens.errors?.[0]?.message).toBe('Token limit of 2000 exceeded.');
    expect(tooManyTokens.status).toBe(200); // application/json: 200 for request errors
  });

  it('FORBIDDEN: a personal token may not do what only a browser session may', async () => {
    const { viewerId } = await newUser(server);
    const { token } = await issueApiToken(rawId(viewerId), 'Script');
    const result = await server
      .client()
      .gql(
        'mutation { createApiToken(input: {name: "more"}) { token } }',
        {},
        { authorization: `Bearer ${token}` },
      );
    expect(codes(result)).toEqual(['FORBIDDEN']);
  });
});

describe('HTTP statuses and caching', () => {
  const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };

  it('answers request errors with 400 under application/graphql-response+json', async () => {
    const parse = await post({ query: '{ viewer {' }, GRAPHQL_RESPONSE);
    expect(parse.status).toBe(400);
    expect(parse.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const armor = await post({ query: `{ ${'viewer { id } '.repeat(500)} }` }, GRAPHQL_RESPONSE);
    expect(armor.status).toBe(400);
    expect(armor.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(armor.body.data).toBeUndefined();
  });

  it('marks every response no-store', async () => {
    const { client } = await newUser(server);
    const response = await client.gql('{ viewer { email } }');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const failed = await post({ query: '{ viewer {' }, GRAPHQL_RESPONSE);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('time limits', () => {
  it('answers a query that runs past GRAPHQL_QUERY_TIMEOUT_MS with TIMEOUT; mutations run to the end', async () => {
    const quick = await startTestServer({ GRAPHQL_QUERY_TIMEOUT_MS: '1' });
    try {
      const client = quick.client();
      const signUp = await client.signUp({ email: 'timeout@example.com' });
      expect(signUp.data.signUp.viewer.email).toBe('timeout@example.com');
      const response = await client.request({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
        },
        body: JSON.stringify({
          query:
            '{ viewer { teams(first: 10) { edges { node { name swipeCount swipes(first: 10) { edges { node { id } } } } } } } }',
        }),
      });
      const body = await response.json();
      expect(
        body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
      ).toEqual(['TIMEOUT']);
      expect(response.status).toBe(503);
    } finally {
      await quick.close();
    }
  });

  it('PostgreSQL cancels a statement that runs past DB_STATEMENT_TIMEOUT_MS', async () => {
    const quick = await startTestServer({ DB_STATEMENT_TIMEOUT_MS: '200' });
    try {
      const slow = quick.db.prisma.$queryRawUnsafe('SELECT 1 AS one FROM pg_sleep(1.5)');
      if (process.env.TEST_DATABASE_URL) {
        await expect(slow).rejects.toThrow(/statement timeout/);
      } else {
        // The embedded PGlite runs statements in this process and cannot interrupt them.
        await expect(slow).resolves.toBeDefined();
      }
    } finally {
      await quick.close();
    }
  });
});

// Last: it replaces the shared server with a production-mode one.
describe('query cost', () => {
  // Up to 100 teams with 100 swipes each: 10,000 swipes and their tags in one request.
  const TEAMS_SWIPES = `teams(first: $n) { edges { node {
    swipes(first: $n) { edges { node { id title tags { id title } } } } } } }`;

  it('refuses a query over the cost limit before it runs, counting its variables', async () => {
    // Costed before it runs, so before anyone is asked who the viewer is.
    const client = server.client();
    const query = `query($n: Int) { viewer { ${TEAMS_SWIPES} } }`;
    expect(codes(await client.gql(query, { n: 100 }))).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes(await client.gql(query, { n: 2 }))).toEqual([]);
  });

  it('refuses a subscription over the cost limit too (graphql-ws)', async () => {
    const ws = wsClient(server.url);
    // Each of 100 swipes with its collections' teams' 100 swipes.
    const query = `subscription($n: Int) { teamEvents(teamId: "x") { team {
      swipes(first: $n) { edges { node { collections { team {
        swipes(first: $n) { edges { node { id } } } } } } } } } } }`;
    const first = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query, variables: { n: 100 } },
        { next: resolve, error: resolve, complete: () => resolve('completed') },
      );
    });
    await ws.dispose();
    expect(first).toEqual({
      errors: [
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
        }),
      ],
    });
  });
});

describe('production mode', () => {
  it('answers persisted-operation refusals with codes and 400', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'persisted-'));
    const file = path.join(dir, 'persisted-queries.json');
    await writeFile(file, '{}');
    await server.close();
    server = await startTestServer({ NODE_ENV: 'production' }, { persistedOperationFiles: [file] });
    const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };

    const arbitrary = await post({ query: '{ viewer { id } }' }, GRAPHQL_RESPONSE);
    expect(arbitrary.status).toBe(400);
    expect(arbitrary.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    const asJson = await post({ query: '{ viewer { id } }' });
    expect(asJson.status).toBe(200);
    expect(asJson.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');

    const unknown = await post(
      { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex('nope') } } },
      GRAPHQL_RESPONSE,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('cache-control')).toBe('no-store');

    // The same codes over WebSocket (graphql-ws).
    const ws = wsClient(server.url);
    const refused = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query: 'subscription { teamEvents(teamId: "x") { __typename } }' },
        { next: () => {}, error: resolve, complete: () => resolve('completed') },
      );
    });
    await ws.dispose();
    expect(refused).toEqual([
      expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ONLY' } }),
    ]);
  });
});
