import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SWIPE_IMAGE } from '../../storage/storage.js';
import type { ServiceDeps } from '../deps.js';

// Where videos are read as local files: uploads arrive there, and stored videos are copied there
// for ffmpeg (S3 has no path to give it).

/** The temporary files' folder (cleared as each file is done with). */
export const videoTempDir = (dataDir: string) => path.join(path.resolve(dataDir), 'tmp', 'videos');

/** The stored video as a local file (copied from the storage: S3 has no path to give ffmpeg). */
export async function localCopy(
  deps: Pick<ServiceDeps, 'storage' | 'dataDir'>,
  key: string,
): Promise<string | null> {
  const opened = await deps.storage.open(SWIPE_IMAGE, key);
  if (!opened) return null;
  const dir = videoTempDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  try {
    await pipeline(opened.stream, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}
