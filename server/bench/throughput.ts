// Throughput against a bare-Yoga ceiling (issue 17, target 1): the real server in production
// mode (persisted operations only, signed in as a member, PostgreSQL with 100,000 swipes) and a
// bare graphql-yoga server on the same schema answering the same operations from memory
// (bench/throughput-ceiling.ts), each under autocannon, 50 connections for 10 s, page by page:
// the swipes page (SwipesPageTeamQuery), a collection's swipes (CollectionPageSwipesQuery) and
// search (SwipeBrowserPaginationQuery with a search filter), and `viewer { id }`, the floor of
// every signed-in request. Prints req/s of both and their
// ratio (target ≥ 0.5), p50/p99 (target p99 ≤ 150 ms) and errors (target 0); and the CPU time
// each request costs the server and PostgreSQL against the ceiling's, which a shared machine
// disturbs far less than req/s.
// Needs DATABASE_URL (a server where it may create a scratch database). Smaller runs:
// BENCH_SWIPES, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_PAGES; BENCH_DATABASE (below). BENCH_CPU_PROF=<dir> writes the app
// server's CPU profile (node --cpu-prof) there.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, serverEntry } from '../../scripts/build-server.mjs';
import { serverEnvironment, serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { createSession, type SessionLifetime, sessionLifetime } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { bindPrisma, prisma as prismaClient } from '../src/db/client.js';
import { openDatabase } from '../src/db/database.js';
import { paths } from '../src/paths.js';
import { enterScriptScope } from '../src/server-scope.js';
import { backendPids, cpuMeter, cpuMs, seedTeamSwipes } from './bench-kit.js';

const SWIPES = Number(process.env.BENCH_SWIPES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CPU_PROF = process.env.BENCH_CPU_PROF;
// BENCH_PORT=<port>: the app on it and the ceiling on the next (two benches side by side).
const APP_PORT = Number(process.env.BENCH_PORT ?? 3978);
const CEILING_PORT = APP_PORT + 1;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');
// BENCH_DATABASE=<name>: seeds that database once and keeps it, and later runs reuse it.
const kept = process.env.BENCH_DATABASE;
const name = kept ?? `swipestack_throughput_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
if (!exists) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-throughput-'));

/**
 * Starts the server the way production does (`npm start` runs this command once the client
 * is built and the database migrated); the one place to change when that command changes.
 */
async function startProductionServer(env: Record<string, string>): Promise<ChildProcess> {
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  // BENCH_NODE_FLAGS: more flags for the server, to compare a Node or V8 setting.
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // As `npm start` runs it: the compiled server (built when its sources changed), plain node.
  await buildServer();
  return spawn(process.execPath, [...serverNodeFlags, ...extra, ...profile, serverEntry], {
    cwd: paths.root,
    env: { ...serverEnvironment(), ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const t0 = performance.now();
  while (!(await check().catch(() => false))) {
    if (performance.now() - t0 > 120_000) throw new Error(`waited 120 s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stop(child: ChildProcess) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One team with SWIPES swipes (words to search), 20 tags on them, 5 collections; a member. */
async function seed(databaseUrl: string) {
  const prisma = prismaClient();
  const owner = await prisma.user.create({
    data: {
      email: 'owner@example.com',
      name: 'Owner',
      passwordHash: 'x',
      memberships: { create: { role: 'OWNER', team: { create: { name: 'Bench', type: 'TEAM' } } } },
    },
    include: { memberships: true },
  });
  const teamId = owner.memberships[0]?.teamId ?? '';
  await prisma.user.create({
    data: {
      email: 'member@example.com',
      name: 'Member',
      passwordHash: 'x',
      memberships: { create: { role: 'EDITOR', teamId } },
    },
  });
  await prisma.subscription.create({ data: { teamId, status: 'ACTIVE', type: 'team' } });
  const raw = new pg.Client({ connectionString: databaseUrl });
  await raw.connect();
  await seedTeamSwipes(raw, teamId, SWIPES);
  await raw.end();
}

/** The seeded team and collection (global ids) and a new session cookie of the member. */
async function signInMember(lifetime: SessionLifetime) {
  const prisma = prismaClient();
  const member = await prisma.user.findUniqueOrThrow({
    where: { email: 'member@example.com' },
    include: { memberships: { include: { team: { include: { collections: true } } } } },
  });
  const team = member.memberships[0]?.team;
  const collection = team?.collections.toSorted((a, b) => a.name.localeCompare(b.name))[0];
  if (!team || !collection) throw new Error('the bench database holds no seeded team');
  const session = await createSession(member.id, lifetime, {});
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  return {
    teamId: globalId('Team', team.id),
    collectionId: globalId('Collection', collection.id),
    cookie: `swipestack_session=${session.token}`,
  };
}

const persisted = JSON.parse(
  await readFile(path.join(paths.root, 'web/persisted-queries.json'), 'utf8'),
) as Record<string, string>;
const operationId = (operationName: string) => {
  const found = Object.entries(persisted).find(
    ([, text]) => /^query \w+[ ({]/.test(text) && text.split(/[ ({]/)[1] === operationName,
  );
  if (!found) throw new Error(`${operationName} is not in web/persisted-queries.json`);
  return found[0];
};

interface Page {
  name: string;
  operation: string;
  /** Each connection's requests go round these variables. */
  variables: object[];
}

let app: ChildProcess | undefined;
let ceiling: ChildProcess | undefined;
try {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
    DATABASE_URL: url.toString(),
  };
  const db = await openDatabase(config);
  enterScriptScope();
  bindPrisma(db.prisma);
  const seedStart = performance.now();
  if (!exists) await seed(url.toString());
  const { teamId, collectionId, cookie } = await signInMember(sessionLifetime(config));
  await db.close();
  if (!exists)
    console.log(
      `seeded ${SWIPES.toLocaleString('en')} swipes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

  const allPages: Page[] = [
    { name: 'swipes page', operation: 'SwipesPageTeamQuery', variables: [{ teamId }] },
    {
      name: 'collection page',
      operation: 'CollectionPageSwipesQuery',
      variables: [{ teamId, filter: { collectionId } }],
    },
    {
      name: 'search',
      operation: 'SwipeBrowserPaginationQuery',
      variables: ['launch', 'pric', 'holiday disc', 'founder', 'tag 7', 'collection 3'].map(
        (search) => ({ id: teamId, filter: { search } }),
      ),
    },
    // The floor every signed-in request pays (HTTP, Yoga's plugins, the session), whatever it reads.
    { name: 'viewer id', operation: 'viewerStatusQuery', variables: [{}] },
  ];
  // BENCH_PAGES=swipes,search: only those (the first word of each page's name).
  const chosen = process.env.BENCH_PAGES?.split(',');
  const pages = allPages.filter(
    (page) => !chosen || chosen.includes(page.name.split(' ')[0] ?? ''),
  );
  const body = (id: string, variables: object) =>
    JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  const headers = { 'content-type': 'application/json', cookie };

  app = await startProductionServer({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    SMTP_PORT: '0',
    DATA_DIR: dataDir,
    // One member's session drives all the load: the per-session budget is lifted (docs/auth.md).
    GRAPHQL_SESSION_BUDGET: '0',
  });
  await waitFor(
    () => fetch(`http://127.0.0.1:${APP_PORT}/healthz`).then((r) => r.ok),
    'the server',
  );

  // The ceiling answers with the app's own data, asked for once here.
  const answers: Record<string, unknown> = {};
  const operations: Record<string, string> = {};
  for (const page of pages) {
    const id = operationId(page.operation);
    operations[id] = persisted[id] as string;
    for (const variables of page.variables) {
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/graphql`, {
        method: 'POST',
        headers,
        body: body(id, variables),
      });
      const answer = (await response.json()) as { data?: unknown; errors?: unknown };
      if (!response.ok || answer.errors) throw new Error(`${page.name}: ${JSON.stringify(answer)}`);
      answers[`${id} ${JSON.stringify(variables)}`] = answer.data;
    }
  }
  const setupFile = path.join(dataDir, 'ceiling.json');
  await writeFile(setupFile, JSON.stringify({ port: CEILING_PORT, operations, answers }));
  ceiling = spawn(process.execPath, ['--import', 'tsx', 'bench/throughput-ceiling.ts', setupFile], {
    cwd: path.join(paths.root, 'server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    ceiling?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    ceiling?.on('exit', () => reject(new Error('the ceiling server stopped')));
  });

  // CPU time per request of the server process and of the database's backends (Linux /proc):
  // unlike req/s, it hardly moves when other work shares the machine.
  const load = async (port: number, page: Page, duration = SECONDS) => {
    const id = operationId(page.operation);
    const server = port === APP_PORT ? app : ceiling;
    // The pool opens and closes connections during a run: count each from its start.
    const db = await cpuMeter(async () => (port === APP_PORT ? backendPids(admin, name) : []));
    const before = await cpuMs([server?.pid]);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/graphql`,
      connections: CONNECTIONS,
      duration,
      requests: page.variables.map((variables) => ({
        method: 'POST' as const,
        headers,
        body: body(id, variables),
      })),
      // A GraphQL error comes with 200: it counts as an error too.
      verifyBody: (text: string) => !text.includes('"errors"'),
    } as autocannon.Options);
    const requests = Math.max(1, result.requests.total);
    return {
      serverCpu: ((await cpuMs([server?.pid])) - before) / requests,
      dbCpu: (await db.read()) / requests,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // autocannon's errors include its timeouts (no answer in 10 s).
      errors: result.errors + result.non2xx + result.mismatches,
      detail: `${result.timeouts} timed out, ${result.non2xx} not 2xx, ${result.mismatches} with GraphQL errors`,
    };
  };

  for (const page of pages) {
    // A short warm-up for each (the JIT and the caches, as on a running server).
    await load(CEILING_PORT, page, WARMUP_SECONDS);
    await load(APP_PORT, page, WARMUP_SECONDS);
    const ceilingRun = await load(CEILING_PORT, page);
    const appRun = await load(APP_PORT, page);
    const ratio = appRun.rps / ceilingRun.rps;
    const line =
      `${page.name}: ${appRun.rps.toFixed(0)} req/s vs ceiling ${ceilingRun.rps.toFixed(0)} req/s = ${ratio.toFixed(2)} (target ≥ 0.5) ` +
      `p50 ${appRun.p50} ms p99 ${appRun.p99} ms (target ≤ 150 ms) errors ${appRun.errors} (target 0: ${appRun.detail})`;
    console.log(line);
    const cpuRatio = ceilingRun.serverCpu / (appRun.serverCpu + appRun.dbCpu);
    console.log(
      `  CPU per request: server ${appRun.serverCpu.toFixed(2)} ms + PostgreSQL ${appRun.dbCpu.toFixed(2)} ms vs ceiling ${ceilingRun.serverCpu.toFixed(2)} ms = ${cpuRatio.toFixed(2)}; ` +
        `ceiling p50 ${ceilingRun.p50} ms p99 ${ceilingRun.p99} ms errors ${ceilingRun.errors}`,
    );
  }
  // Requests autocannon stopped waiting for may still run: the server stops once they are done
  // (a request sent now queues behind theirs for the pool), not in the middle of them.
  const [first] = pages;
  if (first)
    await fetch(`http://127.0.0.1:${APP_PORT}/graphql`, {
      method: 'POST',
      headers,
      body: body(operationId(first.operation), first.variables[0] ?? {}),
    }).then((response) => response.text());
  await waitFor(async () => {
    const { rows } = await admin.query<{ busy: number }>(
      "SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = $1 AND state <> 'idle'",
      [name],
    );
    return rows[0]?.busy === 0;
  }, 'the server to settle');
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, ${SWIPES.toLocaleString('en')} swipes`,
  );
} finally {
  if (ceiling) await stop(ceiling);
  if (app) await stop(app);
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
