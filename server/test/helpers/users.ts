import type { TestClient, TestServer } from '../harness.js';
import { uniqueEmail } from '../harness.js';

// People as the server tests make them: signed up through the API, each with a browser-like
// client that keeps the session cookie.

/** The database id in a global id ("Type:id" in base64). */
export const dbId = (globalId: string) =>
  Buffer.from(globalId, 'base64').toString().split(':')[1] ?? '';

export interface SignedUp {
  client: TestClient;
  email: string;
  /** The user's global id. */
  viewerId: string;
  /** The user's database id. */
  userId: string;
}

/** A newly signed-up, signed-in user (one request: the sign-up). */
export async function signUp(
  server: Pick<TestServer, 'client'>,
  { name, email = uniqueEmail() }: { name?: string; email?: string } = {},
): Promise<SignedUp> {
  const client = server.client();
  const result = await client.signUp({ email, ...(name === undefined ? {} : { name }) });
  const viewerId = result.data.signUp.viewer.id as string;
  return { client, email, viewerId, userId: dbId(viewerId) };
}

/** A newly signed-up user with their Personal team's global id (`teamId`). */
export async function newUser(
  server: Pick<TestServer, 'client'>,
  options: { name?: string; email?: string } = {},
): Promise<SignedUp & { teamId: string }> {
  const user = await signUp(server, options);
  const teamId = (await user.client.gql('{ viewer { teams(first: 1) { edges { node { id } } } } }'))
    .data.viewer.teams.edges[0].node.id as string;
  return { ...user, teamId };
}

/** A newly signed-up user with their inbound email address and the team mail to it lands in. */
export async function mailUser(
  server: TestServer,
  options: { name?: string; email?: string } = {},
): Promise<SignedUp & { address: string; teamId: string }> {
  const user = await signUp(server, options);
  const viewer = (
    await user.client.gql('{ viewer { inboundEmailAddress inboundEmailTeam { id } } }')
  ).data.viewer;
  return {
    ...user,
    address: viewer.inboundEmailAddress as string,
    teamId: viewer.inboundEmailTeam.id as string,
  };
}
