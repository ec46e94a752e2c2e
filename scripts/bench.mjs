// `npm run bench`: prints the performance figures (no assertions); `npm run bench -- <section>`
// runs only the named sections (listed in `sections` below). The sections:
// - warm start: `npm start` until /healthz answers 200, with the client and the server built and
//   the database migrated (issue 17 target: ≤ 2 s; a clean checkout's first start: under 60 s);
// - latency of signUp, signIn and the viewer query over HTTP on loopback (p50 / p95);
// - the swipes page and search on real PostgreSQL with 100,000 swipes (server/bench/swipes.ts);
// - search at 1,000,000 swipes in one team, p50 / p95 per query shape (server/bench/search.ts);
// - the swipes page with 500 swipes in the compact view in Chromium: first contentful paint
//   and frame interval while scrolling (server/bench/swipes-page.ts);
// - throughput at 50 connections: the swipes page, a collection and search against a
//   bare-Yoga ceiling, req/s ratio, p50 / p99, errors (server/bench/throughput.ts);
// - live team events to 1,000 subscribers (server/bench/team-events.ts);
// - collaboration: a comment reaching 50 open tabs (p95), and the memory presence of 1,000
//   connected members costs (server/bench/collaboration.ts);
// - OCR of a 1280×800 screenshot, p50 / p95 (server/bench/image-text.ts);
// - parallel captures: 20 captures of a 5,000-px page, CAPTURE_CONCURRENCY=2 against 1, and
//   the capture worker's memory (server/bench/captures.ts);
// - import of 5,000 bookmarks into an empty Pro team: time and the server's peak memory
//   (server/bench/import.ts);
// - ZIP bombs sent to the import: the slowest /healthz while they are unpacked and the
//   server's RSS before and after (server/bench/import-bomb.ts);
// - memory and a realistic mix: idle RSS of the production server on PostgreSQL and embedded,
//   200 users' mix for 60 s with team events, a leak check (server/bench/memory-mix.ts);
// - the public site's figures of issue 7 (scripts/lighthouse.mjs, also `npm run lighthouse`):
//   Lighthouse on /, /pricing and /examples, first-load JavaScript, gallery search per keystroke.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const port = 3977;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'swipestack-bench-'));
// The bench signs 50 users up from 127.0.0.1 and drives single sessions hard: it measures
// the server, not its protective limits (docs/auth.md), so they are lifted here.
const unlimited = {
  SIGN_UP_ADDRESS_LIMIT: '1000000',
  GRAPHQL_SESSION_BUDGET: '0',
  GRAPHQL_TOKEN_BUDGET: '0',
};

async function startOnce() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SMTP_PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...unlimited,
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - t0 > 120_000)
      throw new Error('the server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: performance.now() - t0 };
}

function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

const percentile = (values, p) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ];

