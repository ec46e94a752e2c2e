// Memory and a realistic mix (issue 17, targets 2 and 4), production mode:
// 1. idle RSS of the server on PostgreSQL and on the embedded database, after light load;
// 2. the mix: BENCH_USERS (200) simulated users for BENCH_SECONDS (60) against one instance on
//    PostgreSQL: each signs in, lists the swipes page, opens a swipe, searches, creates a swipe
//    and tags it, pausing BENCH_THINK_MS (1,000) between operations, and is subscribed to its
//    team's events over graphql-ws (teams of 10 users): errors, p95 per operation, the CPU per
//    operation (the server process plus the database's backends, issue 36), and the delay until
//    every subscriber of the team has the created swipe's event;
// 3. a leak check: BENCH_LEAK_REQUESTS (100,000) requests of the same mix without pauses, RSS
//    sampled; the final RSS against where it settled (after the first tenth).
// The operations are the web app's persisted ones (web/persisted-queries.json): production
// accepts nothing else. The server runs on a scratch database of the PostgreSQL at DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { buildServer, serverEntry } from '../../scripts/build-server.mjs';
import { serverEnvironment, serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { cpuMeter, percentile } from './bench-kit.js';
import { scratchDatabase } from './scratch-database.js';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const LEAK_REQUESTS = Number(process.env.BENCH_LEAK_REQUESTS ?? 100_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 15_000);
const TEAM_SIZE = 10;
const root = path.resolve(import.meta.dirname, '../..');
if (!process.env.DATABASE_URL) throw new Error('memory-mix runs on PostgreSQL: set DATABASE_URL');

// The bench signs hundreds of users up from 127.0.0.1 and drives sessions hard: it measures the
// server, not its protective limits (docs/auth.md), as scripts/bench.mjs `unlimited` does.
const unlimited = {
  SIGN_UP_ADDRESS_LIMIT: '1000000',
  GRAPHQL_SESSION_BUDGET: '0',
  GRAPHQL_TOKEN_BUDGET: '0',
  FREE_SWIPE_LIMIT: '100000000',
};

/** The production server as production starts it (the one place to change when that changes). */
async function spawnProductionServer(env: Record<string, string>): Promise<ChildProcess> {
  // As `npm start` runs it: the compiled server (built when its sources changed), plain node.
  await buildServer();
  // BENCH_NODE_FLAGS: more flags for the server, to look into its memory (`--heapsnapshot-signal`).
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const args = [...serverNodeFlags, ...extra, serverEntry];
  return spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...serverEnvironment(),
      ...process.env,
      NODE_ENV: 'production',
      SMTP_PORT: '0',
      REDIS_URL: '',
      ...env,
    },
    // BENCH_SERVER_LOG: a file for the server's output (its errors), else none.
    stdio: process.env.BENCH_SERVER_LOG
      ? [
          'ignore',
          openSync(process.env.BENCH_SERVER_LOG, 'a'),
          openSync(process.env.BENCH_SERVER_LOG, 'a'),
        ]
      : 'ignore',
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = Number(process.env.BENCH_PORT) || 4000 + Math.floor(Math.random() * 1500);
  const base = `http://127.0.0.1:${port}`;
  const child = await spawnProductionServer({ ...unlimited, ...env, PORT: String(port) });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const t0 = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    if (Date.now() - t0 > 180_000) throw new Error('the server was not ready in 180 s');
    await sleep(100);
  }
  return {
    base,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

// The web app's operations, by name.
const persisted: Record<string, string> = JSON.parse(
  await readFile(path.join(root, 'web/persisted-queries.json'), 'utf8'),
);
function operationId(name: string): string {
  const entry = Object.entries(persisted).find(([, text]) =>
    new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text),
  );
  if (!entry) throw new Error(`${name} is not in web/persisted-queries.json`);
  return entry[0];
}
const ops = {
  signUp: operationId('useSignUpMutation'),
  signIn: operationId('useSignInMutation'),
  createTeam: operationId('useCreateTeamMutation'),
  list: operationId('SwipesPageTeamQuery'),
  open: operationId('SwipeDetailQuery'),
  search: operationId('SwipeBrowserPaginationQuery'),
  create: operationId('useCreateSwipeMutation'),
  tag: operationId('bulkMutationsTagMutation'),
  events: operationId('LiveTeamEventsSubscription'),
};

class Session {
  cookie = '';
  constructor(private readonly base: string) {}

