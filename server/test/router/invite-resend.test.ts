import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestRouter } from '../harness.js';
import { createTeam, inviteLinkFor } from '../helpers/teams.js';
import { newUser } from '../helpers/users.js';

// Sending an invite again keeps the earlier links working: they lead to the waiting invite
// until it is accepted or withdrawn, and each link then says what happened.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const ERRORS = 'errors { __typename ... on Error { message } }';
const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id sentAgain } ${ERRORS} } }`;
const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteInviteInput!) { deleteInvite(input: $input) { ${ERRORS} } }`;
const PENDING = 'query($id: ID!) { node(id: $id) { ... on Team { invites { totalCount } } } }';

async function setUp() {
  const owner = await newUser(router);
  const invitee = await newUser(router);
  const teamId = await createTeam(owner.client, 'Launch crew');
  const send = async () => {
    const sent = await owner.client.gql(INVITE, {
      input: { teamId, email: invitee.email, role: 'EDITOR' },
    });
    expect(sent.data.inviteMember.errors).toEqual([]);
    const { token } = await inviteLinkFor(router, invitee.email);
    return { invite: sent.data.inviteMember.invite as { id: string; sentAgain: boolean }, token };
  };
  return { owner, invitee, teamId, send };
}

const refusal = (result: { data?: { acceptInvite: { errors: { message: string }[] } } }) =>
  result.data?.acceptInvite.errors[0]?.message;

describe('an invite sent again', () => {
  it('keeps every earlier link leading to the waiting invite, until it is accepted', async () => {
    const { owner, invitee, teamId, send } = await setUp();
    const first = await send();
    const second = await send();
    const third = await send();
    expect([first.invite.sentAgain, second.invite.sentAgain, third.invite.sentAgain]).toEqual([
      false,
      true,
      true,
    ]);
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    // One invite waits, not three.
    const pending = await owner.client.gql(PENDING, { id: teamId });
    expect(pending.data.node.invites.totalCount).toBe(1);

    const accepted = await invitee.client.gql(ACCEPT, { input: { token: first.token } });
    expect(accepted.data.acceptInvite).toEqual({ team: { id: teamId }, errors: [] });
    // Used once: every link of it now says so.
    for (const token of [first.token, second.token, third.token]) {
      expect(refusal(await invitee.client.gql(ACCEPT, { input: { token } }))).toMatch(
        /^This invite was already accepted/,
      );
    }
  });

  it('leads no link anywhere once the waiting invite is withdrawn', async () => {
    const { owner, invitee, send } = await setUp();
    const first = await send();
    const second = await send();
    const withdrawn = await owner.client.gql(DELETE, { input: { id: second.invite.id } });
    expect(withdrawn.data.deleteInvite.errors).toEqual([]);
    for (const token of [first.token, second.token]) {
      expect(refusal(await invitee.client.gql(ACCEPT, { input: { token } }))).toMatch(
        /^This invite was withdrawn by the team/,
      );
    }
  });

  it('tells the holder of an expired link when it expired', async () => {
    const { invitee, send } = await setUp();
    const { token } = await send();
    const expiresAt = new Date('2026-01-02T12:00:00Z');
    await router.db.prisma.invite.updateMany({
      where: { email: invitee.email },
      data: { expiresAt },
    });
    expect(refusal(await invitee.client.gql(ACCEPT, { input: { token } }))).toBe(
      'This invite expired on 2026-01-02 (links work for 7 days). Ask whoever invited you for a new one.',
    );
  });
});
