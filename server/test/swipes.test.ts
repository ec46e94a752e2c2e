import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ERRORS = `errors { __typename ... on Error { message } ... on FieldError { field } }`;
const CREATE = `mutation($input: CreateSwipeInput!) {
  createSwipe(input: $input) { swipe { id title kind url source notes createdVia tags { title } collections { name } }
    errors { __typename ... on Error { message } ... on FieldError { field } ... on SwipeLimitError { limit } } }
}`;
const UPDATE = `mutation($input: UpdateSwipeInput!) {
  updateSwipe(input: $input) { swipe { id title notes tags { title } collections { name } } ${ERRORS} }
}`;
const CREATE_COLLECTION = `mutation($input: CreateCollectionInput!) {
  createCollection(input: $input) { collection { id name } ${ERRORS} }
}`;
const LIST = `query($team: ID!, $filter: SwipeFilter, $sort: SwipeSort, $first: Int, $after: String) {
  node(id: $team) { ... on Team {
    swipes(filter: $filter, sort: $sort, first: $first, after: $after) {
      edges { cursor node { title } } pageInfo { hasNextPage endCursor }
    }
  } }
}`;

async function create(client: TestClient, input: Record<string, unknown>) {
  return (await client.gql(CREATE, { input: { kind: 'AD', ...input } })).data.createSwipe;
}

const titles = (result: any) => result.data.node.swipes.edges.map((e: any) => e.node.title);

describe('createSwipe', () => {
  it('saves a manual swipe with new and existing tags (matched case-insensitively) and collections', async () => {
    const { client, teamId } = await newUser(server);
    const collection = (await client.gql(CREATE_COLLECTION, { input: { teamId, name: ' Hooks ' } }))
      .data.createCollection.collection;
    expect(collection.name).toBe('Hooks');
    await create(client, { teamId, title: 'First', tags: ['Black Friday'] });
    const result = await create(client, {
      teamId,
      title: '  Free  shipping headline ',
      notes: 'Great urgency',
      tags: ['black friday', 'Urgency', 'urgency', ' '],
      collectionIds: [collection.id],
    });
    expect(result.errors).toEqual([]);
    expect(result.swipe).toMatchObject({
      title: 'Free shipping headline',
      kind: 'AD',
      notes: 'Great urgency',
      createdVia: 'WEB',
      tags: [{ title: 'Black Friday' }, { title: 'Urgency' }],
      collections: [{ name: 'Hooks' }],
    });
    const teamTags = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { tags { totalCount edges { node { title } } } } } }',
        { id: teamId },
      )
    ).data.node.tags;
    expect(teamTags).toEqual({
      totalCount: 2,
      edges: [{ node: { title: 'Black Friday' } }, { node: { title: 'Urgency' } }],
    });
  });

  it('titles a URL swipe after its host and records the source', async () => {
    const { client, teamId } = await newUser(server);
    const result = await create(client, {
      teamId,
      kind: 'LANDING_PAGE',
      url: 'https://www.acme.com/pricing?x=1',
    });
    expect(result.swipe).toMatchObject({
      title: 'acme.com',
      url: 'https://www.acme.com/pricing?x=1',
      source: 'acme.com',
    });
  });

  it.each([
    [{ title: '   ' }, 'title', 'Enter a title.'],
    [{ title: 'x'.repeat(301) }, 'title', 'Titles can be at most 300 characters.'],
    [
      { title: 'Ad', url: 'javascript:alert(1)' },
      'url',
      'Enter a web address starting with http:// or https://.',
    ],
    [
      { title: 'Ad', url: 'ftp://example.com/file' },
      'url',
      'Enter a web address starting with http:// or https://.',
    ],
    [
      { title: 'Ad', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'tags',
      'A swipe can have at most 20 tags.',
    ],
  ])('refuses %o with a typed error and saves nothing', async (input, field, message) => {
    const { client, teamId } = await newUser(server);
    const result = await create(client, { teamId, ...input });
    expect(result).toEqual({ swipe: null, errors: [{ __typename: 'FieldError', field, message }] });
    expect(
      await server.db.prisma.swipe.count({
        where: { teamId: Buffer.from(teamId, 'base64').toString().split(':')[1] },
      }),
    ).toBe(0);
  });

  it("refuses another team's collection and saves nothing, not even the new tags", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    const foreign = (
      await bob.client.gql(CREATE_COLLECTION, { input: { teamId: bob.teamId, name: 'Bob only' } })
    ).data.createCollection.collection;
    const tagsBefore = await server.db.prisma.tag.count();
    const result = await create(alice.client, {
      teamId: alice.teamId,
      title: 'x',
      tags: ['brand-new'],
      collectionIds: [foreign.id],
    });
    expect(result.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'collectionIds',
        message: 'One of the chosen collections does not exist in this team.',
      },
    ]);
    expect(await server.db.prisma.tag.count()).toBe(tagsBefore);
  });

  it("refuses a team the viewer is not in as not found, and a viewer's role as not allowed", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    const notMine = await create(alice.client, { teamId: bob.teamId, title: 'sneaky' });
    expect(notMine.errors).toEqual([
      { __typename: 'NotFoundError', message: 'This team does not exist.' },
    ]);

    const bobTeam = Buffer.from(bob.teamId, 'base64').toString().split(':')[1] as string;
    const aliceUser = await server.db.prisma.user.findFirstOrThrow({
      where: { memberships: { some: { team: { swipes: { none: {} } } } } },
      orderBy: { createdAt: 'desc' },
      skip: 1,
    });
    await server.db.prisma.teamMember.create({
      data: { teamId: bobTeam, userId: aliceUser.id, role: 'VIEWER' },
    });
    const asViewer = await create(alice.client, { teamId: bob.teamId, title: 'read only' });
    expect(asViewer.errors).toEqual([
      { __typename: 'NotAllowedError', message: 'Your role in this team (viewer) cannot do this.' },
    ]);
  });

  it('needs a session', async () => {
    const { teamId } = await newUser(server);
    const anonymous = await server
      .client()
      .gql(CREATE, { input: { teamId, kind: 'AD', title: 'x' } });
    expect(anonymous.errors?.[0]?.message).toMatch(/Not authorized/);
  });
});

