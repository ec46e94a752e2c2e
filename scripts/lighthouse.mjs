// `npm run lighthouse`: issue 7's speed figures for the public site (no assertions):
// - Lighthouse, desktop preset, on `/`, `/pricing` and `/examples` (targets: performance and
//   accessibility 95+), RUNS runs each, the median of each column;
// - the gzipped JavaScript of each page's first load from the built app (scripts/js-budget.mjs;
//   target for the gallery: under 150 KB);
// - the gallery search's time per keystroke (web/bench/search.ts; target: within a 16 ms frame).
// Builds the web app when its inputs changed, starts the real server in production mode on a
// free port with a throwaway DATA_DIR, and drives the system Chromium (CHROME_PATH, default
// /usr/bin/chromium) headless. Exits non-zero only when the server or Lighthouse fails.
// Env: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (comma-separated paths).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { kb, printFirstLoadJs } from './js-budget.mjs';
import { buildWeb, generatePrismaClient, root, run } from './lib.mjs';
import { freePort, waitFor } from './test-services.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/pricing,/examples').split(',');
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse result (scores 0–100, times in ms, bytes). */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsTransfer: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    jsRequests: scripts.length,
    failing: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id),
    warnings: lhr.runWarnings ?? [],
  };
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktopConfig,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

// 1. The built app and its first-load JavaScript.
await generatePrismaClient();
await buildWeb();
printFirstLoadJs();
console.log();

// 2. Gallery search per keystroke.
await run(path.join(root, 'node_modules/.bin/tsx'), ['web/bench/search.ts']);
console.log();

// 3. Lighthouse against the real server.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'swipestack-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_PORT: '0',
    DATA_DIR: dataDir,
    APP_ORIGIN: origin,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = new Promise((resolve) => server.on('exit', resolve));
let exitCode = 0;
try {
  await waitFor(
    () => fetch(`${origin}/healthz`).then((r) => r.ok),
    'the server did not start',
    120_000,
  );
  // The gallery's catalogue is seeded at start-up; audit /examples only once it is there.
  await waitFor(
    () =>
      fetch(`${origin}/api/examples`)
        .then((r) => (r.ok ? r.json() : null))
        .then((body) => JSON.stringify(body ?? []).length > 1000),
    'the examples catalogue was not seeded',
    120_000,
  );
  for (const page of PAGES) await fetch(`${origin}${page}`).then((r) => r.text()); // warm-up

  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${origin}${page}`));
      console.log(
        `  ${page} run ${i + 1}/${RUNS}: performance ${runs.at(-1).performance}, accessibility ${runs.at(-1).accessibility}`,
      );
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      performance: m('performance'),
      perfRange: `${Math.min(...runs.map((r) => r.performance))}–${Math.max(...runs.map((r) => r.performance))}`,
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      jsTransfer: m('jsTransfer'),
      jsResource: m('jsResource'),
      jsRequests: m('jsRequests'),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    });
  }

  console.log();
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, desktop preset, median of ${RUNS} runs, ${path.basename(CHROME_PATH)} headless, ${cpus().length} CPUs (targets: performance and accessibility 95+):`,
  );
  const header = [
    'page',
    'perf',
    '(range)',
    'a11y',
    'best pr.',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS transferred',
  ];
  const table = rows.map((r) => [
    r.page,
    String(r.performance),
    r.perfRange,
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.lcp / 1000).toFixed(2)} s`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    `${kb(r.jsTransfer)} (${r.jsRequests} files, ${kb(r.jsResource)} uncompressed)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  for (const row of [header, ...table])
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd());
  if (rows.some((r) => r.jsTransfer > 0.9 * r.jsResource))
    console.log(
      '  JS transferred ≈ uncompressed: the server sends JavaScript without Content-Encoding (gzipped figures above).',
    );
  for (const r of rows) {
    if (r.failing.length)
      console.log(`  ${r.page}: audits under 90 in some run: ${r.failing.join(', ')}`);
    for (const warning of r.warnings) console.log(`  ${r.page}: Lighthouse warning: ${warning}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await serverExit;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
