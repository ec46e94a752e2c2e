import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { createTeam, newMember } from './helpers/teams.js';
import { newUser } from './helpers/users.js';

// Another person reached through a relation (a comment's author, who resolved a thread, an
// activity's actor, the sender of an invite in someone's inbox) shows their id and name only:
// every other User field is the user's own. Found as a hole: a teammate could list a comment
// author's teams, their Personal team's swipes among them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PRIVATE =
  'email inboundEmailAddress unreadNotificationCount teams { edges { node { name } } }';

describe('other people', () => {
  test('a comment’s author, an activity’s actor and an invite’s sender show only id and name', async () => {
    const owner = await newUser(server, { name: 'Olga' });
    await owner.client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId: owner.teamId, kind: 'AD', title: 'Private swipe' } },
    );
    const teamId = await createTeam(owner.client, 'Shared');
    const ana = await newMember(server, owner.client, teamId, 'EDITOR');
    const swipeId = (
      await owner.client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId, kind: 'AD', title: 'Shared swipe' } },
      )
    ).data.createSwipe.swipe.id as string;
    await owner.client.gql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { swipeId, body: 'Hello' } },
    );

    const names = await ana.client.gql(
      `query($id: ID!) { node(id: $id) { ... on Swipe { commentThreads { edges { node { author { id name } } } } } } }`,
      { id: swipeId },
    );
    expect(names.errors).toBeUndefined();
    expect(names.data.node.commentThreads.edges).toEqual([
      { node: { author: { id: owner.viewerId, name: 'Olga' } } },
    ]);
    for (const query of [
      `query($id: ID!) { node(id: $id) { ... on Swipe { commentThreads { edges { node { author { ${PRIVATE} } } } } } } }`,
      `query($id: ID!) { node(id: $id) { ... on Swipe { team { activity { edges { node { actor { ${PRIVATE} } } } } } } } }`,
    ]) {
      const peek = await ana.client.gql(query, { id: swipeId });
      expect(JSON.stringify(peek.data)).not.toContain('Private');
      // Ana's own entry (she joined) is hers to read; Olga's are not.
      expect(JSON.stringify(peek.data)).not.toContain(owner.email);
      expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    // Someone invited (not a member yet) sees the sender's name in their inbox, nothing more.
    const invited = await newUser(server);
    await owner.client.gql(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
      { input: { teamId, email: invited.email, role: 'VIEWER' } },
    );
    const inbox = await invited.client.gql(
      `{ viewer { notifications { edges { node { actor { name ${PRIVATE} } } } } } }`,
    );
    expect(JSON.stringify(inbox.data)).not.toContain(owner.email);
    expect(JSON.stringify(inbox.data)).not.toContain('Shared');
    expect(inbox.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await invited.client.gql(`{ viewer { ${PRIVATE} } }`);
    expect(own.errors).toBeUndefined();
  });
});
