import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAX_ANIMATION_PIXELS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  sniffImageFormat,
  UPLOAD_MESSAGES,
  validateAndNormalizeUpload,
} from '../../src/images/upload-rules.js';
import {
  craftGif,
  craftPng,
  heicHeader,
  html,
  makeAnimatedGif,
  makeAnimatedWebp,
  makeAvif,
  makeJpeg,
  makePng,
  makeRotatedJpeg,
  makeStillGif,
  makeWebp,
  plainText,
  svg,
} from './fixtures.js';

async function accepted(data: Buffer, declared?: { filename?: string; contentType?: string }) {
  const result = await validateAndNormalizeUpload(data, declared);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.image;
}

async function refusal(data: Buffer, declared?: { filename?: string; contentType?: string }) {
  const result = await validateAndNormalizeUpload(data, declared);
  if (result.ok) throw new Error('accepted');
  return result.message;
}

describe('rule constants', () => {
  it('are the issue limits', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_UPLOAD_PIXELS).toBe(50_000_000);
    expect(MAX_ANIMATION_PIXELS).toBeGreaterThanOrEqual(MAX_UPLOAD_PIXELS);
  });
});

describe('accepted formats, re-encoded', () => {
  it('JPEG stays JPEG', async () => {
    const image = await accepted(await makeJpeg(320, 200));
    expect(image).toMatchObject({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 320,
      height: 200,
    });
    expect((await sharp(image.data).metadata()).format).toBe('jpeg');
  });

  it('PNG stays PNG, alpha kept', async () => {
    const image = await accepted(await makePng(100, 80, 4));
    expect(image).toMatchObject({
      format: 'png',
      contentType: 'image/png',
      width: 100,
      height: 80,
    });
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true]);
  });

  it('WebP stays WebP', async () => {
    const image = await accepted(await makeWebp(120, 90));
    expect(image).toMatchObject({
      format: 'webp',
      contentType: 'image/webp',
      width: 120,
      height: 90,
    });
    expect((await sharp(image.data).metadata()).format).toBe('webp');
  });

  it('AVIF stays AVIF', async () => {
    const image = await accepted(await makeAvif(64, 48));
    expect(image).toMatchObject({
      format: 'avif',
      contentType: 'image/avif',
      width: 64,
      height: 48,
    });
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.compression]).toEqual(['heif', 'av1']);
  });

  it('a still GIF becomes PNG', async () => {
    const image = await accepted(await makeStillGif());
    expect(image).toMatchObject({ format: 'png', animated: false, width: 32, height: 24 });
  });

  it('an animated GIF becomes an animated WebP with its frames and timing', async () => {
    const image = await accepted(await makeAnimatedGif(40, 30, 3));
    expect(image).toMatchObject({ format: 'webp', animated: true, width: 40, height: 30 });
    const meta = await sharp(image.data, { animated: true }).metadata();
    expect(meta).toMatchObject({
      format: 'webp',
      pages: 3,
      pageHeight: 30,
      delay: [100, 100, 100],
    });
  });

  it('an animated WebP stays animated', async () => {
    const image = await accepted(await makeAnimatedWebp(40, 30, 4));
    expect(image).toMatchObject({ format: 'webp', animated: true, width: 40, height: 30 });
    expect((await sharp(image.data, { animated: true }).metadata()).pages).toBe(4);
  });

  it('rotates by EXIF orientation and strips metadata', async () => {
    const input = await makeRotatedJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await accepted(input);
    expect([image.width, image.height]).toEqual([40, 60]);
    const meta = await sharp(image.data).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(image.data.includes('Secret Co')).toBe(false);
  });
});

describe('content decides, not the name or declared type', () => {
  it('a PNG named .jpg and declared JPEG is a PNG', async () => {
    const image = await accepted(await makePng(20, 10), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(image.format).toBe('png');
  });

  it.each([
    ['an SVG named .png', svg],
    ['an HTML page named .png', html],
    ['a text file named .png', plainText],
    ['an empty file', Buffer.alloc(0)],
    ['an HEIC (HEVC) file', heicHeader()],
  ])('%s is refused', async (_name, data) => {
    expect(await refusal(data, { filename: 'image.png', contentType: 'image/png' })).toBe(
      UPLOAD_MESSAGES.notAccepted,
    );
  });

  it('sniffs the five formats by magic bytes', async () => {
    expect(sniffImageFormat(await makeJpeg(8, 8))).toBe('jpeg');
    expect(sniffImageFormat(await makePng(8, 8))).toBe('png');
    expect(sniffImageFormat(await makeWebp(8, 8))).toBe('webp');
    expect(sniffImageFormat(await makeStillGif())).toBe('gif');
    expect(sniffImageFormat(await makeAvif(8, 8))).toBe('avif');
    expect(sniffImageFormat(svg)).toBeNull();
    expect(sniffImageFormat(heicHeader())).toBeNull();
  });
});

describe('damaged files', () => {
  it('a truncated JPEG is refused', async () => {
    const jpeg = await makeJpeg(400, 300);
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe(
      UPLOAD_MESSAGES.damaged,
    );
  });

  it('a JPEG cut inside its header is refused', async () => {
    expect(await refusal((await makeJpeg(400, 300)).subarray(0, 40))).toBe(UPLOAD_MESSAGES.damaged);
  });

  it('a truncated PNG is refused', async () => {
    const png = await makePng(200, 200);
    expect(await refusal(png.subarray(0, Math.floor(png.length * 0.6)))).toBe(
      UPLOAD_MESSAGES.damaged,
    );
  });

  it('a PNG whose data stops after one row is refused', async () => {
    expect(await refusal(craftPng(100, 100, { pixelData: false }))).toBe(UPLOAD_MESSAGES.damaged);
  });
});

describe('size limits', () => {
  it('a file over 20 MB is refused before anything else', async () => {
    const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    (await makePng(8, 8)).copy(data);
    expect(await refusal(data)).toBe(UPLOAD_MESSAGES.tooManyBytes);
  });

  it('just over 50 megapixels is refused', async () => {
    expect(await refusal(craftPng(7072, 7071))).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it('a decompression bomb (100 MP single colour in 12 KB) is refused quickly, without decoding', async () => {
    const bomb = craftPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(20_000);
    const started = performance.now();
    expect(await refusal(bomb)).toBe(UPLOAD_MESSAGES.tooManyPixels);
    // Decoding it takes over a second; the header read takes milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('the pixel rule is checked from the header: a huge header with one row of data is "too large", not "damaged"', async () => {
    expect(await refusal(craftPng(20_000, 20_000, { pixelData: false }))).toBe(
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it('an animation with too many pixels across its frames is refused', async () => {
    // 5 frames of 25 MP: each frame is within the limit, all together are 125 MP.
    expect(await refusal(craftGif(5000, 5000, 5))).toBe(UPLOAD_MESSAGES.animationTooLarge);
  });
});
