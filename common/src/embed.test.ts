import { describe, expect, it } from 'vitest';
import { isEmbeddablePath } from './embed.js';

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
