import { describe, expect, it } from 'vitest';
import { builtWithHref, isEmbeddablePath } from './embed';

describe('isEmbeddablePath', () => {
  it('allows published collections, examples, docs, blog and tools', () => {
    for (const path of [
      '/collection/abc',
      '/examples',
      '/examples/ads/x',
      '/docs',
      '/docs/tags-and-collections',
      '/blog/why',
      '/tools',
      '/tools/headline-analyzer',
    ]) {
      expect(isEmbeddablePath(path), path).toBe(true);
    }
  });
  it('refuses app and account pages and look-alikes', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/swipes',
      '/settings',
      '/collections/1',
      '/collection',
      '/docsx',
      '/toolsy',
    ]) {
      expect(isEmbeddablePath(path), path).toBe(false);
    }
  });
});

describe('builtWithHref', () => {
  it('signs visitors up with ref=embed and sends signed-in people to the page itself', () => {
    expect(builtWithHref(false, 'https://x/tools')).toBe('/register?ref=embed');
    expect(builtWithHref(true, 'https://x/tools')).toBe('https://x/tools');
  });
});
