import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { mailUser } from './helpers/users.js';
import { holdsWithin, retryUntil } from './helpers/wait.js';

// Two servers in one process (as the tests run them, src/server-scope.ts): each one's requests,
// sockets and services reach its own database, whichever started last.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer();
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

it("a request to the server started first writes to that server's database", async () => {
  const email = uniqueEmail();
  const signedUp = await first.client().signUp({ email });
  expect(signedUp.data.signUp.errors).toEqual([]);
  expect(await first.db.prisma.user.count({ where: { email } })).toBe(1);
  expect(await second.db.prisma.user.count({ where: { email } })).toBe(0);
  expect((await first.client().signIn(email)).data.signIn.errors).toEqual([]);
});

it('a service reads the database of the server whose work it runs in', () => {
  expect(first.inScope(prisma)).toBe(first.db.prisma);
  expect(second.inScope(prisma)).toBe(second.db.prisma);
  // Outside any server's work (a test's own call), with two open: which one is meant cannot be
  // told.
  expect(() => prisma()).toThrow('2 servers are open in this process');
});

it("a WebSocket subscription and an SMTP session reach their own server's database", async () => {
  const { client, address, teamId } = await mailUser(first);
  const socket = socketOf(client);
  const smtp = createTransport({ host: '127.0.0.1', port: first.smtpPort, secure: false });
  try {
    const events: unknown[] = [];
    socket.subscribe(
      {
        query: 'subscription ($teamId: ID!) { teamEvents(teamId: $teamId) { __typename } }',
        variables: { teamId },
      },
      { next: (event) => events.push(event), error: () => {}, complete: () => {} },
    );
    // Mailed again until the subscription, live some time after it is asked for, hears one.
    await retryUntil(
      async () => {
        await smtp.sendMail({ from: 'me@example.com', to: address, subject: 'Scoped', text: 'Hi' });
        return holdsWithin(() => events.length > 0, 2_000);
      },
      30_000,
      'a team event over the WebSocket',
    );
    expect(events[0]).toEqual({ data: { teamEvents: { __typename: expect.any(String) } } });
    expect(await first.db.prisma.swipe.count({ where: { title: 'Scoped' } })).toBeGreaterThan(0);
    expect(await second.db.prisma.swipe.count({ where: { title: 'Scoped' } })).toBe(0);
  } finally {
    smtp.close();
    await socket.dispose();
  }
});
