import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

// ZIP files made in the test, for the import's ZIP reader: ZIP bombs are a few hundred KB to a
// few MB packed, so none is committed. A deflated entry can be made of one packed piece
// repeated (each piece ends byte-aligned, and its back-references stay inside it), so a
// 300 MB entry never exists unpacked in the test.

export const MB = 1024 * 1024;

export interface ZipEntry {
  name: string;
  /** The packed bytes (deflate, or the bytes themselves when `stored`). */
  packed: Buffer;
  /** The unpacked size the headers declare. */
  size: number;
  stored?: boolean;
  crc?: number;
}

/** An entry holding `data`, deflated. */
export function entryOf(name: string, data: Buffer | string): ZipEntry {
  const bytes = Buffer.from(data);
  return { name, packed: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/** An entry stored as it is (no compression). */
export function storedEntry(name: string, data: Buffer): ZipEntry {
  return { name, packed: data, size: data.length, stored: true, crc: crc32(data) };
}

/**
 * A deflated entry unpacking to `times` copies of `piece` (which should be 1 MB or so):
 * zeros pack about 1,000 to 1; `noise` random bytes per piece lower the ratio.
 */
export function repeatedEntry(
  name: string,
  times: number,
  { piece = MB, noise = 0 }: { piece?: number; noise?: number } = {},
): ZipEntry {
  const data = Buffer.alloc(piece);
  randomBytes(noise).copy(data);
  const segment = deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  // A final, empty block with fixed codes ends the stream.
  const end = Buffer.from([0x03, 0x00]);
  return {
    name,
    packed: Buffer.concat([...Array.from({ length: times }, () => segment), end]),
    size: piece * times,
  };
}

/** The bytes of a ZIP file of these entries, in order. */
export function zipOf(entries: ZipEntry[]): Buffer<ArrayBuffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(entry.crc ?? 0, 16);
    record.writeUInt32LE(entry.packed.length, 20);
    record.writeUInt32LE(entry.size >>> 0, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    central.push(record, name);
    offset += 30 + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  // A new buffer of its own, never a shared one: a request body.
  return Buffer.concat([...locals, directory, end]) as Buffer<ArrayBuffer>;
}

/** A minimal swipes.json of a Swipestack export: one link swipe per address. */
export function swipesJson(urls: string[], files: Record<string, string[]> = {}) {
  return JSON.stringify({
    formatVersion: 1,
    collections: [],
    swipes: urls.map((url) => ({
      kind: 'WEBSITE',
      title: url,
      url,
      files: (files[url] ?? []).map((path) => ({
        role: 'screenshot',
        path,
        contentType: 'image/png',
      })),
    })),
  });
}
