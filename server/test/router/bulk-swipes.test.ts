import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestClient, type TestRouter } from '../harness.js';
import { createTeam, newMember } from '../helpers/teams.js';
import { newUser } from '../helpers/users.js';

// Bulk actions on swipes (services/swipes/bulk-swipes.ts): every mutation, all-or-nothing, checked
// per swipe, the destination's cap for copy and move, and files copied under new keys.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter({ FREE_SWIPE_LIMIT: '4' });
});
afterAll(() => router.close());

const ERRORS = `errors { __typename ... on Error { message } ... on FieldError { field }
  ... on SwipeBatchError { reason swipeIds } ... on SwipeBatchOverCapError { limit fits requested } }`;
const PAYLOAD = `{ swipes { id title tags { title } collections { name } team { id } imageUrl }
  deletedIds teams { id swipeCount } ${ERRORS} }`;

async function addSwipe(client: TestClient, teamId: string, title: string, tags: string[] = []) {
  const result = await client.gql(
    `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } errors { __typename } } }`,
    { input: { teamId, kind: 'AD', title, tags } },
  );
  expect(result.data.createSwipe.errors).toEqual([]);
  return result.data.createSwipe.swipe.id as string;
}

async function bulk(client: TestClient, mutation: string, input: Record<string, unknown>) {
  const inputType = {
    tagSwipes: 'TagSwipesInput',
    untagSwipes: 'UntagSwipesInput',
    addSwipesToCollection: 'AddSwipesToCollectionInput',
    removeSwipesFromCollection: 'RemoveSwipesFromCollectionInput',
    copySwipesToTeam: 'CopySwipesToTeamInput',
    moveSwipesToTeam: 'MoveSwipesToTeamInput',
    deleteSwipes: 'DeleteSwipesInput',
  }[mutation];
  const result = await client.gql(
    `mutation($input: ${inputType}!) { ${mutation}(input: $input) ${PAYLOAD} }`,
    { input },
  );
  expect(result.errors).toBeUndefined();
  return result.data[mutation];
}

async function titlesAndTags(client: TestClient, teamId: string) {
  const result = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 100) { edges { node { title tags { title } collections { name } } } } } } }',
    { id: teamId },
  );
  return result.data.node.swipes.edges
    .map(
      (edge: {
        node: { title: string; tags: { title: string }[]; collections: { name: string }[] };
      }) => ({
        title: edge.node.title,
        tags: edge.node.tags.map((tag) => tag.title),
        collections: edge.node.collections.map((c) => c.name),
      }),
    )
    .sort((a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title));
}

async function newCollection(client: TestClient, teamId: string, name: string) {
  const result = await client.gql(
    'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
    { input: { teamId, name } },
  );
  return result.data.createCollection.collection.id as string;
}

