import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageUrl,
  srcSet,
  IMAGE_WIDTHS as WEB_IMAGE_WIDTHS,
  allowedWidth as webAllowedWidth,
} from '../../../web/src/lib/images.js';
import { loadConfig } from '../../src/config.js';
import {
  ALLOWED_QUALITIES,
  ALLOWED_WIDTHS,
  createImageHandler,
  IMAGE_ENDPOINT_MESSAGES,
  IMMUTABLE_CACHE_CONTROL,
  type ImageVariant,
  imageEndpointUrl,
  purgeImageVariants,
  variantCacheFile,
} from '../../src/images/image-endpoint.js';
import { validateAndNormalizeUpload } from '../../src/images/upload-rules.js';
import { bindVariantSigningKey, signedImagePath } from '../../src/images/variant-signing.js';
import { inNewServerScope } from '../../src/server-scope.js';
import {
  createStorage,
  generateKey,
  publicFilePath,
  type Storage,
  SWIPE_IMAGE,
} from '../../src/storage/storage.js';
import { until } from '../helpers/wait.js';
import { makeAnimatedGif, makeFlatJpeg, makeJpeg, makePng } from './fixtures.js';

let dataDir: string;
let storage: Storage;
let server: Server;
let base: string;
const encodes: ImageVariant[] = [];
const stored: Record<'photo' | 'alpha' | 'animated' | 'tall', { key: string; data: Buffer }> =
  {} as never;

async function store(data: Buffer) {
  const result = await validateAndNormalizeUpload(data);
  if (!result.ok) throw new Error(result.message);
  const { key } = await storage.put(SWIPE_IMAGE, result.image.data, result.image.contentType);
  return { key, data: result.image.data };
}

