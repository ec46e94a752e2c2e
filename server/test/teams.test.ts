import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';
import { createTeam, inviteLinkFor, memberIdOf } from './helpers/teams.js';
import { newUser } from './helpers/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const CREATE_TEAM = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { team { id name type viewerRole } ${ERRORS} } }`;
const UPDATE_TEAM = `mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id name } ${ERRORS} } }`;
const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id email role teamName } ${ERRORS} } }`;
const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id name viewerRole } ${ERRORS} } }`;
const MEMBERS = `query($id: ID!) { node(id: $id) { ... on Team {
  members { totalCount edges { node { id role email name isViewer } } }
  invites { totalCount edges { node { id email role } } }
} } }`;
const CHANGE_ROLE = `mutation($memberId: ID!, $role: TeamRole!) { changeMemberRole(input: { memberId: $memberId, role: $role }) { member { id role } ${ERRORS} } }`;
const REMOVE = `mutation($memberId: ID!) { removeMember(input: { memberId: $memberId }) { deletedId ${ERRORS} } }`;
const LEAVE = `mutation($teamId: ID!) { leaveTeam(input: { teamId: $teamId }) { deletedId ${ERRORS} } }`;

async function invite(client: TestClient, teamId: string, email: string, role = 'EDITOR') {
  return (await client.gql(INVITE, { input: { teamId, email, role } })).data.inviteMember;
}

async function join(owner: TestClient, teamId: string, role = 'EDITOR') {
  const member = await newUser(server, { name: 'Bea Teammate' });
  await invite(owner, teamId, member.email, role);
  const { token } = await inviteLinkFor(server, member.email);
  const accepted = await member.client.gql(ACCEPT, { input: { token } });
  expect(accepted.data.acceptInvite.errors).toEqual([]);
  return member;
}

/** The team's members and pending invites (their nodes), or null when the team is hidden. */
async function roster(client: TestClient, teamId: string) {
  const team = (await client.gql(MEMBERS, { id: teamId })).data.node;
  if (!team) return null;
  const nodes = (list: { totalCount: number; edges: { node: any }[] }) => {
    expect(list.totalCount).toBe(list.edges.length);
    return list.edges.map((edge) => edge.node);
  };
  return { members: nodes(team.members), invites: nodes(team.invites) };
}

describe('creating teams (spec §5)', () => {
  it('is free below 2 teams, then needs an active subscription on one of them', async () => {
    const { client } = await newUser(server);
    const can = async () =>
      (await client.gql('{ viewer { canCreateTeam } }')).data.viewer.canCreateTeam;
    expect(await can()).toBe(true);
    const created = await client.gql(CREATE_TEAM, { input: { name: '  Growth   team ' } });
    expect(created.data.createTeam).toMatchObject({
      team: { name: 'Growth team', type: 'TEAM', viewerRole: 'OWNER' },
      errors: [],
    });
    expect(await can()).toBe(false);
    expect((await client.gql(CREATE_TEAM, { input: { name: 'Third' } })).data.createTeam).toEqual({
      team: null,
      errors: [
        {
          __typename: 'NotAllowedError',
          message: 'Creating a third team needs a paid plan on one of your teams.',
        },
      ],
    });

    const teamId = Buffer.from(created.data.createTeam.team.id, 'base64').toString().split(':')[1];
    await server.db.prisma.subscription.create({
      data: { teamId: teamId as string, status: 'ACTIVE', type: 'team' },
    });
    expect(await can()).toBe(true);
    expect(
      (await client.gql(CREATE_TEAM, { input: { name: 'Third' } })).data.createTeam.errors,
    ).toEqual([]);
  });

  it('lets only one of several simultaneous creations through for a user with one team', async () => {
    const { client } = await newUser(server);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.gql(CREATE_TEAM, { input: { name: `T${i}` } })),
    );
    expect(results.filter((r) => r.data.createTeam.team).length).toBe(1);
    const teams = await client.gql('{ viewer { teams(first: 10) { edges { node { id } } } } }');
    expect(teams.data.viewer.teams.edges).toHaveLength(2);
  });

  it('needs a name', async () => {
    const { client } = await newUser(server);
    expect((await client.gql(CREATE_TEAM, { input: { name: '   ' } })).data.createTeam).toEqual({
      team: null,
      errors: [{ __typename: 'FieldError', field: 'name', message: 'Enter a team name.' }],
    });
  });
});

