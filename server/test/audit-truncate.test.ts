import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// The audit log is append-only (docs/admin.md): beside UPDATE and DELETE (impersonation.test.ts),
// the database refuses TRUNCATE, also when a TRUNCATE … CASCADE of another table reaches it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('the database refuses to truncate the audit log, and its rows stay', async () => {
  await newUser(server);
  const before = await server.db.prisma.auditEvent.count();
  expect(before).toBeGreaterThan(0);
  await expect(server.db.prisma.$executeRawUnsafe('TRUNCATE audit_event')).rejects.toThrow(
    /audit events are append-only: the audit log cannot be truncated/,
  );
  await expect(server.db.prisma.$executeRawUnsafe('TRUNCATE "user" CASCADE')).rejects.toThrow(
    /audit log cannot be truncated/,
  );
  expect(await server.db.prisma.auditEvent.count()).toBe(before);
});
