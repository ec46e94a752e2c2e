import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN, SIGN_UP, scratchPostgres, uniqueEmail } from '../harness.js';
import { wsClient } from '../helpers/subscriptions.js';
import { holdsWithin, readUntil, retryUntil } from '../helpers/wait.js';
import { startS3Server } from '../s3-server.js';
import { heldPost, type ServerProcess, startServerProcess } from './server-process.js';

// Scale-out (docs/deploy.md, "Several instances"): two server processes on one PostgreSQL
// database, one Redis and one S3-compatible bucket, each with a data directory of its own,
// reached on two ports with nothing in front. Whatever one instance does, the other sees.
// The processes are started once and shared by the tests, in order; the last one stops A.

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

let a: ServerProcess;
let b: ServerProcess;
let database: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let site: Server | undefined;
const dataDirs: string[] = [];
/** How often the test site served each path (the capture workers fetch from it). */
const served = new Map<string, number>();
let siteUrl = '';

// Needs the PostgreSQL and Redis servers `npm test` starts (it passes both URLs).
describe.skipIf(!adminUrl || !redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    site = createServer((req, res) => {
      const at = new URL(req.url ?? '/', 'http://site').pathname;
      served.set(at, (served.get(at) ?? 0) + 1);
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<title>Page ${at}</title><p>Served at ${at}</p>`);
    });
    await new Promise<void>((resolve) => site?.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    database = await scratchPostgres(adminUrl ?? '');
    s3 = await startS3Server('scale-out');
    // A Redis database index of its own, so no other test's keys are counted with ours.
    const redis = new URL(redisUrl ?? '');
    redis.pathname = `/${randomInt(1, 16)}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.toString(),
      ...s3.env(),
      CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
      // Each visitor below comes from an address of its own (the proxy's X-Forwarded-For).
      TRUST_PROXY: 'true',
      SIGN_UP_ADDRESS_LIMIT: '3',
      // No GraphQL budget per session, which the load below would use up (its sharing through
      // Redis is test/redis/request-budget.test.ts's).
      GRAPHQL_SESSION_BUDGET: '0',
    };
    // Both at once on the empty database, as `docker compose up --scale app=2` starts them:
    // they take turns at the migrations, the examples and the job queues.
    const started = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-scale-out-'));
        dataDirs.push(dataDir);
        return startServerProcess({ ...env, DATA_DIR: dataDir });
      }),
    );
    [a, b] = started as [ServerProcess, ServerProcess];
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server || server.child.exitCode !== null) continue;
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    await s3?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await new Promise((resolve) => site?.close(resolve));
  });

  it('a session made on one instance works on the other; signing out on one ends it on both', async () => {
    const ann = visitor();
    const email = await ann.signUp(a.url);
    expect((await ann.gql(b.url, '{ viewer { email } }')).data.viewer).toEqual({ email });

    const bob = visitor();
    const bobEmail = await bob.signUp(b.url);
    const signedIn = visitor(bob.address);
    const answer = await signedIn.gql(a.url, SIGN_IN, {
      input: { email: bobEmail, password: 'password123' },
    });
    expect(answer.data.signIn.errors).toEqual([]);
    const session = signedIn.cookie();
    expect((await signedIn.gql(b.url, '{ viewer { email } }')).data.viewer).toEqual({
      email: bobEmail,
    });

    await signedIn.gql(b.url, 'mutation { signOut { ok } }');
    const stale = visitor(bob.address, session);
    expect((await stale.gql(a.url, '{ viewer { email } }')).data.viewer).toBeNull();
    expect((await stale.gql(b.url, '{ viewer { email } }')).data.viewer).toBeNull();
    // Bob's other session (the sign-up's) is untouched.
    expect((await bob.gql(a.url, '{ viewer { email } }')).data.viewer).toEqual({
      email: bobEmail,
    });
  });

  it('a swipe created on one instance reaches a subscriber on the other', async () => {
    const ann = visitor();
    await ann.signUp(a.url);
    const teamId = (
      await ann.gql(a.url, 'mutation { createTeam(input: {name: "Shared"}) { team { id } } }')
    ).data.createTeam.team.id;
    const events: { kind: string; swipe: { title: string } | null }[] = [];
    const ws = wsClient(b.url, { cookie: ann.cookie() });
    ws.subscribe(
      {
        query:
          'subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind swipe { title } } }',
        variables: { teamId },
      },
      { next: (value) => events.push((value.data as any)?.teamEvents), error() {}, complete() {} },
    );
    // Renamed on A until B hears it: the subscription has reached Redis.
    await retryUntil(
      async (n) => {
        await ann.gql(
          a.url,
          'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
          { input: { id: teamId, name: `Probe ${n}` } },
        );
        return holdsWithin(() => events.length > 0, 1000);
      },
      20_000,
      'the subscription on B hears a rename made on A',
    );
    await createSwipe(ann, a.url, { teamId, kind: 'AD', title: 'Made on A, seen on B' });
    const titles = () =>
      events.filter((e) => e.kind === 'SWIPE_CREATED').map((e) => e.swipe?.title);
    await expect.poll(titles, { timeout: 10_000 }).toEqual(['Made on A, seen on B']);
    await ws.dispose();
  });

  it('runs each capture job exactly once across both instances', { timeout: 120_000 }, async () => {
    const ann = visitor();
    await ann.signUp(a.url);
    const teamId = await personalTeam(ann, a.url);
    const pages = ['/capture-1', '/capture-2', '/capture-3', '/capture-4'];
    const ids: string[] = [];
    for (const [i, page] of pages.entries()) {
      ids.push(
        await createSwipe(ann, i % 2 ? b.url : a.url, {
          teamId,
          kind: 'WEBSITE',
          url: `${siteUrl}${page}`,
        }),
      );
    }
    for (const [i, id] of ids.entries()) {
      await readUntil(
        async () =>
          (
            await ann.gql(
              i % 2 ? a.url : b.url,
              'query($id: ID!) { node(id: $id) { ... on Swipe { captureStatus } } }',
              { id },
            )
          ).data.node.captureStatus,
        (status) => status === 'DONE' || status === 'FAILED',
        90_000,
        `the capture of ${pages[i]}`,
      );
    }
    // Every page was fetched once (by one instance's Chromium), and each job ran once.
    expect(pages.map((page) => served.get(page))).toEqual(pages.map(() => 1));
    const jobs = await settledJobs(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'capture-swipe'
        AND data->>'swipeId' IN (SELECT id::text FROM swipe WHERE url LIKE $1)`,
      [`${siteUrl}/capture-%`],
    );
    expect(jobs).toEqual(pages.map(() => ({ state: 'completed', retry_count: 0 })));
  });

  it('counts the sign-in throttle and the sign-up limit across both instances', async () => {
    const ann = visitor();
    const email = await ann.signUp(a.url);
    // Five wrong passwords from one address, alternating instances: the account's limit.
    for (let i = 0; i < 5; i++) {
      const wrong = await ann.gql(i % 2 ? b.url : a.url, SIGN_IN, {
        input: { email, password: 'wrong-password' },
      });
      expect(wrong.data.signIn.errors[0].__typename).not.toBe('RateLimitError');
    }
    const refused = await ann.gql(b.url, SIGN_IN, { input: { email, password: 'password123' } });
    expect(refused.data.signIn.errors[0].__typename).toBe('RateLimitError');
    expect(refused.data.signIn.viewer).toBeNull();

    // SIGN_UP_ADDRESS_LIMIT (3) sign-ups from one address, on A, B and A; the fourth is refused.
    const address = visitor().address;
    for (const url of [a.url, b.url, a.url]) await visitor(address).signUp(url);
    const fourth = await visitor(address).gql(b.url, SIGN_UP, {
      input: { email: uniqueEmail(), password: 'password123', name: 'Fourth' },
    });
    expect(fourth.data.signUp.errors).toMatchObject([
      {
        __typename: 'RateLimitError',
        message: expect.stringMatching(/^Too many sign-ups from this address\./),
      },
    ]);
  });

  it('runs an import uploaded to one instance wherever its job lands, from the shared storage', {
    timeout: 120_000,
  }, async () => {
    const ann = visitor();
    await ann.signUp(a.url);
    const teamId = await personalTeam(ann, a.url);
    // Four uploads, two to each instance: the jobs land on either, whichever asks first.
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const upload = await fetch(
        `${n % 2 ? a.url : b.url}/api/teams/${teamId}/imports?name=${n}.csv`,
        {
          method: 'POST',
          headers: { cookie: ann.cookie(), 'x-forwarded-for': ann.address },
          body: `url,title\n${siteUrl}/import-${n},Imported ${n}\n`,
        },
      );
      expect(upload.status).toBe(202);
      ids.push(
        ((await upload.json()) as { data: { import: { import_id: string } } }).data.import
          .import_id,
      );
    }
    for (const [i, id] of ids.entries()) {
      const done = await readUntil(
        async () => {
          const response = await fetch(`${i % 2 ? a.url : b.url}/api/imports/${id}`, {
            headers: { cookie: ann.cookie(), 'x-forwarded-for': ann.address },
          });
          return ((await response.json()) as { data: { import: Record<string, unknown> } }).data
            .import;
        },
        (job) => job.status !== 'queued' && job.status !== 'running',
        60_000,
        'the import ends',
      );
      expect(done).toMatchObject({ status: 'done', imported: 1, failed: 0 });
    }
    // Each job ran once, wherever it landed: none failed first for want of its file.
    const jobs = await settledJobs(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'import-file'`,
      [],
    );
    expect(jobs).toEqual(ids.map(() => ({ state: 'completed', retry_count: 0 })));
    // Nothing of the uploads is left behind: not on either instance's disk, not in the bucket.
    for (const dir of dataDirs) {
      expect(await readdir(path.join(dir, 'imports')).catch(() => [])).toEqual([]);
    }
    expect(await s3?.keys('import_upload/')).toEqual([]);
  });

  it('SIGTERM of one instance under load loses no request the other can serve', {
    timeout: 120_000,
  }, async () => {
    const ann = visitor();
    const email = await ann.signUp(a.url);
    const answers: { via: string; status: number; email: unknown }[] = [];
    const retried: string[] = [];
    let stopped = false;
    let afterStop = 0;
    // Each worker asks A and B in turn; a request A cannot take (refused, or its connection
    // closed before an answer) goes to B. Every answer must be the right one.
    const worker = async (offset: number) => {
      for (let n = offset; !stopped || afterStop < 40; n++) {
        const first = n % 2 ? b.url : a.url;
        let response: Response;
        try {
          response = await ann.post(first, '{ viewer { email } }');
        } catch (error) {
          if (first !== a.url) throw error;
          retried.push(String((error as Error).cause ?? error));
          response = await ann.post(b.url, '{ viewer { email } }');
        }
        const body = (await response.json()) as { data?: { viewer: { email: string } | null } };
        answers.push({
          via: response.url,
          status: response.status,
          email: body.data?.viewer?.email,
        });
        if (stopped) afterStop++;
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await readUntil(
      async () => answers.length,
      (count) => count >= 40,
      30_000,
      'the load is running',
    );

    // A sign-up in flight on A when the signal comes (argon2 keeps it busy a while) finishes.
    const inFlight = slowPost(`${a.url}/graphql`, ann.address, {
      query: SIGN_UP,
      variables: { input: { email: uniqueEmail(), password: 'password123', name: 'In flight' } },
    });
    await inFlight.continued;
    inFlight.send();
    a.child.kill('SIGTERM');
    const late = await inFlight.response;
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body).data.signUp.errors).toEqual([]);
    expect(await a.exited).toBe(0);
    stopped = true;
    await load;

    expect(answers.filter((x) => x.status !== 200 || x.email !== email)).toEqual([]);
    // What went to B instead had no answer from A: refused, or sent as A closed an idle
    // keep-alive connection (a request in flight on A is answered, as the sign-up shows).
    for (const cause of retried) expect(cause).toMatch(/ECONNREFUSED|ECONNRESET|other side closed/);
    expect(answers.length).toBeGreaterThan(80);
    expect(answers.some((x) => x.via.startsWith(a.url))).toBe(true);
    expect(answers.filter((x) => x.via.startsWith(b.url)).length).toBeGreaterThan(40);
    await expect(fetch(`${a.url}/healthz`)).rejects.toThrow();
  });
});