describe('tagging and collections', () => {
  it('tags many swipes by new titles and existing ids, then untags them', async () => {
    const { client, teamId } = await newUser(router);
    const a = await addSwipe(client, teamId, 'A', ['Hooks']);
    const b = await addSwipe(client, teamId, 'B');
    const tags = await client.gql(
      'query($id: ID!) { node(id: $id) { ... on Team { tags(first: 10) { edges { node { id title } } } } } }',
      { id: teamId },
    );
    const hooks = tags.data.node.tags.edges[0].node.id;
    const tagged = await bulk(client, 'tagSwipes', {
      swipeIds: [a, b],
      tagIds: [hooks],
      tags: ['  Black   Friday ', 'black friday'],
    });
    expect(tagged.errors).toEqual([]);
    expect(tagged.swipes).toHaveLength(2);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'A', tags: ['Black Friday', 'Hooks'], collections: [] },
      { title: 'B', tags: ['Black Friday', 'Hooks'], collections: [] },
    ]);
    const untagged = await bulk(client, 'untagSwipes', { swipeIds: [a, b], tags: ['HOOKS'] });
    expect(untagged.errors).toEqual([]);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'A', tags: ['Black Friday'], collections: [] },
      { title: 'B', tags: ['Black Friday'], collections: [] },
    ]);
  });

  it('refuses tags that would put a swipe over 20, and changes nothing', async () => {
    const { client, teamId } = await newUser(router);
    const many = Array.from({ length: 19 }, (_, i) => `t${i}`);
    const full = await addSwipe(client, teamId, 'Full', many);
    const empty = await addSwipe(client, teamId, 'Empty');
    const result = await bulk(client, 'tagSwipes', {
      swipeIds: [full, empty],
      tags: ['x', 'y'],
    });
    expect(result.errors).toEqual([
      {
        __typename: 'FieldError',
        field: 'tags',
        message:
          'A swipe can have at most 20 tags: 1 of the chosen swipes would have more. Nothing was changed.',
      },
    ]);
    const after = await titlesAndTags(client, teamId);
    expect(after.find((s: { title: string }) => s.title === 'Empty').tags).toEqual([]);
  });

  it('adds to and removes from a collection', async () => {
    const { client, teamId } = await newUser(router);
    const ids = [await addSwipe(client, teamId, 'A'), await addSwipe(client, teamId, 'B')];
    const collectionId = await newCollection(client, teamId, 'Winners');
    const added = await bulk(client, 'addSwipesToCollection', { swipeIds: ids, collectionId });
    expect(added.errors).toEqual([]);
    expect(added.swipes.map((s: { collections: { name: string }[] }) => s.collections)).toEqual([
      [{ name: 'Winners' }],
      [{ name: 'Winners' }],
    ]);
    const removed = await bulk(client, 'removeSwipesFromCollection', {
      swipeIds: [ids[0]],
      collectionId,
    });
    expect(removed.errors).toEqual([]);
    expect(
      (await titlesAndTags(client, teamId)).map((s: { collections: string[] }) => s.collections),
    ).toEqual([[], ['Winners']]);
  });
});

const UNDO = `undo { added tagLinks { tagId swipeIds } createdTagIds collection { collectionId swipeIds } }`;

/** A bulk action's payload with its `undo`. */
async function bulkWithUndo(
  client: TestClient,
  mutation: string,
  inputType: string,
  input: object,
) {
  const result = await client.gql(
    `mutation($input: ${inputType}!) { ${mutation}(input: $input) { ${UNDO} ${ERRORS} } }`,
    { input },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data[mutation].errors).toEqual([]);
  return result.data[mutation].undo;
}

async function undoBulk(client: TestClient, undo: Record<string, unknown>) {
  const result = await client.gql(
    `mutation($input: UndoBulkActionInput!) { undoBulkAction(input: $input) ${PAYLOAD} }`,
    { input: undo },
  );
  expect(result.errors).toBeUndefined();
  return result.data.undoBulkAction;
}

async function teamTagTitles(client: TestClient, teamId: string) {
  const result = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { tags(first: 50) { edges { node { title } } } } } }',
    { id: teamId },
  );
  return result.data.node.tags.edges.map((edge: { node: { title: string } }) => edge.node.title);
}

