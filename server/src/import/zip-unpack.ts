// Unpacking ZIP entries within limits, shared by the import's ZIP reader (zip-reader.ts) and
// the thread that checks a whole ZIP before it is read (zip-check-worker.ts). An entry is
// inflated as a stream (zlib works off the event loop, a chunk at a time) and held to the
// limits on the bytes as they come out, never on the sizes the ZIP declares, so a ZIP bomb
// stops after a bounded amount of work and memory.
// Node may load this file as TypeScript by stripping types: erasable syntax only.
import type { FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  /** Entries in the ZIP's directory. */
  entries: number;
  /** Bytes one entry unpacks to. */
  entryBytes: number;
  /** Bytes all entries unpack to together. */
  totalBytes: number;
  /** Unpacked bytes per packed byte of one entry, … */
  ratio: number;
  /** … checked once the entry has unpacked this much. */
  ratioFromBytes: number;
}

/** An entry as the ZIP's central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The unpacked size it declares: checked, never trusted. */
  size: number;
  localOffset: number;
}

/** Why a ZIP cannot be read: the limit it breaks, or null when it is damaged. */
export class ZipProblem extends Error {
  limit: keyof ZipLimits | null;
  constructor(message: string, limit: keyof ZipLimits | null = null) {
    super(message);
    this.limit = limit;
  }
}

const LOCAL = 0x04034b50;
/** Packed bytes read from the file at a time, and the most zlib unpacks in one step. */
const PACKED_CHUNK = 64 * 1024;
const UNPACKED_CHUNK = 256 * 1024;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toLocaleString('en-US')} MB`;
const quoted = (name: string) => JSON.stringify(name.slice(0, 100));

export const damaged = () => new ZipProblem('The ZIP file is damaged or cut short.');

export const tooManyEntries = (limits: ZipLimits) =>
  new ZipProblem(
    `This ZIP file holds more than ${limits.entries.toLocaleString('en-US')} files, the most an import reads.`,
    'entries',
  );

export const overTotal = (limits: ZipLimits) =>
  new ZipProblem(
    `This ZIP file unpacks to more than ${mb(limits.totalBytes)} in all, the most an import reads.`,
    'totalBytes',
  );

/**
 * Inflates one entry a chunk at a time into `take`, waiting while zlib works, and stops at the
 * first chunk that breaks a limit or outgrows the entry's declared size. Answers its size.
 */
export async function unpackEntry(
  file: FileHandle,
  fileSize: number,
  entry: ZipEntry,
  limits: ZipLimits,
  take: (chunk: Buffer) => void,
): Promise<number> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipProblem(
      `The ZIP entry ${quoted(entry.name)} uses a compression Swipestack cannot read.`,
    );
  }
  const packed = packedBytes(file, await dataStart(file, fileSize, entry), entry.compressedSize);
  const inflate = entry.method === 8 ? createInflateRaw({ chunkSize: UNPACKED_CHUNK }) : null;
  let size = 0;
  const consume = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limits.entryBytes) {
        throw new ZipProblem(
          `The ZIP entry ${quoted(entry.name)} unpacks to more than ${mb(limits.entryBytes)}, the most one entry of an import may hold.`,
          'entryBytes',
        );
      }
      const packedSoFar = inflate ? inflate.bytesWritten : size;
      if (size > limits.ratioFromBytes && size > limits.ratio * packedSoFar) {
        throw new ZipProblem(
          `The ZIP entry ${quoted(entry.name)} unpacks to more than ${limits.ratio} times its packed size, the most an import accepts.`,
          'ratio',
        );
      }
      if (size > entry.size) {
        throw new ZipProblem(
          `The ZIP entry ${quoted(entry.name)} unpacks to more than its header says: the file is damaged or made to mislead.`,
        );
      }
      take(chunk);
    }
  };
  try {
    if (inflate) await pipeline(packed, inflate, consume);
    else await pipeline(packed, consume);
  } catch (error) {
    throw error instanceof ZipProblem ? error : damaged();
  }
  if (size !== entry.size) throw damaged();
  return size;
}

/** Unpacks every entry once, keeping nothing; answers their sizes. */
export async function checkEntries(
  file: FileHandle,
  fileSize: number,
  entries: ZipEntry[],
  limits: ZipLimits,
): Promise<number[]> {
  let total = 0;
  const sizes: number[] = [];
  for (const entry of entries) {
    const size = await unpackEntry(file, fileSize, entry, limits, (chunk) => {
      total += chunk.length;
      if (total > limits.totalBytes) throw overTotal(limits);
    });
    sizes.push(size);
  }
  return sizes;
}

/** Where the entry's packed bytes start, after its local header. */
async function dataStart(file: FileHandle, fileSize: number, entry: ZipEntry) {
  const header = Buffer.alloc(30);
  await file.read(header, 0, 30, entry.localOffset);
  if (header.readUInt32LE(0) !== LOCAL) throw damaged();
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw damaged();
  return start;
}

async function* packedBytes(file: FileHandle, start: number, length: number) {
  for (let at = start; at < start + length; ) {
    const chunk = Buffer.allocUnsafe(Math.min(PACKED_CHUNK, start + length - at));
    const { bytesRead } = await file.read(chunk, 0, chunk.length, at);
    if (!bytesRead) throw damaged();
    at += bytesRead;
    yield chunk.subarray(0, bytesRead);
  }
}
