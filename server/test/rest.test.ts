import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { dbId, newUser, signUp } from './helpers/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('GET /api/teams/{id}/swipes/count answers the count for a member, by database or global id', async () => {
  const { client, teamId } = await newUser(server);
  const dbTeamId = dbId(teamId);
  for (const title of ['a', 'b']) {
    await client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      {
        input: { teamId, kind: 'AD', title },
      },
    );
  }
  for (const id of [dbTeamId, teamId]) {
    const response = await client.request({
      path: `/api/teams/${encodeURIComponent(id)}/swipes/count`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
  }
});

it('refuses strangers and signed-out visitors, and names unknown endpoints', async () => {
  const dbTeamId = dbId((await newUser(server)).teamId);
  const stranger = await newUser(server);
  const foreign = await stranger.client.request({ path: `/api/teams/${dbTeamId}/swipes/count` });
  expect(foreign.status).toBe(404);
  expect(await foreign.json()).toEqual({ error: 'This team does not exist.' });
  const anonymous = await server.client().request({ path: `/api/teams/${dbTeamId}/swipes/count` });
  expect(anonymous.status).toBe(401);
  const wrongMethod = await stranger.client.request({
    method: 'DELETE',
    path: `/api/teams/${dbTeamId}/swipes/count`,
  });
  expect(wrongMethod.status).toBe(405);
  const unknown = await stranger.client.request({ path: '/api/nothing-here' });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'No such endpoint: GET /api/nothing-here' });
});