// Issue 37 finding 4: every bulk action's toast offers Undo, which changes back exactly what the
// action changed.
describe('undo of a bulk action', () => {
  it('takes a tag off only the swipes the action put it on, and drops the tag it created', async () => {
    const { client, teamId } = await newUser(router);
    const had = await addSwipe(client, teamId, 'Had it', ['launch']);
    const fresh = await addSwipe(client, teamId, 'Fresh');
    const undo = await bulkWithUndo(client, 'tagSwipes', 'TagSwipesInput', {
      swipeIds: [had, fresh],
      tags: ['launch', 'q4'],
    });
    expect(undo.added).toBe(true);
    expect(undo.createdTagIds).toHaveLength(1);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'Fresh', tags: ['launch', 'q4'], collections: [] },
      { title: 'Had it', tags: ['launch', 'q4'], collections: [] },
    ]);
    expect((await undoBulk(client, undo)).errors).toEqual([]);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'Fresh', tags: [], collections: [] },
      { title: 'Had it', tags: ['launch'], collections: [] },
    ]);
    expect(await teamTagTitles(client, teamId)).toEqual(['launch']);
  });

  it('puts an untagged tag back on the swipes it came off', async () => {
    const { client, teamId } = await newUser(router);
    const a = await addSwipe(client, teamId, 'A', ['hooks']);
    const b = await addSwipe(client, teamId, 'B');
    const undo = await bulkWithUndo(client, 'untagSwipes', 'UntagSwipesInput', {
      swipeIds: [a, b],
      tags: ['hooks'],
    });
    expect(undo.tagLinks).toEqual([{ tagId: expect.any(String), swipeIds: [a] }]);
    expect((await undoBulk(client, undo)).errors).toEqual([]);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'A', tags: ['hooks'], collections: [] },
      { title: 'B', tags: [], collections: [] },
    ]);
  });

  it('takes out of a collection only the swipes the action put in, and back what it took out', async () => {
    const { client, teamId } = await newUser(router);
    const inside = await addSwipe(client, teamId, 'Inside');
    const outside = await addSwipe(client, teamId, 'Outside');
    const collectionId = await newCollection(client, teamId, 'Q4');
    await bulk(client, 'addSwipesToCollection', { swipeIds: [inside], collectionId });
    const added = await bulkWithUndo(
      client,
      'addSwipesToCollection',
      'AddSwipesToCollectionInput',
      {
        swipeIds: [inside, outside],
        collectionId,
      },
    );
    expect(added.collection).toEqual({ collectionId, swipeIds: [outside] });
    expect((await undoBulk(client, added)).errors).toEqual([]);
    const names = async () =>
      (await titlesAndTags(client, teamId)).map((s: { collections: string[] }) => s.collections);
    expect(await names()).toEqual([['Q4'], []]);
    const removed = await bulkWithUndo(
      client,
      'removeSwipesFromCollection',
      'RemoveSwipesFromCollectionInput',
      { swipeIds: [inside, outside], collectionId },
    );
    expect(removed.collection.swipeIds).toEqual([inside]);
    expect((await undoBulk(client, removed)).errors).toEqual([]);
    expect(await names()).toEqual([['Q4'], []]);
  });

  it('is checked like the action: a viewer, or another team, changes nothing', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Undo checks');
    const id = await addSwipe(owner.client, teamId, 'Kept');
    const undo = await bulkWithUndo(owner.client, 'tagSwipes', 'TagSwipesInput', {
      swipeIds: [id],
      tags: ['kept'],
    });
    const viewer = await newMember(router as never, owner.client, teamId, 'VIEWER');
    const refused = await undoBulk(viewer.client, undo);
    expect(refused.errors[0]).toMatchObject({
      __typename: 'SwipeBatchError',
      reason: 'NOT_ALLOWED',
    });
    const stranger = await newUser(router);
    const missing = await undoBulk(stranger.client, undo);
    expect(missing.errors[0]).toMatchObject({ __typename: 'SwipeBatchError', reason: 'MISSING' });
    expect(await titlesAndTags(owner.client, teamId)).toEqual([
      { title: 'Kept', tags: ['kept'], collections: [] },
    ]);
  });
});

