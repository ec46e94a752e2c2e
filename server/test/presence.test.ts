import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { type Feed, subscribeWs, useServer } from './helpers/live-feeds.js';
import { addMember, createTeam, memberIdOf, newMember } from './helpers/teams.js';
import { newUser } from './helpers/users.js';
import { until } from './helpers/wait.js';

// Presence (realtime/presence.ts, docs/collaboration.md): who has a team open and which swipe
// each looks at, live; a closed tab leaves at once; a removed member stops receiving presence
// and leaves the others' at once; strangers get nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  useServer(server);
});
afterAll(() => server?.close());

const PRESENCE = `subscription($teamId: ID!, $swipeId: ID) { teamPresence(teamId: $teamId, swipeId: $swipeId) {
  count members { userId name swipeIds } } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;

interface Present {
  userId: string;
  name: string;
  swipeIds: string[];
}
const latest = (feed: Feed): Present[] => feed.events.at(-1)?.teamPresence.members ?? [];
const names = (feed: Feed) =>
  latest(feed)
    .map((m) => m.name)
    .sort();

describe('presence', () => {
  test('members see each other and the swipe each views; a closed tab leaves at once', async () => {
    const owner = await newUser(server, { name: 'Olga' });
    const teamId = await createTeam(owner.client, 'Present');
    const ana = await newUser(server, { name: 'Ana' });
    await addMember(owner.client, teamId, ana, 'VIEWER');
    const swipeId = (
      await owner.client.gql(CREATE_SWIPE, { input: { teamId, kind: 'AD', title: 'Seen' } })
    ).data.createSwipe.swipe.id as string;
    const stranger = await newUser(server, { name: 'Stranger' });
    const elsewhere = (
      await stranger.client.gql(CREATE_SWIPE, {
        input: { teamId: stranger.teamId, kind: 'AD', title: 'Not theirs' },
      })
    ).data.createSwipe.swipe.id as string;

    const olgaTab = subscribeWs({ cookie: owner.client.cookieHeader() }, PRESENCE, { teamId });
    await until(() => names(olgaTab).join() === 'Olga', 5000, 'Olga sees herself');
    expect(latest(olgaTab)[0]).toMatchObject({ userId: owner.viewerId, swipeIds: [] });
    expect(olgaTab.events.at(-1)?.teamPresence.count).toBe(1);
    const anaTab = subscribeWs({ cookie: ana.client.cookieHeader() }, PRESENCE, {
      teamId,
      swipeId,
    });
    await until(() => names(olgaTab).join() === 'Ana,Olga', 5000, 'Olga sees Ana arrive');
    expect(latest(olgaTab).find((m) => m.name === 'Ana')).toMatchObject({
      userId: ana.viewerId,
      swipeIds: [swipeId],
    });
    await until(() => names(anaTab).join() === 'Ana,Olga', 5000, 'Ana sees Olga');
    // A swipe of another team is not announced.
    const anaSecondTab = subscribeWs({ cookie: ana.client.cookieHeader() }, PRESENCE, {
      teamId,
      swipeId: elsewhere,
    });
    await until(() => olgaTab.events.length >= 3, 5000, 'the second tab is announced');
    expect(latest(olgaTab).find((m) => m.name === 'Ana')?.swipeIds).toEqual([swipeId]);
    // A stranger cannot watch the team.
    const strangerTab = subscribeWs({ cookie: stranger.client.cookieHeader() }, PRESENCE, {
      teamId,
    });
    await until(() => strangerTab.errors.length > 0, 5000, 'the stranger is refused');
    expect(strangerTab.events).toEqual([]);

    await anaTab.close();
    await anaSecondTab.close();
    await until(() => names(olgaTab).join() === 'Olga', 5000, 'Ana leaves when her tabs close');
    await olgaTab.close();
    await strangerTab.close();
  });

  test('a removed member stops receiving presence and leaves the others’ at once', async () => {
    const owner = await newUser(server, { name: 'Olga' });
    const teamId = await createTeam(owner.client, 'Removals');
    const leaving = await newMember(server, owner.client, teamId, 'EDITOR');
    const olgaTab = subscribeWs({ cookie: owner.client.cookieHeader() }, PRESENCE, { teamId });
    const leavingTab = subscribeWs({ cookie: leaving.client.cookieHeader() }, PRESENCE, {
      teamId,
    });
    await until(() => latest(olgaTab).length === 2, 5000, 'both present');
    const memberId = await memberIdOf(owner.client, teamId, leaving.email);
    await owner.client.gql(
      'mutation($id: ID!) { removeMember(input: { memberId: $id }) { deletedId } }',
      { id: memberId },
    );
    await until(() => leavingTab.completedAt !== undefined, 5000, 'their presence ends');
    await until(() => latest(olgaTab).length === 1, 5000, 'they leave the team’s presence');
    await olgaTab.close();
    await leavingTab.close();
  });
});
