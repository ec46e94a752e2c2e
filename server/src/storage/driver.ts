import type { Readable } from 'node:stream';

// What every storage driver (local-disk.ts, s3.ts) does; storage.ts picks one.

export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

export interface Storage {
  /** Stores `data` under a new generated key. */
  put(namespace: string, data: Buffer, contentType: string): Promise<{ key: string }>;
  /** The blob, or null when no blob has this key. Throws for a key that was never generated. */
  get(namespace: string, key: string): Promise<StoredBlob | null>;
  /** Whether a blob has this key (without reading it). Throws for a key never generated. */
  exists(namespace: string, key: string): Promise<boolean>;
  /** Stores the file at `filePath` (read as a stream: it may be large) under a new key. */
  putFile(namespace: string, filePath: string, contentType: string): Promise<{ key: string }>;
  /** The blob as a stream with its size in bytes, or null when no blob has this key. */
  open(namespace: string, key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The blob's size in bytes, or null when no blob has this key (without reading it). */
  size(namespace: string, key: string): Promise<number | null>;
  /**
   * Bytes `start` to `end` (inclusive) of the blob as a stream, or null when no blob has this
   * key: an HTTP range request's part (the range is the caller's to check against `size`).
   */
  openRange(namespace: string, key: string, start: number, end: number): Promise<Readable | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(namespace: string, key: string): Promise<void>;
  /** Every stored key of the namespace (for backups, docs/deploy.md). */
  keys(namespace: string): AsyncIterable<string>;
  /** Stores `data` under a key generated earlier (restoring a backup); the key must be free. */
  restore(namespace: string, key: string, data: Buffer): Promise<void>;
}
