import { decodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { newUser } from './helpers/users.js';
import { holdsWithin, retryUntil } from './helpers/wait.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ERRORS = 'errors { __typename ... on Error { message } }';
const CREATE_TEAM = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { team { id } ${ERRORS} } }`;
const CREATE_COLLECTION = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } ${ERRORS} } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const PUBLISH = `mutation($id: ID!) { publishCollection(input: { id: $id }) { collection { id shareToken shareUrl publishedAt } ${ERRORS} } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishCollection(input: { id: $id }) { collection { id shareToken shareUrl publishedAt } ${ERRORS} } }`;
const SHARE_FIELDS = `query($id: ID!) { node(id: $id) { ... on Collection { shareToken shareUrl } } }`;
const PUBLIC = `query($token: String!, $first: Int, $after: String) {
  publicCollection(token: $token) {
    name description summary teamName coverUrl swipeCount publishedAt
    swipes(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id kind title url source notes imageUrl imageWidth imageHeight thumbnailUrl tags } }
    }
  }
}`;
const UPLOAD = `mutation($input: CreateImageSwipeInput!) {
  createImageSwipe(input: $input) { swipe { id imageUrl } ${ERRORS} }
}`;

const uuidOf = (globalId: string) => decodeGlobalID(globalId).id;

/** An owner with a Team workspace, a collection in it and members of each role. */
async function teamWithCollection() {
  const owner = await newUser(server);
  const team = await owner.client.gql(CREATE_TEAM, { input: { name: 'Growth' } });
  const teamId = team.data.createTeam.team.id as string;
  const created = await owner.client.gql(CREATE_COLLECTION, {
    input: { teamId, name: 'Best onboarding emails', description: 'What we like' },
  });
  const collectionId = created.data.createCollection.collection.id as string;
  const members: Record<'ADMIN' | 'EDITOR' | 'VIEWER', TestClient> = {} as never;
  for (const role of ['ADMIN', 'EDITOR', 'VIEWER'] as const) {
    const member = await newUser(server);
    await server.db.prisma.teamMember.create({
      data: { teamId: uuidOf(teamId), userId: uuidOf(member.viewerId), role },
    });
    members[role] = member.client;
  }
  return { owner, teamId, collectionId, members };
}

async function upload(client: TestClient, teamId: string, collectionId: string) {
  const file = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#3366ff' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: UPLOAD,
      variables: {
        input: {
          teamId,
          file: null,
          title: 'Hero banner',
          notes: 'Bold headline',
          tags: ['hero', 'Banner'],
          collectionIds: [collectionId],
        },
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'hero.png');
  const response = await client.request({
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  return ((await response.json()) as any).data.createImageSwipe;
}

describe('publishing a collection', () => {
  it('is for editors and above; viewers and non-members are refused', async () => {
    const { owner, collectionId, members } = await teamWithCollection();
    const outsider = await newUser(server);

    const byViewer = await members.VIEWER.gql(PUBLISH, { id: collectionId });
    expect(byViewer.data.publishCollection).toMatchObject({
      collection: null,
      errors: [{ __typename: 'NotAllowedError' }],
    });
    const byOutsider = await outsider.client.gql(PUBLISH, { id: collectionId });
    expect(byOutsider.data.publishCollection).toMatchObject({
      collection: null,
      errors: [{ __typename: 'NotFoundError', message: 'This collection does not exist.' }],
    });
    const signedOut = await server.client().gql(PUBLISH, { id: collectionId });
    expect(signedOut.data?.publishCollection ?? null).toBeNull();
    expect(signedOut.errors?.length).toBeGreaterThan(0);

    const byEditor = await members.EDITOR.gql(PUBLISH, { id: collectionId });
    expect(byEditor.data.publishCollection.errors).toEqual([]);
    const { shareToken, shareUrl, publishedAt } = byEditor.data.publishCollection.collection;
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shareUrl).toBe(`http://localhost:3000/collection/${shareToken}`);
    expect(publishedAt).toBeTruthy();

    // Publishing again keeps the link; admins and owners may too.
    for (const client of [members.ADMIN, owner.client]) {
      const again = await client.gql(PUBLISH, { id: collectionId });
      expect(again.data.publishCollection.collection.shareToken).toBe(shareToken);
    }

    // Viewers cannot unpublish, outsiders cannot either.
    const unByViewer = await members.VIEWER.gql(UNPUBLISH, { id: collectionId });
    expect(unByViewer.data.unpublishCollection.errors[0].__typename).toBe('NotAllowedError');
    const unByOutsider = await outsider.client.gql(UNPUBLISH, { id: collectionId });
    expect(unByOutsider.data.unpublishCollection.errors[0].__typename).toBe('NotFoundError');
    expect(
      (await server.client().gql(PUBLIC, { token: shareToken })).data.publicCollection,
    ).not.toBeNull();

    const unByAdmin = await members.ADMIN.gql(UNPUBLISH, { id: collectionId });
    expect(unByAdmin.data.unpublishCollection).toMatchObject({
      collection: { shareToken: null, shareUrl: null, publishedAt: null },
      errors: [],
    });
  });

  it('shows the link to members only (viewers included), never to others', async () => {
    const { owner, collectionId, members } = await teamWithCollection();
    const outsider = await newUser(server);
    const published = await owner.client.gql(PUBLISH, { id: collectionId });
    const token = published.data.publishCollection.collection.shareToken;
    const viewerSees = await members.VIEWER.gql(SHARE_FIELDS, { id: collectionId });
    expect(viewerSees.data.node).toEqual({
      shareToken: token,
      shareUrl: `http://localhost:3000/collection/${token}`,
    });
    expect((await outsider.client.gql(SHARE_FIELDS, { id: collectionId })).data.node).toBeNull();
    expect((await server.client().gql(SHARE_FIELDS, { id: collectionId })).data.node).toBeNull();
  });

  it('gives each collection its own token, and a new one after unpublishing', async () => {
    const { owner, teamId, collectionId } = await teamWithCollection();
    const other = await owner.client.gql(CREATE_COLLECTION, { input: { teamId, name: 'Ads' } });
    const first = (await owner.client.gql(PUBLISH, { id: collectionId })).data.publishCollection
      .collection.shareToken;
    const second = (
      await owner.client.gql(PUBLISH, { id: other.data.createCollection.collection.id })
    ).data.publishCollection.collection.shareToken;
    expect(second).not.toBe(first);
    await owner.client.gql(UNPUBLISH, { id: collectionId });
    const again = (await owner.client.gql(PUBLISH, { id: collectionId })).data.publishCollection
      .collection.shareToken;
    expect(again).not.toBe(first);
    expect((await server.client().gql(PUBLIC, { token: first })).data.publicCollection).toBeNull();
    expect(
      (await server.client().gql(PUBLIC, { token: again })).data.publicCollection,
    ).not.toBeNull();
  });
});

