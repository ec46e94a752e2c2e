import { expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { wsClient } from '../helpers/subscriptions.js';
import { holdsWithin } from '../helpers/wait.js';

// Presence across two server processes on one Redis: members connected to different instances
// see each other; an instance that dies without a word drops out after three missed heartbeats.

const startInstances = twoInstances();

const PRESENCE = `subscription($teamId: ID!) { teamPresence(teamId: $teamId) { members { name } } }`;

function watch(url: string, cookie: string, teamId: string) {
  const seen: string[][] = [];
  const ws = wsClient(url, { cookie });
  ws.subscribe(
    { query: PRESENCE, variables: { teamId } },
    {
      next: (value) => {
        const data = value.data as { teamPresence?: { members: { name: string }[] } } | undefined;
        seen.push((data?.teamPresence?.members ?? []).map((m) => m.name).sort());
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { latest: () => (seen.at(-1) ?? []).join(), dispose: () => ws.dispose() };
}

it('spans instances, and forgets an instance that died', { timeout: 60_000 }, async () => {
  const [a, b] = await startInstances({ PRESENCE_HEARTBEAT_SECONDS: '1' });
  const olga = browser();
  const ana = browser();
  await olga.gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Olga' },
  });
  const anaEmail = uniqueEmail();
  await ana.gql(b.url, SIGN_UP, {
    input: { email: anaEmail, password: 'password123', name: 'Ana' },
  });
  const teamId = (
    await olga.gql(a.url, 'mutation { createTeam(input: {name: "Spread"}) { team { id } } }')
  ).createTeam.team.id;
  const invite = await olga.gql(
    a.url,
    'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
    { input: { teamId, email: anaEmail, role: 'EDITOR' } },
  );
  await ana.gql(
    b.url,
    'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } } }',
    { input: { inviteId: invite.inviteMember.invite.id } },
  );

  const onA = watch(a.url, olga.cookie(), teamId);
  const onB = watch(b.url, ana.cookie(), teamId);
  expect(await holdsWithin(() => onA.latest() === 'Ana,Olga', 15_000)).toBe(true);
  expect(await holdsWithin(() => onB.latest() === 'Ana,Olga', 15_000)).toBe(true);

  // B dies without telling anyone: A drops Ana once B's heartbeats stop.
  b.child.kill('SIGKILL');
  await b.exited;
  expect(await holdsWithin(() => onA.latest() === 'Olga', 15_000)).toBe(true);
  await onA.dispose();
  await onB.dispose();
});
