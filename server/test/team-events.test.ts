import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { addMember, createTeam, inviteLinkFor, memberIdOf } from './helpers/teams.js';
import { dbId, signUp } from './helpers/users.js';
import { holdsWithin, retryUntil, until } from './helpers/wait.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EVENTS = `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
  kind deletedId swipe { id title } tag { id title } member { id role email } invite { id email } team { id name swipeCount }
} }`;

function listen(client: TestClient, teamId: string, query = EVENTS) {
  const ws = socketOf(client);
  const events: any[] = [];
  let error: unknown;
  let completed = false;
  ws.subscribe(
    { query, variables: { teamId } },
    {
      next: (value) => {
        if (value.errors) error = value.errors;
        else events.push(value.data?.teamEvents);
      },
      error: (e) => {
        error = e;
      },
      complete: () => {
        completed = true;
      },
    },
  );
  return {
    events,
    kinds: () => events.map((event) => event.kind),
    error: () => error,
    completed: () => completed,
    close: () => ws.dispose(),
  };
}

type Feed = ReturnType<typeof listen>;

/**
 * Renames the team until every feed has heard it (graphql-ws does not acknowledge a
 * subscribe), then back to `name`, and takes those probe events off the feeds once all have
 * heard the last one (events reach a subscriber in order): from here on the feeds are live,
 * and hold only what the test does. The feeds' query must select `team { name }`.
 */
async function goLive(owner: TestClient, teamId: string, name: string, feeds: Feed[]) {
  const rename = (to: string) =>
    owner.gql('mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }', {
      input: { id: teamId, name: to },
    });
  const lastHeard = (to: string) => () =>
    feeds.every((feed) => feed.events.at(-1)?.team?.name === to);
  await retryUntil(
    async (n) => {
      await rename(`${name} (probe ${n})`);
      return holdsWithin(lastHeard(`${name} (probe ${n})`), 500);
    },
    20_000,
    'every feed hears the probe',
  );
  await rename(name);
  await until(lastHeard(name), 5_000, 'every feed hears the name back');
  for (const feed of feeds) {
    const kept = feed.events.filter((event) => event.kind !== 'TEAM_UPDATED');
    feed.events.splice(0, feed.events.length, ...kept);
  }
}

it('delivers swipe, member, invite and team changes to the members, and ends for a removed one', async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Live');
  const mate = await signUp(server);
  await owner.client.gql(
    'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
    { input: { teamId, email: mate.email, role: 'EDITOR' } },
  );
  const { token } = await inviteLinkFor(server, mate.email);

  const ownerFeed = listen(owner.client, teamId);
  await goLive(owner.client, teamId, 'Live', [ownerFeed]);
  await mate.client.gql(
    'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } } }',
    { input: { token } },
  );
  const mateFeed = listen(mate.client, teamId);
  await goLive(owner.client, teamId, 'Live', [ownerFeed, mateFeed]);

  const created = await mate.client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'Seen live', tags: ['fresh'] } },
  );
  const swipeId = created.data.createSwipe.swipe.id;
  await expect.poll(() => ownerFeed.kinds()).toContain('SWIPE_CREATED');
  const createdEvent = ownerFeed.events.find((e) => e.kind === 'SWIPE_CREATED');
  expect(createdEvent.swipe).toEqual({ id: swipeId, title: 'Seen live' });
  // The team comes along as it is now, so clients refresh counts without asking.
  expect(createdEvent.team).toEqual({ id: teamId, name: 'Live', swipeCount: 1 });
  expect(ownerFeed.kinds().slice(0, 2)).toEqual(['INVITE_DELETED', 'MEMBER_JOINED']);
  expect(ownerFeed.events[1].member).toMatchObject({ email: mate.email, role: 'EDITOR' });

  await owner.client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
    id: swipeId,
  });
  await expect.poll(() => mateFeed.kinds()).toEqual(['SWIPE_CREATED', 'SWIPE_DELETED']);
  expect(mateFeed.events[1].deletedId).toBe(swipeId);

  // Removed, the teammate's subscription ends after telling them.
  const mateMember = await memberIdOf(owner.client, teamId, mate.email);
  await owner.client.gql(
    'mutation($id: ID!) { removeMember(input: { memberId: $id }) { deletedId } }',
    {
      id: mateMember,
    },
  );
  // A change made at once after the removal reaches the owner but not the removed teammate.
  // (Checked before waiting for the teammate's stream to complete: a completed stream hears
  // nothing more, so the check would hold whatever the server did.)
  await owner.client.gql(
    'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
    { input: { id: teamId, name: 'Still live' } },
  );
  await expect.poll(() => ownerFeed.kinds()).toContain('TEAM_UPDATED');
  expect(mateFeed.kinds()).not.toContain('TEAM_UPDATED');
  await expect.poll(() => mateFeed.completed()).toBe(true);
  expect(mateFeed.kinds().at(-1)).toBe('MEMBER_LEFT');
  await ownerFeed.close();
  await mateFeed.close();
});

// Lists are not sent with every event (issue 36): a swipe event names the tags and collections
// whose counts it moved, with those counts, on every path that changes them.
it('names the tags and collections whose counts a swipe event moved, as they are now', async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Counts');
  const collection = async (name: string) =>
    (
      await owner.client.gql(
        'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
        { input: { teamId, name } },
      )
    ).data.createCollection.collection.id as string;
  const launch = await collection('Launch');
  const pricing = await collection('Pricing');
  const feed = listen(
    owner.client,
    teamId,
    `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
      kind tags { title swipeCount } collections { name swipeCount } team { name swipeCount }
    } }`,
  );
  await goLive(owner.client, teamId, 'Counts', [feed]);
  const last = async (kind: string, count: number) => {
    await expect.poll(() => feed.kinds().filter((k) => k === kind).length).toBe(count);
    const event = feed.events.filter((e) => e.kind === kind).at(-1);
    const byName = (a: { title?: string; name?: string }, b: { title?: string; name?: string }) =>
      (a.title ?? a.name ?? '').localeCompare(b.title ?? b.name ?? '');
    return {
      ...event,
      tags: event.tags.toSorted(byName),
      collections: event.collections.toSorted(byName),
    };
  };

  const created = await owner.client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'Counted', tags: ['hooks'], collectionIds: [launch] } },
  );
  const swipeId = created.data.createSwipe.swipe.id;
  expect(await last('SWIPE_CREATED', 1)).toEqual({
    kind: 'SWIPE_CREATED',
    tags: [{ title: 'hooks', swipeCount: 1 }],
    collections: [{ name: 'Launch', swipeCount: 1 }],
    team: { name: 'Counts', swipeCount: 1 },
  });

  // Moved to another tag and collection: those it left and those it joined.
  await owner.client.gql(
    'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
    { input: { id: swipeId, tags: ['offers'], collectionIds: [pricing] } },
  );
  expect(await last('SWIPE_UPDATED', 1)).toMatchObject({
    tags: [
      { title: 'hooks', swipeCount: 0 },
      { title: 'offers', swipeCount: 1 },
    ],
    collections: [
      { name: 'Launch', swipeCount: 0 },
      { name: 'Pricing', swipeCount: 1 },
    ],
  });
  // A change that moves no count names none.
  await owner.client.gql(
    'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
    { input: { id: swipeId, notes: 'Just notes' } },
  );
  expect(await last('SWIPE_UPDATED', 2)).toMatchObject({ tags: [], collections: [] });

  // The bulk bar's tagging, then a deletion: the counts it leaves behind.
  await owner.client.gql(
    'mutation($input: TagSwipesInput!) { tagSwipes(input: $input) { swipes { id } } }',
    { input: { swipeIds: [swipeId], tags: ['bulk'] } },
  );
  expect(await last('SWIPE_UPDATED', 3)).toMatchObject({
    tags: [{ title: 'bulk', swipeCount: 1 }],
    collections: [],
  });
  await owner.client.gql('mutation($id: ID!) { deleteSwipe(input: { id: $id }) { deletedId } }', {
    id: swipeId,
  });
  expect(await last('SWIPE_DELETED', 1)).toMatchObject({
    tags: [
      { title: 'bulk', swipeCount: 0 },
      { title: 'offers', swipeCount: 0 },
    ],
    collections: [{ name: 'Pricing', swipeCount: 0 }],
    team: { swipeCount: 0 },
  });
  await feed.close();
});

// One execution per event is shared between subscribers (shared-event-results.ts), except
// when it reads who the viewer is: then each subscriber gets their own answer.
it("shares an event's result between members, but never a viewer's own answer", async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Shared');
  const mate = await signUp(server);
  await addMember(owner.client, teamId, mate, 'VIEWER');
  const query = `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
    kind swipe { id title } member { id role isViewer } team { id name viewerRole swipeCount }
  } }`;
  const ownerFeed = listen(owner.client, teamId, query);
  const mateFeed = listen(mate.client, teamId, query);
  await goLive(owner.client, teamId, 'Shared', [ownerFeed, mateFeed]);

  await owner.client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'For both' } },
  );
  await expect.poll(() => mateFeed.kinds()).toEqual(['SWIPE_CREATED']);
  await expect.poll(() => ownerFeed.kinds()).toEqual(['SWIPE_CREATED']);
  expect(ownerFeed.events[0].swipe).toEqual(mateFeed.events[0].swipe);
  expect(ownerFeed.events[0].team.viewerRole).toBe('OWNER');
  expect(mateFeed.events[0].team.viewerRole).toBe('VIEWER');

  const mateMember = await memberIdOf(owner.client, teamId, mate.email);
  await owner.client.gql(
    'mutation($id: ID!) { changeMemberRole(input: { memberId: $id, role: EDITOR }) { member { id } } }',
    { id: mateMember },
  );
  await expect.poll(() => mateFeed.kinds()).toEqual(['SWIPE_CREATED', 'MEMBER_UPDATED']);
  await expect.poll(() => ownerFeed.kinds()).toEqual(['SWIPE_CREATED', 'MEMBER_UPDATED']);
  expect(mateFeed.events[1].member).toEqual({ id: mateMember, role: 'EDITOR', isViewer: true });
  expect(ownerFeed.events[1].member).toEqual({ id: mateMember, role: 'EDITOR', isViewer: false });
  expect(mateFeed.events[1].team.viewerRole).toBe('EDITOR');
  expect(ownerFeed.events[1].team.viewerRole).toBe('OWNER');
  expect(ownerFeed.error() ?? mateFeed.error()).toBeUndefined();
  await ownerFeed.close();
  await mateFeed.close();
});

// The web app's own subscription (what every open tab runs), which reads `isViewer` for member
// events (so their results are per subscriber), with the viewer's role and the team's
// collections added.
const persisted: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8'),
);
const LIVE_TEAM_EVENTS = Object.values(persisted)
  .find((text) => text.startsWith('subscription LiveTeamEventsSubscription'))
  ?.replace(
    /team \{\n(\s+)id\n/,
    'team {\n$1id\n$1viewerRole\n$1collections(first: 5) { edges { node { name } } }\n',
  );

// db/shared-reads.ts: an event's selection is read once for all its subscribers, even when
// each gets an answer of their own. The team's collections, which this test adds to the
// selection, are read only for the team in the event, so the statements that read them count
// the event's executions.
it("reads an event's selection once for all its subscribers, each still getting their own answer", async () => {
  expect(LIVE_TEAM_EVENTS).toContain('viewerRole');
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Read once');
  const editor = await signUp(server);
  await addMember(owner.client, teamId, editor, 'EDITOR');
  const viewer = await signUp(server);
  await addMember(owner.client, teamId, viewer, 'VIEWER');
  await owner.client.gql(
    'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
    { input: { teamId, name: 'Hooks' } },
  );
  const editorMember = await memberIdOf(owner.client, teamId, editor.email);
  const setEditorRole = (role: string) =>
    owner.client.gql(
      'mutation($id: ID!, $role: TeamRole!) { changeMemberRole(input: { memberId: $id, role: $role }) { member { id } } }',
      { id: editorMember, role },
    );
  const collectionReads = () =>
    server.takeQueries().filter((sql) => sql.includes('"public"."collection"')).length;

  // One subscriber: what a member event (an answer per subscriber: `isViewer`) reads.
  const alone = listen(owner.client, teamId, LIVE_TEAM_EVENTS);
  await goLive(owner.client, teamId, 'Read once', [alone]);
  server.takeQueries();
  await setEditorRole('ADMIN');
  await until(() => alone.kinds().includes('MEMBER_UPDATED'), 10_000, 'the owner hears it');
  const readsForOne = collectionReads();
  expect(readsForOne).toBeGreaterThan(0);
  await alone.close();

  // Six subscribers (two tabs each): the same reads.
  const feeds = [owner, owner, editor, editor, viewer, viewer].map((person) =>
    listen(person.client, teamId, LIVE_TEAM_EVENTS),
  );
  await goLive(owner.client, teamId, 'Read once', feeds);
  server.takeQueries();
  await setEditorRole('EDITOR');
  await until(
    () => feeds.every((feed) => feed.kinds().includes('MEMBER_UPDATED')),
    10_000,
    'every subscriber hears it',
  );
  expect(collectionReads()).toBe(readsForOne);
  const answers = feeds.map((feed) => {
    const event = feed.events.find((e) => e.kind === 'MEMBER_UPDATED');
    return [event.member.role, event.member.isViewer, event.team.viewerRole];
  });
  expect(answers).toEqual([
    ['EDITOR', false, 'OWNER'],
    ['EDITOR', false, 'OWNER'],
    ['EDITOR', true, 'EDITOR'],
    ['EDITOR', true, 'EDITOR'],
    ['EDITOR', false, 'VIEWER'],
    ['EDITOR', false, 'VIEWER'],
  ]);
  // The shared reads are the team's, the same for all: the collection and its count.
  for (const feed of feeds) {
    const event = feed.events.find((e) => e.kind === 'MEMBER_UPDATED');
    expect(
      event.team.collections.edges.map((edge: { node: { name: string } }) => edge.node.name),
    ).toEqual(['Hooks']);
  }
  expect(feeds.map((feed) => feed.error())).toEqual(feeds.map(() => undefined));
  for (const feed of feeds) await feed.close();
});

// Membership is checked for each event, from one read of the team's members per event: a
// membership that ends without its MEMBER_LEFT reaching the instance (a lost Redis message)
// still stops the events.
it('gives nothing to a subscriber whose membership ended, even unannounced', async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Checked');
  const mate = await signUp(server);
  await addMember(owner.client, teamId, mate, 'EDITOR');
  const ownerFeed = listen(owner.client, teamId);
  const mateFeed = listen(mate.client, teamId);
  await goLive(owner.client, teamId, 'Checked', [ownerFeed, mateFeed]);

  const membership = { teamId: dbId(teamId), userId: mate.userId };
  const row = await server.db.prisma.teamMember.findFirstOrThrow({ where: membership });
  await server.db.prisma.teamMember.delete({ where: { id: row.id } });
  await owner.client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'After the removal' } },
  );
  await until(() => ownerFeed.kinds().includes('SWIPE_CREATED'), 10_000, 'the owner hears it');
  // Back in the team (again unannounced), the next change reaches them: it would have come
  // after the swipe, had the swipe been delivered.
  await server.db.prisma.teamMember.create({ data: row });
  await owner.client.gql(
    'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
    { input: { id: teamId, name: 'Checked again' } },
  );
  await until(() => mateFeed.kinds().includes('TEAM_UPDATED'), 10_000, 'the mate hears the rename');
  expect(mateFeed.kinds()).toEqual(['TEAM_UPDATED']);
  expect(ownerFeed.kinds()).toEqual(['SWIPE_CREATED', 'TEAM_UPDATED']);
  await ownerFeed.close();
  await mateFeed.close();
});

it('tells invited people about invites sent to them and withdrawn, live', async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Inviting');
  const invitee = await signUp(server);
  const bystander = await signUp(server);
  const query =
    'subscription { viewerEvents { kind viewer { email invites { edges { node { id email } } } } } }';
  const events: any[][] = [[], []];
  const clients = [invitee, bystander].map((person, i) => {
    const ws = socketOf(person.client);
    ws.subscribe(
      { query },
      {
        // An invite also reaches their inbox (NOTIFICATIONS_CHANGED, notifications.test.ts).
        next: (value) => {
          const event = (value.data as { viewerEvents?: { kind: string } } | undefined)
            ?.viewerEvents;
          if (event?.kind === 'NOTIFICATIONS_CHANGED') return;
          events[i]?.push(event ?? value.errors);
        },
        error: () => {},
        complete: () => {},
      },
    );
    return ws;
  });
  // Live once both have heard an invite sent to them; the invites are withdrawn again, and
  // the feeds start empty once both have heard that (events reach a subscriber in order).
  const invite = async (email: string) =>
    (
      await owner.client.gql(
        'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
        { input: { teamId, email, role: 'VIEWER' } },
      )
    ).data.inviteMember.invite.id as string;
  let probes: string[] = [];
  await retryUntil(
    async () => {
      probes = [await invite(invitee.email), await invite(bystander.email)];
      return holdsWithin(() => events.every((feed) => feed.length > 0), 500);
    },
    20_000,
    'both hear an invite',
  );
  for (const id of probes) {
    await owner.client.gql(
      'mutation($id: ID!) { deleteInvite(input: { id: $id }) { deletedId } }',
      {
        id,
      },
    );
  }
  await until(
    () => events.every((feed) => feed.at(-1)?.viewer?.invites?.edges.length === 0),
    5_000,
    'both hear the invites withdrawn',
  );
  for (const feed of events) feed.length = 0;
  const sent = await owner.client.gql(
    'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
    { input: { teamId, email: invitee.email, role: 'VIEWER' } },
  );
  const inviteId = sent.data.inviteMember.invite.id;
  await expect.poll(() => events[0]?.length).toBe(1);
  expect(events[0]?.[0]).toEqual({
    kind: 'INVITES_CHANGED',
    viewer: {
      email: invitee.email,
      invites: { edges: [{ node: { id: inviteId, email: invitee.email } }] },
    },
  });
  await owner.client.gql('mutation($id: ID!) { deleteInvite(input: { id: $id }) { deletedId } }', {
    id: inviteId,
  });
  await expect.poll(() => events[0]?.length).toBe(2);
  expect(events[0]?.[1].viewer.invites).toEqual({ edges: [] });
  expect(events[1]).toEqual([]);
  await Promise.all(clients.map((ws) => ws.dispose()));
});

it('refuses to subscribe to a team the viewer is not in', async () => {
  const owner = await signUp(server);
  const teamId = await createTeam(owner.client, 'Private');
  const outsider = await signUp(server);
  const control = listen(owner.client, teamId);
  const feed = listen(outsider.client, teamId);
  // Changes go out until the owner hears one and the outsider has their answer: refused, or
  // (were they let in) the change itself. Only then are the outsider's events looked at; after
  // a refusal alone they could not be anything but empty.
  await retryUntil(
    async (attempt) => {
      const name = `Private ${attempt}`;
      await owner.client.gql(
        'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
        { input: { id: teamId, name } },
      );
      const heard = (f: ReturnType<typeof listen>) => f.events.some((e) => e.team?.name === name);
      return holdsWithin(() => heard(control) && (feed.error() !== undefined || heard(feed)), 1000);
    },
    20_000,
    'the owner hears a change and the outsider has an answer',
  );
  await owner.client.gql(
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'Not for outsiders' } },
  );
  await expect.poll(() => control.kinds()).toContain('SWIPE_CREATED');
  expect(feed.events).toEqual([]);
  expect(JSON.stringify(feed.error() ?? '')).toMatch(/Not authorized/);
  await control.close();
  await feed.close();
});
