import { describe, expect, it } from 'vitest';
import { allowedWidth, IMAGE_WIDTHS, imageUrl, srcSet } from './images';

describe('image URLs', () => {
  it('encodes the stored path and uses quality 75', () => {
    expect(imageUrl('/files/swipe_image/a b.png', 640)).toBe(
      '/_next/image?url=%2Ffiles%2Fswipe_image%2Fa%20b.png&w=640&q=75',
    );
  });

  it("keeps a stored path's signature inside the url parameter, for every width", () => {
    const signed = '/files/swipe_image/abc.png?s=Zm9vYmFyYmF6cXV4cXV1eA';
    expect(imageUrl(signed, 640)).toBe(
      '/_next/image?url=%2Ffiles%2Fswipe_image%2Fabc.png%3Fs%3DZm9vYmFyYmF6cXV4cXV1eA&w=640&q=75',
    );
    for (const entry of srcSet(signed, { min: 256, max: 828 }).split(', ')) {
      const url = new URL(entry.split(' ')[0] ?? '', 'http://localhost');
      expect(url.searchParams.get('url')).toBe(signed);
      expect(url.searchParams.get('q')).toBe('75');
    }
  });

  it('rounds widths up to an allowed one', () => {
    expect(allowedWidth(300)).toBe(384);
    expect(allowedWidth(640)).toBe(640);
    expect(allowedWidth(9000)).toBe(3840);
  });

  it('builds a srcset from allowed widths only', () => {
    const set = srcSet('/files/swipe_image/k', { min: 256, max: 828 });
    const widths = set.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([256, 384, 640, 750, 828]);
    for (const width of widths) expect(IMAGE_WIDTHS).toContain(width);
  });

  it('stops at the first width covering the natural width', () => {
    const set = srcSet('/p', { min: 256, naturalWidth: 500 });
    expect(set).toContain(' 640w');
    expect(set).not.toContain(' 750w');
  });

  it('keeps one candidate for tiny images', () => {
    expect(srcSet('/p', { min: 256, naturalWidth: 20 })).toBe(`${imageUrl('/p', 256)} 256w`);
  });
});
