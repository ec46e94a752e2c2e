// The swipes page in the browser (issue 16's target): 500 swipes in the compact view, loaded
// and scrolled to the bottom in the system Chromium (playwright-core). Prints first
// contentful paint, when the first cards show, and the frame interval while scrolling
// (infinite scroll loads the 500 as it goes), beside their targets (docs/web.md).
// Needs DATABASE_URL (a server where it may create a scratch database); builds the web app.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { buildWeb, root } from '../../scripts/lib.mjs';
import { percentile } from './bench-kit.js';

const SWIPES = Number(process.env.BENCH_PAGE_SWIPES ?? 500);
const LOADS = 3;
const TARGETS = { fcpMs: 1500, firstCardsMs: 2500, p95FrameMs: 33 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');

const median = (values: number[]) => percentile(values, 50);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A UUIDv7 for `ms` (ids are in save order, as the app's are). */
function uuidv7(ms: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const COPY = [
  'Stop scrolling.\nYour morning deserves better coffee: roasted this week, at your door by Friday.',
  'Three tiers, one toggle.\nAnnual saves 20% and the badge says so twice.',
  'We broke our own record.\n48 hours only: every size, every colour, 30% off.',
];
const KINDS = ['AD', 'WEBSITE', 'EMAIL', 'LANDING_PAGE', 'AD'] as const;

const name = `swipestack_page_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let server: ChildProcess | undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

try {
  await buildWeb();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      SMTP_PORT: '0',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-page-bench-')),
      NODE_ENV: 'production',
      GRAPHQL_SESSION_BUDGET: '0',
      SIGN_UP_ADDRESS_LIMIT: '1000000',
    },
    stdio: 'ignore',
  });
  const started = performance.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A user signed up in the browser (the session cookie stays there), then 500 swipes of
  // every kind written straight to the database, and the compact view chosen.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx names functions with a `__name` helper that the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  const page = await context.newPage();
  await page.goto(`${base}/`);
  // Browsers may only send the app's persisted operations in production: the sign-up's.
  const artifact = await readFile(
    path.join(root, 'web/src/__generated__/useSignUpMutation.graphql.ts'),
    'utf8',
  );
  const signUpId = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  const signUp = await page.evaluate(async (sha256Hash) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({
        operationName: 'useSignUpMutation',
        variables: {
          input: {
            email: `bench-${Date.now()}@example.com`,
            password: 'password123',
            name: 'Bench',
          },
        },
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      }),
    });
    return response.text();
  }, signUpId);
  if (!signUp.includes('"viewer":{')) throw new Error(`sign-up refused: ${signUp.slice(0, 300)}`);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const {
      rows: [owner],
    } = await db.query<{ user_id: string; team_id: string }>(
      `SELECT m.user_id, m.team_id FROM team_member m JOIN team t ON t.id = m.team_id
       WHERE t.type = 'PERSONAL' LIMIT 1`,
    );
    if (!owner) throw new Error('no team');
    const start = Date.now() - SWIPES * 60_000;
    for (let i = 0; i < SWIPES; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'AD';
      const web = kind === 'WEBSITE' || kind === 'LANDING_PAGE';
      await db.query(
        `INSERT INTO swipe (id, team_id, author_id, kind, title, url, source, notes, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
        [
          uuidv7(start + i * 60_000),
          owner.team_id,
          owner.user_id,
          kind,
          `Swipe ${i + 1}: ${kind.toLowerCase().replace('_', ' ')}`,
          web ? `https://brand${i % 40}.example/page-${i}` : null,
          kind === 'EMAIL' ? `Brand ${i % 40} <news@brand${i % 40}.example>` : null,
          COPY[i % COPY.length],
        ],
      );
    }
    await db.query(`UPDATE "user" SET swipe_view = 'COMPACT' WHERE id = $1`, [owner.user_id]);
  } finally {
    await db.end();
  }

  const cards = '[data-view="compact"] article';
  const fcps: number[] = [];
  const firstCards: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.goto(`${base}/swipes`, { waitUntil: 'commit' });
    await page.locator(cards).first().waitFor();
    const figures = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      now: performance.now(),
    }));
    fcps.push(figures.fcp);
    firstCards.push(figures.now);
  }

  // Scroll to the bottom a screen per 100 ms-ish, recording every frame, until all swipes are on
  // the page and the end is reached (or two minutes pass).
  const scroll = await page.evaluate(
    async ({ selector, total }) => {
      const intervals: number[] = [];
      const began = performance.now();
      let last = began;
      await new Promise<void>((resolve) => {
        const frame = (now: number) => {
          intervals.push(now - last);
          last = now;
          window.scrollBy(0, 90);
          const bottom = window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
          const all = document.querySelectorAll(selector).length >= total;
          if ((all && bottom) || now - began > 120_000) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      return {
        intervals: intervals.slice(1),
        ms: performance.now() - began,
        cards: document.querySelectorAll(selector).length,
      };
    },
    { selector: cards, total: SWIPES },
  );
  await context.close();

  const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');
  const fcp = median(fcps);
  const first = median(firstCards);
  const p95 = percentile(scroll.intervals, 95);
  console.log(`swipes page, ${SWIPES} swipes, compact view, 1440×900, system Chromium:`);
  console.log(
    `  first contentful paint   median ${fcp.toFixed(0)} ms of ${LOADS} loads (target ≤ ${TARGETS.fcpMs} ms: ${verdict(fcp, TARGETS.fcpMs)})`,
  );
  console.log(
    `  first cards on screen    median ${first.toFixed(0)} ms (target ≤ ${TARGETS.firstCardsMs} ms: ${verdict(first, TARGETS.firstCardsMs)})`,
  );
  console.log(
    `  scrolling to the bottom  ${scroll.cards} cards in ${(scroll.ms / 1000).toFixed(1)} s, frame interval p50 ${percentile(scroll.intervals, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGETS.p95FrameMs} ms: ${verdict(p95, TARGETS.p95FrameMs)})`,
  );
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  if (server && server.exitCode === null)
    await new Promise((resolve) => server?.on('exit', resolve));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
