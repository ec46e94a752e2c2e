import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { newUser } from './helpers/users.js';

// The lists of a team and a user are Relay connections with a totalCount (docs/graphql.md,
// "Pagination"): keyset pages of at most 100, both ways, on PGlite and PostgreSQL alike.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1] ?? '';
const codes = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors ?? []).map((error) => error.extensions?.code);

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const TAGS = `query($id: ID!, $first: Int, $last: Int, $after: String, $before: String, $search: String) {
  node(id: $id) { ... on Team {
    tags(first: $first, last: $last, after: $after, before: $before, search: $search) {
      totalCount edges { cursor node { id title } } ${PAGE_INFO}
    }
  } }
}`;
const COLLECTIONS = `query($id: ID!, $first: Int, $last: Int, $after: String, $before: String) {
  node(id: $id) { ... on Team {
    collections(first: $first, last: $last, after: $after, before: $before) {
      totalCount edges { node { id name } } ${PAGE_INFO}
    }
  } }
}`;
const MEMBERS = `query($id: ID!, $first: Int, $last: Int, $after: String, $before: String) {
  node(id: $id) { ... on Team {
    members(first: $first, last: $last, after: $after, before: $before) {
      totalCount edges { node { email joinedAt } } ${PAGE_INFO}
    }
  } }
}`;

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}
type Edge<N> = { node: N };
interface Page<N> {
  totalCount: number;
  edges: { node: N }[];
  pageInfo: PageInfo;
}

/** Every page of a team's list, forward (first/after) or backward (last/before). */
async function allPages<N>(
  client: TestClient,
  query: string,
  list: string,
  variables: Record<string, unknown>,
  size: number,
  backward: boolean,
) {
  const pages: Page<N>[] = [];
  let cursor: string | null = null;
  for (;;) {
    const result = await client.gql(query, {
      ...variables,
      ...(backward ? { last: size, before: cursor } : { first: size, after: cursor }),
    });
    expect(result.errors).toBeUndefined();
    const page = result.data.node[list] as Page<N>;
    pages.push(page);
    const more = backward ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage;
    if (!more) break;
    cursor = backward ? page.pageInfo.startCursor : page.pageInfo.endCursor;
    expect(pages.length, 'pages').toBeLessThan(50);
  }
  // Backward pages come last first: put them in the list's order.
  const nodes = (backward ? [...pages].reverse() : pages).flatMap((page) =>
    page.edges.map((edge) => edge.node),
  );
  return { pages, nodes };
}