describe('every swipe is checked, and one bad id changes nothing', () => {
  it("another team's swipe fails the whole call, naming it", async () => {
    const { client, teamId } = await newUser(router);
    const stranger = await newUser(router);
    const mine = await addSwipe(client, teamId, 'Mine');
    const theirs = await addSwipe(stranger.client, stranger.teamId, 'Theirs');
    for (const [mutation, extra] of [
      ['tagSwipes', { tags: ['x'] }],
      ['deleteSwipes', {}],
      ['copySwipesToTeam', { teamId: await createTeam(client, 'Other') }],
    ] as const) {
      const result = await bulk(client, mutation, { swipeIds: [mine, theirs], ...extra });
      expect(result.errors).toEqual([
        {
          __typename: 'SwipeBatchError',
          reason: 'MISSING',
          swipeIds: [theirs],
          message:
            '1 of the chosen swipes does not exist (deleted, or in a team you are not in). Nothing was changed.',
        },
      ]);
      expect(result.swipes).toEqual([]);
    }
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'Mine', tags: [], collections: [] },
    ]);
    expect(await titlesAndTags(stranger.client, stranger.teamId)).toEqual([
      { title: 'Theirs', tags: [], collections: [] },
    ]);
  });

  it('a viewer may not change swipes', async () => {
    const owner = await newUser(router);
    const teamId = await createTeam(owner.client, 'Shared');
    const id = await addSwipe(owner.client, teamId, 'Kept');
    const viewer = await newMember(router as never, owner.client, teamId, 'VIEWER');
    const result = await bulk(viewer.client, 'deleteSwipes', { swipeIds: [id] });
    expect(result.errors).toEqual([
      {
        __typename: 'SwipeBatchError',
        reason: 'NOT_ALLOWED',
        swipeIds: [id],
        message: 'Your role in this team (viewer) cannot do this. Nothing was changed.',
      },
    ]);
    expect(await titlesAndTags(owner.client, teamId)).toHaveLength(1);
  });

  it('refuses an empty list and more than 500 ids', async () => {
    const { client, teamId } = await newUser(router);
    const id = await addSwipe(client, teamId, 'One');
    expect((await bulk(client, 'deleteSwipes', { swipeIds: [] })).errors).toEqual([
      { __typename: 'FieldError', field: 'swipeIds', message: 'Choose at least one swipe.' },
    ]);
    const many = Array.from({ length: 501 }, (_, i) =>
      Buffer.from(`Swipe:00000000-0000-7000-8000-${String(i).padStart(12, '0')}`).toString(
        'base64',
      ),
    );
    const tooMany = await client.gql(
      'mutation($input: DeleteSwipesInput!) { deleteSwipes(input: $input) { deletedIds } }',
      { input: { swipeIds: [id, ...many] } },
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'A list in the variables may hold at most 500 items.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await titlesAndTags(client, teamId)).toHaveLength(1);
  });
});

