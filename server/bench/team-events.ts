// Live team events at scale (issue: team workspaces): 1,000 graphql-ws subscribers on one team
// (50 tags and 20 collections: BENCH_TAGS, BENCH_COLLECTIONS), p95 time from the change's
// commit (the event's publish time) to delivery, on loopback, the bytes and database
// transactions each delivered event costs (issue 36), and the server's memory. The server runs
// as its own process, on a scratch database of the PostgreSQL server at DATABASE_URL (as in
// production), else on the embedded database.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { scratchDatabase } from './scratch-database.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const port = Number(process.env.BENCH_PORT) || 3000 + Math.floor(Math.random() * 2000) + 2000;
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-events-'));

const database = process.env.DATABASE_URL
  ? await scratchDatabase(process.env.DATABASE_URL)
  : undefined;
const databaseUrl = database?.url ?? '';

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    SMTP_PORT: '0',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    APP_ORIGIN: base,
    REDIS_URL: '',
    DATABASE_URL: databaseUrl,
    // One session opens every subscription: no per-session budget (docs/auth.md).
    GRAPHQL_SESSION_BUDGET: '0',
  },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

while (
  !(await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  await new Promise((r) => setTimeout(r, 100));
}

let cookie = '';
async function gql(query: string, variables: object = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const set = response.headers.getSetCookie()[0];
  if (set) cookie = set.split(';')[0] ?? '';
  const body = (await response.json()) as { data: any; errors?: unknown };
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors)}`);
  return body;
}

await gql('mutation($input: SignUpInput!) { signUp(input: $input) { viewer { id } } }', {
  input: { email: 'bench@example.com', password: 'password123', name: 'Bench' },
});
const teamId = (await gql('mutation { createTeam(input: {name: "Bench"}) { team { id } } }')).data
  .createTeam.team.id;

// A team in use: its tags and collections ride on the events as the subscription asks for them.
const TAGS = Number(process.env.BENCH_TAGS ?? 50);
const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 20);
for (let i = 0; i < COLLECTIONS; i++) {
  await gql(
    'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id } } }',
    { input: { teamId, name: `Collection ${i}` } },
  );
}
await gql('mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }', {
  input: {
    teamId,
    kind: 'AD',
    title: 'Tagged',
    tags: Array.from({ length: TAGS }, (_, i) => `tag ${i}`),
  },
});

// The web app's own subscription (what every open tab runs), with `at` to measure latency.
const persisted: Record<string, string> = JSON.parse(
  await readFile(path.resolve(import.meta.dirname, '../../web/persisted-queries.json'), 'utf8'),
);
const liveTeamEvents = Object.values(persisted)
  .find((text) => text.startsWith('subscription LiveTeamEventsSubscription'))
  ?.replace('teamEvents(teamId: $teamId) {', 'teamEvents(teamId: $teamId) {\n    at');
if (!liveTeamEvents)
  throw new Error('LiveTeamEventsSubscription is not in web/persisted-queries.json');

const latencies: number[] = [];
let received = 0;
/** The JSON of every measured event as delivered (the graphql-ws `next` payload). */
let bytes = 0;
const errors: string[] = [];
const perClient = new Array<number>(SUBSCRIBERS).fill(0);
const heard = new Array<boolean>(SUBSCRIBERS).fill(false);
const clients = [];
const connecting: Promise<unknown>[] = [];
for (let i = 0; i < SUBSCRIBERS; i++) {
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
  // Connected in batches (tabs do not all open in one second): 1,000 sockets at once on a busy
  // machine miss graphql-ws' 3 s to initialise.
  connecting.push(new Promise<unknown>((resolve) => client.on('connected', resolve)));
  if (connecting.length === 50) await Promise.all(connecting.splice(0));
  client.subscribe(
    {
      query: liveTeamEvents,
      variables: { teamId },
    },
    {
      next: (value) => {
        // The probes below, not measured.
        if (
          (value.data as { teamEvents?: { kind?: string } })?.teamEvents?.kind === 'TEAM_UPDATED'
        ) {
          heard[i] = true;
          return;
        }
        const at = Date.parse((value.data as any)?.teamEvents?.at ?? '');
        if (at) latencies.push(Date.now() - at);
        received++;
        bytes += Buffer.byteLength(JSON.stringify(value));
        perClient[i] = (perClient[i] ?? 0) + 1;
        if (value.errors) errors.push(JSON.stringify(value.errors));
      },
      error: (error) => errors.push(String((error as Error)?.message ?? JSON.stringify(error))),
      complete: () => {},
    },
  );
  clients.push(client);
}
await Promise.all(connecting);
// graphql-ws does not acknowledge a subscribe: the team is renamed until every subscriber has
// heard it (1,000 subscriptions starting keep the database busy for a while), then the
// measuring starts.
for (let probe = 0; heard.includes(false); probe++) {
  if (probe === 60) throw new Error('the subscribers did not all hear a rename in 60 tries');
  // While the subscriptions start, a rename may not get a transaction in time: it is tried again.
  await gql('mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }', {
    input: { id: teamId, name: `Bench probe ${probe}` },
  }).catch(() => {});
  const wait = Date.now() + 2000;
  while (heard.includes(false) && Date.now() < wait) await new Promise((r) => setTimeout(r, 100));
}
const rssBefore = await rss();
const commitsBefore = await database?.commits();
const statementsBefore = await database?.statements();

// The first change creates a swipe, the others edit it (a Free team holds 10 swipes).
let swipeId = '';
for (let i = 0; i < CHANGES; i++) {
  if (i === 0) {
    swipeId = (
      await gql(
        'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
        { input: { teamId, kind: 'AD', title: 'Change 0' } },
      )
    ).data.createSwipe.swipe.id;
  } else {
    await gql(
      'mutation($input: UpdateSwipeInput!) { updateSwipe(input: $input) { swipe { id } } }',
      { input: { id: swipeId, title: `Change ${i}` } },
    );
  }
  await new Promise((r) => setTimeout(r, 200));
}
const expected = SUBSCRIBERS * CHANGES;
const deadline = Date.now() + 30_000;
while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
const rssAfter = await rss();
// PostgreSQL's statistics reach pg_stat_database within its stats interval (up to a second).
await new Promise((r) => setTimeout(r, 1500));
const commits =
  database && commitsBefore !== undefined ? (await database.commits()) - commitsBefore : undefined;
const statementsAfter = await database?.statements();
const statements =
  statementsBefore !== undefined && statementsAfter !== undefined
    ? statementsAfter - statementsBefore
    : undefined;

async function rss() {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}
const sorted = latencies.toSorted((a, b) => a - b);
const pct = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.table([
  { measure: 'subscribers on one team', value: String(SUBSCRIBERS) },
  { measure: "the team's tags and collections", value: `${TAGS} and ${COLLECTIONS}` },
  { measure: 'subscription', value: "the web app's LiveTeamEventsSubscription" },
  { measure: 'changes (a createSwipe, then updateSwipe)', value: String(CHANGES) },
  { measure: 'events delivered', value: `${received} of ${expected}` },
  {
    measure: 'subscribers that got every event',
    value: String(perClient.filter((n) => n === CHANGES).length),
  },
  { measure: 'subscription errors', value: `${errors.length} ${errors[0] ?? ''}`.trim() },
  { measure: 'commit → delivery p50', value: `${pct(50)} ms` },
  { measure: 'commit → delivery p95 (target < 100 ms)', value: `${pct(95)} ms` },
  { measure: 'commit → delivery max', value: `${sorted.at(-1)} ms` },
  {
    measure: 'bytes per delivered event (its JSON)',
    value: received ? (bytes / received).toFixed(0) : '-',
  },
  {
    measure: 'database transactions per delivered event (PostgreSQL: xact_commit)',
    value: commits === undefined || !received ? '-' : (commits / received).toFixed(2),
  },
  {
    measure: 'database statements per delivered event (pg_stat_statements, BEGIN/COMMIT too)',
    value:
      statements === undefined || !received
        ? '- (needs PostgreSQL with pg_stat_statements preloaded: npm run bench starts one)'
        : (statements / received).toFixed(2),
  },
  { measure: 'server memory with the subscribers (RSS)', value: `${rssBefore.toFixed(0)} MB` },
  { measure: 'server memory after the changes (RSS)', value: `${rssAfter.toFixed(0)} MB` },
  { measure: 'database', value: databaseUrl ? 'PostgreSQL' : 'embedded PGlite (in the server)' },
]);
await Promise.all(clients.map((client) => client.dispose()));
stop();
await new Promise((resolve) => server.once('exit', resolve));
await database?.drop();
process.exit(0);
