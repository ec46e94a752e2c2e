import type { Config } from '../config.js';
import type { Storage } from './driver.js';
import { LocalDiskStorage } from './local-disk.js';
import type { S3Settings } from './s3.js';

export type { Storage, StoredBlob } from './driver.js';
export * from './keys.js';

/** The storage driver the settings ask for (the S3 SDK is loaded only for S3). */
export async function createStorage(
  config: Pick<Config, 'STORAGE_DRIVER' | 'DATA_DIR'> & S3Settings,
): Promise<Storage> {
  if (config.STORAGE_DRIVER !== 's3') return new LocalDiskStorage(config.DATA_DIR);
  const { S3Storage } = await import('./s3.js');
  return new S3Storage(config);
}
