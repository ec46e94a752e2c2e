// ZIP bombs sent to the import (issue 34): the server's /healthz latency while the import job
// unpacks them (target: every answer under 200 ms) and its RSS before, at its peak and after
// the imports end (target: back within 50 MB of before). Bombs: the (a 300 KB ZIP that
// unpacks to 300 MB) alone and three at once, and one that unpacks past the total limit within
// the entry and ratio limits (19 MB unpacking to 1,140 MB). The server runs as its own process
// on a scratch database of the PostgreSQL server named by DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { entryOf, repeatedEntry, swipesJson, zipOf } from '../test/helpers/zip-files.js';

const TARGET_MS = 200;
const TARGET_MB = 50;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');
const name = `swipestack_bench_bomb_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const link = 'https://example.com/';
const bombs = {
  ratio: zipOf([
    entryOf('swipes.json', swipesJson([link], { [link]: ['files/x.png'] })),
    repeatedEntry('files/x.png', 300),
  ]),
  total: zipOf([
    entryOf('swipes.json', swipesJson([link])),
    ...Array.from({ length: 6 }, (_, i) =>
      repeatedEntry(`files/${i}.png`, 190, { noise: 16 * 1024 }),
    ),
  ]),
};

const port = 4000 + Math.floor(Math.random() * 20000);
const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-bomb-'));
const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    CHROMIUM_PATH: path.join(dataDir, 'no-chromium'),
    GRAPHQL_SESSION_BUDGET: '0',
  },
  stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
});
const base = `http://127.0.0.1:${port}`;
const pid = child.pid ?? 0;
try {
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited');
    await pause(100);
  }
  const signUp = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { teams(first: 1) { edges { node { id } } } } } }',
      variables: {
        input: { email: 'bench-bomb@example.com', password: 'correct horse', name: 'B' },
      },
    }),
  });
  const cookie = signUp.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const signedUp = (await signUp.json()) as {
    data: { signUp: { viewer: { teams: { edges: { node: { id: string } }[] } } } };
  };
  const teamId = signedUp.data.signUp.viewer.teams.edges[0]?.node.id ?? '';
  type ImportAnswer = { data: { import: { import_id: string; status: string; error: string } } };

  async function run(label: string, files: Buffer<ArrayBuffer>[]) {
    await pause(1000);
    const before = rssMb(pid);
    let peak = before;
    let slowest = 0;
    let done = false;
    const ids: string[] = [];
    let uploaded = false;
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        await fetch(`${base}/healthz`);
        const took = performance.now() - t0;
        if (process.env.BENCH_DEBUG_SLOW && took > 100)
          console.log(
            `  slow /healthz ${took.toFixed(0)} ms, ${uploaded ? 'after' : 'during'} the upload`,
          );
        slowest = Math.max(slowest, took);
        peak = Math.max(peak, rssMb(pid));
        await pause(50);
      }
    })();
    for (const file of files) {
      const response = await fetch(
        `${base}/api/teams/${encodeURIComponent(teamId)}/imports?name=bomb.zip`,
        { method: 'POST', headers: { cookie, origin: base }, body: file },
      );
      ids.push(((await response.json()) as ImportAnswer).data.import.import_id);
    }
    uploaded = true;
    const errors: string[] = [];
    if (!files.length) await pause(3000);
    for (const id of ids) {
      for (;;) {
        const answer = await fetch(`${base}/api/imports/${id}`, { headers: { cookie } });
        const job = ((await answer.json()) as ImportAnswer).data.import;
        if (!['queued', 'running'].includes(job.status)) {
          errors.push(`${job.status}: ${job.error}`);
          break;
        }
        await pause(100);
      }
    }
    done = true;
    await probe;
    await pause(2000);
    const after = rssMb(pid);
    console.log(`${label}: ${[...new Set(errors)].join(' | ')}`);
    console.log(
      `  slowest /healthz while processing: ${slowest.toFixed(0)} ms (target < ${TARGET_MS} ms)${slowest < TARGET_MS ? '' : '  OVER TARGET'}`,
    );
    console.log(
      `  RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB after: ${after - before >= 0 ? '+' : ''}${(after - before).toFixed(0)} MB (target within ${TARGET_MB} MB)${after - before <= TARGET_MB ? '' : '  OVER TARGET'}`,
    );
  }

  await run('no import (the baseline on this machine)', []);
  await run(`the issue's bomb (${(bombs.ratio.length / 1024).toFixed(0)} KB → 300 MB)`, [
    bombs.ratio,
  ]);
  await run('three of them at once', [bombs.ratio, bombs.ratio, bombs.ratio]);
  await run(`past the total (${(bombs.total.length / 1024 / 1024).toFixed(0)} MB → 1,140 MB)`, [
    bombs.total,
  ]);
} finally {
  await new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
