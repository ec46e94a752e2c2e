import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images, made with sharp (or, for malformed and huge-header files, byte by byte). */

function noise(width: number, height: number, channels: 3 | 4, seed = 1) {
  const data = Buffer.alloc(width * height * channels);
  let x = seed;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (x >> 16) & 0xff;
  }
  return sharp(data, { raw: { width, height, channels } });
}

export const makeJpeg = (width = 320, height = 200) => noise(width, height, 3).jpeg().toBuffer();
export const makePng = (width = 320, height = 200, channels: 3 | 4 = 4) =>
  noise(width, height, channels).png().toBuffer();
export const makeWebp = (width = 320, height = 200) => noise(width, height, 3).webp().toBuffer();
export const makeAvif = (width = 64, height = 48) =>
  noise(width, height, 3).avif({ effort: 0 }).toBuffer();

/** A JPEG stored sideways: 60×40 pixels with EXIF orientation 6 (displayed 40×60). */
export const makeRotatedJpeg = () =>
  noise(60, 40, 3)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Co' } } })
    .toBuffer();

function frames(width: number, height: number, count: number) {
  const data = Buffer.alloc(width * height * count * 4);
  for (let f = 0; f < count; f++) {
    for (let i = 0; i < width * height; i++) {
      const o = (f * width * height + i) * 4;
      data[o] = (f * 90) % 256;
      data[o + 1] = (i * 7) % 256;
      data[o + 2] = 255 - ((f * 60) % 256);
      data[o + 3] = 255;
    }
  }
  return sharp(data, { raw: { width, height: height * count, channels: 4, pageHeight: height } });
}

export const makeAnimatedGif = (width = 40, height = 30, count = 3) =>
  frames(width, height, count)
    .gif({ loop: 0, delay: Array(count).fill(100) })
    .toBuffer();
export const makeAnimatedWebp = (width = 40, height = 30, count = 3) =>
  frames(width, height, count)
    .webp({ loop: 0, delay: Array(count).fill(100) })
    .toBuffer();
export const makeStillGif = () => noise(32, 24, 3).gif().toBuffer();

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid single-colour PNG (1-bit greyscale) of any size: 10000×10000 is 100 megapixels in
 * about 12 KB. With `pixelData: false` the header claims the size but the data holds one row.
 */
export function craftPng(width: number, height: number, { pixelData = true } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, all black
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixelData ? rows : rows.subarray(0, 1 + Math.ceil(width / 8)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF whose canvas is `width`×`height` with `count` full-size frames that hold
 * (almost) no pixel data: cheap to make, reported at full size by the header. */
export function craftGif(width: number, height: number, count: number) {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0x80; // global colour table of 2 entries
  const parts = [header, Buffer.from([0, 0, 0, 255, 255, 255])];
  parts.push(Buffer.from('21ff0b4e45545343415045322e300301000000', 'hex')); // loop forever
  for (let i = 0; i < count; i++) {
    parts.push(Buffer.from('21f904000a000000', 'hex')); // 100 ms
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    parts.push(descriptor, Buffer.from('0202440100', 'hex')); // a frame: only 1 pixel of data
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** The start of an HEIC file (HEVC in HEIF): not a format we accept. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
    Buffer.alloc(64),
  ]);

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const html = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const plainText = Buffer.from('just some text, honestly a PNG');

/** A single-colour JPEG: cheap to encode at any size. */
export const makeFlatJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
