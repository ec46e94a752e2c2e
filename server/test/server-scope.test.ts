import { afterAll, beforeAll, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

// Two servers in one process (as the tests run them, src/server-scope.ts): each one's requests
// and services reach its own database, whichever started last.
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
  // Outside any server's work (a test's own call): the server started last.
  expect(prisma()).toBe(second.db.prisma);
});
