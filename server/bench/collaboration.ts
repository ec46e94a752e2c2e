// Collaboration at scale (issue 20), the server as its own process on a scratch PostgreSQL
// database (as in production):
// - a team of 50 members with the swipes page open (each tab runs the web app's own
//   LiveTeamEventsSubscription and its presence): 50 comments, each timed from the moment its
//   addComment was sent to its arrival in every tab, p95 (target ≤ 200 ms);
// - presence of 1,000 connected members: the server's memory with 1,000 sockets open, then with
//   each of them present in the team (teamPresence), the difference (target ≤ 50 MB).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { bindPrisma } from '../src/db/client.js';
import { openDatabase } from '../src/db/database.js';
import { enterScriptScope } from '../src/server-scope.js';
import { percentile } from './bench-kit.js';
import { scratchDatabase } from './scratch-database.js';

const TABS = Number(process.env.BENCH_TABS ?? 50);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 50);
const PRESENT = Number(process.env.BENCH_PRESENT ?? 1000);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');

const database = await scratchDatabase(adminUrl);
const port = Number(process.env.BENCH_PORT) || 3000 + Math.floor(Math.random() * 2000) + 2000;
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-collab-'));
const inspectPort = port + 1;
// The inspector lets the bench collect the server's garbage and read its live heap (below).
const server = spawn(
  process.execPath,
  [`--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', 'src/main.ts'],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      SMTP_PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      APP_ORIGIN: base,
      REDIS_URL: '',
      DATABASE_URL: database.url,
      GRAPHQL_SESSION_BUDGET: '0',
    },
    stdio: 'ignore',
  },
);
process.on('exit', () => server.kill('SIGTERM'));
while (
  !(await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 100));

// Members made straight in the database (signing 1,000 people up would time argon2).
const config = { ...loadConfig({ DATA_DIR: dataDir }), DATABASE_URL: database.url };
const db = await openDatabase(config);
enterScriptScope();
bindPrisma(db.prisma);
const team = await db.prisma.team.create({ data: { name: 'Bench', type: 'TEAM' } });
await db.prisma.subscription.create({ data: { teamId: team.id, status: 'ACTIVE', type: 'team' } });
const members = Math.max(TABS, PRESENT);
const cookies: string[] = [];
for (let i = 0; i < members; i++) {
  const user = await db.prisma.user.create({
    data: {
      email: `member${i}@bench.example`,
      name: `Member ${i}`,
      passwordHash: 'x',
      memberships: { create: { teamId: team.id, role: i === 0 ? 'OWNER' : 'EDITOR' } },
    },
  });
  const session = await createSession(user.id, { ttlSeconds: 3600, maxAgeSeconds: 3600 }, {});
  cookies.push(`swipestack_session=${session.token}`);
}
const teamId = Buffer.from(`Team:${team.id}`).toString('base64');

async function gql(cookie: string, query: string, variables: object = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: unknown };
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

function socket(cookie: string): Promise<Client> {
  return new Promise((resolve) => {
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: false,
    });
    client.on('connected', () => resolve(client));
  });
}

/** The server's live heap: its garbage collected first, through the inspector. */
async function liveHeap(): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const inspector = new WebSocket(target?.webSocketDebuggerUrl ?? '');
  await new Promise((resolve) => inspector.once('open', resolve));
  const call = (id: number, method: string) =>
    new Promise<any>((resolve) => {
      inspector.on('message', (data) => {
        const answer = JSON.parse(String(data));
        if (answer.id === id) resolve(answer.result);
      });
      inspector.send(JSON.stringify({ id, method }));
    });
  await call(1, 'HeapProfiler.collectGarbage');
  const usage = await call(2, 'Runtime.getHeapUsage');
  inspector.close();
  return usage.usedSize / 1048576;
}

async function rss() {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

const persisted: Record<string, string> = JSON.parse(
  await readFile(path.resolve(import.meta.dirname, '../../web/persisted-queries.json'), 'utf8'),
);
const webOperation = (name: string) => {
  const text = Object.values(persisted).find((t) => t.startsWith(`subscription ${name}`));
  if (!text) throw new Error(`${name} is not in web/persisted-queries.json`);
  return text;
};
const liveTeamEvents = webOperation('LiveTeamEventsSubscription');
const presence = webOperation('PresenceProviderSubscription');

// 1. A comment to 50 open tabs ----------------------------------------------------------------
const swipeId = (
  await gql(
    cookies[0] ?? '',
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'AD', title: 'Bench ad' } },
  )
).createSwipe.swipe.id as string;
const arrivals = new Map<string, number[]>();
let probesHeard = 0;
const tabs: Client[] = [];
for (let i = 0; i < TABS; i++) {
  const client = await socket(cookies[i] ?? '');
  client.subscribe(
    { query: presence, variables: { teamId, swipeId: null } },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  let heard = false;
  client.subscribe(
    { query: liveTeamEvents, variables: { teamId } },
    {
      next: (value) => {
        const event = (value.data as any)?.teamEvents;
        if (event?.kind === 'TEAM_UPDATED' && !heard) {
          heard = true;
          probesHeard++;
        }
        if (event?.kind === 'COMMENT_CHANGED' && event.comment?.id) {
          const at = arrivals.get(event.comment.id) ?? [];
          at.push(performance.now());
          arrivals.set(event.comment.id, at);
        }
      },
      error: () => {},
      complete: () => {},
    },
  );
  tabs.push(client);
}
for (let probe = 0; probesHeard < TABS; probe++) {
  if (probe === 60) throw new Error('the tabs did not all hear a rename');
  await gql(
    cookies[0] ?? '',
    'mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }',
    { input: { id: teamId, name: `Bench ${probe}` } },
  );
  const wait = Date.now() + 2000;
  while (probesHeard < TABS && Date.now() < wait) await new Promise((r) => setTimeout(r, 50));
}
const sentAt = new Map<string, number>();
for (let i = 0; i < COMMENTS; i++) {
  const t0 = performance.now();
  const id = (
    await gql(
      cookies[i % TABS] ?? '',
      'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { swipeId, body: `Bench comment ${i} with **bold**` } },
    )
  ).addComment.comment.id as string;
  sentAt.set(id, t0);
  await new Promise((r) => setTimeout(r, 100));
}
const deadline = Date.now() + 30_000;
const delivered = () =>
  [...sentAt.keys()].reduce((n, id) => n + (arrivals.get(id)?.length ?? 0), 0);
while (delivered() < COMMENTS * TABS && Date.now() < deadline)
  await new Promise((r) => setTimeout(r, 100));
const latencies = [...sentAt].flatMap(([id, t0]) => (arrivals.get(id) ?? []).map((t) => t - t0));
await Promise.all(tabs.map((tab) => tab.dispose()));

// 2. Presence of 1,000 members ----------------------------------------------------------------
const sockets: Client[] = [];
for (let i = 0; i < PRESENT; i += 50)
  sockets.push(...(await Promise.all(cookies.slice(i, i + 50).map((cookie) => socket(cookie)))));
await new Promise((r) => setTimeout(r, 2000));
const rssConnected = await rss();
const heapConnected = await liveHeap();
const counts = new Array<number>(PRESENT).fill(0);
// Tabs arrive 50 at a time (as after a deploy, when every tab reconnects), each batch once the
// one before has its answer.
for (let start = 0; start < PRESENT; start += 50) {
  const batch = sockets.slice(start, start + 50);
  await Promise.all(
    batch.map(
      (client, k) =>
        new Promise<void>((resolve) => {
          client.subscribe(
            { query: presence, variables: { teamId, swipeId: null } },
            {
              next: (value) => {
                counts[start + k] = (value.data as any)?.teamPresence?.count ?? 0;
                resolve();
              },
              error: () => resolve(),
              complete: () => {},
            },
          );
        }),
    ),
  );
}
const presentDeadline = Date.now() + 120_000;
while (counts.some((n) => n < PRESENT) && Date.now() < presentDeadline)
  await new Promise((r) => setTimeout(r, 200));
await new Promise((r) => setTimeout(r, 2000));
const rssPresent = await rss();
await new Promise((r) => setTimeout(r, 15_000));
const rssSettled = await rss();
const heapPresent = await liveHeap();
const everyoneSeen = counts.filter((n) => n === PRESENT).length;
await Promise.all(sockets.map((client) => client.dispose()));

console.table([
  { measure: 'open tabs (members) for the comments', value: String(TABS) },
  { measure: 'comments', value: String(COMMENTS) },
  { measure: 'deliveries', value: `${latencies.length} of ${COMMENTS * TABS}` },
  { measure: 'comment → every tab p50', value: `${percentile(latencies, 50)?.toFixed(0)} ms` },
  {
    measure: 'comment → every tab p95 (target ≤ 200 ms)',
    value: `${percentile(latencies, 95)?.toFixed(0)} ms`,
  },
  { measure: 'members connected for presence', value: String(PRESENT) },
  { measure: 'members who saw all of them present', value: String(everyoneSeen) },
  { measure: 'server RSS, 1,000 sockets open', value: `${rssConnected.toFixed(0)} MB` },
  { measure: 'server RSS, all of them present', value: `${rssPresent.toFixed(0)} MB` },
  { measure: 'server RSS, 15 s later', value: `${rssSettled.toFixed(0)} MB` },
  {
    measure: 'server live heap (after a GC): sockets open → all present',
    value: `${heapConnected.toFixed(0)} → ${heapPresent.toFixed(0)} MB`,
  },
  {
    measure: 'presence of 1,000 members, live heap (target ≤ 50 MB)',
    value: `${(heapPresent - heapConnected).toFixed(1)} MB`,
  },
  {
    measure: 'presence of 1,000 members, RSS (with V8’s grown young generation)',
    value: `${(rssSettled - rssConnected).toFixed(0)} MB`,
  },
]);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await db.close();
await database.drop();
process.exit(0);
