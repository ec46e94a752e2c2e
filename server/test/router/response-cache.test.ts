import { parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_OPERATIONS } from '../../src/graphql/response-cache/cached-operations.js';
import { schema } from '../../src/graphql/schema/index.js';
import type { TestClient, TestRouter } from '../harness.js';
import { startTestRouter } from '../harness.js';
import { persistedOperation, runPersisted } from '../helpers/persisted.js';
import { addMember, createTeam, memberIdOf, newMember } from '../helpers/teams.js';
import { dbId, newUser } from '../helpers/users.js';

// The response cache (docs/performance.md, "Response cache"): the team pages' queries are
// answered from memory only while nothing they read has changed, and only to who may read them.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const swipesPage = (client: TestClient, teamId: string) =>
  runPersisted(client, 'SwipesPageTeamQuery', { teamId });
const collectionPage = (client: TestClient, teamId: string, collectionId: string) =>
  runPersisted(client, 'CollectionPageSwipesQuery', { teamId, filter: { collectionId } });
const search = (client: TestClient, id: string, text: string) =>
  runPersisted(client, 'SwipeBrowserPaginationQuery', { id, filter: { search: text } });

type Page = Awaited<ReturnType<typeof swipesPage>>;
const titles = (page: Page) =>
  page.body.data.node.swipes.edges.map((edge: any) => edge.node.title as string);
const swipeNamed = (page: Page, title: string) =>
  page.body.data.node.swipes.edges.find((edge: any) => edge.node.title === title)?.node;

/** Asks twice and checks the second answer came from memory: no statement on a team's data. */
async function cached(ask: () => Promise<Page>) {
  const first = await ask();
  expect(first.body.errors).toBeUndefined();
  router.takeQueries();
  const second = await ask();
  expect(second.text).toBe(first.text);
  expect(tablesOf(router.takeQueries())).toEqual(['session', 'team_data_version', 'team_member']);
  return second;
}

async function gqlOk(client: TestClient, query: string, input: Record<string, unknown>) {
  const result = await client.gql(query, { input });
  expect(result.errors).toBeUndefined();
  return result.data;
}

const addSwipe = async (client: TestClient, teamId: string, title: string, more = {}) =>
  (
    await gqlOk(
      client,
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { teamId, kind: 'AD', title, ...more },
    )
  ).createSwipe.swipe.id as string;

const addCollection = async (client: TestClient, teamId: string, name: string) =>
  (
    await gqlOk(
      client,
      'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
      { teamId, name },
    )
  ).createCollection.collection.id as string;