describe('delete', () => {
  it('deletes many swipes and reports their ids', async () => {
    const { client, teamId } = await newUser(router);
    const ids = [await addSwipe(client, teamId, 'A'), await addSwipe(client, teamId, 'B')];
    await addSwipe(client, teamId, 'C');
    const result = await bulk(client, 'deleteSwipes', { swipeIds: ids });
    expect(result.errors).toEqual([]);
    expect([...result.deletedIds].sort()).toEqual([...ids].sort());
    expect(result.teams).toEqual([{ id: teamId, swipeCount: 1 }]);
    expect(await titlesAndTags(client, teamId)).toEqual([
      { title: 'C', tags: [], collections: [] },
    ]);
  });
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

async function uploadImage(client: TestClient, teamId: string) {
  const form = new FormData();
  const query = `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) { swipe { id imageUrl } errors { __typename } } }`;
  form.append(
    'operations',
    JSON.stringify({ query, variables: { input: { teamId, file: null, tags: ['Visual'] } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'banner.png');
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const result = (
    (await response.json()) as {
      data: { createImageSwipe: { swipe: { id: string; imageUrl: string }; errors: unknown[] } };
    }
  ).data.createImageSwipe;
  expect(result.errors).toEqual([]);
  return result.swipe;
}

const storedFiles = async () =>
  new Set(await readdir(path.join(router.config.DATA_DIR, 'blobs', 'swipe_image')).catch(() => []));
/** The stored file's key in a signed image path (`/files/swipe_image/<key>?s=…`). */
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;

describe('copy and move to another team', () => {
  it('copies swipes with their tags and files under new keys', async () => {
    const { client, teamId } = await newUser(router);
    const other = await createTeam(client, 'Clients');
    const image = await uploadImage(client, teamId);
    const text = await addSwipe(client, teamId, 'Copy me', ['Hooks']);
    const result = await bulk(client, 'copySwipesToTeam', {
      swipeIds: [image.id, text],
      teamId: other,
    });
    expect(result.errors).toEqual([]);
    expect(result.deletedIds).toEqual([]);
    expect(result.swipes).toHaveLength(2);
    expect(result.swipes.every((s: { team: { id: string } }) => s.team.id === other)).toBe(true);
    const copy = result.swipes.find((s: { imageUrl: string | null }) => s.imageUrl);
    expect(keyOf(copy.imageUrl)).not.toBe(keyOf(image.imageUrl));
    const files = await storedFiles();
    expect(files.has(keyOf(copy.imageUrl))).toBe(true);
    expect(files.has(keyOf(image.imageUrl))).toBe(true);
    expect(await titlesAndTags(client, other)).toEqual([
      { title: 'banner', tags: ['Visual'], collections: [] },
      { title: 'Copy me', tags: ['Hooks'], collections: [] },
    ]);
    // The original is untouched, and deleting it leaves the copy's file.
    await bulk(client, 'deleteSwipes', { swipeIds: [image.id] });
    const after = await storedFiles();
    expect(after.has(keyOf(image.imageUrl))).toBe(false);
    expect(after.has(keyOf(copy.imageUrl))).toBe(true);
  });

  it('moves swipes: the copies arrive, the originals and their files go', async () => {
    const { client, teamId } = await newUser(router);
    const other = await createTeam(client, 'Archive');
    const image = await uploadImage(client, teamId);
    const text = await addSwipe(client, teamId, 'Move me');
    const result = await bulk(client, 'moveSwipesToTeam', {
      swipeIds: [image.id, text],
      teamId: other,
    });
    expect(result.errors).toEqual([]);
    expect([...result.deletedIds].sort()).toEqual([image.id, text].sort());
    expect(result.teams.map((t: { id: string }) => t.id)).toEqual([other, teamId]);
    expect(await titlesAndTags(client, teamId)).toEqual([]);
    expect((await titlesAndTags(client, other)).map((s: { title: string }) => s.title)).toEqual([
      'banner',
      'Move me',
    ]);
    const files = await storedFiles();
    expect(files.has(keyOf(image.imageUrl))).toBe(false);
    const moved = result.swipes.find((s: { imageUrl: string | null }) => s.imageUrl);
    expect(files.has(keyOf(moved.imageUrl))).toBe(true);
  });

  it("refuses a batch over the destination's Free cap, saying how many fit, and copies nothing", async () => {
    const { client, teamId } = await newUser(router);
    const other = await createTeam(client, 'Small');
    await addSwipe(client, other, 'Already there');
    await addSwipe(client, other, 'Also there');
    const ids = [
      await addSwipe(client, teamId, 'A'),
      await addSwipe(client, teamId, 'B'),
      await addSwipe(client, teamId, 'C'),
    ];
    const before = await storedFiles();
    const result = await bulk(client, 'moveSwipesToTeam', { swipeIds: ids, teamId: other });
    expect(result.errors).toEqual([
      {
        __typename: 'SwipeBatchOverCapError',
        limit: 4,
        fits: 2,
        requested: 3,
        message:
          "You've reached the 4-swipe cap on the Free plan: that team has room for 2 more swipes, and 3 were chosen. Nothing was moved.",
      },
    ]);
    expect(await titlesAndTags(client, teamId)).toHaveLength(3);
    expect(await titlesAndTags(client, other)).toHaveLength(2);
    expect(await storedFiles()).toEqual(before);
    const fits = await bulk(client, 'copySwipesToTeam', {
      swipeIds: ids.slice(0, 2),
      teamId: other,
    });
    expect(fits.errors).toEqual([]);
  });

  it('refuses a team the viewer cannot edit, and the same team', async () => {
    const owner = await newUser(router);
    const id = await addSwipe(owner.client, owner.teamId, 'Mine');
    const stranger = await newUser(router);
    const foreign = await bulk(owner.client, 'copySwipesToTeam', {
      swipeIds: [id],
      teamId: stranger.teamId,
    });
    expect(foreign.errors).toEqual([
      { __typename: 'FieldError', field: 'teamId', message: 'This team does not exist.' },
    ]);
    const viewerOf = await createTeam(stranger.client, 'Read only');
    const { addMember } = await import('../helpers/teams.js');
    await addMember(stranger.client, viewerOf, owner, 'VIEWER');
    const readOnly = await bulk(owner.client, 'moveSwipesToTeam', {
      swipeIds: [id],
      teamId: viewerOf,
    });
    expect(readOnly.errors[0]).toMatchObject({
      field: 'teamId',
      message: expect.stringContaining('viewer'),
    });
    const same = await bulk(owner.client, 'moveSwipesToTeam', {
      swipeIds: [id],
      teamId: owner.teamId,
    });
    expect(same.errors[0]).toMatchObject({
      message: 'The chosen swipes are already in this team.',
    });
    expect(await titlesAndTags(owner.client, owner.teamId)).toHaveLength(1);
  });
});