describe('the Free cap', () => {
  it('holds 10 swipes, refuses the 11th with the spec text, and lifts with an active subscription', async () => {
    const { client, teamId } = await newUser(server);
    for (let i = 0; i < 10; i++)
      expect((await create(client, { teamId, title: `s${i}` })).errors).toEqual([]);
    const eleventh = await create(client, { teamId, title: 'one too many' });
    expect(eleventh).toEqual({
      swipe: null,
      errors: [
        {
          __typename: 'SwipeLimitError',
          message: "You've reached the 10-swipe cap on the Free plan",
          limit: 10,
        },
      ],
    });
    const allowance = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { swipeCount swipeAllowance { count limit remaining } } } }',
        { id: teamId },
      )
    ).data.node;
    expect(allowance).toEqual({
      swipeCount: 10,
      swipeAllowance: { count: 10, limit: 10, remaining: 0 },
    });

    const dbTeamId = Buffer.from(teamId, 'base64').toString().split(':')[1] as string;
    await server.db.prisma.subscription.create({
      data: { teamId: dbTeamId, status: 'ACTIVE', type: 'pro' },
    });
    expect((await create(client, { teamId, title: 'now allowed' })).errors).toEqual([]);
  });

  it('is atomic: 30 concurrent creates on an empty Free team leave exactly 10', async () => {
    const { client, teamId } = await newUser(server);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create(client, { teamId, title: `race ${i}` })),
    );
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(10);
    expect(results.filter((r) => r.errors[0]?.__typename === 'SwipeLimitError')).toHaveLength(20);
    const dbTeamId = Buffer.from(teamId, 'base64').toString().split(':')[1] as string;
    expect(await server.db.prisma.swipe.count({ where: { teamId: dbTeamId } })).toBe(10);
  });
});

describe('updating and deleting', () => {
  it('changes only the given fields and replaces tags and collections', async () => {
    const { client, teamId } = await newUser(server);
    const swipe = (
      await create(client, { teamId, title: 'Old', notes: 'keep me', tags: ['a', 'b'] })
    ).swipe;
    const updated = (
      await client.gql(UPDATE, { input: { id: swipe.id, title: 'New', tags: ['c'] } })
    ).data.updateSwipe;
    expect(updated.swipe).toMatchObject({ title: 'New', notes: 'keep me', tags: [{ title: 'c' }] });
    const bad = (await client.gql(UPDATE, { input: { id: swipe.id, title: '' } })).data.updateSwipe;
    expect(bad.errors).toEqual([
      { __typename: 'FieldError', field: 'title', message: 'Enter a title.' },
    ]);
    const deleted = (
      await client.gql(
        'mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId team { swipeCount } errors { __typename } } }',
        { id: swipe.id },
      )
    ).data.deleteSwipe;
    expect(deleted).toEqual({ deletedId: swipe.id, team: { swipeCount: 0 }, errors: [] });
    expect(
      (await client.gql('query($id: ID!) { node(id: $id) { id } }', { id: swipe.id })).data.node,
    ).toBeNull();
  });

  it("cannot touch another team's swipe", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    const swipe = (await create(bob.client, { teamId: bob.teamId, title: 'Bob' })).swipe;
    const result = (
      await alice.client.gql(UPDATE, { input: { id: swipe.id, title: 'Alice was here' } })
    ).data.updateSwipe;
    expect(result.errors).toEqual([
      { __typename: 'NotFoundError', message: 'This swipe does not exist.' },
    ]);
  });

  it('renames and deletes tags, and deletes collections but keeps their swipes', async () => {
    const { client, teamId } = await newUser(server);
    const collection = (await client.gql(CREATE_COLLECTION, { input: { teamId, name: 'Temp' } }))
      .data.createCollection.collection;
    const swipe = (
      await create(client, {
        teamId,
        title: 'Tagged',
        tags: ['old name', 'other'],
        collectionIds: [collection.id],
      })
    ).swipe;
    const tags = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { tags { edges { node { id title swipeCount } } } } } }',
        { id: teamId },
      )
    ).data.node.tags.edges.map((edge: any) => edge.node);
    const old = tags.find((t: any) => t.title === 'old name');
    const clash = (
      await client.gql(
        'mutation($id: ID!) { renameTag(input: { id: $id, title: "OTHER" }) { errors { ... on Error { message } } } }',
        { id: old.id },
      )
    ).data.renameTag;
    expect(clash.errors).toEqual([{ message: 'A tag named "OTHER" already exists.' }]);
    const renamed = (
      await client.gql(
        'mutation($id: ID!) { renameTag(input: { id: $id, title: "New Name" }) { tag { title swipeCount } } }',
        { id: old.id },
      )
    ).data.renameTag;
    expect(renamed.tag).toEqual({ title: 'New Name', swipeCount: 1 });
    await client.gql('mutation($id: ID!) { deleteTag(input: { id: $id }) { deletedId } }', {
      id: old.id,
    });
    await client.gql('mutation($id: ID!) { deleteCollection(input: { id: $id }) { deletedId } }', {
      id: collection.id,
    });
    const after = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Swipe { tags { title } collections { name } } } }',
        { id: swipe.id },
      )
    ).data.node;
    expect(after).toEqual({ tags: [{ title: 'other' }], collections: [] });
  });
});

