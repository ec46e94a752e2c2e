import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { createTeam, inviteLinkFor, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';

// "Copy invite link" (issue 37, finding 3): an invite's link for its inviters to send another
// way, under the emailed link's rules: only those who may send the invite get it, only the
// invited address accepts it, it works once, and it stops with the invite (withdrawn, expired).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) {
  invite { id } errors { __typename ... on Error { message } } } }`;
const SHARE = `mutation($input: ShareInviteLinkInput!) { shareInviteLink(input: $input) {
  link errors { __typename ... on Error { message } } } }`;
const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) {
  team { id } errors { __typename ... on Error { message } } } }`;
const DELETE = `mutation($input: DeleteInviteInput!) { deleteInvite(input: $input) {
  deletedId errors { __typename ... on Error { message } } } }`;

async function invited(role = 'EDITOR') {
  const owner = await newUser(server);
  const teamId = await createTeam(owner.client, 'Growth');
  const guest = await newUser(server);
  const sent = await owner.client.gql(INVITE, { input: { teamId, email: guest.email, role } });
  return { owner, teamId, guest, inviteId: sent.data.inviteMember.invite.id as string };
}

const tokenOf = (link: string) => new URL(link).pathname.replace('/invite/', '');

test('an owner copies a link that only the invited address accepts, once', async () => {
  const { owner, teamId, guest, inviteId } = await invited();
  const first = await owner.client.gql(SHARE, { input: { id: inviteId } });
  expect(first.data.shareInviteLink.errors).toEqual([]);
  const link = first.data.shareInviteLink.link as string;
  expect(link).toMatch(new RegExp(`^${server.config.APP_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
  // The same link each time; not the emailed one; stored only as a hash.
  const again = await owner.client.gql(SHARE, { input: { id: inviteId } });
  expect(again.data.shareInviteLink.link).toBe(link);
  const emailed = await inviteLinkFor(server, guest.email);
  expect(tokenOf(link)).not.toBe(emailed.token);
  const row = await server.db.prisma.invite.findFirstOrThrow({ where: { email: guest.email } });
  expect(row.linkTokenHash).not.toBeNull();
  expect(JSON.stringify(row)).not.toContain(tokenOf(link));
  const audit = await server.db.prisma.auditEvent.findMany({
    where: { type: 'INVITE_LINK_SHARED', email: guest.email },
  });
  expect(audit).toHaveLength(1);

  const stranger = await newUser(server);
  const wrong = await stranger.client.gql(ACCEPT, { input: { token: tokenOf(link) } });
  expect(wrong.data.acceptInvite.errors).toEqual([
    {
      __typename: 'NotAllowedError',
      message: `This invite was sent to ${guest.email}. Sign in with that address to accept it.`,
    },
  ]);
  const accepted = await guest.client.gql(ACCEPT, { input: { token: tokenOf(link) } });
  expect(accepted.data.acceptInvite).toEqual({ team: { id: teamId }, errors: [] });
  const twice = await guest.client.gql(ACCEPT, { input: { token: tokenOf(link) } });
  expect(twice.data.acceptInvite.errors[0].message).toMatch(/already accepted/);
  // The emailed link is used up by the same acceptance.
  const mailed = await guest.client.gql(ACCEPT, { input: { token: emailed.token } });
  expect(mailed.data.acceptInvite.errors[0].message).toMatch(/already accepted/);
});

test('a withdrawn or expired invite gives no link, and its copied link stops working', async () => {
  const { owner, guest, inviteId } = await invited();
  const link = (await owner.client.gql(SHARE, { input: { id: inviteId } })).data.shareInviteLink
    .link as string;
  await server.db.prisma.invite.updateMany({
    where: { email: guest.email },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const expired = await guest.client.gql(ACCEPT, { input: { token: tokenOf(link) } });
  expect(expired.data.acceptInvite.errors[0].message).toMatch(/^This invite expired on/);
  expect((await owner.client.gql(SHARE, { input: { id: inviteId } })).data.shareInviteLink).toEqual(
    {
      link: null,
      errors: [{ __typename: 'NotFoundError', message: 'This invite does not exist.' }],
    },
  );

  const other = await invited();
  const otherLink = (await other.owner.client.gql(SHARE, { input: { id: other.inviteId } })).data
    .shareInviteLink.link as string;
  await other.owner.client.gql(DELETE, { input: { id: other.inviteId } });
  const withdrawn = await other.guest.client.gql(ACCEPT, { input: { token: tokenOf(otherLink) } });
  expect(withdrawn.data.acceptInvite.errors[0].message).toMatch(/^This invite was withdrawn/);
  const after = await other.owner.client.gql(SHARE, { input: { id: other.inviteId } });
  expect(after.data.shareInviteLink.link).toBeNull();
});

test('only those who may send the invite get its link', async () => {
  const { owner, teamId, inviteId } = await invited('OWNER');
  // The Team plan: room for more than the Free plan's 3 people.
  await server.db.prisma.subscription.create({
    data: { teamId: dbId(teamId), status: 'ACTIVE', type: 'team' },
  });
  const admin = await newMember(server, owner.client, teamId, 'ADMIN');
  const editor = await newMember(server, owner.client, teamId, 'EDITOR');
  const stranger = await newUser(server);

  const byAdmin = await admin.client.gql(SHARE, { input: { id: inviteId } });
  expect(byAdmin.data.shareInviteLink).toEqual({
    link: null,
    errors: [{ __typename: 'NotAllowedError', message: 'Only owners can invite owners.' }],
  });
  const byEditor = await editor.client.gql(SHARE, { input: { id: inviteId } });
  expect(byEditor.data.shareInviteLink.errors).toEqual([
    { __typename: 'NotAllowedError', message: 'Only admins and owners can share invite links.' },
  ]);
  const byStranger = await stranger.client.gql(SHARE, { input: { id: inviteId } });
  expect(byStranger.data.shareInviteLink.errors).toEqual([
    { __typename: 'NotFoundError', message: 'This invite does not exist.' },
  ]);
  const row = await server.db.prisma.invite.findUniqueOrThrow({
    where: { id: dbId(inviteId) },
  });
  expect(row.linkTokenHash).toBeNull();

  // An admin may share an editor's invite.
  const sent = await admin.client.gql(INVITE, {
    input: { teamId, email: (await newUser(server)).email, role: 'EDITOR' },
  });
  const shared = await admin.client.gql(SHARE, {
    input: { id: sent.data.inviteMember.invite.id },
  });
  expect(shared.data.shareInviteLink.link).toMatch(/\/invite\//);
});
