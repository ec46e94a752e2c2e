import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../harness.js';
import { startTestRouter, type TestRouter } from '../harness.js';
import { createTeam } from '../helpers/teams.js';
import { dbId, signUp } from '../helpers/users.js';

// REST answers as docs/rest.md lists them, where they once departed from it.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const send = (client: TestClient, method: string, path: string, body: unknown) =>
  client.request({
    method,
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PUT /api/teams/{teamId}/team_members/ (accept)', () => {
  it('answers 403 for an invite sent to another address, and keeps it for its own', async () => {
    const owner = await signUp(router);
    const teamId = await createTeam(owner.client, 'Crew');
    const invited = await signUp(router);
    const stranger = await signUp(router);
    const sent = await owner.client.gql(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
      { input: { teamId, email: invited.email, role: 'EDITOR' } },
    );
    const path = `/api/teams/${dbId(teamId)}/team_members/`;
    const inviteId = dbId(sent.data.inviteMember.invite.id);

    const refused = await send(stranger.client, 'PUT', path, { action: 'accept', inviteId });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: `This invite was sent to ${invited.email}. Sign in with that address to accept it.`,
    });

    const accepted = await send(invited.client, 'PUT', path, { action: 'accept', inviteId });
    expect(accepted.status).toBe(200);
    // Used up: 404 for anyone, as for an invite that never was.
    for (const client of [invited.client, stranger.client]) {
      const again = await send(client, 'PUT', path, { action: 'accept', inviteId });
      expect(again.status).toBe(404);
    }
  });
});

describe('PUT /api/users/{id}/metadata/', () => {
  it('answers 400 {error, field} naming what is missing or wrong', async () => {
    const { client, userId } = await signUp(router);
    const path = `/api/users/${userId}/metadata/`;
    const cases: [unknown, { error: string; field: string }][] = [
      [{}, { error: 'Send the metadata as an object.', field: 'metadata' }],
      [{ metadata: 'x' }, { error: 'Send the metadata as an object.', field: 'metadata' }],
      [
        { metadata: { onboarding: { progress: { nope: {} } } } },
        { error: 'nope is not an onboarding step.', field: 'onboarding.progress.nope' },
      ],
    ];
    for (const [body, answer] of cases) {
      const response = await send(client, 'PUT', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual(answer);
    }
  });
});
