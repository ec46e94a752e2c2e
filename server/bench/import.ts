// Import (issue 16): 5,000 bookmarks (links only) from a bookmarks HTML file into an empty Pro
// team, through the REST upload and the import job: the time from the upload's first byte to
// the job's end, and the server process's peak RSS above its RSS before the upload. Captures
// are queued, not run (the server is given no browser). The server runs as its own process
// on a scratch database of the PostgreSQL server named by DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BOOKMARKS = Number(process.env.BENCH_BOOKMARKS ?? 5000);
const TARGET_SECONDS = 30;
const TARGET_MB = 150;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');
const name = `swipestack_bench_import_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const rssBytes = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

function bookmarksFile() {
  const links = Array.from(
    { length: BOOKMARKS },
    (_, i) =>
      `    <DT><A HREF="https://bench-${i % 50}.example.com/page/${i}" ADD_DATE="${1_700_000_000 + i}" TAGS="bench,folder-${i % 20}">Bookmark ${i}</A>\n    <DD>Note for bookmark ${i}`,
  );
  const folders = Array.from(
    { length: 10 },
    (_, f) =>
      `<DT><H3>Folder ${f}</H3>\n<DL><p>\n${links.filter((_, i) => i % 10 === f).join('\n')}\n</DL><p>`,
  );
  return `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<DL><p>\n${folders.join('\n')}\n</DL><p>\n`;
}

function stop(child: ChildProcess) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

const port = 4000 + Math.floor(Math.random() * 20000);
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-import-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_PORT: '0',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DATABASE_URL: url.toString(),
    REDIS_URL: '',
    // No browser: the captures the import queues wait in the queue.
    CHROMIUM_PATH: path.join(dataDir, 'no-chromium'),
    GRAPHQL_SESSION_BUDGET: '0',
  },
  stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signUp = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { teams(first: 1) { edges { node { id } } } } } }',
      variables: {
        input: { email: 'bench-import@example.com', password: 'correct horse', name: 'Bench' },
      },
    }),
  });
  const cookie = signUp.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const signedUp = (await signUp.json()) as {
    data: { signUp: { viewer: { teams: { edges: { node: { id: string } }[] } } } };
  };
  const teamId = signedUp.data.signUp.viewer.teams.edges[0]?.node.id ?? '';
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  const dbTeamId = Buffer.from(teamId, 'base64')
    .toString()
    .replace(/^Team:/, '');
  await raw.query(
    `INSERT INTO subscription (id, team_id, status, type, updated_at) VALUES (gen_random_uuid(), $1, 'ACTIVE', 'pro', now())`,
    [dbTeamId],
  );
  const file = bookmarksFile();
  const before = rssBytes(child.pid ?? 0);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(child.pid ?? 0));
  }, 50);
  const t0 = performance.now();
  const started = await fetch(
    `${base}/api/teams/${encodeURIComponent(teamId)}/imports?name=bench.html`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/html', origin: base },
      body: file,
    },
  );
  const importId = ((await started.json()) as { data: { import: { import_id: string } } }).data
    .import.import_id;
  let job: { status: string; imported: number; total: number };
  for (;;) {
    const answer = await fetch(`${base}/api/imports/${importId}`, { headers: { cookie } });
    job = ((await answer.json()) as { data: { import: typeof job } }).data.import;
    if (!['queued', 'running'].includes(job.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const queued = await raw.query(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'capture-swipe' AND state = 'created'`,
  );
  await raw.end();
  const mb = (peak - before) / 1024 / 1024;
  console.log(
    `import of ${BOOKMARKS} bookmarks (${(file.length / 1024 / 1024).toFixed(1)} MB HTML) into an empty Pro team: ${job.status}, ${job.imported} imported, ${queued.rows[0].n} captures queued`,
  );
  console.log(
    `  time, upload to done: ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s)${seconds <= TARGET_SECONDS ? '' : '  OVER TARGET'}`,
  );
  console.log(
    `  server peak RSS: +${mb.toFixed(0)} MB over ${(before / 1024 / 1024).toFixed(0)} MB before (target ≤ +${TARGET_MB} MB)${mb <= TARGET_MB ? '' : '  OVER TARGET'}`,
  );
} finally {
  await stop(child);
  await rm(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
