import type { Config } from '../config.js';
import { StorageError } from './keys.js';
import { LocalDiskStorage } from './local-disk.js';

export * from './keys.js';

export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

export interface Storage {
  /** Stores `data` under a new generated key. */
  put(namespace: string, data: Buffer, contentType: string): Promise<{ key: string }>;
  /** The blob, or null when no blob has this key. Throws for a key that was never generated. */
  get(namespace: string, key: string): Promise<StoredBlob | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(namespace: string, key: string): Promise<void>;
}

export const S3_UNAVAILABLE_MESSAGE =
  'The S3 storage driver is not available yet; use STORAGE_DRIVER=local.';

/** The storage driver the settings ask for. */
export function createStorage(config: Pick<Config, 'STORAGE_DRIVER' | 'DATA_DIR'>): Storage {
  if (config.STORAGE_DRIVER === 's3') throw new StorageError(S3_UNAVAILABLE_MESSAGE);
  return new LocalDiskStorage(config.DATA_DIR);
}
