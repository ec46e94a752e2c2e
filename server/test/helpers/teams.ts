import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestClient, TestServer } from '../harness.js';
import { newUser } from './users.js';

// Teams as the server tests set them up, through the API.

/** A new Team workspace of `client`'s (its global id). */
export async function createTeam(client: TestClient, name = 'Growth') {
  const result = await client.gql(
    'mutation($input: CreateTeamInput!) { createTeam(input: $input) { team { id } } }',
    { input: { name } },
  );
  return result.data.createTeam.team.id as string;
}

/** `owner` invites `member` by email and `member` accepts the invite by its id. */
export async function addMember(
  owner: TestClient,
  teamId: string,
  member: { client: TestClient; email: string },
  role = 'EDITOR',
) {
  const invite = await owner.gql(
    'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
    { input: { teamId, email: member.email, role } },
  );
  await member.client.gql(
    'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } } }',
    { input: { inviteId: invite.data.inviteMember.invite.id } },
  );
}

/** The member id of the person with `email` in the team, as `client` sees its members. */
export async function memberIdOf(client: TestClient, teamId: string, email: string) {
  const members = await client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { members { edges { node { id email } } } } } }',
    { id: teamId },
  );
  return members.data.node.members.edges.find(
    (e: { node: { email: string } }) => e.node.email === email,
  ).node.id as string;
}

/** A newly signed-up user who joins `owner`'s team with `role`. */
export async function newMember(
  server: Pick<TestServer, 'client'>,
  owner: TestClient,
  teamId: string,
  role = 'EDITOR',
) {
  const member = await newUser(server);
  await addMember(owner, teamId, member, role);
  return member;
}

/** The invite token (and the decoded mail) of the latest invite to `to` in the server's outbox. */
export async function inviteLinkFor(server: Pick<TestServer, 'config'>, to: string) {
  const outbox = path.join(server.config.DATA_DIR, 'outbox');
  for (const file of (await readdir(outbox)).sort().reverse()) {
    const raw = (await readFile(path.join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (raw.includes(`To: ${to}`)) {
      const token = raw.match(/\/invite\/([a-z2-9]+)/)?.[1];
      if (token) return { token, raw };
    }
  }
  throw new Error(`no invite mail to ${to}`);
}
