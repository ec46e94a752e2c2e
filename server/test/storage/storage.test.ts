import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { LocalDiskStorage } from '../../src/storage/local-disk.js';
import {
  createStorage,
  generateKey,
  isStorageKey,
  publicFilePath,
  S3_UNAVAILABLE_MESSAGE,
  STORAGE_KEY_PATTERN,
  type Storage,
  SWIPE_IMAGE,
} from '../../src/storage/storage.js';

let dataDir: string;
let storage: Storage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-storage-'));
  storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const blobDir = () => path.join(dataDir, 'blobs', SWIPE_IMAGE);

describe('createStorage', () => {
  it('uses the local disk by default', () => {
    expect(storage).toBeInstanceOf(LocalDiskStorage);
  });

  it('refuses the S3 driver with a clear message', () => {
    const config = loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_BUCKET: 'b' });
    expect(() => createStorage(config)).toThrow(S3_UNAVAILABLE_MESSAGE);
    expect(S3_UNAVAILABLE_MESSAGE).toBe(
      'The S3 storage driver is not available yet; use STORAGE_DRIVER=local.',
    );
  });
});

describe('keys', () => {
  it('are 24 base32 characters and an extension for the content type', () => {
    expect(generateKey('image/jpeg')).toMatch(/^[a-z2-7]{24}\.jpg$/);
    expect(generateKey('image/png')).toMatch(/\.png$/);
    expect(generateKey('image/webp')).toMatch(/\.webp$/);
    expect(generateKey('image/gif')).toMatch(/\.gif$/);
    expect(generateKey('IMAGE/AVIF; foo=bar')).toMatch(/\.avif$/);
  });

  it('are random', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateKey('image/png')));
    expect(keys.size).toBe(1000);
  });

  it('are never made for content types that are not stored', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream', '']) {
      expect(() => generateKey(type)).toThrow(/not storable/);
    }
  });

  it('the pattern refuses anything that was not generated', () => {
    for (const key of [
      '../../etc/passwd',
      `..%2f${generateKey('image/png')}`,
      `${generateKey('image/png')}/x`,
      `x/${generateKey('image/png')}`,
      generateKey('image/png').toUpperCase(),
      'abc.png',
      `${'a'.repeat(24)}.svg`,
      `${'a'.repeat(24)}.png\0`,
      `${'a'.repeat(24)}`,
      '',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
    expect(STORAGE_KEY_PATTERN.test(generateKey('image/webp'))).toBe(true);
  });
});

describe('local disk driver', () => {
  it('stores, reads back and deletes a blob', async () => {
    const data = Buffer.from('pretend png bytes');
    const { key } = await storage.put(SWIPE_IMAGE, data, 'image/png');
    expect(isStorageKey(key)).toBe(true);
    expect(await readFile(path.join(blobDir(), key))).toEqual(data);

    expect(await storage.get(SWIPE_IMAGE, key)).toEqual({ data, contentType: 'image/png' });
    // A new driver instance (a restart) reads the same blob and content type.
    expect(await new LocalDiskStorage(dataDir).get(SWIPE_IMAGE, key)).toEqual({
      data,
      contentType: 'image/png',
    });

    await storage.delete(SWIPE_IMAGE, key);
    expect(await storage.get(SWIPE_IMAGE, key)).toBeNull();
    await storage.delete(SWIPE_IMAGE, key); // deleting twice is fine
  });

  it('keeps each content type', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      const { key } = await storage.put(SWIPE_IMAGE, Buffer.from(type), type);
      expect((await storage.get(SWIPE_IMAGE, key))?.contentType).toBe(type);
    }
  });

  it('answers null for a well-formed key that holds nothing', async () => {
    expect(await storage.get(SWIPE_IMAGE, generateKey('image/png'))).toBeNull();
  });

  it('writes atomically: concurrent puts leave only complete files and no temporary ones', async () => {
    const blobs = Array.from({ length: 20 }, (_, i) => Buffer.alloc(256 * 1024, i));
    const keys = await Promise.all(blobs.map((b) => storage.put(SWIPE_IMAGE, b, 'image/webp')));
    const files = await readdir(blobDir());
    expect(files.filter((f) => !isStorageKey(f))).toEqual([]);
    for (const [i, { key }] of keys.entries()) {
      expect((await storage.get(SWIPE_IMAGE, key))?.data.equals(blobs[i] as Buffer)).toBe(true);
    }
  });

  it('refuses keys that were not generated (no path traversal)', async () => {
    for (const key of ['../../../etc/passwd', '../blobs', '.', '', 'a/b.png', 'ABC.png']) {
      await expect(storage.get(SWIPE_IMAGE, key)).rejects.toThrow('Invalid storage key.');
      await expect(storage.delete(SWIPE_IMAGE, key)).rejects.toThrow('Invalid storage key.');
    }
  });

  it('refuses unknown namespaces', async () => {
    const key = generateKey('image/png');
    for (const namespace of ['other', '..', '../swipe_image', '']) {
      await expect(storage.put(namespace, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /Unknown storage namespace/,
      );
      await expect(storage.get(namespace, key)).rejects.toThrow(/Unknown storage namespace/);
      await expect(storage.delete(namespace, key)).rejects.toThrow(/Unknown storage namespace/);
    }
  });

  it('refuses content types it cannot keep', async () => {
    await expect(storage.put(SWIPE_IMAGE, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(
      /not storable/,
    );
  });

  it('names the public path of a blob', () => {
    expect(publicFilePath(SWIPE_IMAGE, 'abc.png')).toBe('/files/swipe_image/abc.png');
  });
});
