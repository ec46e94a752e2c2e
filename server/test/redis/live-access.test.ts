import { expect, it } from 'vitest';
import { SIGN_IN, SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { wsClient } from '../helpers/subscriptions.js';
import { until } from '../helpers/wait.js';

// Two server processes on one PostgreSQL database and one Redis: a session revoked through one
// instance ends, within a second, the subscriptions it opened on the other.

const startInstances = twoInstances();

function listen(url: string, cookie: string, teamId: string) {
  const feed = { names: [] as string[], completedAt: undefined as number | undefined };
  const ws = wsClient(url, { cookie });
  ws.subscribe(
    {
      query: 'subscription($teamId: ID!) { teamEvents(teamId: $teamId) { team { name } } }',
      variables: { teamId },
    },
    {
      next: (value) => feed.names.push((value.data as any)?.teamEvents?.team?.name),
      error: () => {},
      complete: () => {
        feed.completedAt ??= Date.now();
      },
    },
  );
  return { feed, close: () => ws.dispose() };
}

it('a session revoked on one instance ends its subscriptions on another', {
  timeout: 60_000,
}, async () => {
  const [a, b] = await startInstances();

  const email = uniqueEmail();
  const first = browser();
  await first.gql(a.url, SIGN_UP, {
    input: { email, password: 'password123', name: 'Two instances' },
  });
  const teamId = (
    await first.gql(a.url, 'mutation { createTeam(input: {name: "Shared"}) { team { id } } }')
  ).createTeam.team.id;
  const second = browser();
  await second.gql(a.url, SIGN_IN, { input: { email, password: 'password123' } });

  // Both browsers listen on B; the first one's session is then revoked on A.
  const subject = listen(b.url, first.cookie(), teamId);
  const control = listen(b.url, second.cookie(), teamId);
  const rename = (name: string) =>
    second.gql(
      a.url,
      'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
      {
        input: { id: teamId, name },
      },
    );
  // Renamed until both see it: their subscriptions (and the access watch) have reached Redis.
  for (let probe = 1; ; probe++) {
    await rename(`Probe ${probe}`);
    const seen = () => [subject, control].every((s) => s.feed.names.includes(`Probe ${probe}`));
    if (
      await until(seen, 1000, 'the probe arrives').then(
        () => true,
        () => false,
      )
    )
      break;
    if (probe > 20) throw new Error('the subscriptions on B never received an event');
  }

  const sessions = await second.gql(
    a.url,
    '{ viewer { sessions { edges { node { id current } } } } }',
  );
  const firstSession = sessions.viewer.sessions.edges.find(
    (e: { node: { current: boolean } }) => !e.node.current,
  ).node.id;
  await second.gql(
    a.url,
    'mutation($id: ID!) { revokeSession(input: { id: $id }) { deletedId } }',
    {
      id: firstSession,
    },
  );
  const revokedAt = Date.now();
  await rename('After the revoke');
  await until(() => subject.feed.completedAt !== undefined, 1000, 'B ends the subscription');
  expect((subject.feed.completedAt ?? Number.POSITIVE_INFINITY) - revokedAt).toBeLessThan(1000);
  await until(() => control.feed.names.includes('After the revoke'), 5000, 'the control sees it');
  expect(subject.feed.names).not.toContain('After the revoke');
  expect(control.feed.completedAt).toBeUndefined();
  await Promise.all([subject.close(), control.close()]);
});