  /** A persisted operation; throws on any error (HTTP, GraphQL or the payload's `errors`). */
  async run(id: string, variables: object): Promise<any> {
    const response = await fetch(`${this.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      }),
    });
    const set = response.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(';')[0] ?? '';
    const body = (await response.json().catch(() => null)) as {
      data?: any;
      errors?: unknown;
    } | null;
    if (!response.ok || !body || body.errors)
      throw new Error(`${response.status} ${JSON.stringify(body?.errors)}`);
    for (const payload of Object.values(body.data ?? {}))
      if ((payload as { errors?: unknown[] })?.errors?.length)
        throw new Error(JSON.stringify((payload as { errors: unknown }).errors));
    return body.data;
  }
}

interface User {
  email: string;
  session: Session;
  teamId: string;
  swipeIds: string[];
}

/** A little of everything, then quiet: RSS once the server is idle. */
async function idleRss(server: Server): Promise<number> {
  const session = new Session(server.base);
  const email = `idle-${randomBytes(4).toString('hex')}@example.com`;
  await session.run(ops.signUp, { input: { email, password: 'password123', name: 'Idle' } });
  const { createTeam } = await session.run(ops.createTeam, { input: { name: 'Idle' } });
  const teamId = createTeam.team.id;
  for (let i = 0; i < 20; i++) {
    await session.run(ops.list, { teamId });
    await session.run(ops.search, { id: teamId, filter: { search: 'idle' } });
    await fetch(`${server.base}/`).then((r) => r.text());
  }
  await sleep(IDLE_MS);
  return rssMb(server.child.pid as number);
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

// 1. Idle RSS: embedded (a second start: the first applies the migrations), then PostgreSQL.
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-mix-'));
await (await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })).stop();
const embedded = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const embeddedIdle = await idleRss(embedded);
await embedded.stop();
await rm(dataDir, { recursive: true, force: true });

const database = await scratchDatabase(process.env.DATABASE_URL);
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
const pid = server.child.pid as number;
try {
  const postgresIdle = await idleRss(server);
  console.log(`idle RSS on PostgreSQL: ${mb(postgresIdle)} (target ≤ 200 MB)`);
  console.log(`idle RSS embedded: ${mb(embeddedIdle)} (target ≤ 300 MB)`);

  // 2. The mix. Users sign up; the first of every TEAM_SIZE creates the team, the others join it
  // (a membership row: invitations go through email).
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const run = randomBytes(3).toString('hex');
  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    const session = new Session(server.base);
    const email = `mix-${run}-${i}@example.com`;
    await session.run(ops.signUp, { input: { email, password: 'password123', name: `Mix ${i}` } });
    let teamId = users[i - (i % TEAM_SIZE)]?.teamId ?? '';
    if (i % TEAM_SIZE === 0) {
      teamId = (await session.run(ops.createTeam, { input: { name: `Mix ${run} ${i}` } }))
        .createTeam.team.id;
    } else {
      await db.query(
        `INSERT INTO team_member (id, team_id, user_id, role)
         SELECT gen_random_uuid(), t.id, u.id, 'EDITOR' FROM team t, "user" u
         WHERE t.name = $1 AND u.email = $2`,
        [`Mix ${run} ${i - (i % TEAM_SIZE)}`, email],
      );
    }
    users.push({ email, session: new Session(server.base), teamId, swipeIds: [] });
  }
  await db.end();

  const timings: Record<string, number[]> = {};
  const errors: Record<string, number> = {};
  let errorSample = '';
  async function timed<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    const t0 = performance.now();
    try {
      const result = await work();
      const list = timings[name] ?? [];
      list.push(performance.now() - t0);
      timings[name] = list;
      return result;
    } catch (error) {
      errors[name] = (errors[name] ?? 0) + 1;
      errorSample ||= `${name}: ${(error as Error).message}`.slice(0, 300);
      return undefined;
    }
  }

  // Every subscriber's first sight of each swipe; the creates' send times, by swipe id.
  const seen = new Map<string, number[]>();
  // `at`: the create request's start; `answered`: its answer. The commit (and the event's
  // publication) lies between them, so the delay from each is a bound on commit → delivery.
  const createdAt = new Map<string, { at: number; answered: number; teamId: string }>();
  let subscriptionErrors = 0;
  for (const user of users)
    await timed('signIn', () =>
      user.session.run(ops.signIn, { input: { email: user.email, password: 'password123' } }),
    );
  const clients = users.map((user) => {
    const client = createClient({
      url: `${server.base.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: user.session.cookie } });
        }
      },
      retryAttempts: 0,
      lazy: false,
    });
    const mine = new Set<string>();
    let ready: () => void = () => {};
    const connected = new Promise<void>((resolve) => {
      ready = resolve;
    });
    client.on('connected', () => ready());
    client.subscribe(
      {
        query: '',
        variables: { teamId: user.teamId },
        extensions: { persistedQuery: { version: 1, sha256Hash: ops.events } },
      },
      {
        next: (value) => {
          const id = (value.data as any)?.teamEvents?.swipe?.id as string | undefined;
          if (value.errors) subscriptionErrors++;
          if (!id || mine.has(id)) return;
          mine.add(id);
          const list = seen.get(id) ?? [];
          list.push(Date.now());
          seen.set(id, list);
        },
        error: () => subscriptionErrors++,
        complete: () => {},
      },
    );
    return { client, connected };
  });
  await Promise.all(clients.map((c) => c.connected));
  await sleep(1000);

  async function round(user: User, pause: number) {
    const step = async (name: string, work: () => Promise<unknown>) => {
      await timed(name, work);
      if (pause) await sleep(pause * (0.5 + Math.random()));
    };
    await step('list', () => user.session.run(ops.list, { teamId: user.teamId }));
    const open = user.swipeIds[Math.floor(Math.random() * user.swipeIds.length)];
    if (open) await step('open', () => user.session.run(ops.open, { id: open }));
    await step('search', () =>
      user.session.run(ops.search, { id: user.teamId, filter: { search: 'mix' } }),
    );
    let created: string | undefined;
    await step('create', async () => {
      const at = Date.now();
      const data = await user.session.run(ops.create, {
        input: { teamId: user.teamId, kind: 'AD', title: `Mix swipe ${at}` },
      });
      created = data.createSwipe.swipe.id;
      if (created) {
        createdAt.set(created, { at, answered: Date.now(), teamId: user.teamId });
        user.swipeIds.push(created);
        if (user.swipeIds.length > 20) user.swipeIds.shift();
      }
    });
    if (created) {
      const id = created;
      await step('tag', () =>
        user.session.run(ops.tag, { input: { swipeIds: [id], tags: ['mix'] } }),
      );
    }
  }

  // CPU per operation: the server process and the database's backends, from /proc.
  const cpu = await cpuMeter(async () => [pid, ...(await database.backendPids())]);
  const countOps = () => Object.values(timings).reduce((a, b) => a + b.length, 0);
  const opsBefore = countOps();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (user, i) => {
      await sleep((i / USERS) * THINK_MS);
      while (Date.now() < until) await round(user, THINK_MS);
    }),
  );
  const cpuUsed = await cpu.read();
  const mixOps = countOps() - opsBefore;
  await sleep(2000);

  const teamSize = new Map<string, number>();
  for (const user of users) teamSize.set(user.teamId, (teamSize.get(user.teamId) ?? 0) + 1);
  const delays: number[] = [];
  const afterAnswer: number[] = [];
  let missing = 0;
  for (const [id, { at, answered, teamId }] of createdAt) {
    const arrivals = seen.get(id) ?? [];
    missing += (teamSize.get(teamId) ?? 0) - arrivals.length;
    for (const arrival of arrivals) {
      delays.push(arrival - at);
      afterAnswer.push(arrival - answered);
    }
  }
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0) + subscriptionErrors;
  console.log(
    `realistic mix: ${USERS} users (teams of ${TEAM_SIZE}) for ${SECONDS} s, ${THINK_MS} ms think time, production on PostgreSQL`,
  );
  for (const [name, values] of Object.entries(timings))
    console.log(
      `  ${name.padEnd(7)} ${String(values.length).padStart(6)} requests  p50 ${percentile(values, 50).toFixed(0)} ms  p95 ${percentile(values, 95).toFixed(0)} ms (target ≤ 300 ms)  errors ${errors[name] ?? 0}`,
    );
  console.log(
    `  CPU per operation (server process + PostgreSQL backends): ${(cpuUsed / mixOps).toFixed(2)} ms over ${mixOps} operations (target ≤ 5 ms: 200 active users on at most one core)`,
  );
  console.log(
    `  errors ${errorCount} (target 0)${errorSample ? `; first: ${errorSample}` : ''}; subscription errors ${subscriptionErrors}`,
  );
  console.log(
    `  team events: ${createdAt.size} swipes created, ${delays.length} deliveries, ${missing} missing (not arrived 2 s after the end; target 0)`,
  );
  console.log(
    `  event delay, from the create request's start to each subscriber (an upper bound: it includes the mutation) p50 ${percentile(delays, 50).toFixed(0)} ms p95 ${percentile(delays, 95).toFixed(0)} ms`,
  );
  console.log(
    `  event delay, from the create's answer to each subscriber (a lower bound: the commit comes before the answer; negative when the event came first) p50 ${percentile(afterAnswer, 50).toFixed(0)} ms p95 ${percentile(afterAnswer, 95).toFixed(0)} ms (target ≤ 300 ms)`,
  );
  for (const { client } of clients) await client.dispose();

  // 3. Leak check: the mix without pauses until LEAK_REQUESTS, RSS every second.
  errorSample = '';
  const samples: number[] = [];
  const start = countOps();
  let settled = 0;
  const sampler = setInterval(() => {
    void rssMb(pid).then((rss) => {
      samples.push(rss);
      if (!settled && countOps() - start >= LEAK_REQUESTS / 10) settled = rss;
    });
  }, 1000);
  const leakUsers = users.slice(0, 50);
  const t0 = performance.now();
  await Promise.all(
    leakUsers.map(async (user) => {
      while (countOps() - start < LEAK_REQUESTS) await round(user, 0);
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  await sleep(IDLE_MS);
  const final = await rssMb(pid);
  settled ||= samples[0] ?? final;
  const leakErrors =
    Object.values(errors).reduce((a, b) => a + b, 0) + subscriptionErrors - errorCount;
  console.log(
    `leak check: ${countOps() - start} requests of the mix in ${seconds.toFixed(0)} s by ${leakUsers.length} users (errors ${leakErrors}${errorSample ? `; first: ${errorSample}` : ''}); RSS settled ${mb(settled)}, peak ${mb(Math.max(...samples))}, final ${mb(final)} = ${(final / settled).toFixed(2)}× (target ≤ 1.2×)`,
  );
} finally {
  await server.stop();
  await database.drop();
}
