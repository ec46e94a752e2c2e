import { type FileHandle, open } from 'node:fs/promises';
import { inflateSync } from 'fflate';
import { ImportFormatError } from './types.js';

// Reads single entries of a ZIP file on disk through its central directory, one at a time, so
// a large export is never held in memory whole. Stored and deflated entries; no ZIP64 (an
// import is at most 200 MB).

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export class ZipReader {
  private constructor(
    private readonly file: FileHandle,
    readonly entries: Map<string, Entry>,
  ) {}

  static async open(path: string): Promise<ZipReader> {
    const file = await open(path, 'r');
    try {
      return new ZipReader(file, await readDirectory(file));
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /** The entry's bytes, or null when the ZIP has no such entry. */
  async read(name: string): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const header = Buffer.alloc(30);
    await this.file.read(header, 0, 30, entry.localOffset);
    if (header.readUInt32LE(0) !== LOCAL) throw damaged();
    const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const raw = Buffer.alloc(entry.compressedSize);
    await this.file.read(raw, 0, entry.compressedSize, start);
    if (entry.method === 0) return raw;
    if (entry.method !== 8) {
      throw new ImportFormatError(
        `The ZIP entry ${name} uses a compression Swipestack cannot read.`,
      );
    }
    try {
      return Buffer.from(inflateSync(raw, { out: new Uint8Array(entry.size) }));
    } catch {
      throw damaged();
    }
  }

  close() {
    return this.file.close();
  }
}

const damaged = () => new ImportFormatError('The ZIP file is damaged or cut short.');

async function readDirectory(file: FileHandle): Promise<Map<string, Entry>> {
  const { size } = await file.stat();
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
  if (dirOffset + dirSize > size) throw damaged();
  const dir = Buffer.alloc(dirSize);
  await file.read(dir, 0, dirSize, dirOffset);
  const entries = new Map<string, Entry>();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) throw damaged();
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      localOffset: dir.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