/** The tables a statement reads or writes (CTEs and functions left out). */
function tablesOf(statements: string[]) {
  const tables = new Set<string>();
  for (const sql of statements) {
    const ctes = new Set(
      [...sql.matchAll(/(?:WITH|,)\s*"?(\w+)"?\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi)].map(
        (m) => m[1]!.toLowerCase(),
      ),
    );
    for (const match of sql.matchAll(
      /\b(?:FROM|JOIN|INTO|UPDATE)\s+(?:"?public"?\.)?"?(\w+)"?(\s*\()?/gi,
    )) {
      const name = match[1]!.toLowerCase();
      if (match[2] || ctes.has(name) || name === 'lateral' || name === 'select') continue;
      tables.add(name);
    }
  }
  return [...tables].sort();
}

describe('what the cached operations read', () => {
  it('is only tables whose writes bump a data version (and the per-request session)', async () => {
    const { client, teamId } = await newUser(router);
    const collectionId = await addCollection(client, teamId, 'Read');
    await addSwipe(client, teamId, 'Zebra crossing', {
      tags: ['stripes'],
      collectionIds: [collectionId],
    });
    router.takeQueries();
    await swipesPage(client, teamId);
    await collectionPage(client, teamId, collectionId);
    await search(client, teamId, 'zebra');
    const statements = router.takeQueries();
    const read = tablesOf(statements);
    const triggers = await router.db.prisma.$queryRaw<{ table: string; event: string }[]>`
      SELECT event_object_table AS table, event_manipulation AS event
      FROM information_schema.triggers WHERE trigger_name LIKE '%data_version%'`;
    const versioned = new Set(triggers.map((t) => t.table));
    for (const table of versioned) {
      const events = triggers.filter((t) => t.table === table).map((t) => t.event);
      // A new user row is in no team yet: its update and delete are what teams see.
      expect(events.sort()).toEqual(
        table === 'user' ? ['DELETE', 'UPDATE'] : ['DELETE', 'INSERT', 'UPDATE'],
      );
    }
    // A user's row bumps their teams unless only columns no team page shows changed (the
    // team_data_version migration lists them): the cached operations must not read those.
    const ignored =
      'password_hash|last_sign_in_at|onboarding_meta|extension_installed|inbound_email_token|inbound_email_team_id|swipe_view|discover_seen_at|updated_at';
    let userReads = 0;
    for (const sql of statements) {
      for (const [, alias] of sql.matchAll(/"user"\s+(?:AS\s+)?"?(\w+)"?/gi)) {
        userReads += 1;
        expect(sql).not.toMatch(new RegExp(`"?${alias}"?\\.(\\*|"?(${ignored})\\b)`));
      }
    }
    expect(userReads).toBeGreaterThan(0);
    const readPerRequest = ['session', 'api_token', 'team_data_version'];
    expect(read.filter((t) => !versioned.has(t) && !readPerRequest.includes(t))).toEqual([]);
    // The parse found the tables (it would pass on an empty list otherwise).
    expect(read).toEqual(
      expect.arrayContaining(['swipe', 'tag', 'swipe_tag', 'collection', 'team']),
    );
    expect(Object.keys(CACHED_OPERATIONS).sort()).toEqual([
      'CollectionPageSwipesQuery',
      'SwipeBrowserPaginationQuery',
      'SwipesPageTeamQuery',
    ]);
  });
});

describe('what the cached operations select', () => {
  it('is these fields only, none of them changing with time alone', () => {
    // A field added here must be checked: stored, not worked out from the clock (no relative
    // dates, expiring or signed URLs, plans read from dates), and read from tables with data
    // versions (the test above). Then add it to this list.
    const fields = new Set<string>();
    for (const name of Object.keys(CACHED_OPERATIONS)) {
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(persistedOperation(name).text),
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            fields.add(`${typeInfo.getParentType()?.name}.${node.name.value}`);
          },
        }),
      );
    }
    expect([...fields].sort()).toEqual([
      'CaptureReport.partialReason',
      'Collection.id',
      'Collection.name',
      'Node.__typename',
      'Node.id',
      'PageInfo.endCursor',
      'PageInfo.hasNextPage',
      'Query.node',
      'Swipe.__typename',
      'Swipe.authorName',
      'Swipe.captureError',
      'Swipe.captureReport',
      'Swipe.captureStatus',
      'Swipe.collections',
      // A column the comment triggers keep (the comments migration).
      'Swipe.commentCount',
      'Swipe.createdAt',
      'Swipe.faviconUrl',
      'Swipe.id',
      'Swipe.imageHeight',
      'Swipe.imageWidth',
      'Swipe.kind',
      'Swipe.notes',
      'Swipe.source',
      'Swipe.tags',
      'Swipe.thumbnailUrl',
      'Swipe.title',
      'Swipe.url',
      'Swipe.video',
      'SwipeAllowance.count',
      'SwipeAllowance.limit',
      'SwipeAllowance.remaining',
      'SwipeVideo.durationMs',
      'SwipeVideo.failure',
      'SwipeVideo.height',
      'SwipeVideo.posterUrl',
      'SwipeVideo.status',
      'SwipeVideo.stripFrames',
      'SwipeVideo.stripUrl',
      'SwipeVideo.width',
      'Tag.__typename',
      'Tag.id',
      'Tag.swipeCount',
      'Tag.title',
      'Team.collections',
      'Team.id',
      'Team.name',
      'Team.plan',
      'Team.swipeAllowance',
      'Team.swipeCount',
      'Team.swipes',
      'Team.tags',
      'Team.type',
      'Team.viewerRole',
      'TeamCollectionsConnection.edges',
      'TeamCollectionsConnection.totalCount',
      'TeamCollectionsConnectionEdge.node',
      'TeamSwipesConnection.edges',
      'TeamSwipesConnection.pageInfo',
      'TeamSwipesConnectionEdge.cursor',
      'TeamSwipesConnectionEdge.foundIn',
      'TeamSwipesConnectionEdge.node',
      'TeamTagsConnection.edges',
      'TeamTagsConnection.pageInfo',
      'TeamTagsConnection.totalCount',
      'TeamTagsConnectionEdge.cursor',
      'TeamTagsConnectionEdge.node',
    ]);
  });
});

