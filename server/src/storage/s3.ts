import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import type { Storage, StoredBlob } from './driver.js';
import {
  assertNamespace,
  assertStorageKey,
  contentTypeOfKey,
  generateKey,
  isStorageKey,
  SWIPE_EXPORT,
} from './keys.js';

export type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * Blobs as objects `<S3_PREFIX><namespace>/<key>` in one bucket of any S3-compatible store.
 * A put is one PutObject, so an object appears whole or not at all. Without explicit keys the
 * SDK's usual credential chain applies (environment, profile, instance role).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.S3_BUCKET ?? '';
    this.prefix = settings.S3_PREFIX ?? '';
    this.client = new S3Client({
      region: settings.S3_REGION,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      // A checksum only where S3 requires one: with it, a streamed body (putFile) is sent
      // aws-chunked with a trailing checksum, which not every S3-compatible store reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: settings.S3_ACCESS_KEY_ID,
              secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
  }

  private objectKey(namespace: string, key: string) {
    assertNamespace(namespace);
    assertStorageKey(key);
    return `${this.prefix}${namespace}/${key}`;
  }

  async put(namespace: string, data: Buffer, contentType: string) {
    assertNamespace(namespace);
    const key = generateKey(contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(namespace, key),
        Body: data,
        ContentType: contentTypeOfKey(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return { key };
  }

  async putFile(namespace: string, filePath: string, contentType: string) {
    assertNamespace(namespace);
    const key = generateKey(contentType);
    const { size } = await stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(namespace, key),
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentTypeOfKey(key),
        CacheControl: 'private, no-store',
      }),
    );
    return { key };
  }

  async open(namespace: string, key: string) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(namespace, key) }),
      );
      if (!(object.Body instanceof Readable)) return null;
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async size(namespace: string, key: string) {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(namespace, key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async openRange(namespace: string, key: string, start: number, end: number) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(namespace, key),
          Range: `bytes=${start}-${end}`,
        }),
      );
      return object.Body instanceof Readable ? object.Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async get(namespace: string, key: string): Promise<StoredBlob | null> {
    const objectKey = this.objectKey(namespace, key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
      const bytes = await object.Body?.transformToByteArray();
      if (!bytes) return null;
      return { data: Buffer.from(bytes), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async exists(namespace: string, key: string) {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(namespace, key) }),
      );
      return true;
    } catch (error) {
      // HEAD has no body, so a missing object is a bare 404 (NotFound), not NoSuchKey.
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async delete(namespace: string, key: string) {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(namespace, key) }),
    );
  }

  async *keys(namespace: string) {
    assertNamespace(namespace);
    const prefix = `${this.prefix}${namespace}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (isStorageKey(key)) yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async restore(namespace: string, key: string, data: Buffer) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(namespace, key),
        Body: data,
        ContentType: contentTypeOfKey(key),
        // The same headers put (images) and putFile (exports) give.
        CacheControl:
          namespace === SWIPE_EXPORT ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
  }

  close() {
    this.client.destroy();
  }
}