describe('renaming and deleting', () => {
  it('are for owners; the personal team keeps its name and stays', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    const renamed = await owner.client.gql(UPDATE_TEAM, { input: { id: teamId, name: 'Brand' } });
    expect(renamed.data.updateTeam).toEqual({ team: { id: teamId, name: 'Brand' }, errors: [] });
    const personal = await owner.client.gql(UPDATE_TEAM, {
      input: { id: owner.teamId, name: 'Mine' },
    });
    expect(personal.data.updateTeam.errors[0].message).toBe('Your personal team keeps its name.');

    const admin = await join(owner.client, teamId, 'ADMIN');
    const byAdmin = await admin.client.gql(UPDATE_TEAM, { input: { id: teamId, name: 'Nope' } });
    expect(byAdmin.data.updateTeam.errors[0]).toEqual({
      __typename: 'NotAllowedError',
      message: 'Your role in this team (admin) cannot do this.',
    });
    const deleteByAdmin = await admin.client.gql(
      `mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId ${ERRORS} } }`,
      { id: teamId },
    );
    expect(deleteByAdmin.data.deleteTeam.deletedId).toBeNull();

    await owner.client.gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'AD', title: 'Goes with the team' } },
    );
    const deleted = await owner.client.gql(
      `mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId ${ERRORS} } }`,
      { id: teamId },
    );
    expect(deleted.data.deleteTeam).toEqual({ deletedId: teamId, errors: [] });
    expect(await roster(admin.client, teamId)).toBeNull();
    const personalDelete = await owner.client.gql(
      `mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId ${ERRORS} } }`,
      { id: owner.teamId },
    );
    expect(personalDelete.data.deleteTeam.errors[0].message).toBe(
      'Your personal team cannot be deleted.',
    );
  });
});

