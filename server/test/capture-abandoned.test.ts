import { createTransport } from 'nodemailer';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTURE_QUEUE, EMAIL_CAPTURE_QUEUE } from '../src/jobs/queue.js';
import { ABANDONED_CAPTURE_ERROR } from '../src/services/captures/captures.js';
import { startTestServer, type TestServer } from './harness.js';
import { dbId, mailUser } from './helpers/users.js';
import { readUntil } from './helpers/wait.js';

// A capture whose last attempt died with its process (its lease ran out, pg-boss failed the
// job) must not wait to retry forever: after the queue's maintenance it is FAILED with a
// reason, and the user sees Retry. A capture still held by a live worker, or whose job will
// be retried, is left alone. No capture worker runs here: the test's own pg-boss client is the
// worker that takes the job and dies, and leaves the swipe as a dying worker does.

let server: TestServer;
let worker: PgBoss;
beforeAll(async () => {
  server = await startTestServer({ JOB_MAINTENANCE_INTERVAL_SECONDS: '1' });
  worker = new PgBoss({
    connectionString: server.db.url,
    schema: 'pgboss',
    max: 1,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await worker.start();
});
afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  await server.close();
});

const STATUS = 'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus captureError } } }';

const jobsOf = (swipeId: string) =>
  server.db.prisma.$queryRaw<{ id: string; name: string; state: string }[]>`
    SELECT id, name, state::text FROM pgboss.job WHERE data->>'swipeId' = ${swipeId}`;

/**
 * The swipe's job, taken by a worker that dies during the attempt: `retriesLeft` after it, a
 * 1 s lease. The swipe is left CAPTURING, held until `heldUntil` (past: nobody renews it).
 */
async function crashedAttempt(
  swipeId: string,
  queue: string,
  { retriesLeft, heldUntil }: { retriesLeft: number; heldUntil: Date },
) {
  const earlier = await jobsOf(swipeId);
  const jobId = await worker.send(
    queue,
    { swipeId },
    { retryLimit: retriesLeft, expireInSeconds: 1 },
  );
  for (const job of earlier) await worker.cancel(job.name, job.id);
  const [taken] = await worker.fetch(queue);
  expect(taken?.id).toBe(jobId);
  await server.db.prisma.swipe.update({
    where: { id: swipeId },
    data: { captureStatus: 'CAPTURING', captureHeldUntil: heldUntil },
  });
  return jobId as string;
}

it('fails a capture whose last attempt died, page or email, and leaves live and retryable ones', {
  timeout: 120_000,
}, async () => {
  const { client, teamId, address } = await mailUser(server);
  const page = async (url: string) =>
    (
      await client.gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId, kind: 'WEBSITE', url } },
      )
    ).data.createSwipe.swipe.id as string;
  const status = async (id: string) => (await client.gql(STATUS, { id })).data.node;
  const past = new Date(Date.now() - 1_000);

  // Left alone: a worker still holding its capture past the job's lease, and a crashed
  // attempt with a retry to come.
  const held = await page('https://example.com/held');
  const heldJob = await crashedAttempt(dbId(held), CAPTURE_QUEUE, {
    retriesLeft: 0,
    heldUntil: new Date(Date.now() + 10 * 60_000),
  });
  const retrying = await page('https://example.com/retrying');
  const retryingJob = await crashedAttempt(dbId(retrying), CAPTURE_QUEUE, {
    retriesLeft: 1,
    heldUntil: past,
  });

  // The last attempts die: a page, and an email screenshot in its own lane.
  const crashed = await page('https://example.com/crashed');
  await crashedAttempt(dbId(crashed), CAPTURE_QUEUE, { retriesLeft: 0, heldUntil: past });
  const smtp = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
  await smtp.sendMail({
    from: 'Shop <news@example.com>',
    to: address,
    subject: 'Fwd: Sale',
    html: '<h1>Sale</h1>',
  });
  smtp.close();
  const email = await readUntil(
    async () =>
      (
        await client.gql(
          'query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 1, filter: { kind: EMAIL }) { edges { node { id } } } } } }',
          { id: teamId },
        )
      ).data.node.swipes.edges[0]?.node.id as string | undefined,
    Boolean,
    30_000,
    'the email swipe is saved',
  );
  await crashedAttempt(dbId(email as string), EMAIL_CAPTURE_QUEUE, {
    retriesLeft: 0,
    heldUntil: past,
  });

  const failed = { captureStatus: 'FAILED', captureError: ABANDONED_CAPTURE_ERROR };
  await expect.poll(() => status(crashed), { timeout: 60_000, interval: 250 }).toEqual(failed);
  await expect
    .poll(() => status(email as string), { timeout: 60_000, interval: 250 })
    .toEqual(failed);

  // The same pass saw the other two jobs end (their leases ran out first) and left them.
  const stateOf = async (swipe: string, job: string) =>
    (await jobsOf(dbId(swipe))).find((row) => row.id === job)?.state;
  expect(await stateOf(held, heldJob)).toBe('failed');
  expect(await stateOf(retrying, retryingJob)).toBe('retry');
  expect(await status(held)).toEqual({ captureStatus: 'CAPTURING', captureError: null });
  expect(await status(retrying)).toEqual({ captureStatus: 'WAITING_TO_RETRY', captureError: null });

  // The worker that held on dies too: its capture fails once its hold runs out.
  await server.db.prisma.swipe.update({
    where: { id: dbId(held) },
    data: { captureHeldUntil: past },
  });
  await expect.poll(() => status(held), { timeout: 60_000, interval: 250 }).toEqual(failed);
  expect(await status(retrying)).toEqual({ captureStatus: 'WAITING_TO_RETRY', captureError: null });
});
