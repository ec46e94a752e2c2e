import { expect, test } from 'vitest';
import { titleFromFilename } from './filenames';

test('a file name becomes a title without its extension and separators', () => {
  expect(titleFromFilename('Summer-sale_banner.final.png', 'Image')).toBe(
    'Summer sale banner final',
  );
  expect(titleFromFilename('reel.mp4', 'Video')).toBe('reel');
  expect(titleFromFilename('.mov', 'Video')).toBe('Video');
  expect(titleFromFilename(undefined, 'Image')).toBe('Image');
  expect(titleFromFilename(`${'a'.repeat(400)}.webm`, 'Video')).toHaveLength(300);
});