describe('the public view (publicCollection)', () => {
  it('shows the swipes signed out, with no private fields, and null once unpublished', async () => {
    const { owner, teamId, collectionId } = await teamWithCollection();
    const uploaded = await upload(owner.client, teamId, collectionId);
    expect(uploaded.errors).toEqual([]);
    const text = await owner.client.gql(CREATE_SWIPE, {
      input: {
        teamId,
        kind: 'AD',
        title: 'Spring sale ad',
        notes: 'Short copy',
        tags: ['sale'],
        collectionIds: [collectionId],
      },
    });
    expect(text.data.createSwipe.errors).toEqual([]);
    // Private text a swipe can carry: page text and a capture error must never show.
    await server.db.prisma.swipe.update({
      where: { id: uuidOf(text.data.createSwipe.swipe.id) },
      data: { bodyText: 'SECRET PAGE TEXT', captureError: 'SECRET CAPTURE ERROR' },
    });
    // A swipe outside the collection stays out.
    await owner.client.gql(CREATE_SWIPE, { input: { teamId, kind: 'AD', title: 'Not shared' } });

    const token = (await owner.client.gql(PUBLISH, { id: collectionId })).data.publishCollection
      .collection.shareToken as string;
    const visitor = server.client();
    const response = await visitor.gql(PUBLIC, { token });
    expect(response.errors).toBeUndefined();
    const view = response.data.publicCollection;
    expect(view).toMatchObject({
      name: 'Best onboarding emails',
      description: 'What we like',
      summary: 'What we like',
      teamName: 'Growth',
      swipeCount: 2,
      swipes: { pageInfo: { hasNextPage: false } },
    });
    expect(view.coverUrl).toMatch(/^\/files\/swipe_image\//);
    const swipes = view.swipes.edges.map((edge: any) => edge.node);
    expect(swipes.map((swipe: any) => swipe.title)).toEqual(['Spring sale ad', 'Hero banner']);
    expect(swipes[0]).toMatchObject({ kind: 'AD', notes: 'Short copy', tags: ['sale'] });
    expect(swipes[1]).toMatchObject({ kind: 'IMAGE', tags: ['Banner', 'hero'], imageWidth: 800 });

    const json = JSON.stringify(response);
    const ownerEmail = owner.email;
    expect(json).not.toContain(ownerEmail);
    expect(json).not.toContain('@example.com');
    expect(json).not.toContain(uuidOf(teamId));
    expect(json).not.toContain(teamId);
    expect(json).not.toContain(uuidOf(collectionId));
    expect(json).not.toContain('SECRET');
    expect(json).not.toContain('Not shared');

    // The public types have no way to private data at all.
    const schemaFields = await visitor.gql(
      `{ c: __type(name: "PublicCollection") { fields { name } } s: __type(name: "PublicSwipe") { fields { name } } }`,
    );
    const names = [
      ...schemaFields.data.c.fields.map((f: { name: string }) => f.name),
      ...schemaFields.data.s.fields.map((f: { name: string }) => f.name),
    ];
    for (const forbidden of ['team', 'author', 'members', 'email', 'captureError', 'bodyText']) {
      expect(names).not.toContain(forbidden);
    }

    // Images load for signed-out visitors: originals and resized copies.
    const imagePath = swipes[1].imageUrl as string;
    const original = await fetch(`${server.url}${imagePath}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    const resized = await fetch(
      `${server.url}/_next/image?url=${encodeURIComponent(swipes[1].thumbnailUrl)}&w=384&q=75`,
    );
    expect(resized.status).toBe(200);

    await owner.client.gql(UNPUBLISH, { id: collectionId });
    expect((await visitor.gql(PUBLIC, { token })).data.publicCollection).toBeNull();
  });

  it('answers null for unknown and malformed tokens', async () => {
    const visitor = server.client();
    for (const token of ['', 'nope', 'A'.repeat(32), `${'x'.repeat(31)}/`, 'x'.repeat(5000)]) {
      const response = await visitor.gql(PUBLIC, { token });
      expect(response.data?.publicCollection ?? null).toBeNull();
    }
  });

  it('pages through the swipes; a larger `first` is cut to the page maximum (50), above 100 refused', async () => {
    const { owner, teamId, collectionId } = await teamWithCollection();
    const uuid = uuidOf(teamId);
    for (let i = 0; i < 7; i++) {
      const swipe = await server.db.prisma.swipe.create({
        data: { teamId: uuid, kind: 'AD', title: `Ad ${i}` },
      });
      await server.db.prisma.swipeCollection.create({
        data: { swipeId: swipe.id, collectionId: uuidOf(collectionId) },
      });
    }
    const token = (await owner.client.gql(PUBLISH, { id: collectionId })).data.publishCollection
      .collection.shareToken;
    const visitor = server.client();
    const first = (await visitor.gql(PUBLIC, { token, first: 4 })).data.publicCollection.swipes;
    expect(first.edges).toHaveLength(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await visitor.gql(PUBLIC, { token, first: 4, after: first.pageInfo.endCursor }))
      .data.publicCollection.swipes;
    expect(rest.edges).toHaveLength(3);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const titles = [...first.edges, ...rest.edges].map((edge: any) => edge.node.title);
    expect(new Set(titles).size).toBe(7);
    const big = (await visitor.gql(PUBLIC, { token, first: 100 })).data.publicCollection.swipes;
    expect(big.edges).toHaveLength(7);
    const tooBig = await visitor.gql(PUBLIC, { token, first: 1000 });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reaches members’ open pages live when published and unpublished', async () => {
    const { owner, teamId, collectionId, members } = await teamWithCollection();
    const events: any[] = [];
    const ws = socketOf(members.VIEWER);
    ws.subscribe(
      {
        query: `subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind collection { id shareToken shareUrl } } }`,
        variables: { teamId },
      },
      { next: (value) => events.push(value.data?.teamEvents), error: () => {}, complete: () => {} },
    );
    // Live once it hears a rename of the team (to its own name); renames are left out below.
    await retryUntil(
      async () => {
        await owner.client.gql(
          'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
          { input: { id: teamId, name: 'Growth' } },
        );
        return holdsWithin(() => events.length > 0, 500);
      },
      20_000,
      'the member hears a change',
    );
    const changes = () => events.filter((event) => event.kind !== 'TEAM_UPDATED');
    const token = (await owner.client.gql(PUBLISH, { id: collectionId })).data.publishCollection
      .collection.shareToken;
    await owner.client.gql(UNPUBLISH, { id: collectionId });
    await expect.poll(() => changes().length, { timeout: 5000 }).toBe(2);
    expect(changes()).toEqual([
      {
        kind: 'COLLECTION_CHANGED',
        collection: {
          id: collectionId,
          shareToken: token,
          shareUrl: `http://localhost:3000/collection/${token}`,
        },
      },
      {
        kind: 'COLLECTION_CHANGED',
        collection: { id: collectionId, shareToken: null, shareUrl: null },
      },
    ]);
    await ws.dispose();
  });
});
