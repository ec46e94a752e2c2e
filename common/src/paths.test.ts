import { describe, expect, it } from 'vitest';
import { sameSitePath, sameSiteUrl } from './paths.js';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/docs/a?b=1#c')).toBe('/docs/a?b=1#c');
  });

  it('refuses what a browser would take to another site', () => {
    for (const raw of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://x',
      'docs',
    ]) {
      expect(sameSitePath(raw), raw).toBeNull();
    }
  });
});

describe('sameSiteUrl (the server checks checkout redirects with it)', () => {
  it('resolves a path of this site', () => {
    expect(sameSiteUrl('/swipes?x=1')?.pathname).toBe('/swipes');
  });

  it('refuses what a browser would take to another site', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://x', 'x']) {
      expect(sameSiteUrl(raw), raw).toBeNull();
    }
  });
});
