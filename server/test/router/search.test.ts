import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../../src/db/client.js';
import {
  countSearchMatches,
  findSwipePage,
  prefixQuery,
  RANKED_MATCHES,
  type SwipeFilter,
} from '../../src/services/swipes/swipe-list.js';
import type { TestClient, TestRouter } from '../harness.js';
import { startTestRouter } from '../harness.js';
import { addMember, createTeam, memberIdOf } from '../helpers/teams.js';
import { dbId, newUser } from '../helpers/users.js';

// Searching and filtering a team's swipes (docs/swipes.md, "Search"), in-process.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const LIST = `query($id: ID!, $filter: SwipeFilter) { node(id: $id) { ... on Team {
  swipes(first: 50, filter: $filter) {
    searchNotice { code message }
    edges { foundIn node { title } }
  } } } }`;

async function list(client: TestClient, teamId: string, filter: Record<string, unknown>) {
  const result = await client.gql(LIST, { id: teamId, filter });
  return result;
}

async function titles(client: TestClient, teamId: string, filter: Record<string, unknown>) {
  const result = await list(client, teamId, filter);
  expect(result.errors).toBeUndefined();
  return (result.data.node.swipes.edges as { node: { title: string } }[])
    .map((edge) => edge.node.title)
    .sort();
}

async function addSwipe(client: TestClient, input: Record<string, unknown>) {
  const result = await client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } errors { ... on Error { message } } } }',
    { input: { kind: 'AD', ...input } },
  );
  expect(result.data.createSwipe.errors).toEqual([]);
  return result.data.createSwipe.swipe.id as string;
}

async function addCollection(client: TestClient, teamId: string, name: string) {
  const result = await client.gql(
    'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
    { input: { teamId, name } },
  );
  return result.data.createCollection.collection.id as string;
}

describe('a long search', () => {
  it('uses the first 12 words of the first 500 characters and says so, never failing', async () => {
    const { client, teamId } = await newUser(router);
    await addSwipe(client, { teamId, title: 'Spring sale headline' });
    const paragraph = `spring ${'lorem ipsum dolor sit amet '.repeat(12)}`.slice(0, 300);
    const pasted = await list(client, teamId, { search: paragraph });
    expect(pasted.errors).toBeUndefined();
    expect(pasted.data.node.swipes.searchNotice).toEqual({
      code: 'TOO_MANY_WORDS',
      message: 'Searches use the first 12 words; the rest were left out.',
    });
    const huge = await list(client, teamId, { search: `spring ${'x'.repeat(5000)}` });
    expect(huge.errors).toBeUndefined();
    expect(huge.data.node.swipes.searchNotice.code).toBe('TOO_LONG');
    expect(await titles(client, teamId, { search: `spring ${' '.repeat(600)}sale` })).toEqual([
      'Spring sale headline',
    ]);
    const short = await list(client, teamId, { search: 'spring' });
    expect(short.data.node.swipes.searchNotice).toBeNull();
    expect(short.data.node.swipes.edges).toHaveLength(1);
  });
});

describe('tag and collection names', () => {
  it('find the swipes that carry them, saying where', async () => {
    const { client, teamId } = await newUser(router);
    const moodboard = await addCollection(client, teamId, 'Holiday moodboard');
    await addSwipe(client, { teamId, title: 'First', tags: ['Retargeting'] });
    await addSwipe(client, { teamId, title: 'Second', collectionIds: [moodboard] });
    await addSwipe(client, { teamId, title: 'Retargeting playbook' });
    await addSwipe(client, { teamId, title: 'Unrelated' });

    const byTag = await list(client, teamId, { search: 'retarg' });
    const found = Object.fromEntries(
      byTag.data.node.swipes.edges.map((edge: { foundIn: string[]; node: { title: string } }) => [
        edge.node.title,
        edge.foundIn,
      ]),
    );
    expect(found).toEqual({ First: ['TAG'], 'Retargeting playbook': ['TITLE'] });
    // A text match ranks before a match by a name only.
    expect(byTag.data.node.swipes.edges[0].node.title).toBe('Retargeting playbook');

    const byCollection = await list(client, teamId, { search: 'holiday mood' });
    expect(byCollection.data.node.swipes.edges).toEqual([
      { foundIn: ['COLLECTION'], node: { title: 'Second' } },
    ]);
    // Another team's tags find nothing here.
    const other = await newUser(router);
    await addSwipe(other.client, { teamId: other.teamId, title: 'Theirs', tags: ['Retargeting'] });
    expect(await titles(other.client, other.teamId, { search: 'retargeting' })).toEqual(['Theirs']);
  });
});

describe('filters combine', () => {
  it('kind, tag, collection, author, date range and search', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Filters');
    const editor = await newUser(router);
    await addMember(owner.client, teamId, editor);
    const ownerMember = await memberIdOf(owner.client, teamId, owner.email);
    const editorMember = await memberIdOf(owner.client, teamId, editor.email);
    await addSwipe(owner.client, { teamId, title: 'Owner ad', tags: ['promo'] });
    const board = await addCollection(owner.client, teamId, 'Board');
    await addSwipe(owner.client, { teamId, title: 'Owner website', kind: 'WEBSITE' });
    await addSwipe(editor.client, {
      teamId,
      title: 'Editor ad',
      tags: ['promo'],
      collectionIds: [board],
    });
    await addSwipe(editor.client, { teamId, title: 'Editor promo email', kind: 'EMAIL' });

    const tagId = (
      await owner.client.gql(
        'query($id: ID!) { node(id: $id) { ... on Team { tags(first: 10) { edges { node { id title } } } } } }',
        { id: teamId },
      )
    ).data.node.tags.edges.find((edge: { node: { title: string } }) => edge.node.title === 'promo')
      .node.id;

    const q = (filter: Record<string, unknown>) => titles(owner.client, teamId, filter);
    expect(await q({ authorId: ownerMember })).toEqual(['Owner ad', 'Owner website']);
    expect(await q({ authorId: editorMember, kind: 'AD' })).toEqual(['Editor ad']);
    expect(await q({ authorId: editorMember, tagId })).toEqual(['Editor ad']);
    expect(await q({ tagId, collectionId: board })).toEqual(['Editor ad']);
    expect(await q({ authorId: ownerMember, collectionId: board })).toEqual([]);
    expect(await q({ authorId: editorMember, search: 'promo' })).toEqual([
      'Editor ad',
      'Editor promo email',
    ]);
    expect(await q({ authorId: ownerMember, search: 'promo', kind: 'AD' })).toEqual(['Owner ad']);

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await q({ addedFrom: hourAgo, addedTo: inAnHour, kind: 'WEBSITE' })).toEqual([
      'Owner website',
    ]);
    expect(await q({ addedFrom: inAnHour })).toEqual([]);
    expect(await q({ addedTo: hourAgo, search: 'ad' })).toEqual([]);
    expect(await q({ addedFrom: hourAgo, authorId: editorMember, search: 'editor' })).toEqual([
      'Editor ad',
      'Editor promo email',
    ]);
  });

  it('refuses a date range that ends before it starts', async () => {
    const { client, teamId } = await newUser(router);
    const result = await list(client, teamId, {
      addedFrom: '2026-03-02T00:00:00Z',
      addedTo: '2026-03-01T00:00:00Z',
    });
    expect(result.errors?.[0]?.message).toBe(
      'The date range ends before it starts: "to" must be on or after "from".',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('takes only a member of the team as the author', async () => {
    const owner = await newUser(router);
    const stranger = await newUser(router);
    const strangerTeam = await createTeam(stranger.client, 'Elsewhere');
    const strangerMember = await memberIdOf(stranger.client, strangerTeam, stranger.email);
    await addSwipe(owner.client, { teamId: owner.teamId, title: 'Mine' });
    for (const authorId of [strangerMember, 'garbage']) {
      const result = await list(owner.client, owner.teamId, { authorId });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const result = await list(owner.client, owner.teamId, { authorId: strangerMember });
    expect(result.errors?.[0]?.message).toBe('The author filter takes a member of this team.');
  });
});

describe('a search ranks its newest matches', () => {
  it('newest by when saved, or with a date filter by the date it reads', async () => {
    const { teamId } = await newUser(router);
    const team = dbId(teamId);
    // RANKED_MATCHES swipes saved a minute apart (UUIDv7 ids in the same order as created_at),
    // then one saved last but dated before all of them, as an imported swipe is.
    await prisma().$executeRaw`
      INSERT INTO swipe (id, team_id, kind, title, created_via, capture_status, created_at, updated_at)
      SELECT (lpad(to_hex(1767225600000 + i * 60000), 12, '0') || '7000' || '8000' || lpad(to_hex(i), 12, '0'))::uuid,
        ${team}::uuid, 'AD', 'Ranked match ' || i, 'WEB', 'DONE',
        timestamp '2026-01-01' + i * interval '1 minute', now()
      FROM generate_series(1, ${RANKED_MATCHES}) i`;
    await prisma().$executeRaw`
      INSERT INTO swipe (id, team_id, kind, title, created_via, capture_status, created_at, updated_at)
      VALUES ('019cc000-0000-7000-8000-000000000000', ${team}::uuid, 'AD', 'Ranked match imported',
        'WEB', 'DONE', '2025-06-01', now())`;
    const search = prefixQuery('ranked match') ?? '';
    const ranked = async (filter: SwipeFilter) => {
      const rows = await findSwipePage(team, filter, { search, offset: 0 }, RANKED_MATCHES + 1);
      expect(await countSearchMatches(team, filter, search)).toBe(rows.length);
      return new Set(rows.map((row) => row.title));
    };
    // Newest by id: the imported swipe, not the first of the others.
    const byId = await ranked({});
    expect(byId.size).toBe(RANKED_MATCHES);
    expect(byId.has('Ranked match imported')).toBe(true);
    expect(byId.has('Ranked match 1')).toBe(false);
    // With a date filter, newest by created_at: the other way round.
    const byDate = await ranked({ addedFrom: new Date('2025-01-01T00:00:00Z') });
    expect(byDate.size).toBe(RANKED_MATCHES);
    expect(byDate.has('Ranked match imported')).toBe(false);
    expect(byDate.has('Ranked match 1')).toBe(true);
    // Within the filter's dates, as always.
    const later = await ranked({ addedFrom: new Date('2026-01-02T00:00:00Z') });
    expect(later.has('Ranked match 1')).toBe(false);
    expect(later.has('Ranked match 1441')).toBe(true);
  });
});
