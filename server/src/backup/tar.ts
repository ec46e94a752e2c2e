import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

// The backup archive is a plain ustar stream of regular files (gzip around it), readable by
// `tar -tzf`. Entries are written whole, so every entry's size is known before its header.

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, 'utf8');
}

function octal(header: Buffer, offset: number, length: number, value: number) {
  field(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function headerOf(name: string, size: number, mtime: number) {
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  field(header, 0, 100, name);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, mtime);
  field(header, 148, 8, '        ');
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

export class TarWriter {
  private readonly mtime = Math.floor(Date.now() / 1000);

  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(name: string, data: Buffer) {
    await this.write(headerOf(name, data.length, this.mtime));
    await this.write(data);
    const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
  }

  /** Writes the end-of-archive blocks and waits until the stream is finished. */
  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** The regular files of a ustar stream, in order, each read whole. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  // Chunks are gathered until the next piece is complete: one copy per piece, not per chunk.
  const chunks: Buffer[] = [];
  let available = 0;
  const take = (length: number) => {
    const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    chunks.length = 0;
    if (whole.length > length) chunks.push(whole.subarray(length));
    available -= length;
    return whole.subarray(0, length);
  };
  let entry: { name: string; size: number; type: string } | null = null;
  for await (const chunk of input) {
    chunks.push(chunk as Buffer);
    available += (chunk as Buffer).length;
    for (;;) {
      if (!entry) {
        if (available < BLOCK) break;
        const header = take(BLOCK);
        if (header.every((byte) => byte === 0)) return;
        const text = (offset: number, length: number) =>
          header.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
        const prefix = text(345, 155);
        entry = {
          name: prefix ? `${prefix}/${text(0, 100)}` : text(0, 100),
          size: Number.parseInt(text(124, 12).trim() || '0', 8),
          type: text(156, 1),
        };
      }
      const padded = Math.ceil(entry.size / BLOCK) * BLOCK;
      if (available < padded) break;
      const data = Buffer.from(take(padded).subarray(0, entry.size));
      const { name, type } = entry;
      entry = null;
      if (type === '0' || type === '') yield { name, data };
    }
  }
  throw new Error('The archive ends early: it is truncated or not a backup.');
}