let addresses = 0;

/**
 * A browser behind the proxy at an address of its own (X-Forwarded-For), keeping its session
 * cookie whichever instance it talks to.
 */
function visitor(address = `198.51.100.${++addresses}`, initialCookie = '') {
  let cookie = initialCookie;
  const post = async (url: string, query: string, variables: object = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.getSetCookie()[0]?.split(';')[0];
    if (set) cookie = set;
    return response;
  };
  return {
    address,
    cookie: () => cookie,
    post,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they asked for
    async gql(url: string, query: string, variables: object = {}): Promise<any> {
      return (await post(url, query, variables)).json();
    },
    async signUp(url: string) {
      const email = uniqueEmail();
      const answer = await this.gql(url, SIGN_UP, {
        input: { email, password: 'password123', name: 'Scale out' },
      });
      expect(answer.data.signUp.errors).toEqual([]);
      return email;
    },
  };
}

type Visitor = ReturnType<typeof visitor>;

async function personalTeam(who: Visitor, url: string): Promise<string> {
  const teams = await who.gql(url, '{ viewer { teams(first: 1) { edges { node { id } } } } }');
  return teams.data.viewer.teams.edges[0].node.id;
}

async function createSwipe(who: Visitor, url: string, input: object): Promise<string> {
  const saved = await who.gql(
    url,
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input },
  );
  return saved.data.createSwipe.swipe.id;
}

/**
 * The jobs the query selects once none is still to run or running: a worker marks its job
 * completed just after the work it saved, which the test may have read already.
 */
function settledJobs(text: string, values: unknown[]) {
  return readUntil(
    () => sql<{ state: string; retry_count: number }>(text, values),
    (jobs) => jobs.every((job) => !['created', 'retry', 'active'].includes(job.state)),
    30_000,
    'the jobs are settled',
  );
}

async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A sign-in from `address` that holds its body until `send()` (heldPost). */
function slowPost(url: string, address: string, payload: object) {
  return heldPost(url, JSON.stringify(payload), { 'x-forwarded-for': address });
}
