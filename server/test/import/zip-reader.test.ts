import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImportFile } from '../../src/import/parse-file.js';
import {
  ZIP_LIMITS,
  ZipLimitError,
  type ZipLimits,
  ZipReader,
} from '../../src/import/zip-reader.js';
import {
  entryOf,
  MB,
  repeatedEntry,
  storedEntry,
  swipesJson,
  type ZipEntry,
  zipOf,
} from '../helpers/zip-files.js';

// The import's ZIP reader against ZIP bombs made here (docs/import.md, "Limits"): each is
// refused with the limit it breaks, on the bytes as they unpack, whatever its headers say.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'swipestack-zip-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let count = 0;
async function zipFile(entries: ZipEntry[]) {
  const file = path.join(dir, `${++count}.zip`);
  await writeFile(file, zipOf(entries));
  return file;
}

/** What open() refuses the ZIP with. */
async function refusal(entries: ZipEntry[], limits?: ZipLimits) {
  const file = await zipFile(entries);
  const error = await ZipReader.open(file, limits).then(
    async (zip) => {
      await zip.close();
      return null;
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

it('reads stored and deflated entries', async () => {
  const file = await zipFile([
    entryOf('a.txt', 'hello '.repeat(1000)),
    storedEntry('b.bin', Buffer.from([1, 2, 3])),
  ]);
  const zip = await ZipReader.open(file);
  try {
    expect((await zip.read('a.txt'))?.toString()).toBe('hello '.repeat(1000));
    expect(await zip.read('b.bin')).toEqual(Buffer.from([1, 2, 3]));
    expect(await zip.read('c')).toBeNull();
  } finally {
    await zip.close();
  }
});

describe('ZIP bombs', () => {
  it('refuses an entry that unpacks 300 MB from 300 KB by its ratio, after 1 MB', async () => {
    const bomb = repeatedEntry('swipes.json', 300);
    expect(bomb.packed.length).toBeLessThan(MB);
    const error = await refusal([bomb]);
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error).toMatchObject({ limit: 'ratio' });
    expect(error.message).toBe(
      'The ZIP entry "swipes.json" unpacks to more than 100 times its packed size, the most an import accepts.',
    );
  });

  it('refuses an entry above the size of one entry, however well it packs', async () => {
    const error = await refusal([repeatedEntry('files/a.png', 300)], {
      ...ZIP_LIMITS,
      ratio: Number.POSITIVE_INFINITY,
    });
    expect(error).toMatchObject({ limit: 'entryBytes' });
    expect(error.message).toBe(
      'The ZIP entry "files/a.png" unpacks to more than 200 MB, the most one entry of an import may hold.',
    );
  });

  it('refuses entries that unpack more than the total together, each within its limits', async () => {
    // About 60 to 1: under the ratio.
    const entries = Array.from({ length: 4 }, (_, i) =>
      repeatedEntry(`files/${i}.png`, 3, { noise: 16 * 1024 }),
    );
    const error = await refusal(entries, { ...ZIP_LIMITS, totalBytes: 10 * MB });
    expect(error).toMatchObject({ limit: 'totalBytes' });
    expect(error.message).toBe(
      'This ZIP file unpacks to more than 10 MB in all, the most an import reads.',
    );
  });

  it('refuses more entries than the limit before unpacking any', async () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) =>
      storedEntry(`f/${i}`, Buffer.alloc(0)),
    );
    const error = await refusal(entries);
    expect(error).toMatchObject({ limit: 'entries' });
    expect(error.message).toBe(
      'This ZIP file holds more than 50,000 files, the most an import reads.',
    );
  });

  it('is not misled by a size header that claims little', async () => {
    const bomb = { ...repeatedEntry('swipes.json', 300), size: 1000 };
    const error = await refusal([bomb], { ...ZIP_LIMITS, ratio: Number.POSITIVE_INFINITY });
    expect(error.message).toBe(
      'The ZIP entry "swipes.json" unpacks to more than its header says: the file is damaged or made to mislead.',
    );
    // Nor by one that claims the entry is small enough to skip the ratio.
    const small = { ...repeatedEntry('swipes.json', 300), size: 512 * 1024 };
    expect(await refusal([small])).toMatchObject({ message: expect.stringMatching(/header/) });
  });

  it('refuses a header that claims more than the entry holds as damaged', async () => {
    const entry = { ...entryOf('swipes.json', '{}'), size: 100 * MB };
    expect((await refusal([entry])).message).toBe('The ZIP file is damaged or cut short.');
  });

  it('keeps a ZIP inside the ZIP as an entry: its bytes, never unpacked', async () => {
    const inner = zipOf([repeatedEntry('swipes.json', 300)]);
    const file = await zipFile([storedEntry('files/inner.zip', inner)]);
    const zip = await ZipReader.open(file);
    try {
      expect((await zip.read('files/inner.zip'))?.equals(inner)).toBe(true);
    } finally {
      await zip.close();
    }
  });

  it('refuses an export whose items name one file so often that reading them breaks the total', async () => {
    const image = storedEntry('files/a.png', randomBytes(2 * MB));
    const urls = Array.from({ length: 600 }, (_, i) => `https://example.com/${i}`);
    const files = Object.fromEntries(urls.map((url) => [url, ['files/a.png']]));
    const file = await zipFile([entryOf('swipes.json', swipesJson(urls, files)), image]);
    const error = await parseImportFile(file).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ limit: 'totalBytes' });
  });
});
