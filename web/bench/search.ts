// Gallery search per keystroke (issue 7: "gallery search answers each keystroke within one
// frame"): times exactly what the search box calls on every keystroke, the function
// `createExampleSearch` returns (web/src/components/examples/search.ts), over the real catalogue
// (prisma/seed/examples.json), for every prefix of 1–10 characters of typical queries, as
// typed one key at a time. Prints p50 / p95 / max in ms against a 16 ms frame. Rendering the
// dropdown is not included. Run: `npx tsx web/bench/search.ts` (npm run lighthouse runs it).
import { readFileSync } from 'node:fs';
import type { Example } from '../src/components/examples/catalogue';
import { createExampleSearch } from '../src/components/examples/search';

const FRAME_MS = 16;
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 30);

/** What visitors type: category words, brands, phrases with spaces, and typos. */
const QUERIES = [
  'landing pa',
  'pricing ca',
  'welcome em',
  'abandoned ',
  'exit inten',
  'newsletter',
  'popup',
  'onboarding',
  'black frid',
  'affiliate ',
  'webinar re',
  'billboard',
  'calculatr',
  'discout po',
  'saas',
  'e',
  'zzzzqqqq',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const url = new URL('../../prisma/seed/examples.json', import.meta.url);
const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Omit<Example, 'id'>[];
const examples: Example[] = catalogue.map((entry, index) => ({ id: `id-${index}`, ...entry }));

let t0 = performance.now();
const search = createExampleSearch(examples);
const buildMs = performance.now() - t0;

const keystrokes = QUERIES.flatMap((query) =>
  Array.from({ length: Math.min(10, query.length) }, (_, i) => query.slice(0, i + 1)),
);
t0 = performance.now();
search(keystrokes[0] ?? 'a');
const firstMs = performance.now() - t0;

const times: number[] = [];
let found = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const query of keystrokes) {
    t0 = performance.now();
    found += search(query).length;
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const max = times.at(-1) ?? Number.NaN;
console.log(
  `Gallery search per keystroke (${examples.length} titles, ${keystrokes.length} keystrokes × ${ROUNDS} rounds, frame ${FRAME_MS} ms):`,
);
console.log(
  `  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(max)}  ` +
    `(${max < FRAME_MS ? 'every keystroke within a frame' : 'SOME KEYSTROKES OVER A FRAME'})`,
);
console.log(
  `  index built on first focus in ${ms(buildMs)}; first keystroke (cold) ${ms(firstMs)}; ${(found / ROUNDS).toFixed(0)} results a round`,
);
