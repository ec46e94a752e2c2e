import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestRouter, type TestRouter } from '../harness.js';
import { createTeam, newMember } from '../helpers/teams.js';
import { newUser } from '../helpers/users.js';

// Who may export what (docs/export.md, docs/permissions.md): the refusals of the export paths,
// answered before anything is streamed. The ZIPs themselves: test/swipe-export.test.ts.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

it("refuses a team's export to its viewers (403) and to people outside it (404)", async () => {
  const owner = await newUser(router);
  const teamId = await createTeam(owner.client, 'Secret plans');
  const viewer = await newMember(router, owner.client, teamId, 'VIEWER');
  const stranger = await newUser(router);
  const ROLE = { error: 'Your role in this team (viewer) cannot do this.' };
  const MISSING = { error: 'This team does not exist.' };

  for (const [client, status, body] of [
    [viewer.client, 403, ROLE],
    [stranger.client, 404, MISSING],
  ] as const) {
    const direct = await client.request({ path: `/api/export?teamId=${teamId}` });
    expect([direct.status, await direct.json()]).toEqual([status, body]);
    const job = await client.request({ path: '/api/exports', ...post({ teamId }) });
    expect([job.status, await job.json()]).toEqual([status, body]);
  }
  // Their own swipes they may always export; the owner may export the team.
  const own = await viewer.client.request({ path: '/api/exports', ...post({}) });
  expect(own.status).toBe(202);
  const team = await owner.client.request({ path: '/api/exports', ...post({ teamId }) });
  expect(team.status).toBe(202);
  expect(((await team.json()) as { data: { export: object } }).data.export).toMatchObject({
    scope: 'team',
    teamName: 'Secret plans',
  });
});

it("answers another user's export as missing, and signed-out callers 401", async () => {
  const owner = await newUser(router);
  const started = await owner.client.request({ path: '/api/exports', ...post({}) });
  const { id } = ((await started.json()) as { data: { export: { id: string } } }).data.export;
  // Asking again while it is being made answers the same export.
  const again = await owner.client.request({ path: '/api/exports', ...post({ teamId: null }) });
  expect(((await again.json()) as { data: { export: { id: string } } }).data.export.id).toBe(id);

  const other = await newUser(router);
  const MISSING_EXPORT = 'This export does not exist or its link has expired.';
  for (const path of [`/api/exports/${id}`, `/api/exports/${id}/download`]) {
    const response = await other.client.request({ path });
    expect(response.status).toBe(404);
  }
  const download = await other.client.request({ path: `/api/exports/${id}/download` });
  expect(await download.json()).toEqual({ error: MISSING_EXPORT });
  const listed = await other.client.request({ path: '/api/exports' });
  expect(await listed.json()).toEqual({ data: { exports: [] } });
  for (const path of ['/api/export', '/api/exports', `/api/exports/${id}`]) {
    expect((await router.request(path)).status).toBe(401);
  }
  const bad = await owner.client.request({ path: '/api/exports', ...post({ teamId: 42 }) });
  expect(bad.status).toBe(400);
});