describe('invites', () => {
  it('emails a single-use link bound to the invited address', async () => {
    const owner = await newUser(server, { name: 'Olga Owner' });
    const teamId = await createTeam(owner.client, 'Launch crew');
    const invitee = await newUser(server, { name: 'Ivan Invitee' });
    const sent = await invite(owner.client, teamId, invitee.email.toUpperCase(), 'VIEWER');
    expect(sent).toMatchObject({
      invite: { email: invitee.email, role: 'VIEWER', teamName: 'Launch crew' },
      errors: [],
    });
    const { token, raw } = await inviteLinkFor(server, invitee.email);
    expect(raw).toContain('Subject: Olga Owner invited you to Launch crew on Swipestack');
    expect(raw).toContain(`${server.config.APP_ORIGIN}/invite/${token}`);
    // Only the hash is stored.
    const stored = await server.db.prisma.invite.findFirstOrThrow({
      where: { email: invitee.email },
    });
    expect(Buffer.from(stored.tokenHash).toString('utf8')).not.toContain(token);

    // The invitee sees it in their own list, with the team's name.
    const mine = await invitee.client.gql(
      '{ viewer { invites { totalCount edges { node { id teamName role invitedByName } } } } }',
    );
    expect(mine.data.viewer.invites).toEqual({
      totalCount: 1,
      edges: [
        {
          node: {
            id: sent.invite.id,
            teamName: 'Launch crew',
            role: 'VIEWER',
            invitedByName: 'Olga Owner',
          },
        },
      ],
    });

    // Someone else holding the link cannot use it; a tampered token finds nothing.
    const stranger = await newUser(server);
    const wrongPerson = await stranger.client.gql(ACCEPT, { input: { token } });
    expect(wrongPerson.data.acceptInvite.errors[0]).toEqual({
      __typename: 'NotAllowedError',
      message: `This invite was sent to ${invitee.email}. Sign in with that address to accept it.`,
    });
    const tampered = await invitee.client.gql(ACCEPT, {
      input: { token: `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}` },
    });
    expect(tampered.data.acceptInvite.errors[0].__typename).toBe('NotFoundError');

    const accepted = await invitee.client.gql(ACCEPT, { input: { token } });
    expect(accepted.data.acceptInvite).toEqual({
      team: { id: teamId, name: 'Launch crew', viewerRole: 'VIEWER' },
      errors: [],
    });
    const again = await invitee.client.gql(ACCEPT, { input: { token } });
    expect(again.data.acceptInvite.errors[0].message).toBe(
      'This invite was already accepted: its link works once. If you accepted it, the team is in your team list.',
    );
    expect(
      (await invitee.client.gql('{ viewer { invites { totalCount edges { node { id } } } } }')).data
        .viewer.invites,
    ).toEqual({ totalCount: 0, edges: [] });
    const members = await roster(owner.client, teamId);
    expect(members?.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual(
      [
        [owner.email, 'OWNER'],
        [invitee.email, 'VIEWER'],
      ],
    );
    expect(members?.invites).toEqual([]);
  });

  it('refuses expired links, and accepts by id from the in-app list', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    const late = await newUser(server);
    await invite(owner.client, teamId, late.email);
    const { token } = await inviteLinkFor(server, late.email);
    await server.db.prisma.invite.updateMany({
      where: { email: late.email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await late.client.gql(ACCEPT, { input: { token } })).data.acceptInvite.team).toBeNull();

    const listed = await newUser(server);
    const sent = await invite(owner.client, teamId, listed.email);
    const byId = await listed.client.gql(ACCEPT, { input: { inviteId: sent.invite.id } });
    expect(byId.data.acceptInvite.team.id).toBe(teamId);
    // Another user cannot accept someone else's invite by its id.
    const other = await newUser(server);
    const sent2 = await invite(owner.client, teamId, uniqueEmail());
    const notMine = await other.client.gql(ACCEPT, { input: { inviteId: sent2.invite.id } });
    // Refused as by the link: it was sent to another address (REST: 403).
    expect(notMine.data.acceptInvite.errors[0].__typename).toBe('NotAllowedError');
  });

  it('are for team workspaces, within the plan, by admins and owners', async () => {
    const owner = await newUser(server);
    expect((await invite(owner.client, owner.teamId, uniqueEmail())).errors[0].message).toBe(
      'Your personal team is yours alone. Create a team to invite people.',
    );
    const teamId = await createTeam(owner.client);
    const editor = await join(owner.client, teamId, 'EDITOR');
    expect((await invite(editor.client, teamId, uniqueEmail())).errors[0]).toEqual({
      __typename: 'NotAllowedError',
      message: 'Your role in this team (editor) cannot do this.',
    });
    // Free plan: 3 people, members and pending invites together.
    expect((await invite(owner.client, teamId, uniqueEmail())).errors).toEqual([]);
    expect((await invite(owner.client, teamId, uniqueEmail())).errors[0].message).toBe(
      'Teams on the Free and Pro plans hold up to 3 people. Upgrade to the Team plan to invite more.',
    );
    const already = await invite(owner.client, teamId, editor.email);
    expect(already.errors[0]).toEqual({
      __typename: 'FieldError',
      field: 'email',
      message: `${editor.email} is already in this team.`,
    });
    expect((await invite(owner.client, teamId, 'not-an-email')).errors[0].field).toBe('email');
  });
});

describe('roles', () => {
  it('admins manage non-owners; owners alone make owners; a team keeps an owner', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    await server.db.prisma.subscription.create({
      data: {
        teamId: Buffer.from(teamId, 'base64').toString().split(':')[1] as string,
        status: 'ACTIVE',
        type: 'team',
      },
    });
    const admin = await join(owner.client, teamId, 'ADMIN');
    const editor = await join(owner.client, teamId, 'EDITOR');
    const ownerMember = await memberIdOf(owner.client, teamId, owner.email);
    const editorMember = await memberIdOf(owner.client, teamId, editor.email);

    expect((await invite(admin.client, teamId, uniqueEmail(), 'OWNER')).errors[0].message).toBe(
      'Only owners can invite owners.',
    );
    const promote = await admin.client.gql(CHANGE_ROLE, { memberId: editorMember, role: 'OWNER' });
    expect(promote.data.changeMemberRole.errors[0].message).toBe(
      'Only owners can make or change owners.',
    );
    const demoteOwner = await admin.client.gql(CHANGE_ROLE, {
      memberId: ownerMember,
      role: 'VIEWER',
    });
    expect(demoteOwner.data.changeMemberRole.errors[0].message).toBe(
      'Only owners can make or change owners.',
    );
    const toViewer = await admin.client.gql(CHANGE_ROLE, {
      memberId: editorMember,
      role: 'VIEWER',
    });
    expect(toViewer.data.changeMemberRole).toEqual({
      member: { id: editorMember, role: 'VIEWER' },
      errors: [],
    });
    const viewerEdits = await editor.client.gql(
      `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`,
      { input: { teamId, kind: 'AD', title: 'Viewers only look' } },
    );
    expect(viewerEdits.data.createSwipe.errors[0].__typename).toBe('NotAllowedError');
    const viewerPromotes = await editor.client.gql(CHANGE_ROLE, {
      memberId: editorMember,
      role: 'ADMIN',
    });
    expect(viewerPromotes.data.changeMemberRole.errors[0].message).toBe(
      'Only admins and owners can change roles.',
    );

    // The last owner can neither step down nor leave.
    const selfDemote = await owner.client.gql(CHANGE_ROLE, {
      memberId: ownerMember,
      role: 'ADMIN',
    });
    expect(selfDemote.data.changeMemberRole.errors[0].message).toBe(
      'A team needs an owner. Make someone else an owner first.',
    );
    expect((await owner.client.gql(LEAVE, { teamId })).data.leaveTeam.errors[0].message).toBe(
      'A team needs an owner. Make someone else an owner first.',
    );
    const removeOwner = await admin.client.gql(REMOVE, { memberId: ownerMember });
    expect(removeOwner.data.removeMember.errors[0].message).toBe(
      'Only owners can remove an owner.',
    );

    // With a second owner, the first may leave.
    const adminMember = await memberIdOf(owner.client, teamId, admin.email);
    await owner.client.gql(CHANGE_ROLE, { memberId: adminMember, role: 'OWNER' });
    expect((await owner.client.gql(LEAVE, { teamId })).data.leaveTeam.errors).toEqual([]);
    expect(await roster(owner.client, teamId)).toBeNull();
    expect(
      (await owner.client.gql(LEAVE, { teamId: owner.teamId })).data.leaveTeam.errors[0].message,
    ).toBe('Nobody leaves a personal team.');

    // Removed, the viewer no longer reads the team.
    const removed = await admin.client.gql(REMOVE, { memberId: editorMember });
    expect(removed.data.removeMember.errors).toEqual([]);
    expect(await roster(editor.client, teamId)).toBeNull();
  });

  it("a non-member's ids of another team change nothing and read as nothing", async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    const ownerMember = await memberIdOf(owner.client, teamId, owner.email);
    const pending = await invite(owner.client, teamId, uniqueEmail());
    const outsider = await newUser(server);

    expect(await roster(outsider.client, teamId)).toBeNull();
    const ids = [teamId, ownerMember, pending.invite.id];
    const listed = await outsider.client.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids,
    });
    expect(listed.data.nodes).toEqual([null, null, null]);
    const asOwner = await owner.client.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids,
    });
    expect(asOwner.data.nodes).toEqual(ids.map((id) => ({ id })));
    for (const id of [ownerMember, pending.invite.id]) {
      expect(
        (await outsider.client.gql('query($id: ID!) { node(id: $id) { id } }', { id })).data.node,
      ).toBeNull();
    }
    const attempts = [
      outsider.client.gql(CHANGE_ROLE, { memberId: ownerMember, role: 'VIEWER' }),
      outsider.client.gql(REMOVE, { memberId: ownerMember }),
      outsider.client.gql(UPDATE_TEAM, { input: { id: teamId, name: 'Mine now' } }),
      outsider.client.gql(INVITE, { input: { teamId, email: outsider.email, role: 'OWNER' } }),
      outsider.client.gql(
        `mutation($id: ID!) { deleteInvite(input: { id: $id }) { deletedId ${ERRORS} } }`,
        {
          id: pending.invite.id,
        },
      ),
      outsider.client.gql(
        `mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId ${ERRORS} } }`,
        {
          id: teamId,
        },
      ),
    ];
    for (const result of await Promise.all(attempts)) {
      const payload = Object.values(result.data as object)[0];
      expect(payload.errors[0].__typename).toBe('NotFoundError');
    }
    const after = await roster(owner.client, teamId);
    expect(after?.members).toEqual([
      expect.objectContaining({ email: owner.email, role: 'OWNER', isViewer: true }),
    ]);
    expect(after?.invites).toHaveLength(1);
  });
});

