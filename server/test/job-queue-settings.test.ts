import { afterAll, beforeAll, expect, test } from 'vitest';
import { CAPTURE_QUEUE, startJobQueue, stopJobQueue } from '../src/jobs/queue.js';
import { inNewServerScope } from '../src/server-scope.js';
import { startTestServer, type TestServer } from './harness.js';

// The server created every queue as it started; a later start changes only what differs.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CAPTURE_TIMEOUT_MS: '45000' });
});
afterAll(() => server?.close());

async function captureQueue() {
  const rows = await server.db.prisma.$queryRaw<
    { expire_seconds: number; updated_on: Date | null }[]
  >`SELECT expire_seconds, updated_on FROM pgboss.queue WHERE name = ${CAPTURE_QUEUE}`;
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

/** Starts and stops a second job queue on the server's database, as a second instance would. */
function startAgain(captureTimeoutMs: number) {
  return inNewServerScope(async ({ leave }) => {
    const boss = await startJobQueue(server.db.url, {
      captureTimeoutMs,
      maintenanceIntervalSeconds: 60,
    });
    await stopJobQueue(boss);
    leave();
  });
}

test('a start with a new capture time limit updates the lease of the capture queues; an unchanged start writes nothing', async () => {
  expect((await captureQueue()).expire_seconds).toBe(60);

  await startAgain(120_000);
  const updated = await captureQueue();
  expect(updated.expire_seconds).toBe(135);

  await startAgain(120_000);
  expect(await captureQueue()).toEqual(updated);
});
