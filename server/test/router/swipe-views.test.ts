import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../../src/db/client.js';
import { startTestRouter, type TestClient, type TestRouter } from '../harness.js';
import { addMember } from '../helpers/teams.js';
import { dbId, newUser, signUp } from '../helpers/users.js';

// Sorted lists page like the newest-first list (keyset, both ways), and the viewer's layout
// of swipe lists is kept on the account.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const CREATE =
  'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }';
const PAGE = `query($id: ID!, $sort: SwipeSort, $first: Int, $after: String, $last: Int, $before: String) {
  node(id: $id) { ... on Team { swipes(sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { title } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } } } }`;

interface Page {
  titles: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

async function page(client: TestClient, id: string, variables: Record<string, unknown>) {
  const result = await client.gql(PAGE, { id, ...variables });
  expect(result.errors).toBeUndefined();
  const swipes = result.data.node.swipes;
  return {
    titles: swipes.edges.map((edge: { node: { title: string } }) => edge.node.title),
    ...swipes.pageInfo,
  } as Page;
}

/** Every title in the sort's order, read forward two at a time. */
async function readForward(client: TestClient, id: string, sort: string) {
  const titles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const next: Page = await page(client, id, { sort, first: 2, after });
    titles.push(...next.titles);
    if (!next.hasNextPage) return { titles, last: next };
    after = next.endCursor;
  }
}

describe('sorting a team’s swipes', () => {
  let owner: TestClient;
  let teamId: string;
  beforeAll(async () => {
    owner = (await signUp(router, { name: 'Zoe Owner' })).client;
    const member = await signUp(router, { name: 'Adam Member' });
    // The owner's Personal team cannot take members: sort in a Team workspace.
    const team = await owner.gql(
      'mutation { createTeam(input: {name: "Sorting"}) { team { id } } }',
    );
    teamId = team.data.createTeam.team.id;
    await addMember(owner, teamId, member);
    const swipes: [TestClient, string, string, string | null][] = [
      [owner, 'banana split', 'EMAIL', 'https://www.shop.example/a'],
      [member.client, 'Apple pie', 'IMAGE', null],
      [owner, 'cherry tart', 'AD', 'https://brand.example/'],
      [member.client, 'apple crumble', 'WEBSITE', 'https://www.apps.example/'],
      [owner, 'Date loaf', 'AD', null],
    ];
    for (const [client, title, kind, url] of swipes) {
      const created = await client.gql(CREATE, { input: { teamId, kind, title } });
      expect(created.errors).toBeUndefined();
      // Addresses set directly: no capture is queued for them.
      await prisma().swipe.update({
        where: { id: dbId(created.data.createSwipe.swipe.id) },
        data: { url, source: url ? null : `${title} source` },
      });
    }
  });

  it('by title, A to Z ignoring case, pages forward and back', async () => {
    const { titles, last } = await readForward(owner, teamId, 'TITLE_ASC');
    expect(titles).toEqual([
      'apple crumble',
      'Apple pie',
      'banana split',
      'cherry tart',
      'Date loaf',
    ]);
    expect(last.hasPreviousPage).toBe(true);
    const back = await page(owner, teamId, {
      sort: 'TITLE_ASC',
      last: 2,
      before: last.startCursor,
    });
    expect(back.titles).toEqual(['banana split', 'cherry tart']);
    expect(back.hasPreviousPage).toBe(true);
    expect(back.hasNextPage).toBe(true);
    const first = await page(owner, teamId, { sort: 'TITLE_ASC', first: 2 });
    expect(first.hasPreviousPage).toBe(false);
  });

  it('by title Z to A, kind, source and author', async () => {
    expect((await readForward(owner, teamId, 'TITLE_DESC')).titles).toEqual([
      'Date loaf',
      'cherry tart',
      'banana split',
      'Apple pie',
      'apple crumble',
    ]);
    // Kind by name; two ADs in save order.
    expect((await readForward(owner, teamId, 'KIND_ASC')).titles).toEqual([
      'cherry tart',
      'Date loaf',
      'banana split',
      'Apple pie',
      'apple crumble',
    ]);
    // Source: the address's host without www., else the source text.
    expect((await readForward(owner, teamId, 'SOURCE_ASC')).titles).toEqual([
      'Apple pie', // "apple pie source"
      'apple crumble', // apps.example
      'cherry tart', // brand.example
      'Date loaf', // "date loaf source"
      'banana split', // shop.example
    ]);
    expect((await readForward(owner, teamId, 'AUTHOR_DESC')).titles).toEqual([
      'Date loaf',
      'cherry tart',
      'banana split',
      'apple crumble',
      'Apple pie',
    ]);
    expect((await readForward(owner, teamId, 'AUTHOR_ASC')).titles).toEqual([
      'Apple pie',
      'apple crumble',
      'banana split',
      'cherry tart',
      'Date loaf',
    ]);
  });

  it('newest and oldest first still page by save order', async () => {
    expect((await readForward(owner, teamId, 'NEWEST')).titles).toEqual([
      'Date loaf',
      'apple crumble',
      'cherry tart',
      'Apple pie',
      'banana split',
    ]);
    expect((await readForward(owner, teamId, 'OLDEST')).titles).toEqual([
      'banana split',
      'Apple pie',
      'cherry tart',
      'apple crumble',
      'Date loaf',
    ]);
  });
});

describe('the viewer’s layout of swipe lists', () => {
  it('is comfortable at first, kept once set, and the viewer’s own', async () => {
    const user = await newUser(router);
    const read = async (client: TestClient) =>
      (await client.gql('{ viewer { swipeView } }')).data.viewer.swipeView;
    expect(await read(user.client)).toBe('COMFORTABLE');
    const set = await user.client.gql(
      'mutation { setSwipeView(input: {view: LIST}) { viewer { id swipeView } } }',
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.setSwipeView.viewer).toEqual({ id: user.viewerId, swipeView: 'LIST' });
    // Another session (another device) of the same user sees it.
    const again = router.client();
    await again.signIn(user.email);
    expect(await read(again)).toBe('LIST');
    const refused = await router
      .client()
      .gql('mutation { setSwipeView(input: {view: COMPACT}) { viewer { id } } }');
    expect(refused.errors?.[0]?.message).toBeTruthy();
  });
});
