import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertNamespace, assertStorageKey, contentTypeOfKey, generateKey } from './keys.js';
import type { Storage, StoredBlob } from './storage.js';

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Blobs as files under `<dataDir>/blobs/<namespace>/<key>`. The key's extension keeps the
 * content type. A file appears whole or not at all: it is written to a temporary file in the
 * same directory and renamed into place.
 */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'blobs');
  }

  private fileOf(namespace: string, key: string) {
    assertNamespace(namespace);
    assertStorageKey(key);
    return path.join(this.root, namespace, key);
  }

  async put(namespace: string, data: Buffer, contentType: string) {
    assertNamespace(namespace);
    const key = generateKey(contentType);
    const dir = path.join(this.root, namespace);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, path.join(dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key };
  }

  async get(namespace: string, key: string): Promise<StoredBlob | null> {
    const file = this.fileOf(namespace, key);
    try {
      return { data: await readFile(file), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(namespace: string, key: string) {
    const info = await stat(this.fileOf(namespace, key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    return Boolean(info?.isFile());
  }

  async delete(namespace: string, key: string) {
    await rm(this.fileOf(namespace, key), { force: true });
  }
}
