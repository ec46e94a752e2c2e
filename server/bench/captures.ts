// Parallel captures (issue 15): 20 captures of a local 5,000-px page served on loopback, wall
// time with CAPTURE_CONCURRENCY=2 against 1 in the same run (target: at most 0.6×), and the
// memory of the capture worker while the 20 run: the peak RSS of the server process (it
// holds the embedded database too) and of its Chromium processes summed (pages shared between
// them are counted in each, so that part is an upper bound). The server runs as its own process on the embedded database, as `npm start`.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const CAPTURES = Number(process.env.BENCH_CAPTURES ?? 20);
const TARGET_RATIO = 0.6;

const sections = Array.from(
  { length: 50 },
  (_, i) =>
    `<section style="height:100px;background:hsl(${(i * 37) % 360} 70% 85%)"><h2>Section ${i + 1}</h2><p>Benefits, proof and a call to action, as a landing page has them.</p></section>`,
).join('');
const PAGE = `<!doctype html><html><head><title>A long landing page</title>
<meta name="description" content="5,000 px of content"></head>
<body style="margin:0;font-family:sans-serif">${sections}</body></html>`;

const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const pageUrl = (n: number) => `http://127.0.0.1:${(site.address() as AddressInfo).port}/p/${n}`;

/** Every process under `root` (itself included), from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

const rssBytes = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0; // Gone meanwhile.
  }
};

/** CPU time the whole machine has spent busy so far, in milliseconds (from /proc/stat). */
function machineBusyMs() {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user, nice, system, irq, softirq (not idle, iowait, steal)
  const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (fields[i] ?? 0), 0);
  return (busy * 1000) / 100;
}

/** RSS of the server process, and the sum over its Chromium processes. */
function memory(server: number) {
  const browser = processTree(server)
    .slice(1)
    .reduce((sum, pid) => sum + rssBytes(pid), 0);
  return { server: rssBytes(server), browser };
}

async function startServer(concurrency: number) {
  const port = 4000 + Math.floor(Math.random() * 20000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-bench-captures-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      CAPTURE_CONCURRENCY: String(concurrency),
      CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
      GRAPHQL_SESSION_BUDGET: '0',
      // 20 saves at once on a busy machine: slow answers are measured, not refused.
      GRAPHQL_QUERY_TIMEOUT_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      FREE_SWIPE_LIMIT: '100000',
    },
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, dataDir };
}

function stop(child: ChildProcess) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function run(concurrency: number) {
  const { child, base, dataDir } = await startServer(concurrency);
  let cookie = '';
  const gql = async (query: string, variables: object = {}) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    cookie ||= response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    // biome-ignore lint/suspicious/noExplicitAny: a bench reads the fields it asked for
    return ((await response.json()) as any).data;
  };
  await gql(
    'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { id } errors { __typename } } }',
    {
      input: { email: `bench-${Date.now()}@example.com`, password: 'password123', name: 'Bench' },
    },
  );
  const teamId = (await gql('{ viewer { teams(first: 1) { edges { node { id } } } } }')).viewer
    .teams.edges[0].node.id;
  const create = async (n: number) => {
    const saved = await gql(
      'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
      { input: { teamId, kind: 'LANDING_PAGE', url: pageUrl(n) } },
    );
    if (!saved?.createSwipe?.swipe) throw new Error(`swipe ${n} was not saved`);
  };
  const statuses = async (): Promise<string[]> =>
    (
      await gql(
        `query($id: ID!) { node(id: $id) { ... on Team { swipes(first: 100) { edges { node { captureStatus } } } } } }`,
        { id: teamId },
      )
    ).node.swipes.edges.map((edge: { node: { captureStatus: string } }) => edge.node.captureStatus);
  const settled = async (count: number) => {
    for (;;) {
      const all = await statuses();
      if (process.env.BENCH_DEBUG) console.error(new Date().toISOString(), all.join(','));
      const done = all.filter((s) => !['PENDING', 'CAPTURING'].includes(s));
      if (done.length >= count) return all;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // Warm-up: Chromium launched, the page served once.
  await create(0);
  await settled(1);

  const peak = { server: 0, browser: 0, total: 0 };
  const sample = () => {
    const now = memory(child.pid as number);
    peak.server = Math.max(peak.server, now.server);
    peak.browser = Math.max(peak.browser, now.browser);
    peak.total = Math.max(peak.total, now.server + now.browser);
  };
  const sampler = setInterval(sample, 100);
  const busy0 = machineBusyMs();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CAPTURES }, (_, i) => create(i + 1)));
  const final = await settled(CAPTURES + 1);
  const ms = performance.now() - t0;
  const cpuMs = machineBusyMs() - busy0;
  clearInterval(sampler);
  sample();
  await stop(child);
  await rm(dataDir, { recursive: true, force: true });
  const failed = final.filter((s) => s !== 'DONE').length;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    ms,
    cpuMs,
    peakMb: { server: mb(peak.server), browser: mb(peak.browser), total: mb(peak.total) },
    failed,
  };
}

try {
  const one = await run(1);
  const two = await run(2);
  const ratio = two.ms / one.ms;
  const line = (label: string, r: typeof one) =>
    `captures  ${label}: ${CAPTURES} captures of a 5,000-px page in ${(r.ms / 1000).toFixed(1)} s; capture worker RSS peak ${r.peakMb.total} MB (server process with its embedded database ${r.peakMb.server} MB, Chromium processes ${r.peakMb.browser} MB)${r.failed ? `; ${r.failed} not DONE` : ''}`;
  console.log(line('CAPTURE_CONCURRENCY=1', one));
  console.log(line('CAPTURE_CONCURRENCY=2', two));
  console.log(
    `captures  concurrency 2 / 1 wall time: ${ratio.toFixed(2)}× (target: at most ${TARGET_RATIO}×) ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
  // Two lanes cannot finish sooner than the CPU the captures need allows: the machine's busy
  // time of the one-lane run spread over every core (or half the time, if that is more).
  const cores = availableParallelism();
  const floor = Math.max(0.5, one.cpuMs / cores / one.ms);
  console.log(
    `captures  CPU: ${(one.cpuMs / CAPTURES / 1000).toFixed(2)} core-seconds per capture (one lane keeps ${(one.cpuMs / one.ms).toFixed(2)} of ${cores} cores busy), so two lanes can reach ${floor.toFixed(2)}× at best on this machine`,
  );
} finally {
  site.close();
}
