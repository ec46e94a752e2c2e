// A first visit to /discover on a slow link (docs/web.md, "First paint on a slow link"):
// `BASE_URL=http://localhost:3000 npx tsx server/bench/slow-link.ts` against a running production
// server (`npm start`). A new user each run, the browser's cache off, the link throttled through
// CDP (Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms latency). Prints,
// from the navigation's start, when each milestone was first on screen and how many bytes of
// JavaScript (as transferred) had arrived by then. Median of RUNS (default 3).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.RUNS ?? 3);
const LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};

const MILESTONES: Record<string, (page: Page) => Promise<unknown>> = {
  'anything on screen': (page) =>
    page.waitForFunction(() => (document.getElementById('root')?.textContent ?? '').trim() !== ''),
  'app navigation': (page) =>
    page
      .getByRole('navigation', { name: 'App' })
      .getByRole('link', { name: 'Collections' })
      .waitFor(),
  'Discover heading': (page) => page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor(),
  'first card title': (page) =>
    page
      .getByRole('list', { name: 'Discover items' })
      .getByRole('article')
      .first()
      .getByRole('heading')
      .waitFor(),
};

function persistedId(operation: string): string {
  const file = new URL(`../../web/src/__generated__/${operation}.graphql.ts`, import.meta.url);
  const match = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`No persisted id for ${operation}`);
  return match[1];
}

async function run() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1366, height: 768 },
    });
    const id = randomBytes(6).toString('hex');
    const signUp = await context.request.post('/graphql', {
      data: {
        operationName: 'useSignUpMutation',
        variables: {
          input: {
            name: `Bench ${id}`,
            email: `bench-${id}@example.com`,
            password: `pw-${id}-${id}`,
          },
        },
        extensions: {
          persistedQuery: { version: 1, sha256Hash: persistedId('useSignUpMutation') },
        },
      },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', LINK);
    const scripts = new Set<string>();
    const arrived: { at: number; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId))
        arrived.push({ at: Date.now(), bytes: event.encodedDataLength });
    });
    const start = Date.now();
    const navigation = page.goto('/discover', { waitUntil: 'commit' });
    const result: Record<string, { ms: number; jsKB: number }> = {};
    await Promise.all(
      Object.entries(MILESTONES).map(async ([name, reached]) => {
        await reached(page);
        const at = Date.now();
        const bytes = arrived
          .filter((each) => each.at <= at)
          .reduce((sum, each) => sum + each.bytes, 0);
        result[name] = { ms: at - start, jsKB: Math.round(bytes / 100) / 10 };
      }),
    );
    await navigation;
    return result;
  } finally {
    await browser.close();
  }
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await run());
const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`${BASE_URL}/discover, 1.6 Mbps / 150 ms, cache off, median of ${RUNS}`);
for (const name of Object.keys(MILESTONES)) {
  const ms = median(runs.map((each) => each[name]?.ms ?? 0));
  const kb = median(runs.map((each) => each[name]?.jsKB ?? 0));
  console.log(
    `${name.padEnd(20)} ${(ms / 1000).toFixed(2)} s   JS before it: ${kb} KB   (runs: ${runs.map((each) => ((each[name]?.ms ?? 0) / 1000).toFixed(2)).join(', ')} s)`,
  );
}
