import { afterAll, beforeAll, expect, test } from 'vitest';
import { promoteListedAdmins, setAdmin } from '../src/services/admin/admins.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

// Who becomes an administrator, and the audit trail each change leaves (services/admin/admins.ts).

const listed = uniqueEmail('listed');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: listed });
});
afterAll(() => server?.close());

const adminAudits = (email: string) =>
  server.db.prisma.auditEvent.findMany({
    where: { email, type: { in: ['ADMIN_GRANTED', 'ADMIN_REVOKED'] } },
    orderBy: { createdAt: 'asc' },
    select: { type: true, data: true },
  });

test('signing up with a listed email makes an administrator, and the audit says why', async () => {
  const other = uniqueEmail('other');
  await server.client().signUp({ email: listed.toUpperCase() });
  await server.client().signUp({ email: other });
  const users = await server.db.prisma.user.findMany({
    where: { email: { in: [listed, other] } },
    select: { email: true, isAdmin: true },
  });
  expect(Object.fromEntries(users.map((user) => [user.email, user.isAdmin]))).toEqual({
    [listed]: true,
    [other]: false,
  });
  expect(await adminAudits(listed)).toEqual([
    { type: 'ADMIN_GRANTED', data: { by: 'ADMIN_EMAILS' } },
  ]);
  expect(await adminAudits(other)).toEqual([]);
});

test("a start promotes listed accounts once; the CLI's changes are audited, and a no-op is not", async () => {
  const later = uniqueEmail('later');
  await server.client().signUp({ email: later });
  expect(await promoteListedAdmins([later, 'nobody@example.com'])).toEqual([later]);
  expect(await promoteListedAdmins([later])).toEqual([]);
  expect(await setAdmin(later, true)).toBe('unchanged');
  expect(await setAdmin(later, false)).toBe('changed');
  expect(await setAdmin('nobody@example.com', true)).toBe('no-such-user');
  expect(await adminAudits(later)).toEqual([
    { type: 'ADMIN_GRANTED', data: { by: 'ADMIN_EMAILS' } },
    { type: 'ADMIN_REVOKED', data: { by: 'cli' } },
  ]);
});
