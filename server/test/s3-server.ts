import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** s3rver's fixed test credentials. */
export const S3_TEST_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server (s3rver) on a free loopback port with one bucket, storing objects in
 * a temporary folder; requests are real signed S3 requests from the AWS SDK.
 */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'swipestack-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    /** Settings for a server that stores its files in this bucket. */
    env: (prefix = '') => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
      ...S3_TEST_KEYS,
    }),
    /** The keys of the bucket's objects under `prefix`. */
    async keys(prefix = '') {
      const root = path.join(directory, bucket);
      const files = await readdir(root, { recursive: true }).catch(() => []);
      return files
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.slice(0, -'._S3rver_object'.length))
        .filter((key) => key.startsWith(prefix));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