describe('concurrent member changes', () => {
  // Each change reads the actor's role under the team's lock, in its own transaction: two
  // changes at once act as if one came after the other, never both on roles read before.
  const ROUNDS = 20;
  const ok = (result: { data?: Record<string, { errors: unknown[] }> }) => {
    const payload = Object.values(result.data ?? {})[0];
    return payload?.errors.length === 0;
  };

  it('two admins demoting each other at once: exactly one of them succeeds', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    await server.db.prisma.subscription.create({
      data: {
        teamId: Buffer.from(teamId, 'base64').toString().split(':')[1] as string,
        status: 'ACTIVE',
        type: 'team',
      },
    });
    const first = await join(owner.client, teamId, 'ADMIN');
    const second = await join(owner.client, teamId, 'ADMIN');
    const firstMember = await memberIdOf(owner.client, teamId, first.email);
    const secondMember = await memberIdOf(owner.client, teamId, second.email);
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.all([
        first.client.gql(CHANGE_ROLE, { memberId: secondMember, role: 'VIEWER' }),
        second.client.gql(CHANGE_ROLE, { memberId: firstMember, role: 'VIEWER' }),
      ]);
      expect(results.filter(ok), `round ${round}`).toHaveLength(1);
      for (const member of [firstMember, secondMember]) {
        const restored = await owner.client.gql(CHANGE_ROLE, { memberId: member, role: 'ADMIN' });
        expect(restored.data.changeMemberRole.errors).toEqual([]);
      }
    }
  });

  it('two admins removing each other at once: exactly one of them succeeds', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    await server.db.prisma.subscription.create({
      data: {
        teamId: Buffer.from(teamId, 'base64').toString().split(':')[1] as string,
        status: 'ACTIVE',
        type: 'team',
      },
    });
    const first = await join(owner.client, teamId, 'ADMIN');
    const second = await join(owner.client, teamId, 'ADMIN');
    for (let round = 0; round < ROUNDS; round++) {
      const firstMember = await memberIdOf(owner.client, teamId, first.email);
      const secondMember = await memberIdOf(owner.client, teamId, second.email);
      const results = await Promise.all([
        first.client.gql(REMOVE, { memberId: secondMember }),
        second.client.gql(REMOVE, { memberId: firstMember }),
      ]);
      expect(results.filter(ok), `round ${round}`).toHaveLength(1);
      const members = (await roster(owner.client, teamId))?.members ?? [];
      expect(members).toHaveLength(2);
      // The removed one comes back by a new invite, accepted from the in-app list.
      const gone = members.some((m: { email: string }) => m.email === first.email) ? second : first;
      const again = await invite(owner.client, teamId, gone.email, 'ADMIN');
      const accepted = await gone.client.gql(ACCEPT, { input: { inviteId: again.invite.id } });
      expect(accepted.data.acceptInvite.errors).toEqual([]);
    }
  });

  it('an owner deleting the team while being demoted: exactly one of the two happens', async () => {
    const owner = await newUser(server);
    const other = await newUser(server);
    // Enough teams need a paid plan (spec §5): the owner's personal team has one.
    await server.db.prisma.subscription.create({
      data: {
        teamId: Buffer.from(owner.teamId, 'base64').toString().split(':')[1] as string,
        status: 'ACTIVE',
        type: 'pro',
      },
    });
    for (let round = 0; round < 10; round++) {
      const teamId = await createTeam(owner.client, `Round ${round}`);
      const sent = await invite(owner.client, teamId, other.email, 'OWNER');
      const joined = await other.client.gql(ACCEPT, { input: { inviteId: sent.invite.id } });
      expect(joined.data.acceptInvite.errors).toEqual([]);
      const otherMember = await memberIdOf(owner.client, teamId, other.email);
      const results = await Promise.all([
        owner.client.gql(CHANGE_ROLE, { memberId: otherMember, role: 'EDITOR' }),
        other.client.gql(
          `mutation($id: ID!) { deleteTeam(input: { id: $id }) { deletedId ${ERRORS} } }`,
          {
            id: teamId,
          },
        ),
      ]);
      expect(results.filter(ok), `round ${round}`).toHaveLength(1);
    }
  });

  it('two owners demoting each other at once never leave the team without an owner', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client);
    const other = await join(owner.client, teamId, 'OWNER');
    const third = await join(owner.client, teamId, 'OWNER');
    const ownerMember = await memberIdOf(owner.client, teamId, owner.email);
    const otherMember = await memberIdOf(owner.client, teamId, other.email);
    for (let round = 0; round < ROUNDS; round++) {
      // With three owners, one demotion leaves two: the other demoter is no longer an owner.
      const results = await Promise.all([
        owner.client.gql(CHANGE_ROLE, { memberId: otherMember, role: 'ADMIN' }),
        other.client.gql(CHANGE_ROLE, { memberId: ownerMember, role: 'ADMIN' }),
      ]);
      expect(results.filter(ok), `round ${round}`).toHaveLength(1);
      for (const member of [ownerMember, otherMember]) {
        const restored = await third.client.gql(CHANGE_ROLE, { memberId: member, role: 'OWNER' });
        expect(restored.data.changeMemberRole.errors).toEqual([]);
      }
    }
    // The last two owners leaving at once: one stays.
    const thirdMember = await memberIdOf(owner.client, teamId, third.email);
    await owner.client.gql(CHANGE_ROLE, { memberId: thirdMember, role: 'ADMIN' });
    const leaving = await Promise.all([
      owner.client.gql(LEAVE, { teamId }),
      other.client.gql(LEAVE, { teamId }),
    ]);
    expect(leaving.filter(ok)).toHaveLength(1);
    const owners = await server.db.prisma.teamMember.count({
      where: {
        teamId: Buffer.from(teamId, 'base64').toString().split(':')[1] as string,
        role: 'OWNER',
      },
    });
    expect(owners).toBe(1);
  });
});