async function gql(query, variables, cookie) {
  const t0 = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  await response.text();
  return { ms: performance.now() - t0, cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
}

async function startupAndAuth() {
  const first = await startOnce();
  console.log(`first start on an empty DATA_DIR (migrations applied): ${first.ms.toFixed(0)} ms`);
  await stop(first.child);
  const warm = [];
  for (let i = 0; i < 3; i++) {
    const run = await startOnce();
    warm.push(run.ms);
    await stop(run.child);
  }
  console.log(
    `warm start (3 runs): ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms, median ${percentile(warm, 50).toFixed(0)} ms (target ≤ 2000 ms)`,
  );

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SMTP_PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      ...unlimited,
    },
    stdio: 'ignore',
  });
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));

  const SIGN_UP =
    'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { id } errors { __typename } } }';
  const SIGN_IN =
    'mutation($input: SignInInput!) { signIn(input: $input) { viewer { id } errors { __typename } } }';
  const VIEWER =
    '{ viewer { id name teams(first: 10) { edges { node { id name swipeCount viewerRole } } } } }';
  const runs = 50;
  const figures = { signUp: [], signIn: [], viewer: [] };
  for (let i = 0; i < runs; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const up = await gql(SIGN_UP, { input: { email, password: 'password123', name: 'Bench' } });
    figures.signUp.push(up.ms);
    const inn = await gql(SIGN_IN, { input: { email, password: 'password123' } });
    figures.signIn.push(inn.ms);
    figures.viewer.push((await gql(VIEWER, {}, inn.cookie)).ms);
  }
  for (const [name, values] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(7)} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  (${runs} sequential requests, embedded PGlite)`,
    );
  }
  await stop(child);
}

/** The benches on a PostgreSQL server: each a script under server/bench/, run with tsx. */
const onPostgres = {
  // Swipe list and search with 100,000 swipes.
  swipes: 'bench/swipes.ts',
  // Search at 1,000,000 swipes in one team: each query shape, with and without filters.
  search: 'bench/search.ts',
  // The swipes page in Chromium: 500 swipes in the compact view, loaded and scrolled.
  'swipes-page': 'bench/swipes-page.ts',
  // Live team events: 1,000 graphql-ws subscribers on one team.
  'team-events': 'bench/team-events.ts',
  // Collaboration: a comment to 50 open tabs (p95), presence of 1,000 members (memory).
  collaboration: 'bench/collaboration.ts',
  // Import of 5,000 bookmarks (links only, captures queued) into an empty Pro team.
  import: 'bench/import.ts',
  // ZIP bombs sent to the import: /healthz while they are unpacked, RSS before and after.
  'import-bomb': 'bench/import-bomb.ts',
  // Throughput of the swipes page, a collection and search against a bare-Yoga ceiling.
  throughput: 'bench/throughput.ts',
  // Idle RSS on PostgreSQL and embedded; 200 users' realistic mix for 60 s; a leak check.
  'memory-mix': 'bench/memory-mix.ts',
};
/** The benches that need no PostgreSQL server (the embedded database or none). */
const standalone = {
  // Parallel captures in the system Chromium (the server on its embedded database).
  captures: 'bench/captures.ts',
  // Text in images (issue 15): OCR of a 1280×800 screenshot, as the image-text job reads it.
  'image-text': 'bench/image-text.ts',
};
const sections = ['startup', ...Object.keys(onPostgres), ...Object.keys(standalone), 'lighthouse'];
// `npm run bench -- <section> [<section> …]` runs only those (names above); none runs all.
const chosen = process.argv.slice(2);
for (const name of chosen)
  if (!sections.includes(name))
    throw new Error(`unknown bench section "${name}"; sections: ${sections.join(', ')}`);
const wanted = (name) => chosen.length === 0 || chosen.includes(name);

const { ensureSystemPackages, run } = await import('./lib.mjs');
// The server runs as production runs it: with jemalloc, installed here as `npm start` does.
ensureSystemPackages(['libjemalloc2'], { optional: true });

if (wanted('startup')) await startupAndAuth();

const { startPostgres } = await import('./test-services.mjs');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const serverDir = path.join(root, 'server');
const postgresBenches = Object.entries(onPostgres).filter(([name]) => wanted(name));
if (postgresBenches.length > 0) {
  // A throwaway PostgreSQL server unless DATABASE_URL names one.
  let databaseUrl = process.env.DATABASE_URL;
  let postgres;
  if (!databaseUrl) {
    // pg_stat_statements: the benches that count statements read it (bench/scratch-database.ts).
    postgres = await startPostgres(
      ensureSystemPackages().postgresBin,
      '-c shared_preload_libraries=pg_stat_statements',
    );
    databaseUrl = postgres.url;
  }
  try {
    for (const [, script] of postgresBenches)
      await run(tsx, [script], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
  } finally {
    postgres?.stop();
  }
}
for (const [name, script] of Object.entries(standalone))
  if (wanted(name)) await run(tsx, [script], { cwd: serverDir });

// Public site (issue 7): its own free port and throwaway DATA_DIR.
if (wanted('lighthouse')) await run(process.execPath, ['scripts/lighthouse.mjs']);