describe('Team.tags', () => {
  const titles = Array.from({ length: 250 }, (_, i) => `Tag ${String(i).padStart(3, '0')}`);
  let client: TestClient;
  let teamId: string;
  beforeAll(async () => {
    ({ client, teamId } = await newUser(server));
    // Inserted out of order: the list is alphabetical, not in the order they were made.
    const shuffled = titles.map((title, i) => titles[(i * 97) % titles.length] ?? title);
    expect(new Set(shuffled).size).toBe(250);
    await server.db.prisma.tag.createMany({
      data: shuffled.map((title) => ({ teamId: rawId(teamId), title })),
    });
  });

  it('pages forward through 250 tags in pages of 100, each once and alphabetical', async () => {
    const { pages, nodes } = await allPages<{ title: string }>(
      client,
      TAGS,
      'tags',
      { id: teamId },
      100,
      false,
    );
    expect(pages.map((page) => page.edges.length)).toEqual([100, 100, 50]);
    expect(pages.map((page) => page.totalCount)).toEqual([250, 250, 250]);
    expect(pages.map((page) => [page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage])).toEqual(
      [
        [false, true],
        [true, true],
        [true, false],
      ],
    );
    expect(nodes.map((node) => node.title)).toEqual(titles);
  });

  it('pages backward through them with last/before likewise', async () => {
    const { pages, nodes } = await allPages<{ title: string }>(
      client,
      TAGS,
      'tags',
      { id: teamId },
      100,
      true,
    );
    expect(pages.map((page) => page.edges.length)).toEqual([100, 100, 50]);
    expect(pages.map((page) => page.totalCount)).toEqual([250, 250, 250]);
    expect(pages.map((page) => [page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage])).toEqual(
      [
        [true, false],
        [true, true],
        [false, true],
      ],
    );
    expect(pages[0]?.edges[0]?.node.title).toBe('Tag 150');
    expect(nodes.map((node) => node.title)).toEqual(titles);
  });

  it('answers 100 by default', async () => {
    const result = await client.gql(TAGS, { id: teamId });
    expect(result.data.node.tags.edges).toHaveLength(100);
    expect(result.data.node.tags.pageInfo.hasNextPage).toBe(true);
  });

  it('narrows by search, in any case, and counts only the matches', async () => {
    const found = await client.gql(TAGS, { id: teamId, search: '  tAG 01', first: 5 });
    expect(found.data.node.tags.totalCount).toBe(10);
    expect(
      found.data.node.tags.edges.map((edge: Edge<{ title: string }>) => edge.node.title),
    ).toEqual(['Tag 010', 'Tag 011', 'Tag 012', 'Tag 013', 'Tag 014']);
    expect(found.data.node.tags.pageInfo.hasNextPage).toBe(true);
    const rest = await client.gql(TAGS, {
      id: teamId,
      search: 'TAG 01',
      first: 100,
      after: found.data.node.tags.pageInfo.endCursor,
    });
    expect(
      rest.data.node.tags.edges.map((edge: Edge<{ title: string }>) => edge.node.title),
    ).toEqual(['Tag 015', 'Tag 016', 'Tag 017', 'Tag 018', 'Tag 019']);
    expect(rest.data.node.tags.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const none = await client.gql(TAGS, { id: teamId, search: 'no such tag' });
    expect(none.data.node.tags).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('refuses a cursor it did not issue, and page sizes outside 0..100', async () => {
    const members = await client.gql(MEMBERS, { id: teamId, first: 1 });
    const memberCursor = members.data.node.members.pageInfo.endCursor;
    expect(memberCursor).toEqual(expect.any(String));
    for (const cursor of [memberCursor, 'garbage', Buffer.from('tag:').toString('base64url')]) {
      expect(
        codes(await client.gql(TAGS, { id: teamId, first: 1, after: cursor })),
        cursor,
      ).toEqual(['BAD_CURSOR']);
      expect(
        codes(await client.gql(TAGS, { id: teamId, last: 1, before: cursor })),
        cursor,
      ).toEqual(['BAD_CURSOR']);
    }
    for (const size of [{ first: 101 }, { first: -1 }, { last: 101 }, { last: -1 }]) {
      expect(codes(await client.gql(TAGS, { id: teamId, ...size }))).toEqual(['BAD_USER_INPUT']);
    }
    const empty = await client.gql(TAGS, { id: teamId, first: 0 });
    expect(empty.data.node.tags).toMatchObject({ totalCount: 250, edges: [] });
  });
});

describe('search', () => {
  it('matches its characters literally (no wildcards), and refuses more than 100', async () => {
    const { client, teamId } = await newUser(server);
    await server.db.prisma.tag.createMany({
      data: [
        '100% off',
        '100 off',
        'snake_case',
        'snakeXcase',
        'a|b',
        'a',
        'back\\slash',
        'backslash',
      ].map((title) => ({
        teamId: rawId(teamId),
        title,
      })),
    });
    const found = async (search: string) =>
      (await client.gql(TAGS, { id: teamId, search })).data.node.tags.edges.map(
        (edge: Edge<{ title: string }>) => edge.node.title,
      );
    expect(await found('%')).toEqual(['100% off']);
    expect(await found('_')).toEqual(['snake_case']);
    expect(await found('\\')).toEqual(['back\\slash']);
    expect(await found('   ')).toHaveLength(8);
    // A title holding the cursor's separator pages like any other: one by one, the same list.
    const whole = await found('a');
    expect(whole).toEqual(expect.arrayContaining(['a', 'a|b']));
    const oneByOne = await allPages<{ title: string }>(
      client,
      TAGS,
      'tags',
      { id: teamId, search: 'A' },
      1,
      false,
    );
    expect(oneByOne.nodes.map((node) => node.title)).toEqual(whole);
    expect(codes(await client.gql(TAGS, { id: teamId, search: 'x'.repeat(101) }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

describe('Team.collections', () => {
  // Names are unique per team regardless of case (docs/swipes.md), so no two tie; mixed case,
  // spaces and accents still page in the database's order.
  it('pages through names in a fixed order, none lost or repeated', async () => {
    const { client, teamId } = await newUser(server);
    const names = ['Same', 'Zed', 'same 2', 'Alpha', 'Émile', 'alpha beta', 'Same 3', 'zeta', '_x'];
    for (const name of names) {
      await server.db.prisma.collection.create({ data: { teamId: rawId(teamId), name } });
    }
    const rows = await server.db.prisma.collection.findMany({
      where: { teamId: rawId(teamId) },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    });
    for (const backward of [false, true]) {
      for (const size of [1, 2, 4]) {
        const { pages, nodes } = await allPages<{ id: string; name: string }>(
          client,
          COLLECTIONS,
          'collections',
          { id: teamId },
          size,
          backward,
        );
        expect(pages.length, `${size} ${backward}`).toBe(Math.ceil(names.length / size));
        expect(pages.every((page) => page.totalCount === names.length)).toBe(true);
        expect(
          nodes.map((node) => [rawId(node.id), node.name]),
          `${size} ${backward}`,
        ).toEqual(rows.map((row) => [row.id, row.name]));
      }
    }
  });
});

describe('Team.members', () => {
  it('lists the members in the order they joined, paging both ways', async () => {
    const owner = await newUser(server);
    const ownerId = rawId(owner.viewerId);
    // Joined in the reverse of the order their rows (and ids) were made.
    const joined = Array.from({ length: 5 }, (_, i) => new Date(Date.UTC(2025, 0, 10 - i)));
    const emails: string[] = [];
    const team = await server.db.prisma.team.create({
      data: {
        name: 'Crew',
        members: {
          create: { userId: ownerId, role: 'OWNER', createdAt: new Date(Date.UTC(2024, 0, 1)) },
        },
      },
    });
    for (const createdAt of joined) {
      const email = uniqueEmail('member');
      emails.push(email);
      await server.db.prisma.user.create({
        data: {
          email,
          name: 'Member',
          passwordHash: 'x',
          memberships: { create: { teamId: team.id, role: 'VIEWER', createdAt } },
        },
      });
    }
    const teamId = Buffer.from(`Team:${team.id}`).toString('base64');
    const inJoinOrder = [owner.email, ...[...emails].reverse()];
    for (const backward of [false, true]) {
      const { pages, nodes } = await allPages<{ email: string }>(
        owner.client,
        MEMBERS,
        'members',
        { id: teamId },
        2,
        backward,
      );
      expect(pages.map((page) => page.edges.length)).toEqual([2, 2, 2]);
      expect(pages.every((page) => page.totalCount === 6)).toBe(true);
      expect(nodes.map((node) => node.email)).toEqual(inJoinOrder);
    }
  });
});

describe('statements', () => {
  const LISTS = `query($id: ID!) { node(id: $id) { ... on Team {
    members { totalCount edges { node { name email role isViewer } } ${PAGE_INFO} }
    invites { totalCount edges { node { email role } } }
    tags { totalCount edges { node { title swipeCount } } }
    collections { totalCount edges { node { name swipeCount } } }
  } } }`;

  /** Adds `n` more members, invites, tags and collections (each tag and collection on a swipe). */
  async function grow(teamId: string, n: number) {
    for (let i = 0; i < n; i++) {
      const email = uniqueEmail('grown');
      await server.db.prisma.user.create({
        data: {
          email,
          name: 'Grown',
          passwordHash: 'x',
          memberships: { create: { teamId, role: 'VIEWER' } },
        },
      });
      await server.db.prisma.invite.create({
        data: {
          teamId,
          email: uniqueEmail('invited'),
          role: 'VIEWER',
          tokenHash: Buffer.from(email),
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      const collection = await server.db.prisma.collection.create({
        data: { teamId, name: `C ${email}` },
      });
      await server.db.prisma.swipe.create({
        data: {
          teamId,
          kind: 'AD',
          title: email,
          tags: { create: { tag: { create: { teamId, title: `T ${email}` } } } },
          collections: { create: { collectionId: collection.id } },
        },
      });
    }
  }

  it("load a team's lists in a number of statements that does not grow with them", async () => {
    const { client, teamId } = await newUser(server);
    const counts: number[] = [];
    for (const n of [1, 5]) {
      await grow(rawId(teamId), n);
      server.takeQueries();
      const result = await client.gql(LISTS, { id: teamId });
      expect(result.errors).toBeUndefined();
      expect(
        result.data.node.tags.edges.every(
          (edge: Edge<{ swipeCount: number }>) => edge.node.swipeCount === 1,
        ),
      ).toBe(true);
      counts.push(server.takeQueries().length);
    }
    // The session, the team, then one page query (joins and counts included) and one count per
    // list; 5 more of each cost nothing more.
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(10);
  });
});

describe('User.sessions and User.apiTokens', () => {
  it("list the viewer's own, and no path leads to another user's", async () => {
    const ann = await newUser(server);
    const bea = await newUser(server);
    // A second browser and a token for each: they share a team.
    await server.client().signIn(ann.email);
    await server.client().signIn(bea.email);
    await issueApiToken(rawId(ann.viewerId), 'Ann script');
    await issueApiToken(rawId(bea.viewerId), 'Bea script');
    await server.db.prisma.teamMember.create({
      data: { teamId: rawId(ann.teamId), userId: rawId(bea.viewerId), role: 'EDITOR' },
    });

    const OWN = `query($id: ID!) { node(id: $id) { ... on User {
      sessions { totalCount edges { node { id current } } }
      apiTokens { totalCount edges { node { name } } }
    } } }`;
    const own = await ann.client.gql(OWN, { id: ann.viewerId });
    expect(own.errors).toBeUndefined();
    expect(own.data.node.sessions.totalCount).toBe(2);
    expect(
      own.data.node.sessions.edges.map((edge: { node: { current: boolean } }) => edge.node.current),
    ).toEqual(expect.arrayContaining([true, false]));
    expect(own.data.node.apiTokens).toEqual({
      totalCount: 1,
      edges: [{ node: { name: 'Ann script' } }],
    });

    // Teammates see each other as members (name, email, role) only: the User object of
    // anyone but the viewer cannot be reached, so neither can their sessions or tokens.
    const members = await ann.client.gql(MEMBERS, { id: ann.teamId });
    expect(
      members.data.node.members.edges.map((edge: Edge<{ email: string }>) => edge.node.email),
    ).toContain(bea.email);
    const foreign = await ann.client.gql(OWN, { id: bea.viewerId });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data.node).toBeNull();
    const both = await ann.client.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [ann.viewerId, bea.viewerId],
    });
    expect(both.data.nodes).toEqual([{ id: ann.viewerId }, null]);
  });
});
