import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { addMember, createTeam } from './helpers/teams.js';
import { newUser } from './helpers/users.js';

// The team activity feed (services/activity/activity.ts, docs/collaboration.md): swipes added,
// tagged and moved, comments, members joining and plan changes, each written with its change;
// newest first, paged, filtered by member and kind; entries outlive their swipe; members only.

const adminEmail = uniqueEmail();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
});
afterAll(() => server?.close());

const FEED = `query($id: ID!, $first: Int, $after: String, $actorId: ID, $kinds: [ActivityKind!]) {
  node(id: $id) { ... on Team { activity(first: $first, after: $after, actorId: $actorId, kinds: $kinds) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { kind actor { name } swipe { id } swipeTitle count tags collections
      removedCollections fromPlan toPlan role comment { id } } } } } } }`;

describe('activity', () => {
  test('the feed tells what happened, newest first, filtered and paged; members only', async () => {
    const admin = await newUser(server, { name: 'Admin', email: adminEmail });
    const owner = await newUser(server, { name: 'Olga' });
    const teamId = await createTeam(owner.client, 'Busy');
    const ana = await newUser(server, { name: 'Ana' });
    await addMember(owner.client, teamId, ana, 'EDITOR');
    const swipeId = (
      await owner.client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId, kind: 'AD', title: 'Summer promo' } },
      )
    ).data.createSwipe.swipe.id as string;
    const collectionId = (
      await owner.client.gql(
        'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
        { input: { teamId, name: 'Winners' } },
      )
    ).data.createCollection.collection.id as string;
    await ana.client.gql(
      'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
      { input: { id: swipeId, tags: ['bold', 'summer'], collectionIds: [collectionId] } },
    );
    // Saving the same tags again tells nothing new.
    await ana.client.gql(
      'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
      { input: { id: swipeId, tags: ['bold', 'summer'] } },
    );
    const other = (
      await owner.client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId, kind: 'EMAIL', title: 'Welcome email' } },
      )
    ).data.createSwipe.swipe.id as string;
    await owner.client.gql(
      'mutation($input: TagSwipesInput!) { tagSwipes(input: $input) { errors { __typename } } }',
      { input: { swipeIds: [swipeId, other], tags: ['q3'] } },
    );
    await owner.client.gql(
      'mutation($input: AddSwipesToCollectionInput!) { addSwipesToCollection(input: $input) { errors { __typename } } }',
      { input: { swipeIds: [other], collectionId } },
    );
    const comment = await ana.client.gql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { swipeId, body: 'Love it' } },
    );
    await admin.client.gql(
      'mutation($input: GrantTeamPlanInput!) { grantTeamPlan(input: $input) { errors { __typename } } }',
      { input: { teamId, plan: 'TEAM' } },
    );
    await owner.client.gql(
      'mutation($input: DeleteSwipeInput!) { deleteSwipe(input: $input) { deletedId } }',
      { input: { id: other } },
    );

    const all = (await owner.client.gql(FEED, { id: teamId })).data.node.activity;
    expect(all.edges.map((e: any) => e.node)).toMatchObject([
      { kind: 'PLAN_CHANGED', actor: null, fromPlan: 'FREE', toPlan: 'TEAM' },
      {
        kind: 'COMMENTED',
        actor: { name: 'Ana' },
        swipeTitle: 'Summer promo',
        swipe: { id: swipeId },
        comment: { id: comment.data.addComment.comment.id },
      },
      // The swipe is gone; the entry still says what it was.
      {
        kind: 'SWIPE_MOVED',
        actor: { name: 'Olga' },
        count: 1,
        collections: ['Winners'],
        swipe: null,
      },
      { kind: 'SWIPE_TAGGED', count: 2, tags: ['q3'], swipe: null },
      { kind: 'SWIPE_ADDED', swipeTitle: 'Welcome email', swipe: null },
      {
        kind: 'SWIPE_MOVED',
        actor: { name: 'Ana' },
        collections: ['Winners'],
        removedCollections: [],
      },
      { kind: 'SWIPE_TAGGED', actor: { name: 'Ana' }, tags: ['bold', 'summer'] },
      { kind: 'SWIPE_ADDED', actor: { name: 'Olga' }, swipeTitle: 'Summer promo' },
      { kind: 'MEMBER_JOINED', actor: { name: 'Ana' }, role: 'EDITOR' },
    ]);
    expect(all.totalCount).toBe(9);

    const byAna = (await owner.client.gql(FEED, { id: teamId, actorId: ana.viewerId })).data.node
      .activity;
    expect(byAna.edges.map((e: any) => e.node.kind)).toEqual([
      'COMMENTED',
      'SWIPE_MOVED',
      'SWIPE_TAGGED',
      'MEMBER_JOINED',
    ]);
    const added = (
      await owner.client.gql(FEED, { id: teamId, kinds: ['SWIPE_ADDED', 'MEMBER_JOINED'] })
    ).data.node.activity;
    expect(added.totalCount).toBe(3);

    const first = (await owner.client.gql(FEED, { id: teamId, first: 4 })).data.node.activity;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (
      await owner.client.gql(FEED, { id: teamId, first: 10, after: first.pageInfo.endCursor })
    ).data.node.activity;
    expect(rest.edges).toHaveLength(5);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const stranger = await newUser(server);
    const peek = await stranger.client.gql(FEED, { id: teamId });
    expect(peek.data.node).toBeNull();
  });
});