describe('after a write, the next request answers the new data', () => {
  it('creating, changing and deleting a swipe', async () => {
    const { client, teamId } = await newUser(router);
    await addSwipe(client, teamId, 'First');
    await cached(() => swipesPage(client, teamId));
    const id = await addSwipe(client, teamId, 'Second');
    expect(titles(await cached(() => swipesPage(client, teamId)))).toEqual(['Second', 'First']);
    await gqlOk(
      client,
      'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
      {
        id,
        title: 'Renamed',
      },
    );
    expect(titles(await cached(() => swipesPage(client, teamId)))).toEqual(['Renamed', 'First']);
    await gqlOk(
      client,
      'mutation($input: DeleteSwipeInput!) { deleteSwipe(input: $input) { deletedId } }',
      { id },
    );
    const page = await cached(() => swipesPage(client, teamId));
    expect(titles(page)).toEqual(['First']);
    expect(page.body.data.node.swipeCount).toBe(1);
  });

  it('tagging, untagging and renaming a tag', async () => {
    const { client, teamId } = await newUser(router);
    const id = await addSwipe(client, teamId, 'Tagged');
    await cached(() => swipesPage(client, teamId));
    await gqlOk(
      client,
      'mutation($input: TagSwipesInput!) { tagSwipes(input: $input) { errors { __typename } } }',
      {
        swipeIds: [id],
        tags: ['hero'],
      },
    );
    let page = await cached(() => swipesPage(client, teamId));
    expect(swipeNamed(page, 'Tagged').tags.map((t: any) => t.title)).toEqual(['hero']);
    const tag = page.body.data.node.tags.edges[0].node;
    expect([tag.title, tag.swipeCount]).toEqual(['hero', 1]);
    await gqlOk(
      client,
      'mutation($input: RenameTagInput!) { renameTag(input: $input) { tag { id } } }',
      {
        id: tag.id,
        title: 'banner',
      },
    );
    page = await cached(() => swipesPage(client, teamId));
    expect(swipeNamed(page, 'Tagged').tags.map((t: any) => t.title)).toEqual(['banner']);
    await gqlOk(
      client,
      'mutation($input: UntagSwipesInput!) { untagSwipes(input: $input) { errors { __typename } } }',
      {
        swipeIds: [id],
        tags: ['banner'],
      },
    );
    page = await cached(() => swipesPage(client, teamId));
    expect(swipeNamed(page, 'Tagged').tags).toEqual([]);
    expect(page.body.data.node.tags.edges[0].node.swipeCount).toBe(0);
  });

  it('adding a swipe to a collection and removing it', async () => {
    const { client, teamId } = await newUser(router);
    const id = await addSwipe(client, teamId, 'Collected');
    const collectionId = await addCollection(client, teamId, 'Best');
    expect(titles(await cached(() => collectionPage(client, teamId, collectionId)))).toEqual([]);
    const input = { collectionId, swipeIds: [id] };
    await gqlOk(
      client,
      'mutation($input: AddSwipesToCollectionInput!) { addSwipesToCollection(input: $input) { errors { __typename } } }',
      input,
    );
    expect(titles(await cached(() => collectionPage(client, teamId, collectionId)))).toEqual([
      'Collected',
    ]);
    await gqlOk(
      client,
      'mutation($input: RemoveSwipesFromCollectionInput!) { removeSwipesFromCollection(input: $input) { errors { __typename } } }',
      input,
    );
    expect(titles(await cached(() => collectionPage(client, teamId, collectionId)))).toEqual([]);
  });

  it('a search finds a swipe added, changed or finished capturing since', async () => {
    const { client, teamId } = await newUser(router);
    expect(titles(await cached(() => search(client, teamId, 'zebra')))).toEqual([]);
    const id = await addSwipe(client, teamId, 'Zebra ad');
    expect(titles(await cached(() => search(client, teamId, 'zebra')))).toEqual(['Zebra ad']);
    // The capture worker's write (its page text) as the job writes it: a statement on swipe.
    expect(titles(await cached(() => search(client, teamId, 'okapi')))).toEqual([]);
    await router.db.prisma.swipe.update({
      where: { id: dbId(id) },
      data: { captureStatus: 'DONE', bodyText: 'an okapi on the landing page' },
    });
    const found = await cached(() => search(client, teamId, 'okapi'));
    expect(titles(found)).toEqual(['Zebra ad']);
    expect(found.body.data.node.swipes.edges[0].node.captureStatus).toBe('DONE');
  });

  it('an inbound email and an import (bulk inserts by the workers)', async () => {
    const { client, teamId, userId } = await newUser(router);
    await cached(() => swipesPage(client, teamId));
    await router.db.prisma.swipe.create({
      data: {
        teamId: dbId(teamId),
        authorId: userId,
        kind: 'EMAIL',
        title: 'Mailed in',
        createdVia: 'EMAIL',
      },
    });
    expect(titles(await cached(() => swipesPage(client, teamId)))).toEqual(['Mailed in']);
    await router.db.prisma.swipe.createMany({
      data: ['Imported 1', 'Imported 2', 'Imported 3'].map((title) => ({
        teamId: dbId(teamId),
        authorId: userId,
        kind: 'WEBSITE' as const,
        title,
        createdVia: 'IMPORT' as const,
      })),
    });
    const page = await cached(() => swipesPage(client, teamId));
    expect(page.body.data.node.swipeCount).toBe(4);
  });

  it('a plan changing', async () => {
    const { client, teamId } = await newUser(router);
    const before = await cached(() => swipesPage(client, teamId));
    expect(before.body.data.node.swipeAllowance.limit).toBe(router.config.FREE_SWIPE_LIMIT);
    await router.db.prisma.subscription.create({
      data: { teamId: dbId(teamId), status: 'ACTIVE' },
    });
    expect(
      (await cached(() => swipesPage(client, teamId))).body.data.node.swipeAllowance.limit,
    ).toBeNull();
    await router.db.prisma.subscription.update({
      where: { teamId: dbId(teamId) },
      data: { status: 'INACTIVE' },
    });
    expect(
      (await cached(() => swipesPage(client, teamId))).body.data.node.swipeAllowance.limit,
    ).toBe(router.config.FREE_SWIPE_LIMIT);
  });

  it("an author's new name, in every team they wrote in, even one they left", async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Authors');
    const author = await newMember(router, owner.client, teamId, 'EDITOR');
    await addSwipe(author.client, teamId, 'By the author');
    const authorOf = (page: Page) => swipeNamed(page, 'By the author').authorName;
    expect(authorOf(await cached(() => swipesPage(owner.client, teamId)))).toBe('Ann Example');
    await gqlOk(
      author.client,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { id } } }',
      {
        name: 'Bea Writer',
      },
    );
    expect(authorOf(await cached(() => swipesPage(owner.client, teamId)))).toBe('Bea Writer');
    const memberId = await memberIdOf(owner.client, teamId, author.email);
    await gqlOk(
      owner.client,
      'mutation($input: RemoveMemberInput!) { removeMember(input: $input) { errors { __typename } } }',
      {
        memberId,
      },
    );
    await cached(() => swipesPage(owner.client, teamId));
    await gqlOk(
      author.client,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { id } } }',
      {
        name: 'Cy Gone',
      },
    );
    expect(authorOf(await cached(() => swipesPage(owner.client, teamId)))).toBe('Cy Gone');
  });
});

