import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import {
  completed,
  endsAfter,
  holdEventReads,
  live,
  newUser,
  rename,
  subscribe,
  subscribeWs,
  TEAM_EVENTS,
  teamWith,
  useServer,
} from './helpers/live-feeds.js';
import { tokenSocket } from './helpers/subscriptions.js';
import { until } from './helpers/wait.js';

// Access is checked for every delivered event and ends at once (docs/auth.md, "Open
// subscriptions"): after a sign-out, a session revoked elsewhere, a token revoked, a session or
// token expired (and live-access-expiry.test.ts for sessions), a removal, leaving, or a role change, open subscriptions complete within a
// second, over graphql-ws and over SSE alike, and nothing published afterwards reaches them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  useServer(server);
});
afterAll(() => server.close());

describe.each(['graphql-ws', 'sse'] as const)('over %s', (transport) => {
  it('signing out ends the session’s subscriptions, telling sessionEvents first', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const credentials = { cookie: member.client.cookieHeader() };
    const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    const sessionFeed = subscribe(
      transport,
      credentials,
      'subscription { sessionEvents { kind } }',
    );
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () => member.client.gql('mutation { signOut { ok } }'),
      subject,
      control,
      owner.client,
      teamId,
    );
    await until(() => completed(sessionFeed), 1000, 'sessionEvents completes');
    expect(sessionFeed.events).toEqual([
      { sessionEvents: { kind: 'WATCHING' } },
      { sessionEvents: { kind: 'SIGNED_OUT' } },
    ]);
    await Promise.all([subject.close(), sessionFeed.close(), control.close()]);
  });

  it('revoking the session from another browser ends its subscriptions', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    const other = server.client();
    await other.signIn(member.email);
    const sessions = await other.gql('{ viewer { sessions { edges { node { id current } } } } }');
    const first = sessions.data.viewer.sessions.edges.find(
      (e: { node: { current: boolean } }) => !e.node.current,
    ).node.id;
    await endsAfter(
      () =>
        other.gql('mutation($id: ID!) { revokeSession(input: { id: $id }) { deletedId } }', {
          id: first,
        }),
      subject,
      control,
      owner.client,
      teamId,
    );
    await Promise.all([subject.close(), control.close()]);
  });

  it('revoking a personal token ends the subscriptions it opened', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const created = await member.client.gql(
      'mutation { createApiToken(input: {name: "Live"}) { token apiToken { id } } }',
    );
    const { token, apiToken } = created.data.createApiToken;
    const subject = subscribe(transport, { token }, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        member.client.gql(
          'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { deletedId } }',
          {
            id: apiToken.id,
          },
        ),
      subject,
      control,
      owner.client,
      teamId,
    );
    await Promise.all([subject.close(), control.close()]);
  });

  it('an expiring personal token ends its subscriptions when it expires', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const created = await member.client.gql(
      'mutation { createApiToken(input: {name: "Short"}) { token } }',
    );
    const token = created.data.createApiToken.token as string;
    const expiresAt = new Date(Date.now() + 5000);
    await server.db.prisma.apiToken.update({
      where: { id: token.split('.')[0] },
      data: { expiresAt },
    });
    const subject = subscribe(transport, { token }, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await until(() => completed(subject), expiresAt.getTime() - Date.now() + 1000, 'it ends');
    expect(subject.completedAt).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(subject.completedAt).toBeLessThan(expiresAt.getTime() + 1000);
    await rename(owner.client, teamId, 'After the change');
    await until(
      () => control.events.some((e) => e.teamEvents?.team?.name === 'After the change'),
      5000,
      'the bystander sees the later change',
    );
    expect(subject.events.map((e) => e.teamEvents?.team?.name)).not.toContain('After the change');
    await Promise.all([subject.close(), control.close()]);
  });

  it('removal from the team ends its subscription after MEMBER_LEFT', async () => {
    const member = await newUser();
    const { owner, teamId, memberId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        owner.client.gql(
          'mutation($id: ID!) { removeMember(input: { memberId: $id }) { deletedId } }',
          {
            id: memberId,
          },
        ),
      subject,
      control,
      owner.client,
      teamId,
    );
    // The last event tells them, but shows nothing of the team they can no longer read.
    expect(subject.events.at(-1).teamEvents).toMatchObject({ kind: 'MEMBER_LEFT', team: null });
    const seenByOwner = control.events.find((e) => e.teamEvents.kind === 'MEMBER_LEFT');
    expect(seenByOwner.teamEvents.team).not.toBeNull();
    await Promise.all([subject.close(), control.close()]);
  });

  it('leaving the team ends its subscription', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        member.client.gql(
          'mutation($id: ID!) { leaveTeam(input: { teamId: $id }) { deletedId } }',
          {
            id: teamId,
          },
        ),
      subject,
      control,
      owner.client,
      teamId,
    );
    expect(subject.events.at(-1).teamEvents).toMatchObject({ kind: 'MEMBER_LEFT', team: null });
    await Promise.all([subject.close(), control.close()]);
  });

  it('a role change ends the subscription after MEMBER_UPDATED; a new one has the new role', async () => {
    const member = await newUser();
    const { owner, teamId, memberId } = await teamWith(member);
    const credentials = { cookie: member.client.cookieHeader() };
    const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        owner.client.gql(
          'mutation($id: ID!) { changeMemberRole(input: { memberId: $id, role: VIEWER }) { member { id } } }',
          { id: memberId },
        ),
      subject,
      control,
      owner.client,
      teamId,
    );
    expect(subject.events.at(-1).teamEvents).toMatchObject({
      kind: 'MEMBER_UPDATED',
      member: { role: 'VIEWER' },
    });
    // Subscribing again goes on, as a viewer.
    const again = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [again]);
    expect(again.errors).toEqual([]);
    await Promise.all([subject.close(), again.close(), control.close()]);
  });

  it('an event read after a later change still ends the stream before that change', async () => {
    const member = await newUser();
    const { owner, teamId, memberId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    const reads = holdEventReads();
    try {
      await endsAfter(
        () => {
          reads.hold();
          return owner.client.gql(
            'mutation($id: ID!) { changeMemberRole(input: { memberId: $id, role: VIEWER }) { member { id } } }',
            { id: memberId },
          );
        },
        subject,
        control,
        owner.client,
        teamId,
        () => reads.release(),
      );
    } finally {
      reads.release();
      reads.restore();
    }
    // The role change was read after the rename: it shows the new name, and is the last event.
    expect(subject.events.at(-1).teamEvents).toEqual({
      kind: 'MEMBER_UPDATED',
      team: { name: 'After the change' },
      swipe: null,
      member: { role: 'VIEWER' },
      invite: null,
    });
    await Promise.all([subject.close(), control.close()]);
  });
});

it('a socket whose token no longer holds is closed with 4401 at its next subscribe', async () => {
  const member = await newUser();
  const created = await member.client.gql(
    'mutation { createApiToken(input: {name: "Socket"}) { token apiToken { id } } }',
  );
  expect(created.errors).toBeUndefined();
  const { token, apiToken } = created.data.createApiToken;
  await member.client.gql(
    'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { deletedId } }',
    {
      id: apiToken.id,
    },
  );
  const ws = tokenSocket(server.url, token);
  const outcome = await new Promise<unknown>((resolve) => {
    ws.subscribe(
      { query: 'subscription { viewerEvents { kind } }' },
      { next: resolve, error: resolve, complete: () => resolve('complete') },
    );
  });
  expect(outcome).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  await ws.dispose();
});