async function listen(handler: ReturnType<typeof createImageHandler>) {
  const s = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    handler(req, res, url).then(
      (handled) => {
        if (!handled) res.writeHead(418).end('not handled');
      },
      (error: unknown) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

let leaveScope: () => void;
beforeAll(async () => {
  // The server loads it from its database (services/server-secrets.ts); this file has no
  // server, so it opens a scope of its own for the key.
  leaveScope = await inNewServerScope(async ({ leave }) => {
    bindVariantSigningKey(randomBytes(32));
    return leave;
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-images-'));
  storage = await createStorage(loadConfig({ DATA_DIR: dataDir }));
  stored.photo = await store(await makeJpeg(1000, 600));
  stored.alpha = await store(await makePng(300, 200, 4));
  stored.animated = await store(await makeAnimatedGif(40, 30, 3));
  stored.tall = await store(await makeFlatJpeg(400, 20_000));
  ({ server, base } = await listen(
    createImageHandler({ storage, dataDir, onEncode: (v) => encodes.push(v) }),
  ));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
  leaveScope();
});

const fileUrl = (key: string) => publicFilePath(SWIPE_IMAGE, key);
const get = (target: string, init?: RequestInit) => fetch(`${base}${target}`, init);
/** The signed path for `q` (75 when absent or not a quality at all). */
const signedFor = (key: string, q?: number | string) =>
  signedImagePath(key, Number.isInteger(Number(q)) && q !== '' ? Number(q) : 75);
const image = (key: string, w: number | string, q?: number | string) =>
  get(
    `/_next/image?url=${encodeURIComponent(signedFor(key, q))}&w=${w}${q === undefined ? '' : `&q=${q}`}`,
  );
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /files/<namespace>/<key>', () => {
  it('serves the stored original with long-lived caching', async () => {
    const response = await get(fileUrl(stored.photo.key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await body(response)).equals(stored.photo.data)).toBe(true);

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get(fileUrl(stored.photo.key), {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown keys, namespaces and anything that is not a key', async () => {
    for (const target of [
      fileUrl(generateKey('image/png')),
      `/files/other/${stored.photo.key}`,
      '/files/swipe_image/%2e%2e%2f%2e%2e%2fconfig.ts',
      '/files/swipe_image/..%2f..%2fetc%2fpasswd',
      `/files/swipe_image/${stored.photo.key}/x`,
      '/files/',
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(await response.text()).toBe(IMAGE_ENDPOINT_MESSAGES.notFound);
    }
  });

  it('only answers GET and HEAD', async () => {
    const head = await get(fileUrl(stored.photo.key), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(stored.photo.data.length);
    expect((await get(fileUrl(stored.photo.key), { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /_next/image', () => {
  it('resizes to the asked width as WebP with long-lived caching', async () => {
    const response = await image(stored.photo.key, 640, 90);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    const meta = await sharp(await body(response)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 384]);
  });

  it('accepts every spec width and never upscales', async () => {
    for (const w of ALLOWED_WIDTHS) {
      const response = await image(stored.alpha.key, w);
      expect(response.status, String(w)).toBe(200);
      const meta = await sharp(await body(response)).metadata();
      expect(meta.width, String(w)).toBe(Math.min(w, 300));
      expect(meta.hasAlpha).toBe(true);
    }
  });

  it('uses quality 75 by default', async () => {
    const implicit = await image(stored.photo.key, 256);
    const explicit = await image(stored.photo.key, 256, 75);
    expect(explicit.headers.get('x-image-cache')).toBe('HIT');
    expect(explicit.headers.get('etag')).toBe(implicit.headers.get('etag'));
    const lower = await image(stored.photo.key, 256, 50);
    expect((await body(lower)).length).toBeLessThan((await body(explicit)).length);
  });

  it('encodes a variant once, then serves it from the disk cache', async () => {
    const variant = { key: stored.photo.key, width: 1080, quality: 50, format: 'webp' } as const;
    const cacheFile = variantCacheFile(dataDir, variant);
    expect(cacheFile.startsWith(path.join(dataDir, 'cache', 'images'))).toBe(true);
    const before = encodes.length;

    const first = await image(variant.key, variant.width, variant.quality);
    expect(first.headers.get('x-image-cache')).toBe('MISS');
    await access(cacheFile);
    const second = await image(variant.key, variant.width, variant.quality);
    expect(second.headers.get('x-image-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await body(second)).equals(await body(first))).toBe(true);
    expect(encodes.slice(before)).toEqual([variant]);

    // After a restart the cache still answers.
    const restarted = await listen(createImageHandler({ storage, dataDir, onEncode: () => {} }));
    try {
      const third = await fetch(
        `${restarted.base}${imageEndpointUrl(variant.key, variant.width, variant.quality)}`,
      );
      expect(third.headers.get('x-image-cache')).toBe('HIT');
      expect(third.headers.get('etag')).toBe(first.headers.get('etag'));
    } finally {
      await new Promise((resolve) => restarted.server.close(resolve));
    }
  });

  it('concurrent requests for a new variant encode it once', async () => {
    const before = encodes.length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => image(stored.photo.key, 750, 90)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(encodes.length - before).toBe(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await image(stored.photo.key, 128);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(imageEndpointUrl(stored.photo.key, 128), {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('keeps animations animated', async () => {
    const response = await image(stored.animated.key, 32);
    const meta = await sharp(await body(response), { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 32, pages: 3 });
  });

  it('serves JPEG when the result is taller than WebP allows', async () => {
    const response = await image(stored.tall.key, 384);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(await body(response)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 384, 19_200]);
  });

  it('answers HEAD without a body', async () => {
    const response = await get(imageEndpointUrl(stored.photo.key, 64), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await body(response)).length).toBe(0);
  });

  it.each([100, 0, -16, '640.5', '1e3', '0640', 'abc', '', 4096])('refuses width %s', async (w) => {
    const response = await image(stored.photo.key, w);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/w parameter \(width\)/);
  });

  it('refuses a missing width', async () => {
    const response = await get(
      `/_next/image?url=${encodeURIComponent(signedFor(stored.photo.key))}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(IMAGE_ENDPOINT_MESSAGES.widthRequired);
  });

  it.each([0, 101, -1, '50.5', 'abc', '', '1000', '075', 1, 10, 42, 60, 80, 100])(
    'refuses quality %s (only the listed qualities are made)',
    async (q) => {
      const response = await image(stored.photo.key, 640, q);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The q parameter (quality) must be one of 50, 75, 90.');
    },
  );

  it('accepts each listed quality', async () => {
    expect(ALLOWED_QUALITIES).toEqual([50, 75, 90]);
    for (const q of ALLOWED_QUALITIES) {
      expect((await image(stored.alpha.key, 16, q)).status, String(q)).toBe(200);
    }
  });

  it('the widths are exactly the spec lists', () => {
    expect([...ALLOWED_WIDTHS].sort((a, b) => a - b)).toEqual([
      16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
    ]);
  });

  it.each([
    'https://evil.example/a.png',
    '//evil.example/a.png',
    'http://127.0.0.1/files/swipe_image/x.png',
    '/etc/passwd',
    '/files/swipe_image/../../config.ts',
    '/files/other/aaaaaaaaaaaaaaaaaaaaaaaa.png',
    '/assets/logo.png',
    'files/swipe_image/aaaaaaaaaaaaaaaaaaaaaaaa.png',
    '/files/swipe_image/aaaaaaaaaaaaaaaaaaaaaaaa.png?x=1',
    '/files/swipe_image/AAAAAAAAAAAAAAAAAAAAAAAA.png',
  ])('refuses url %s', async (source) => {
    const response = await get(`/_next/image?url=${encodeURIComponent(source)}&w=640`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Only stored images can be resized.');
  });

  it('refuses an unsigned url, and a signature of another image or quality, with 400', async () => {
    const key = stored.photo.key;
    const [, signature = ''] = signedImagePath(key).split('?s=');
    const other = signedImagePath(stored.alpha.key).split('?s=')[1];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, string, string][] = [
      [fileUrl(key), '75', IMAGE_ENDPOINT_MESSAGES.unsigned],
      [`${fileUrl(key)}?s=`, '75', IMAGE_ENDPOINT_MESSAGES.unsigned],
      [`${fileUrl(key)}?s=${flipped}`, '75', IMAGE_ENDPOINT_MESSAGES.badSignature],
      [`${fileUrl(key)}?s=${signature.slice(1)}`, '75', IMAGE_ENDPOINT_MESSAGES.badSignature],
      [`${fileUrl(key)}?s=${other}`, '75', IMAGE_ENDPOINT_MESSAGES.badSignature],
      // Signed for 75: another quality needs its own signature.
      [signedImagePath(key), '90', IMAGE_ENDPOINT_MESSAGES.badSignature],
    ];
    const before = encodes.length;
    for (const [url, q, message] of cases) {
      const response = await get(`/_next/image?url=${encodeURIComponent(url)}&w=1920&q=${q}`);
      expect(response.status, url).toBe(400);
      expect(await response.text(), url).toBe(message);
    }
    expect(encodes.length).toBe(before);
    const signed = await get(`/_next/image?url=${encodeURIComponent(signedImagePath(key))}&w=1920`);
    expect(signed.status).toBe(200);
  });

  it('refuses a missing url', async () => {
    const response = await get('/_next/image?w=640');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(IMAGE_ENDPOINT_MESSAGES.urlRequired);
  });

  it('answers 404 for a key that holds nothing, and caches nothing', async () => {
    const key = generateKey('image/png');
    const response = await image(key, 640);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(IMAGE_ENDPOINT_MESSAGES.notFound);
    await expect(
      access(variantCacheFile(dataDir, { key, width: 640, quality: 75, format: 'webp' })),
    ).rejects.toThrow();
  });

  it('a deleted image is refused like its file, even while a variant is still cached', async () => {
    const { key } = await store(await makePng(50, 50));
    expect((await image(key, 48)).status).toBe(200);
    expect((await image(key, 48)).headers.get('x-image-cache')).toBe('HIT');
    await storage.delete(SWIPE_IMAGE, key);
    // Not purged yet (another instance's cache, or a purge that has not run): still refused.
    await access(variantCacheFile(dataDir, { key, width: 48, quality: 75, format: 'webp' }));
    const file = await get(fileUrl(key));
    const variant = await image(key, 48);
    expect([file.status, variant.status]).toEqual([404, 404]);
    expect(await variant.text()).toBe(IMAGE_ENDPOINT_MESSAGES.notFound);
    await purgeImageVariants(dataDir, key);
    await expect(
      access(variantCacheFile(dataDir, { key, width: 48, quality: 75, format: 'webp' })),
    ).rejects.toThrow();
    expect((await image(key, 48)).status).toBe(404);
    expect((await get(fileUrl(key))).status).toBe(404);
    await expect(purgeImageVariants(dataDir, '../..')).rejects.toThrow('Invalid storage key.');
  });

  it('refuses other methods', async () => {
    const response = await get(imageEndpointUrl(stored.photo.key, 64), { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe("the web app's image URLs", () => {
  it('are all ones the endpoint accepts (its widths and quality)', async () => {
    // As every API field gives it: signed.
    const path = signedImagePath(stored.alpha.key);
    const urls = new Set<string>([imageUrl(path, 640), imageUrl(path, 1200), imageUrl(path, 256)]);
    for (const natural of [null, 1, 20, 300, 500, 1000, 5000, 20_000]) {
      urls.add(imageUrl(path, webAllowedWidth(natural ?? 0)));
      for (const min of [16, 256, 640]) {
        for (const max of [384, 1080, 3840]) {
          for (const entry of srcSet(path, { min, max, naturalWidth: natural }).split(', ')) {
            urls.add(entry.split(' ')[0] ?? '');
          }
        }
      }
    }
    expect([...WEB_IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual(
      [...ALLOWED_WIDTHS].sort((a, b) => a - b),
    );
    for (const url of urls) expect((await get(url)).status, url).toBe(200);
  });
});

describe('resize slots', () => {
  it('runs at most the allowed resizes at once; a full queue answers 503 with Retry-After', async () => {
    // Storage whose reads wait for a gate, so the test sees how many resizes run at once.
    let reading = 0;
    let mostAtOnce = 0;
    let gating = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const gated: Storage = {
      ...storage,
      exists: (namespace, key) => storage.exists(namespace, key),
      get: async (namespace, key) => {
        if (gating) {
          reading += 1;
          mostAtOnce = Math.max(mostAtOnce, reading);
          await gate;
          reading -= 1;
        }
        return storage.get(namespace, key);
      },
    };
    const slotsDir = await mkdtemp(path.join(tmpdir(), 'swipestack-slots-'));
    const busy = await listen(
      createImageHandler({
        storage: gated,
        dataDir: slotsDir,
        maxConcurrentResizes: 2,
        maxWaitingResizes: 1,
      }),
    );
    try {
      const ask = (w: number) => fetch(`${busy.base}${imageEndpointUrl(stored.photo.key, w)}`);
      expect((await ask(384)).status).toBe(200);
      gating = true;
      const first = [640, 750, 828].map(ask); // two run, one waits
      await until(() => reading >= 2, 20_000, 'two resizes read their source');
      expect(reading).toBe(2);
      const refused = await ask(1080); // the queue is full
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.text()).toBe(IMAGE_ENDPOINT_MESSAGES.busy);
      // A variant already made is served without a slot.
      const cached = await ask(384);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-image-cache')).toBe('HIT');
      open();
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200, 200]);
      expect(mostAtOnce).toBe(2);
      expect((await ask(1080)).status).toBe(200);
    } finally {
      open();
      await new Promise((resolve) => busy.server.close(resolve));
      await rm(slotsDir, { recursive: true, force: true });
    }
  });
});

describe('routing', () => {
  it('leaves other paths to the rest of the app', async () => {
    for (const target of ['/', '/api/x', '/_next/image/other', '/filesystem']) {
      expect((await get(target)).status, target).toBe(418);
    }
  });
});