describe('who gets an answer', () => {
  it('a removed member gets no data at once; their role changing shows at once', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Shared');
    await addSwipe(owner.client, teamId, 'Secret plan');
    const member = await newMember(router, owner.client, teamId, 'VIEWER');
    const memberId = await memberIdOf(owner.client, teamId, member.email);
    expect((await cached(() => swipesPage(member.client, teamId))).body.data.node.viewerRole).toBe(
      'VIEWER',
    );
    await gqlOk(
      owner.client,
      'mutation($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { errors { __typename } } }',
      {
        memberId,
        role: 'EDITOR',
      },
    );
    expect((await cached(() => swipesPage(member.client, teamId))).body.data.node.viewerRole).toBe(
      'EDITOR',
    );
    await gqlOk(
      owner.client,
      'mutation($input: RemoveMemberInput!) { removeMember(input: $input) { errors { __typename } } }',
      {
        memberId,
      },
    );
    const after = await swipesPage(member.client, teamId);
    expect(after.body.data.node).toBeNull();
    expect(after.text).not.toContain('Secret plan');
  });

  it('a signed-out session gets nothing', async () => {
    const { client, teamId } = await newUser(router);
    await addSwipe(client, teamId, 'Mine only');
    await cached(() => swipesPage(client, teamId));
    const cookies = new Map(client.cookies);
    await client.gql('mutation { signOut { ok } }');
    // The old cookie sent again, as a copy of it would be.
    for (const [name, value] of cookies) client.cookies.set(name, value);
    const after = await swipesPage(client, teamId);
    expect(after.text).not.toContain('Mine only');
    expect(after.body.data?.node ?? null).toBeNull();
  });

  it('two members with different roles never share an answer; a non-member gets none', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Roles');
    await addSwipe(owner.client, teamId, 'Shared swipe');
    const viewer = await newMember(router, owner.client, teamId, 'VIEWER');
    const ownerPage = await cached(() => swipesPage(owner.client, teamId));
    const viewerPage = await swipesPage(viewer.client, teamId);
    expect(ownerPage.body.data.node.viewerRole).toBe('OWNER');
    expect(viewerPage.body.data.node.viewerRole).toBe('VIEWER');
    const stranger = await newUser(router);
    const strangers = await swipesPage(stranger.client, teamId);
    expect(strangers.body.data.node).toBeNull();
    expect(strangers.text).not.toContain('Shared swipe');
  });

  it('a member added to a team sees it at once', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Later');
    await addSwipe(owner.client, teamId, 'Welcome');
    const joiner = await newUser(router);
    expect((await swipesPage(joiner.client, teamId)).body.data.node).toBeNull();
    await addMember(owner.client, teamId, joiner, 'VIEWER');
    expect(titles(await cached(() => swipesPage(joiner.client, teamId)))).toEqual(['Welcome']);
  });
});
