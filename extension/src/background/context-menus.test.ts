import { describe, expect, it } from 'vitest';
import { imageFileName } from './context-menus';

describe('imageFileName', () => {
  it('keeps the name from the address with the type as extension', () => {
    expect(imageFileName('https://cdn.test/img/Summer%20sale.png?w=300', 'image/png')).toBe(
      'Summer sale.png',
    );
    expect(imageFileName('https://cdn.test/hero', 'image/jpeg')).toBe('hero.jpg');
    expect(imageFileName('https://cdn.test/a.svg', 'image/svg+xml')).toBe('a.svg');
  });

  it('names images without a usable name', () => {
    expect(imageFileName('data:image/gif;base64,R0lGOD', 'image/gif')).toBe('image.gif');
    expect(imageFileName('https://cdn.test/', 'image/webp')).toBe('image.webp');
  });
});
