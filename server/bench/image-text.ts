// OCR of a 1280×800 screenshot (issue 15): the time the image-text job's reader takes to start
// its tesseract worker, then p50 and p95 of reading the picture over BENCH_OCR_RUNS runs (20
// by default), one at a time as the job does. No database needed.
import { readFile } from 'node:fs/promises';
import { ImageTextReader } from '../src/images/image-text-reader.js';
import { percentile } from './bench-kit.js';

const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 20);
// The test fixture: a landing page's first screen, its words only as pixels.
const screenshot = await readFile(new URL('../test/fixtures/ocr-screenshot.png', import.meta.url));

const reader = new ImageTextReader();
try {
  const t0 = performance.now();
  const first = await reader.read(screenshot);
  const firstMs = performance.now() - t0;
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await reader.read(screenshot);
    samples.push(performance.now() - start);
  }
  const words = first.split(/\s+/).filter(Boolean).length;
  console.log(
    `OCR first read (tesseract worker started, English model loaded): ${firstMs.toFixed(0)} ms`,
  );
  console.log(
    `OCR of a 1280×800 screenshot (${words} words found): p50 ${percentile(samples, 50).toFixed(0)} ms  p95 ${percentile(samples, 95).toFixed(0)} ms  (${RUNS} runs, one at a time; issue 15 asks for the figure, no target; a background job, so it delays only the search of that picture's words)`,
  );
} finally {
  await reader.close();
}
