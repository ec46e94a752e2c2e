import { describe, expect, it } from 'vitest';
import { cardLayout, copyExcerpt, hostOf, pictureRatio } from './cardLayout';

describe('cardLayout', () => {
  it('shows text and ad copy as copy, whatever kind it was saved as', () => {
    expect(cardLayout({ kind: 'AD' })).toBe('copy');
    expect(cardLayout({ kind: 'LANDING_PAGE', url: null, thumbnailUrl: null })).toBe('copy');
  });

  it('shows written copy (TEXT) as copy, even with an address or a picture', () => {
    expect(cardLayout({ kind: 'TEXT' })).toBe('copy');
    expect(cardLayout({ kind: 'TEXT', url: 'https://a.example', thumbnailUrl: '/f' })).toBe('copy');
  });

  it('shows an email as an email, with or without its render', () => {
    expect(cardLayout({ kind: 'EMAIL' })).toBe('email');
    expect(cardLayout({ kind: 'EMAIL', thumbnailUrl: '/files/a.png' })).toBe('email');
  });

  it('shows a page as a page, captured or not', () => {
    expect(cardLayout({ kind: 'WEBSITE', url: 'https://a.example' })).toBe('website');
    expect(cardLayout({ kind: 'AD', url: 'https://a.example', thumbnailUrl: '/files/a.png' })).toBe(
      'website',
    );
  });

  it('shows pictures without a page as pictures', () => {
    expect(cardLayout({ kind: 'IMAGE', thumbnailUrl: '/files/a.png' })).toBe('image');
    expect(cardLayout({ kind: 'IMAGE', url: 'https://a.example', thumbnailUrl: '/f' })).toBe(
      'image',
    );
    expect(cardLayout({ kind: 'AD', thumbnailUrl: '/files/ad.png' })).toBe('image');
  });
});

describe('card helpers', () => {
  it('keeps a picture’s ratio within bounds', () => {
    expect(pictureRatio(800, 400)).toBe(2);
    expect(pictureRatio(100, 1000)).toBe(0.5);
    expect(pictureRatio(null, 300)).toBeCloseTo(4 / 3);
  });

  it('names a page by its host', () => {
    expect(hostOf('https://www.shop.example/a?b')).toBe('shop.example');
    expect(hostOf('mailto:a@b.example')).toBeNull();
    expect(hostOf('not a url')).toBeNull();
  });

  it('takes the first lines of a copy', () => {
    expect(copyExcerpt('  Buy now\n\n\nSave 20%  ')).toBe('Buy now\nSave 20%');
    expect(copyExcerpt('x'.repeat(10), 4)).toBe('xxxx…');
  });
});
