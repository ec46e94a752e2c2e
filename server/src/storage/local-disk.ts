import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredBlob } from './driver.js';
import {
  assertNamespace,
  assertStorageKey,
  contentTypeOfKey,
  generateKey,
  isStorageKey,
} from './keys.js';

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

  private async writeWhole(
    namespace: string,
    contentType: string,
    write: (temp: string) => Promise<void>,
  ) {
    assertNamespace(namespace);
    const key = generateKey(contentType);
    const dir = path.join(this.root, namespace);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await write(temp);
      await rename(temp, path.join(dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key };
  }

  put(namespace: string, data: Buffer, contentType: string) {
    return this.writeWhole(namespace, contentType, (temp) => writeFile(temp, data, { flag: 'wx' }));
  }

  putFile(namespace: string, filePath: string, contentType: string) {
    return this.writeWhole(namespace, contentType, (temp) => copyFile(filePath, temp));
  }

  async open(namespace: string, key: string) {
    const file = this.fileOf(namespace, key);
    const info = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : null;
  }

  async size(namespace: string, key: string) {
    const info = await stat(this.fileOf(namespace, key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    return info?.isFile() ? info.size : null;
  }

  async openRange(namespace: string, key: string, start: number, end: number) {
    const file = this.fileOf(namespace, key);
    if ((await this.size(namespace, key)) === null) return null;
    return createReadStream(file, { start, end });
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

  async *keys(namespace: string) {
    assertNamespace(namespace);
    const names = await readdir(path.join(this.root, namespace)).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    // Temporary files of writes in progress are not keys.
    yield* names.filter(isStorageKey).sort();
  }

  async restore(namespace: string, key: string, data: Buffer) {
    const file = this.fileOf(namespace, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }
}