describe('listing and search', () => {
  it('filters by kind, tag and collection, sorts, and pages with cursors', async () => {
    const { client, teamId } = await newUser(server);
    const collection = (await client.gql(CREATE_COLLECTION, { input: { teamId, name: 'Picks' } }))
      .data.createCollection.collection;
    for (const [title, kind, tags, inCollection] of [
      ['one', 'AD', ['x'], true],
      ['two', 'EMAIL', [], false],
      ['three', 'AD', ['x'], false],
      ['four', 'WEBSITE', [], true],
    ] as const) {
      await create(client, {
        teamId,
        title,
        kind,
        tags,
        collectionIds: inCollection ? [collection.id] : [],
      });
    }
    expect(titles(await client.gql(LIST, { team: teamId }))).toEqual([
      'four',
      'three',
      'two',
      'one',
    ]);
    expect(titles(await client.gql(LIST, { team: teamId, sort: 'OLDEST' }))).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
    expect(titles(await client.gql(LIST, { team: teamId, filter: { kind: 'AD' } }))).toEqual([
      'three',
      'one',
    ]);
    expect(
      titles(await client.gql(LIST, { team: teamId, filter: { collectionId: collection.id } })),
    ).toEqual(['four', 'one']);
    const tagId = (
      await client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { tags(first: 1) { edges { node { id } } } } } }',
        { id: teamId },
      )
    ).data.node.tags.edges[0].node.id;
    expect(titles(await client.gql(LIST, { team: teamId, filter: { tagId } }))).toEqual([
      'three',
      'one',
    ]);

    const page1 = (await client.gql(LIST, { team: teamId, first: 3 })).data.node.swipes;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await client.gql(LIST, {
      team: teamId,
      first: 3,
      after: page1.pageInfo.endCursor,
    });
    expect(titles(page2)).toEqual(['one']);
    expect(page2.data.node.swipes.pageInfo.hasNextPage).toBe(false);
  });

  it('finds swipes by words of the title, notes, source and page text, best match first, prefix as you type', async () => {
    const { client, teamId } = await newUser(server);
    await create(client, { teamId, title: 'Cart reminder', notes: 'abandoned cart flow' });
    await create(client, { teamId, title: 'Launch email', notes: 'mentions a cart once' });
    const captured = (
      await create(client, { teamId, title: 'Pricing page', url: 'https://saasco.io/pricing' })
    ).swipe;
    const id = Buffer.from(captured.id, 'base64').toString().split(':')[1] as string;
    await server.db.prisma.swipe.update({
      where: { id },
      data: { bodyText: 'Transparent pricing with a generous freemium tier' },
    });

    const search = async (text: string, first?: number, after?: string) =>
      client.gql(LIST, { team: teamId, filter: { search: text }, first, after });
    expect(titles(await search('cart'))).toEqual(['Cart reminder', 'Launch email']);
    expect(titles(await search('freem'))).toEqual(['Pricing page']);
    expect(titles(await search('saasco'))).toEqual(['Pricing page']);
    expect(titles(await search('launch ema'))).toEqual(['Launch email']);
    expect(titles(await search('nothing like this'))).toEqual([]);
    expect(titles(await search("'); drop table swipe; --"))).toEqual([]);
    const first = (await search('cart', 1)).data.node.swipes;
    expect(titles(await search('cart', 1, first.pageInfo.endCursor))).toEqual(['Launch email']);
  });
});
