import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';

// Reads the words in a picture (OCR) with tesseract.js and the English data shipped in the npm
// package @tesseract.js-data/eng: nothing is downloaded at run time.

const require = createRequire(import.meta.url);
/** The "best_int" (LSTM, integer) English model of @tesseract.js-data/eng, gzipped. */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Wider pictures are scaled down to this: OCR time grows with pixels. */
const MAX_WIDTH = 2000;
/** Of a taller picture only its top is read (a long screenshot's first screens). */
const MAX_HEIGHT = 6000;
/** Narrower pictures are scaled up: small type reads better at twice its size. */
const UPSCALE_BELOW = 800;
/** Words tesseract is less sure of than this (0–100) are left out: mostly shapes, not text. */
const MIN_CONFIDENCE = 55;
/** Pictures smaller than this on a side (spacers, pixels, icons) hold no readable words. */
const MIN_SIDE = 16;

/**
 * A picture as tesseract reads it best: grey PNG, within the size bounds, at `scale` of its
 * reading size. Tesseract's layout analysis misses type much larger than body text (a
 * headline, an ad's slogan), so a picture is also read at half that size.
 */
async function prepare(image: Buffer, half: boolean): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(image, { animated: false }).metadata();
  const fit = width < UPSCALE_BELOW ? 2 : Math.min(1, MAX_WIDTH / width);
  const scale = half ? fit / 2 : fit;
  const scaledWidth = Math.max(1, Math.round(width * scale));
  const scaledHeight = Math.max(1, Math.round(height * scale));
  const resized = await sharp(image, { animated: false, limitInputPixels: 60_000_000 })
    .resize({ width: scaledWidth, kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .png()
    .toBuffer();
  const maxHeight = Math.round(MAX_HEIGHT * (half ? 0.5 : 1));
  return scaledHeight > maxHeight
    ? sharp(resized)
        .extract({ left: 0, top: 0, width: scaledWidth, height: maxHeight })
        .png()
        .toBuffer()
    : resized;
}

type Lines = string[][];

const wordKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The lines of the full-size reading, then those of the half-size one with new words. */
function merge(full: Lines, half: Lines): string {
  const seen = new Set(full.flat().map(wordKey));
  const extra = half.filter((line) => line.some((word) => !seen.has(wordKey(word))));
  return [...full, ...extra].map((line) => line.join(' ')).join('\n');
}

/**
 * One tesseract worker, created on the first read and kept for the next ones; `close`
 * terminates it (the server does when it stops). Reads run one at a time.
 */
export class ImageTextReader {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', 1, {
        langPath: LANG_PATH,
        gzip: true,
        // The model is read from the package every time; no copy is written to the disk.
        cacheMethod: 'none',
      });
      // Screenshots carry no resolution: the one tesseract would guess (and warn about on
      // stderr for every picture) rather than an estimate.
      await worker.setParameters({ user_defined_dpi: '70' });
      return worker;
    })().catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  /** The words found in a picture (any format sharp reads), lines kept, or '' for none. */
  read(image: Buffer): Promise<string> {
    const next = this.queue.then(async () => {
      const { width = 0, height = 0 } = await sharp(image, { animated: false }).metadata();
      if (Math.min(width, height) < MIN_SIDE) return '';
      const worker = await this.start();
      const full = await this.lines(worker, await prepare(image, false));
      const half = await this.lines(worker, await prepare(image, true));
      return merge(full, half);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async lines(worker: Worker, png: Buffer): Promise<Lines> {
    const { data } = await worker.recognize(png, {}, { text: false, blocks: true });
    return (data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
      .map((line) =>
        line.words
          .filter((word) => word.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text))
          .map((word) => word.text),
      )
      .filter((line) => line.length > 0);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
