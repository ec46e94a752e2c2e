import { type FileHandle, open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { MAX_IMPORT_BYTES } from '@swipestack/common/imports';
import { ImportFormatError } from './types.js';
import type { ZipCheckData, ZipCheckMessage } from './zip-check-worker.ts';
import {
  damaged,
  overTotal,
  tooManyEntries,
  unpackEntry,
  type ZipEntry,
  type ZipLimits,
  ZipProblem,
} from './zip-unpack.js';

// Reads single entries of a ZIP file on disk through its central directory, one at a time, so
// a large export is never held in memory whole. Stored and deflated entries; no ZIP64 (an
// import is at most 200 MB). Opening it unpacks every entry once in a thread of its own, so a
// ZIP over the limits fails before anything is read from it or saved (docs/import.md).

export type { ZipLimits } from './zip-unpack.js';

/** What an import ZIP may unpack to (docs/import.md, "Limits"). */
export const ZIP_LIMITS: ZipLimits = {
  /** An export has a few files per swipe. */
  entries: 50_000,
  /** The largest upload: swipes.json of the largest export. */
  entryBytes: MAX_IMPORT_BYTES,
  /** 5 × the largest upload: pictures do not pack smaller, JSON and HTML 3–20 to 1. */
  totalBytes: 5 * MAX_IMPORT_BYTES,
  ratio: 100,
  /** Small files may pack better. */
  ratioFromBytes: 1024 * 1024,
};

/** A ZIP that breaks one of the limits; `limit` names it. */
export class ZipLimitError extends ImportFormatError {
  override name = 'ZipLimitError';
  readonly limit: keyof ZipLimits;
  constructor(limit: keyof ZipLimits, message: string) {
    super(message);
    this.limit = limit;
  }
}

const importError = (problem: { message: string; limit: keyof ZipLimits | null }) =>
  problem.limit
    ? new ZipLimitError(problem.limit, problem.message)
    : new ImportFormatError(problem.message);

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** A directory record is 46 bytes and a name; more than this per entry is not an export's. */
const DIRECTORY_BYTES_PER_ENTRY = 1024;

// Run from the sources (tsx, vitest) the worker is TypeScript; in the compiled server
// (scripts/build-server.mjs) it is built beside this code as JavaScript.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './zip-check-worker.ts' : './zip-check-worker.js',
  import.meta.url,
);

export class ZipReader {
  /** Bytes read() has unpacked: an entry read twice counts twice. */
  private unpacked = 0;

  private constructor(
    private readonly file: FileHandle,
    private readonly fileSize: number,
    private readonly entries: Map<string, ZipEntry>,
    /** Each entry's unpacked size, as open() measured it. */
    private readonly sizes: Map<string, number>,
    private readonly limits: ZipLimits,
  ) {}

  /**
   * Opens a ZIP and checks it against the limits by unpacking every entry once, keeping none
   * of it: a ZIP that breaks one fails here (ZipLimitError), before anything is read from it.
   */
  static async open(path: string, limits: ZipLimits = ZIP_LIMITS): Promise<ZipReader> {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      const entries = await readDirectory(file, size, limits);
      const list = [...entries.values()];
      const measured = await checkInThread({ path, fileSize: size, entries: list, limits });
      const sizes = new Map(list.map((entry, i) => [entry.name, measured[i] ?? 0]));
      return new ZipReader(file, size, entries, sizes, limits);
    } catch (error) {
      await file.close();
      throw error instanceof ZipProblem ? importError(error) : error;
    }
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /**
   * Refuses, before any of them is read, reads of these entries (a name may come more than
   * once) that would unpack more than the total limit with what was read already.
   */
  checkReads(names: string[]) {
    const planned = names.reduce((sum, name) => sum + (this.sizes.get(name) ?? 0), 0);
    if (this.unpacked + planned > this.limits.totalBytes) throw importError(overTotal(this.limits));
  }

  /** The entry's bytes, or null when the ZIP has no such entry. */
  async read(name: string): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    // open() checked that the entry unpacks to exactly its declared size.
    const out = Buffer.allocUnsafe(entry.size);
    let at = 0;
    try {
      await unpackEntry(this.file, this.fileSize, entry, this.limits, (chunk) => {
        this.unpacked += chunk.length;
        if (this.unpacked > this.limits.totalBytes) throw overTotal(this.limits);
        chunk.copy(out, at);
        at += chunk.length;
      });
    } catch (error) {
      throw error instanceof ZipProblem ? importError(error) : error;
    }
    return out;
  }

  close() {
    return this.file.close();
  }
}

/** Unpacks every entry in a thread of its own; answers their sizes. */
function checkInThread(data: ZipCheckData) {
  const worker = new Worker(workerFile, { workerData: data });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', (message: ZipCheckMessage) => {
      if ('sizes' in message) resolve(message.sizes);
      else reject(importError(message.problem));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`The ZIP check stopped before it answered (exit code ${code})`));
    });
  });
}

async function readDirectory(
  file: FileHandle,
  size: number,
  limits: ZipLimits,
): Promise<Map<string, ZipEntry>> {
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let at = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw damaged();
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (count > limits.entries) throw tooManyEntries(limits);
  if (dirOffset + dirSize > size || dirSize > (count + 1) * DIRECTORY_BYTES_PER_ENTRY) {
    throw damaged();
  }
  const dir = Buffer.alloc(dirSize);
  await file.read(dir, 0, dirSize, dirOffset);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) throw damaged();
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      name,
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      localOffset: dir.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