describe('team paths', () => {
  const send = (client: TestClient, method: string, path: string, body?: object) =>
    client.request({
      method,
      path,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('create, rename, list members and invites, remove and accept an invite', async () => {
    const owner = await newUser(server);
    const created = await send(owner.client, 'POST', '/api/teams/', { name: 'Rest crew' });
    expect(created.status).toBe(200);
    const { team } = ((await created.json()) as any).data;
    expect(team).toMatchObject({ name: 'Rest crew', type: 'team' });

    const renamed = await send(owner.client, 'PUT', `/api/teams/${team.team_id}`, {
      name: 'Rest team',
    });
    expect(((await renamed.json()) as any).data.team.name).toBe('Rest team');
    const empty = await send(owner.client, 'PUT', `/api/teams/${team.team_id}`, { name: ' ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'Enter a team name.' });

    const invitee = server.client();
    const inviteeEmail = uniqueEmail();
    await invitee.signUp({ email: inviteeEmail });
    const globalTeamId = Buffer.from(`Team:${team.team_id}`).toString('base64');
    for (const email of [inviteeEmail, 'gone@example.com']) {
      await owner.client.gql(
        'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
        { input: { teamId: globalTeamId, email, role: 'EDITOR' } },
      );
    }
    const removed = await send(owner.client, 'DELETE', `/api/teams/${team.team_id}/team_members`, {
      email: 'gone@example.com',
    });
    expect(removed.status).toBe(200);

    const inviteeId = (await invitee.gql('{ viewer { id } }')).data.viewer.id;
    const userId = Buffer.from(inviteeId, 'base64').toString().slice('User:'.length);
    const mine = (await (
      await invitee.request({ path: `/api/users/${userId}/invites` })
    ).json()) as any;
    expect(mine.data).toEqual([
      expect.objectContaining({ team_id: team.team_id, name: 'Rest team', role: 'editor' }),
    ]);
    const accepted = await send(invitee, 'PUT', `/api/teams/${team.team_id}/team_members/`, {
      action: 'accept',
      inviteId: mine.data[0].team_invite_id,
    });
    expect(accepted.status).toBe(200);

    const list = (await (
      await owner.client.request({ path: `/api/teams/${team.team_id}/team_members` })
    ).json()) as any;
    expect(list.data.members.map((m: any) => [m.user.email, m.role])).toEqual([
      [expect.any(String), 'owner'],
      [inviteeEmail, 'editor'],
    ]);
    expect(list.data.invites).toEqual([]);
    // Someone else's invites are not listed.
    expect((await owner.client.request({ path: `/api/users/${userId}/invites` })).status).toBe(404);
  });

  it('refuses cross-site changes, non-JSON bodies and strangers', async () => {
    const owner = await newUser(server);
    const stranger = await newUser(server);
    const crossSite = await owner.client.request({
      method: 'POST',
      path: '/api/teams/',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'Nope' }),
    });
    expect(crossSite.status).toBe(403);
    const form = await owner.client.request({
      method: 'POST',
      path: '/api/teams/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Nope',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ error: 'Send the request body as application/json.' });
    const foreign = await send(stranger.client, 'PUT', `/api/teams/${dbId(owner.teamId)}`, {
      name: 'Taken',
    });
    expect(foreign.status).toBe(404);
    const members = await stranger.client.request({
      path: `/api/teams/${dbId(owner.teamId)}/team_members`,
    });
    expect(members.status).toBe(404);
    const teams = await owner.client.gql(
      '{ viewer { teams(first: 5) { edges { node { name } } } } }',
    );
    expect(teams.data.viewer.teams.edges.map((e: any) => e.node.name)).toEqual(['Personal']);
  });
});

describe('user and subscription paths', () => {
  const put = (client: TestClient, path: string, body: object) =>
    client.request({
      method: 'PUT',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers the user with metadata and counts, and patches onboarding progress', async () => {
    const { client, teamId } = await newUser(server);
    const dbTeamId = dbId(teamId);
    const viewerId = (await client.gql('{ viewer { id } }')).data.viewer.id;
    const userId = Buffer.from(viewerId, 'base64').toString().slice('User:'.length);
    const user = ((await (await client.request({ path: `/api/users/${userId}` })).json()) as any)
      .data;
    expect(user).toMatchObject({
      id: userId,
      extension_installed: false,
      subscription_status: 'inactive',
      team_count: 1,
      swipe_count: 0,
      collection_count: 0,
      signup_source: 'web',
      metadata: { referralId: null, onboarding: { meta: {}, progress: {} } },
    });
    expect(Date.parse(user.metadata.registered_at)).not.toBeNaN();

    const patched = await put(client, `/api/users/${userId}/metadata/`, {
      metadata: {
        onboarding: {
          meta: { wizardVisible: false },
          progress: {
            install_extension: { status: 'COMPLETE', completed_at: '2026-11-01T10:00:00.000Z' },
            swipe_email: { status: 'SKIPPED' },
          },
        },
      },
    });
    expect(patched.status).toBe(200);
    const metadata = ((await patched.json()) as any).data;
    expect(metadata.onboarding.meta).toEqual({ wizardVisible: false });
    expect(metadata.onboarding.progress.install_extension).toEqual({
      status: 'COMPLETE',
      completed_at: '2026-11-01T10:00:00.000Z',
    });
    expect(metadata.onboarding.progress.swipe_email.status).toBe('SKIPPED');

    // One bad entry and nothing is saved.
    const refused = await put(client, `/api/users/${userId}/metadata/`, {
      metadata: {
        onboarding: {
          meta: { wizardVisible: true },
          progress: { swipe_upload: { status: 'COMPLETE' }, make_coffee: { status: 'COMPLETE' } },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'make_coffee is not an onboarding step.',
      field: 'onboarding.progress.make_coffee',
    });
    const after = ((await (await client.request({ path: `/api/users/${userId}` })).json()) as any)
      .data.metadata.onboarding;
    expect(after.meta).toEqual({ wizardVisible: false });
    expect(after.progress.swipe_upload).toBeUndefined();
    const email = await put(client, `/api/users/${userId}/metadata/`, {
      metadata: { email: 'x@example.com' },
    });
    expect(((await email.json()) as any).error).toBe('email cannot be changed here.');

    const subscription = await client.request({ path: `/api/teams/${dbTeamId}/subscription` });
    expect(((await subscription.json()) as any).data).toMatchObject({
      status: 'inactive',
      plan: 'free',
    });
    await server.db.prisma.subscription.create({
      data: { teamId: dbTeamId, status: 'ACTIVE', type: 'pro', seats: 1 },
    });
    const active = (
      (await (await client.request({ path: `/api/teams/${dbTeamId}/subscription` })).json()) as any
    ).data;
    expect(active).toMatchObject({ status: 'active', type: 'pro', plan: 'pro', seats: 1 });
    const again = ((await (await client.request({ path: `/api/users/${userId}` })).json()) as any)
      .data;
    expect(again.subscription_status).toBe('active');

    // Another user's profile, metadata and team subscription are not theirs to read or change.
    const other = await newUser(server);
    expect((await other.client.request({ path: `/api/users/${userId}` })).status).toBe(404);
    expect(
      (await put(other.client, `/api/users/${userId}/metadata/`, { metadata: {} })).status,
    ).toBe(404);
    expect(
      (await other.client.request({ path: `/api/teams/${dbTeamId}/subscription` })).status,
    ).toBe(404);
  });
});

describe('ids and answers', () => {
  const send = (client: TestClient, method: string, path: string, body?: object) =>
    client.request({
      method,
      path,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  async function teamWithInvite() {
    const owner = await newUser(server);
    const team = (await (await send(owner.client, 'POST', '/api/teams/', { name: 'Ids' })).json())
      .data.team;
    const { client: invitee, email, viewerId: userGlobalId } = await signUp(server);
    const sent = await owner.client.gql(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
      { input: { teamId: globalId('Team', team.team_id), email, role: 'EDITOR' } },
    );
    return {
      owner,
      team,
      invitee,
      email,
      inviteGlobalId: sent.data.inviteMember.invite.id as string,
      userGlobalId,
    };
  }

  it('user, team and invite ids are accepted as the database id or the GraphQL global id', async () => {
    const { team, invitee, inviteGlobalId, userGlobalId } = await teamWithInvite();
    for (const id of [dbId(userGlobalId), userGlobalId]) {
      const path = `/api/users/${encodeURIComponent(id)}`;
      expect((await invitee.request({ path })).status, path).toBe(200);
      const invites = await invitee.request({ path: `${path}/invites` });
      expect(invites.status, `${path}/invites`).toBe(200);
      expect((await invites.json()).data).toHaveLength(1);
      const metadata = await send(invitee, 'PUT', `${path}/metadata/`, { metadata: {} });
      expect(metadata.status, `${path}/metadata/`).toBe(200);
    }
    for (const id of ['nope', globalId('Team', dbId(userGlobalId)), `${dbId(userGlobalId)}x`]) {
      const path = `/api/users/${encodeURIComponent(id)}`;
      expect((await invitee.request({ path })).status, path).toBe(404);
    }
    // An invite by its global id, into the team named by its global id.
    const accepted = await send(
      invitee,
      'PUT',
      `/api/teams/${encodeURIComponent(globalId('Team', team.team_id))}/team_members/`,
      { action: 'accept', inviteId: inviteGlobalId },
    );
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).data.team.team_id).toBe(team.team_id);
  });

  it('an invite accepted twice is refused the same way as an unknown one, each time', async () => {
    const { team, invitee, inviteGlobalId } = await teamWithInvite();
    const accept = (inviteId: string) =>
      send(invitee, 'PUT', `/api/teams/${team.team_id}/team_members`, {
        action: 'accept',
        inviteId,
      });
    expect((await accept(dbId(inviteGlobalId))).status).toBe(200);
    const answers = [];
    for (const inviteId of [dbId(inviteGlobalId), inviteGlobalId, crypto.randomUUID()]) {
      const response = await accept(inviteId);
      answers.push({ status: response.status, body: await response.json() });
    }
    const gone = {
      status: 404,
      body: { error: 'This invite is no longer valid. Ask for a new one.' },
    };
    expect(answers).toEqual([gone, gone, gone]);
    // Bad input is 400, not "not found".
    expect((await accept('')).status).toBe(400);
    const noAction = await send(invitee, 'PUT', `/api/teams/${team.team_id}/team_members`, {
      inviteId: inviteGlobalId,
    });
    expect(noAction.status).toBe(400);
  });

  it('DELETE team_members needs an email (400); an address with no pending invite is 404', async () => {
    const { owner, team, email } = await teamWithInvite();
    const path = `/api/teams/${team.team_id}/team_members`;
    const missing = await send(owner.client, 'DELETE', path, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Send {"email": "…"}: the address whose invite to remove.',
    });
    expect((await send(owner.client, 'DELETE', path, { email: 42 })).status).toBe(400);
    const unknown = await send(owner.client, 'DELETE', path, { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    const byGlobalId = await send(
      owner.client,
      'DELETE',
      `/api/teams/${encodeURIComponent(globalId('Team', team.team_id))}/team_members`,
      { email: email.toUpperCase() },
    );
    expect(byGlobalId.status).toBe(200);
    const stranger = await newUser(server);
    expect((await send(stranger.client, 'DELETE', path, { email })).status).toBe(404);
  });
});

it('POST /api/userlist_token is 404 with the reason when no push key is configured', async () => {
  const { client } = await newUser(server);
  const off = await client.request({
    method: 'POST',
    path: '/api/userlist_token',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: null }),
  });
  expect(off.status).toBe(404);
  expect(await off.json()).toEqual({
    error: 'In-app messaging is not configured on this server (USERLIST_PUSH_KEY is unset).',
  });
});
