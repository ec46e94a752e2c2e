import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { createTeam, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';

// Discover (services/discover/discover-feed.ts, services/discover/discover.ts, docs/discover.md): a
// team's feed of the gallery's examples and other teams' listed collections, ranked by the team's
// own swipes, tags and searches with the reason shown; saved and hidden items leave it; New marks
// count what was added since the viewer last looked; the rules hold per role and team.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ERRORS = 'errors { __typename ... on Error { message } }';
const FEED = `query($team: ID!, $first: Int, $after: String, $kind: SwipeKind, $category: String) {
  node(id: $team) { ... on Team { discoverNewCount
    discover(first: $first, after: $after, kind: $kind, category: $category) { totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id source title kind category collectionName link imageUrl isNew reason } } } } } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const SAVE = `mutation($input: SaveDiscoverItemInput!) { saveDiscoverItem(input: $input) {
  swipe { id title kind createdVia imageUrl } ${ERRORS} } }`;
const HIDE = `mutation($input: HideDiscoverItemInput!) { hideDiscoverItem(input: $input) { hiddenId ${ERRORS} } }`;

interface Item {
  id: string;
  source: string;
  title: string;
  kind: string;
  category: string;
  collectionName: string | null;
  link: string;
  imageUrl: string | null;
  isNew: boolean;
  reason: string | null;
}

async function feed(client: TestClient, team: string, vars: object = {}) {
  const result = await client.gql(FEED, { team, first: 100, ...vars });
  expect(result.errors).toBeUndefined();
  const node = result.data.node;
  return {
    newCount: node.discoverNewCount as number,
    total: node.discover.totalCount as number,
    pageInfo: node.discover.pageInfo,
    items: node.discover.edges.map((e: { node: Item }) => e.node) as Item[],
  };
}

async function listedCollection(title: string, notes: string) {
  const owner = await newUser(server);
  const teamId = await createTeam(owner.client, 'Sharers');
  const swipe = await owner.client.gql(CREATE_SWIPE, {
    input: { teamId, kind: 'AD', title, notes },
  });
  const collection = await owner.client.gql(
    `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }`,
    { input: { teamId, name: `Listed ${title}` } },
  );
  const collectionId = collection.data.createCollection.collection.id;
  await owner.client.gql(
    'mutation($input: AddSwipesToCollectionInput!) { addSwipesToCollection(input: $input) { errors { __typename } } }',
    { input: { collectionId, swipeIds: [swipe.data.createSwipe.swipe.id] } },
  );
  const LIST = `mutation($id: ID!, $listed: Boolean!) { setCollectionDiscoverListing(input: {id: $id, listed: $listed}) {
    collection { listedInDiscover } ${ERRORS} } }`;
  const unshared = await owner.client.gql(LIST, { id: collectionId, listed: true });
  expect(unshared.data.setCollectionDiscoverListing.errors[0].message).toBe(
    'Share the collection first: only a shared collection can be listed in Discover.',
  );
  await owner.client.gql(
    'mutation($id: ID!) { publishCollection(input: {id: $id}) { collection { id } } }',
    {
      id: collectionId,
    },
  );
  const listed = await owner.client.gql(LIST, { id: collectionId, listed: true });
  expect(listed.data.setCollectionDiscoverListing).toEqual({
    collection: { listedInDiscover: true },
    errors: [],
  });
  return { owner, teamId, collectionId, title };
}

describe('the feed', () => {
  test('holds the gallery, pages forward, and filters by kind and category', async () => {
    const user = await newUser(server);
    const all = await feed(user.client, user.teamId);
    expect(all.total).toBeGreaterThanOrEqual(100);
    expect(all.items.every((item) => item.id.startsWith('example:'))).toBe(true);
    const first = await feed(user.client, user.teamId, { first: 5 });
    const second = await feed(user.client, user.teamId, {
      first: 5,
      after: first.pageInfo.endCursor,
    });
    expect(first.items.map((i) => i.id)).toEqual(all.items.slice(0, 5).map((i) => i.id));
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
    const ads = await feed(user.client, user.teamId, { kind: 'AD' });
    expect(ads.items.length).toBeGreaterThan(0);
    expect(ads.items.every((i) => i.kind === 'AD')).toBe(true);
    const emails = await feed(user.client, user.teamId, { category: 'emails' });
    expect(emails.items.every((i) => i.category === 'emails')).toBe(true);
    const bad = await user.client.gql(FEED, { team: user.teamId, category: 'nope' });
    expect(bad.errors?.[0]?.message).toBe('Unknown category "nope".');
  });

  test("is ranked by the team's swipes, tags and searches, saying why", async () => {
    const user = await newUser(server);
    await user.client.gql(CREATE_SWIPE, {
      input: {
        teamId: user.teamId,
        kind: 'IMAGE',
        title: 'Morning coffee ritual',
        notes: 'coffee and espresso',
      },
    });
    const bySwipe = await feed(user.client, user.teamId);
    expect(bySwipe.items[0]).toMatchObject({
      title: 'Northwind Coffee: the 5 a.m. club billboard',
      reason: 'Because you saved “Morning coffee ritual”',
    });
    // A tag counts more than a word the swipes use.
    await user.client.gql(CREATE_SWIPE, {
      input: { teamId: user.teamId, kind: 'IMAGE', title: 'Plans', tags: ['pricing'] },
    });
    const byTag = await feed(user.client, user.teamId);
    expect(byTag.items[0]?.title.toLowerCase()).toContain('pricing');
    expect(byTag.items[0]?.reason).toBe('Because you tag swipes “pricing”');
    const RECORD = `mutation($team: ID!, $q: String!) { recordSwipeSearch(input: {teamId: $team, search: $q}) {
      recorded errors { __typename } } }`;
    expect(
      (await user.client.gql(RECORD, { team: user.teamId, q: 'Webinar  reminders ' })).data,
    ).toEqual({
      recordSwipeSearch: { recorded: true, errors: [] },
    });
    const stranger = await newUser(server);
    expect((await stranger.client.gql(RECORD, { team: user.teamId, q: 'spying' })).data).toEqual({
      recordSwipeSearch: { recorded: false, errors: [{ __typename: 'NotFoundError' }] },
    });
    const bySearch = await feed(user.client, user.teamId, { category: 'emails' });
    expect(bySearch.items[0]).toMatchObject({
      title: 'Webinar reminder: starting in one hour',
      reason: 'Because you searched “webinar reminders”',
    });
  });

  test("other teams' listed collections appear, not the team's own, and go when unshared", async () => {
    const reader = await newUser(server);
    const shared = await listedCollection('Zebra stripes campaign', 'A zebra ad');
    const community = await feed(reader.client, reader.teamId, { category: 'community' });
    const item = community.items.find((i) => i.title === shared.title);
    expect(item).toMatchObject({
      source: 'COLLECTION',
      kind: 'AD',
      collectionName: `Listed ${shared.title}`,
      isNew: true,
    });
    expect(item?.link).toMatch(/^\/collection\/[\w-]{32}$/);
    const own = await feed(shared.owner.client, shared.teamId, { category: 'community' });
    expect(own.items.some((i) => i.title === shared.title)).toBe(false);
    await shared.owner.client.gql(
      'mutation($id: ID!) { unpublishCollection(input: {id: $id}) { collection { id listedInDiscover } } }',
      {
        id: shared.collectionId,
      },
    );
    const after = await feed(reader.client, reader.teamId, { category: 'community' });
    expect(after.items.some((i) => i.title === shared.title)).toBe(false);
  });
});

describe('acting on items', () => {
  test('saving puts it in the swipe file once and takes it out of the feed', async () => {
    const user = await newUser(server);
    const [example] = (await feed(user.client, user.teamId, { category: 'ads' })).items;
    const saves = await Promise.all(
      [1, 2].map(() => user.client.gql(SAVE, { input: { teamId: user.teamId, id: example?.id } })),
    );
    const outcomes = saves.map((s) => s.data.saveDiscoverItem);
    const saved = outcomes.filter((o) => o.swipe);
    expect(saved).toHaveLength(1);
    expect(saved[0].swipe).toMatchObject({
      title: example?.title,
      kind: 'AD',
      createdVia: 'EXAMPLES',
    });
    expect(outcomes.find((o) => !o.swipe).errors[0].message).toBe(
      'Your team saved this item already.',
    );
    const after = await feed(user.client, user.teamId, { category: 'ads' });
    expect(after.items.some((i) => i.id === example?.id)).toBe(false);
    expect(
      (
        await user.client.gql('query($id: ID!) { node(id: $id) { ... on Team { swipeCount } } }', {
          id: user.teamId,
        })
      ).data.node.swipeCount,
    ).toBe(1);

    const shared = await listedCollection('Quokka launch ad', 'Quokka');
    const community = await feed(user.client, user.teamId, { category: 'community' });
    const item = community.items.find((i) => i.title === shared.title);
    const copy = (await user.client.gql(SAVE, { input: { teamId: user.teamId, id: item?.id } }))
      .data.saveDiscoverItem;
    expect(copy.swipe).toMatchObject({ title: shared.title, kind: 'AD', createdVia: 'DISCOVER' });
  });

  test('hiding is for the viewer alone; viewers cannot save; strangers cannot save into a team', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Hiders');
    const viewer = await newMember(server, owner.client, teamId, 'VIEWER');
    const [item] = (await feed(owner.client, teamId)).items;
    expect(
      (await owner.client.gql(HIDE, { input: { id: item?.id } })).data.hideDiscoverItem,
    ).toEqual({
      hiddenId: item?.id,
      errors: [],
    });
    expect((await feed(owner.client, teamId)).items.some((i) => i.id === item?.id)).toBe(false);
    expect((await feed(viewer.client, teamId)).items.some((i) => i.id === item?.id)).toBe(true);
    const refused = await viewer.client.gql(SAVE, { input: { teamId, id: item?.id } });
    expect(refused.data.saveDiscoverItem.errors[0].__typename).toBe('NotAllowedError');
    const stranger = await newUser(server);
    const foreign = await stranger.client.gql(SAVE, { input: { teamId, id: item?.id } });
    expect(foreign.data.saveDiscoverItem.errors[0].__typename).toBe('NotFoundError');
    const unknown = await owner.client.gql(SAVE, {
      input: { teamId, id: 'swipe:00000000-0000-0000-0000-000000000000' },
    });
    expect(unknown.data.saveDiscoverItem.errors[0].message).toBe(
      'This Discover item does not exist.',
    );
    const strangerFeed = await stranger.client.gql(FEED, { team: teamId });
    expect(strangerFeed.data.node).toBeNull();
  });

  test('New marks count what was listed since the viewer last looked', async () => {
    const reader = await newUser(server);
    expect((await feed(reader.client, reader.teamId)).newCount).toBe(0);
    await listedCollection('Ocelot spring sale', 'Ocelot');
    const before = await feed(reader.client, reader.teamId);
    expect(before.newCount).toBeGreaterThanOrEqual(1);
    expect(before.items.find((i) => i.title === 'Ocelot spring sale')?.isNew).toBe(true);
    const version = async () =>
      (
        await server.db.prisma.teamDataVersion.findUnique({
          where: { teamId: dbId(reader.teamId) },
        })
      )?.version;
    const versionBefore = await version();
    expect(versionBefore).toBeDefined();
    await reader.client.gql(
      'mutation { markDiscoverSeen { viewer { id } errors { __typename } } }',
    );
    // Nothing any team page shows changed: the team's cached answers stay valid.
    expect(await version()).toBe(versionBefore);
    const after = await feed(reader.client, reader.teamId);
    expect(after.newCount).toBe(0);
    expect(after.items.find((i) => i.title === 'Ocelot spring sale')?.isNew).toBe(false);
  });
});
